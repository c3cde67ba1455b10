/**
 * What the readers of a file yield and the import reports, with nothing imported: the file formats
 * (./formats/), the line reader (./lines.ts) and the summary (./summary.ts) all speak of these, so
 * none of them need import another for its shapes.
 */

/** One record of a file: its text (a JSON line), its parsed value, or why it could not be read. */
export type SourceEntry =
  | { line: number; text: string }
  | { line: number; record: unknown }
  | { line: number; bad: string };

/** A record that is not imported, and why. */
export interface BadLine {
  line: number;
  reason: string;
}

/**
 * The record an entry holds, parsed: `{ raw }`, or `{ bad }` with why it cannot be read. The one
 * reading of an entry for both import paths (one thread and the workers).
 */
export function entryRecord(entry: SourceEntry): { raw: unknown } | { bad: string } {
  if ("bad" in entry) return { bad: entry.bad };
  if (!("text" in entry)) return { raw: entry.record };
  try {
    return { raw: JSON.parse(entry.text) };
  } catch (e) {
    return { bad: `invalid JSON: ${(e as Error).message}` };
  }
}
