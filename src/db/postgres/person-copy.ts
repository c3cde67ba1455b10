/**
 * People turned into PostgreSQL `COPY ... FROM STDIN` text on an import's worker threads
 * (./row-preparer.ts): the values both engines compute before the id is known
 * (../rows/person-prepare.ts), one line per row, led by the person's number in its chunk (`n`,
 * from 1). The writer (./bulk-load.ts) places the chunk's people under ids, copies the text into
 * staging tables and merges them with one statement per table, where the id of row `n` is `ids[n]`.
 */
import type { PersonWrite } from "../../domain/person.ts";
import { wordSet } from "../../domain/search/words.ts";
import type { SnapshotSource } from "../rows/people.ts";
import { personRowValues } from "../rows/person-prepare.ts";

type Value = string | number | null;

/** The rows of a chunk as COPY text, and what the writer needs to place each person. */
export interface PgPreparedRows {
  keys: (string | null)[];
  givenIds: number[];
  /** SHA-256 of each person's identifiers (the suppression list compares them). */
  identifiers: string[][];
  /** Other profile URL keys of each person (PersonWrite.aliases). */
  aliases: string[][];
  /** Whether the write carries contacts or social links (only then are stored ones replaced). */
  replacesContacts: boolean[];
  /** Each person's content hash (../rows/changes.ts): equal to the stored one, the person is skipped. */
  hashes: string[];
  /**
   * COPY text of the staging tables (./bulk-load.ts: STAGING), as UTF-8: bytes are handed to the
   * writing thread without a copy (transferred) and go to the socket as they are.
   */
  people: Uint8Array;
  experiences: Uint8Array;
  educations: Uint8Array;
  contacts: Uint8Array;
  /** The companies version the records were compacted against. */
  companies: string | null;
}

const EMPTY = new Uint8Array(0);
const encoder = new TextEncoder();
/**
 * What COPY's text format escapes (and NUL, which PostgreSQL text cannot hold: dropped). One scan of
 * the value: most values hold none, and an import writes tens of values a person.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters looked for
const SPECIAL = /[\\\t\n\r\u0000]/;

/** One value in COPY's text format: `\N` for null; backslash, tab, newline and CR escaped; no NUL. */
function field(value: Value | boolean): string {
  if (value === null) return "\\N";
  if (typeof value !== "string") return String(value);
  let out = value;
  if (SPECIAL.test(out))
    out = out
      .replaceAll("\\", "\\\\")
      .replaceAll("\t", "\\t")
      .replaceAll("\n", "\\n")
      .replaceAll("\r", "\\r")
      .replaceAll("\u0000", "");
  return out;
}

/** A row as one line of COPY text (one string built, no array of fields: tens of rows a person). */
function line(values: readonly (Value | boolean)[]): string {
  let out = values.length ? field(values[0] as Value | boolean) : "";
  for (let i = 1; i < values.length; i++) out += `\t${field(values[i] as Value | boolean)}`;
  return `${out}\n`;
}

/** The chunk's people (already normalised; their companies loaded into `snapshots`) as COPY text. */
export function preparePgRows(
  writes: readonly PersonWrite[],
  snapshots: SnapshotSource,
  companies: string | null,
): PgPreparedRows {
  const out: PgPreparedRows = {
    keys: [],
    givenIds: [],
    identifiers: [],
    aliases: [],
    replacesContacts: [],
    hashes: [],
    people: EMPTY,
    experiences: EMPTY,
    educations: EMPTY,
    contacts: EMPTY,
    companies,
  };
  const people: string[] = [];
  const experiences: string[] = [];
  const educations: string[] = [];
  const contacts: string[] = [];
  writes.forEach((w, i) => {
    const n = i + 1;
    const v = personRowValues(w, snapshots);
    out.keys.push(v.key);
    out.givenIds.push(v.givenId);
    out.identifiers.push(v.identifiers);
    out.aliases.push(v.aliases);
    out.replacesContacts.push(w.contacts.length > 0 || w.social.length > 0);
    out.hashes.push(v.contentHash);
    people.push(
      line([
        n,
        v.key ?? "",
        ...v.columns,
        v.recordTail,
        v.rankBase,
        v.tokens.join(" "),
        wordSet(v.text).join(" "),
        v.contentHash,
      ]),
    );
    for (const row of v.experiences) experiences.push(line([n, ...row]));
    for (const row of v.educations) educations.push(line([n, ...row]));
    for (const row of v.contacts) contacts.push(line([n, ...row]));
  });
  out.people = encoder.encode(people.join(""));
  out.experiences = encoder.encode(experiences.join(""));
  out.educations = encoder.encode(educations.join(""));
  out.contacts = encoder.encode(contacts.join(""));
  return out;
}

/** The buffers of prepared rows, to transfer rather than copy between threads. */
export function transferables(rows: PgPreparedRows): ArrayBuffer[] {
  return [rows.people, rows.experiences, rows.educations, rows.contacts]
    .filter((b) => b.byteLength > 0)
    .map((b) => b.buffer as ArrayBuffer);
}
