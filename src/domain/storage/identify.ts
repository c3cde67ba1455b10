/**
 * The identify index (docs/identify.md): blocking keys (52-bit hashes of name-token pairs and their
 * phonetic codes, name x company, name x place, emails, phones) mapped to people, counts of
 * name, company and city values (term frequencies), and a compact profile per person.
 *
 * The engine marks a person due whenever their row or contacts are written (a trigger, so every
 * write path is covered: upsert, parallel import, COPY), and removes their entries in the same
 * transaction that deletes them (an erasure leaves nothing behind). The domain's indexer reads
 * what is due and writes the entries back.
 */

import type { Education, Experience, Person } from "../model.ts";
import type { PeopleRepository } from "./people.ts";
import type { PrivacyRepository } from "./privacy.ts";

/**
 * The fields of a person the index is built from (../identify/profile.ts): a handful of the
 * record's, so that indexing reads and hydrates no whole record. Company fields an experience
 * leaves to its company (company_name, company_website) come filled in, as a whole record's do.
 */
export type IdentifySource = Pick<
  Person,
  | "name"
  | "first_name"
  | "last_name"
  | "middle_name"
  | "active_experience_title"
  | "location"
  | "location_city"
  | "location_state"
  | "location_country"
  | "location_country_iso2"
  | "pnet_url"
> & {
  experience: Pick<
    Experience,
    | "company_name"
    | "company_website"
    | "active_experience"
    | "date_from"
    | "date_to"
    | "order_in_profile"
    | "position_title"
  >[];
  education: Pick<Education, "institution_name">[];
};

/** A person whose entries are due, and the mark that says so (a later write moves it). */
export interface DueEntry {
  personId: number;
  seq: number;
}

export interface IdentifyEntry extends DueEntry {
  /** null when the person no longer exists: their entries are removed. */
  profile: string | null;
  keys: readonly number[];
  /** Counted values (term-frequency counters) the person holds. */
  terms: readonly number[];
}

/** A key a row looks up. */
export interface LookupKey {
  hash: number;
  /**
   * Two counted values (a name token as given name and as surname): the key is not looked up when
   * more people than the read's `rare` hold them together (a common name token alone).
   */
  guard: readonly [number, number] | null;
}

/** What a row reads first, in one statement (IdentifyRepository.keysAndCounts). */
export interface IdentifyKeysRead {
  /** Counted values to count (hashes). */
  terms: readonly number[];
  keys: readonly LookupKey[];
  /** People read per key, at most. */
  perKey: number;
  rare: number;
  /** The row's profile URL's owner, a candidate whatever its keys. */
  owner?: number | null;
  /**
   * When the keys' people and the owner are at most this many, their profiles come too (the
   * answer's `profiles`): the second read is then not needed.
   */
  profilesUpTo?: number;
}

export interface IdentifyKeysAnswer {
  /** Whether anyone was due for indexing when the index was read (the answer is then stale). */
  due: boolean;
  counts: Map<number, number>;
  /** The people holding each key not dropped by its guard (at most perKey a key, by id). */
  holders: { key: number; personId: number }[];
  /** Every holder's and the owner's profile and suppression flag, when they were at most profilesUpTo; else null. */
  profiles: Map<number, { profile: string; suppressed: boolean }> | null;
}

/**
 * Where a thread of its own reads the index (bulk identify on two cores: src/domain/identify/scorer.ts):
 * the thread's entry point and what it opens there (its own connection to the same database).
 */
export interface IdentifyScoringThread {
  url: string;
  target: unknown;
}

/** What matching a row reads: the index, a profile URL's owner, the suppression list (a Storage has them). */
export interface IdentifyReads {
  identify: IdentifyRepository;
  people: Pick<PeopleRepository, "findIdByUrl">;
  privacy: Pick<PrivacyRepository, "suppressed">;
}

export interface IdentifyRepository {
  /** Where a scoring thread opens its own reads of this index; absent where none can (an in-memory database). */
  scoringThread?: IdentifyScoringThread;
  /**
   * A row's reads in two statements where each read is a round trip to a server (PostgreSQL; the
   * domain uses them for single rows: src/domain/identify/match.ts, readsCombined): the due check,
   * counted values and keys' people in one (keysAndCounts), the chosen candidates' profiles and
   * whether each is suppressed in the other (profilesChecked). An engine without them is read
   * call by call (SQLite: in-process reads cost no round trip). Answers exactly what the separate
   * reads give (test/db/identify-lookup.test.ts).
   */
  keysAndCounts?(request: IdentifyKeysRead): Promise<IdentifyKeysAnswer>;
  profilesChecked?(ids: readonly number[]): Promise<Map<number, { profile: string; suppressed: boolean }>>;
  /** People due for (re)indexing, in id order, at most `limit`. */
  due(limit: number): Promise<DueEntry[]>;
  dueCount(): Promise<number>;
  /** What the index is built from, of each of these people that exists: one read for them all. */
  sources(ids: readonly number[]): Promise<Map<number, IdentifySource>>;
  /** Emails and phones of these people, one read. */
  contactsOf(ids: readonly number[]): Promise<Map<number, { type: "email" | "phone"; value: string }[]>>;
  /**
   * Replaces the entries of these people in one transaction (old keys and counts out, new in) and
   * clears their marks, except a mark that moved since it was read (the person was written again:
   * indexed again next time).
   */
  write(entries: readonly IdentifyEntry[]): Promise<void>;
  /** People holding each key, at most `perKey` of each (the candidates of a chunk of rows), one read. */
  candidates(keys: readonly number[], perKey: number): Promise<{ key: number; personId: number }[]>;
  /** How many indexed people hold each counted value (absent: none), one read. */
  termCounts(terms: readonly number[]): Promise<Map<number, number>>;
  /** The compact profiles of these people, one read. */
  profiles(ids: readonly number[]): Promise<Map<number, string>>;
  /** How many people are indexed, and the highest id. */
  stats(): Promise<{ people: number; maxId: number }>;
  /** Up to `limit` indexed profiles with id >= fromId, in id order (random samples for u). */
  sample(fromId: number, limit: number): Promise<{ personId: number; profile: string }[]>;
  /**
   * Pairs of different people who share an email, or a phone (by its last digits), over the whole
   * store: how often an identifier agrees by chance (u of the identifier comparisons).
   */
  sharedContacts(): Promise<{ email: number; phone: number }>;
  /** Names of the companies whose website is at this domain (a row's company written as a domain). */
  companiesAtDomain(domain: string, limit: number): Promise<string[]>;
  /** Keeps one batch of what rows were scored against (for EM), dropping the oldest beyond `keep`. */
  addSamples(batch: string, keep: number): Promise<void>;
  /** The newest sample batches, at most `limit`. */
  samples(limit: number): Promise<string[]>;
}
