/** The people store: writes matched by id or profile URL, batch reads, the parallel import's writer. */

import type { Contact, Person, Post, Social } from "../model.ts";
import type { PersonWrite } from "../person.ts";

/** What the word associations read of a person: the current job's title, the headline, the skills. */
export interface PersonText {
  id: number;
  /** The current job's title as written, else the person's current title (null: neither). */
  title: string | null;
  headline: string | null;
  skills: readonly string[];
}

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
  /**
   * getMany with each person's latest `postsPerPerson` posts (newest first, as posts.byAuthors), in
   * one read on PostgreSQL: a search page in the format that shows posts.
   */
  getManyWithPosts(
    ids: readonly number[],
    postsPerPerson: number,
  ): Promise<{ people: Person[]; posts: Map<number, Post[]> }>;
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
   * scan's people as the word associations read them (src/domain/search/associations.ts): their
   * current title, headline and skills only, taken from the stored record without the rest of the
   * person being built (issue 43: the associations' scan after an import read whole people).
   */
  scanTexts(afterId: number, limit: number): Promise<PersonText[]>;
  /**
   * The writing half of a parallel import, where the engine offers it: null when it does not (an
   * in-memory SQLite database: workers have no file to open), and the import runs on one thread
   * through upsert.
   */
  bulkWriter?(options: { now: Date; source?: string; provenance?: Provenance }): PeopleBulkWriter | null;
}

/**
 * A parallel people import's storage side (docs/import.md, "Worker threads"). The domain runs the
 * workers (src/domain/import/worker-pool.ts): each parses, maps and normalises a chunk of the file,
 * then hands the people to the engine's PeopleRowPreparer, opened on the worker from `worker.target`;
 * the rows come back to this one writer, which writes them in file order.
 */
export interface PeopleBulkWriter {
  worker: {
    /** The worker's entry point: the engine's side of the row preparation is wired there. */
    url: string;
    /** What a worker opens to prepare rows (structured-cloneable; only the engine reads it). */
    target: unknown;
  };
  /**
   * Writes a chunk's prepared rows in one transaction; null when the companies changed after they
   * were prepared (its records are compacted against them), or when one of its records needs what
   * only the domain decides (a person another source supplied, a URL known as an alias, a record
   * without a URL: src/domain/sources/write.ts): the caller writes those records through upsert.
   */
  write(
    rows: unknown,
    /**
     * The raw-line hash of each record of `rows` (src/domain/import/line-skip.ts), kept with the
     * person's row of this source: a later import drops the same line unparsed.
     */
    lineHashes?: readonly (bigint | null)[],
  ): Promise<UpsertOutcome | null>;
  /** After the last chunk (indexes a load into an empty table deferred are built). */
  close(): Promise<void>;
  /**
   * False for a load into an empty people table (or one carrying on such a load): no line of the
   * file can be held yet (src/domain/import/line-skip.ts), so none is looked up; the lookup's index
   * is built at the end.
   */
  mayHoldLines: Promise<boolean>;
}

/** On an import worker: normalised people turned into the rows the engine writes, off the writer's thread. */
export interface PeopleRowPreparer {
  /**
   * The people come one at a time (the worker normalises each as it is asked for): a preparer that
   * needs them all first gathers them; one that does not lets each go once its rows are made, so a
   * chunk's people and its rows are not all held at once.
   */
  prepare(people: Iterable<PersonWrite>): PreparedRows | Promise<PreparedRows>;
}

export interface PreparedRows {
  /** The engine's rows, opaque to the domain: handed back to PeopleBulkWriter.write. */
  rows: unknown;
  /** Buffers within `rows` handed to the writer's thread rather than copied. */
  transfer: ArrayBuffer[];
}
