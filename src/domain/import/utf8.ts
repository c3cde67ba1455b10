/**
 * Import files are UTF-8 text (JSON requires it; CSV is read so). A file in another encoding (a
 * Latin-1 CSV saved by a spreadsheet) used to be read with U+FFFD in place of every accented
 * letter and imported without a word (issue 42). Now its first MiB is checked before anything is
 * written (the CLI refuses the file, saying which line: ./lines.ts, firstNonUtf8Line), and a
 * record further on that is not UTF-8 is a bad record, reported and skipped.
 */
const strict = new TextDecoder("utf-8", { fatal: true });
const lenient = new TextDecoder();

/** The reason a record that is not UTF-8 is skipped with. */
export const NOT_UTF8 = "not UTF-8 text (another encoding, e.g. Latin-1: convert the file to UTF-8)";

/**
 * A chunk's text. `utf8` false: some of it was not UTF-8, and U+FFFD stands where it was (the
 * caller flags the records holding one; a UTF-8 chunk's own U+FFFD are left alone).
 */
export function decodeChunk(bytes: Uint8Array): { text: string; utf8: boolean } {
  try {
    return { text: strict.decode(bytes), utf8: true };
  } catch {
    return { text: lenient.decode(bytes), utf8: false };
  }
}

/** Whether the bytes are UTF-8 (when `cut`, a character cut off at their end is not held against them). */
export function isUtf8(bytes: Uint8Array, cut = false): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: cut });
    return true;
  } catch {
    return false;
  }
}
