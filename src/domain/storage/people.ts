/** The people store: writes matched by id or profile URL, batch reads, the parallel import seam. */

import type { RecordFormat } from "../import/formats/chunk-records.ts";
import type { Contact, Person, Social } from "../model.ts";
import type { PersonWrite, RecordWarning } from "../person.ts";

export interface UpsertOutcome {
  inserted: number;
  updated: number;
  /** Records refused by the store (e.g. a profile URL already owned by another id), by batch index. */
  rejected: { index: number; reason: string }[];
  /**
   * Records not written because they identify an erased person (the suppression list): a person,
   * or a post by one, or (counted per reaction) a reaction by one. Absent means none.
   */
  suppressed?: number;
  /** People whose write brought exactly what was stored: not written again (issue 32). Absent means none. */
  unchanged?: number;
  /** Rows appended to the change log (docs/changes.md). Absent means none. */
  changes?: number;
  /**
   * Records that landed on a person another source supplied, or that was known under another URL,
   * numeric id or work email (src/domain/sources/write.ts). Absent means none.
   */
  merged?: number;
}

/** What a write says about itself. */
export interface WriteOptions {
  /** What caused the write, recorded with each change it makes ("import people.jsonl", "scrape"). */
  source?: string;
  /**
   * The source that supplied these records and when (docs/sources.md): each written person's row of
   * it is added or its last sighting moved, in the write's transaction (a record carrying `sources`
   * replaces the person's rows instead). Absent: provenance is left as it is.
   */
  provenance?: Provenance;
}

/** Which source supplied a write, and when. */
export interface Provenance {
  source: string;
  at: string;
}

export interface PeopleRepository {
  /** Inserts or replaces people, matched by id when given, else by profile URL. */
  upsert(batch: PersonWrite[], options?: WriteOptions): Promise<UpsertOutcome>;
  /** The person; records may be shared between callers (from a read cache): treat them as read-only. */
  get(id: number): Promise<Person | null>;
  /** The people of these ids that exist, in the order asked: one read for a page of candidates. */
  getMany(ids: readonly number[]): Promise<Person[]>;
  /** The person at a profile URL (any spelling: see urlKey), read-only like get. */
  getByUrl(url: string): Promise<Person | null>;
  findIdByUrl(url: string): Promise<number | null>;
  contactsOf(personId: number): Promise<{ contacts: Contact[]; social: Social[] }>;
  /**
   * The person a stored email or phone belongs to (emails case-insensitive, phones by digits),
   * or an inferred work email was given out for.
   */
  findIdByContact(type: "email" | "phone", value: string): Promise<number | null>;
  /** Who holds each of these emails (lower case), stored or inferred and given out: one read. */
  emailOwners(emails: readonly string[]): Promise<Map<string, number>>;
  /** The inferred work emails given out for this person (kept: docs/privacy.md). */
  inferredEmailsOf(personId: number): Promise<Contact[]>;
  /** Known emails at a domain with the names of their owners (to learn the domain's pattern). */
  emailsAtDomain(domain: string, limit: number): Promise<{ email: string; name: string }[]>;
  count(): Promise<number>;
  /** The highest id held (0 when empty): spreads a sample over the whole table. */
  maxId(): Promise<number>;
  /** People with id > afterId in id order: for exports and other full scans. */
  scan(afterId: number, limit: number): Promise<Person[]>;
  /**
   * Parallel import help, where the engine offers it (SQLite on a file): null when it does not, and
   * the import runs on one thread through upsert.
   */
  bulkLoader?(options: {
    workers: number;
    now: Date;
    source?: string;
    provenance?: Provenance;
    /** What the file's records are (CSV or JSON lines) and their mapping, applied on the workers. */
    records?: RecordFormat | null;
  }): PeopleBulkLoader | null;
}

/**
 * People lines parsed, normalised and turned into rows on worker threads, written in order by the
 * one writer (docs/import.md, "Worker threads").
 */
export interface PeopleBulkLoader {
  /**
   * Prepares whole lines of UTF-8 (the first numbered `firstLine` in the file) on a worker; lines
   * numbered up to `skipThrough` and blank lines are passed over. The bytes are handed over
   * (transferred), not copied.
   */
  prepare(
    bytes: Uint8Array,
    firstLine: number,
    skipThrough: number,
    /** Each line's number, when they do not simply follow firstLine (records converted from CSV). */
    lineNumbers?: number[],
  ): Promise<PreparedChunk>;
  /**
   * Writes a prepared chunk in one transaction; null when the companies changed after it was
   * prepared (its records are compacted against them), or when one of its records needs what only
   * the domain decides (a person another source supplied, a URL known as an alias, a record
   * without a URL: src/domain/sources/write.ts): write those lines through that path instead.
   */
  write(chunk: PreparedChunk): Promise<UpsertOutcome | null>;
  close(): Promise<void>;
}

export interface PreparedChunk {
  /** Lines read (not blank, not skipped). */
  read: number;
  /** Lines that are not records: not JSON, or refused by normalisation. */
  bad: { line: number; reason: string }[];
  /** Warnings of the lines that are records. */
  warnings: { line: number; warning: RecordWarning }[];
  /** The line number of each prepared record, in order: an outcome's indexes refer to these. */
  lines: number[];
  /** The engine's rows, opaque to the caller. */
  rows: unknown;
}
