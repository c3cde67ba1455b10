/**
 * The storage seam. Routes and domain code see only these interfaces; src/db/repositories/sqlite
 * implements them over bun:sqlite, and a PostgreSQL backend can implement them later. Methods are
 * async for that reason even though SQLite answers synchronously. Each method that writes is one
 * atomic unit (one transaction): callers never hold a transaction open across an await.
 */

import type { RateLimiter } from "../../domain/billing/rate-limiter.ts";
import type { Company, Contact, Person, Post, Reaction, ReactionType, Social } from "../../domain/model.ts";
import type { PersonWrite, RecordWarning } from "../../domain/person.ts";
import type { JobRepository } from "./job-types.ts";
import type { PrivacyRepository } from "./privacy-types.ts";

export * from "./job-types.ts";
export type * from "./privacy-types.ts";

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
}

export interface PeopleRepository {
  /** Inserts or replaces people, matched by id when given, else by profile URL. */
  upsert(batch: PersonWrite[]): Promise<UpsertOutcome>;
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
  /** People with id > afterId in id order: for exports and other full scans. */
  scan(afterId: number, limit: number): Promise<Person[]>;
  /**
   * Parallel import help, where the engine offers it (SQLite on a file): null when it does not, and
   * the import runs on one thread through upsert.
   */
  bulkLoader?(options: { workers: number; now: Date }): PeopleBulkLoader | null;
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
  prepare(bytes: Uint8Array, firstLine: number, skipThrough: number): Promise<PreparedChunk>;
  /**
   * Writes a prepared chunk in one transaction; null when the companies changed after it was
   * prepared (its records are compacted against them): write those lines through upsert instead.
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

export interface CompanyRepository {
  /** Inserts or replaces companies, matched by id, else profile URL, else name. */
  upsert(batch: Company[]): Promise<UpsertOutcome>;
  get(id: number): Promise<Company | null>;
  /** The company at a company profile URL (any spelling: see urlKey), or null. */
  findIdByUrl(url: string): Promise<number | null>;
  /** The searchable projection of every company (at most `limit`), for company search. */
  facts(limit: number): Promise<CompanyFacts[]>;
  /** Ids of companies whose text holds the word (name, description, industry, keywords, location). */
  idsWithWord(word: string, limit: number): Promise<number[]>;
  count(): Promise<number>;
  scan(afterId: number, limit: number): Promise<Company[]>;
}

export interface CompanyFacts {
  id: number;
  name: string;
  industry: string | null;
  hqCountryIso2: string | null;
  hqCity: string | null;
  employeesCount: number | null;
  foundedYear: number | null;
  isB2b: boolean | null;
  /** Last funding round date (ISO) when known. */
  lastFundingRoundDate: string | null;
}

export interface PostWrite {
  post: Post;
  reactions: Reaction[];
}

export interface PostRepository {
  /** Inserts or replaces posts (matched by URL) and their reactions. */
  upsert(batch: PostWrite[]): Promise<UpsertOutcome>;
  byAuthor(personId: number, limit: number): Promise<Post[]>;
  /** The post at a URL (compared like profile URLs), or null. */
  findByUrl(url: string): Promise<Post | null>;
  /** Reaction counts by type. */
  reactionCounts(postId: number): Promise<Partial<Record<ReactionType, number>>>;
  /** One page of reactions, newest first, optionally of one type. */
  reactions(
    postId: number,
    options: { type?: ReactionType; offset: number; limit: number },
  ): Promise<Reaction[]>;
  count(): Promise<number>;
  scan(afterId: number, limit: number): Promise<PostWrite[]>;
}

export const TIERS = ["free", "tier1", "tier2", "tier3"] as const;
export type Tier = (typeof TIERS)[number];

export interface ApiKeyRecord {
  id: number;
  name: string | null;
  prefix: string;
  tier: Tier;
  credits: number;
  lastTopupAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface ApiKeyRepository {
  create(input: {
    name: string | null;
    prefix: string;
    hash: string;
    tier: Tier;
    expiresAt: string | null;
  }): Promise<ApiKeyRecord>;
  findByHash(hash: string): Promise<ApiKeyRecord | null>;
  get(id: number): Promise<ApiKeyRecord | null>;
  /** Marks the key revoked; false when there is no such key or it was revoked already. */
  revoke(id: number): Promise<boolean>;
  list(): Promise<ApiKeyRecord[]>;
  count(): Promise<number>;
}

export interface LedgerEntry {
  keyId: number;
  delta: number;
  balanceAfter: number;
  operation: string;
  requestId: string | null;
  jobId: string | null;
  createdAt: string;
}

export interface ChargeContext {
  operation: string;
  requestId?: string | null;
  jobId?: string | null;
  /** Contact data this charge pays for: access-log rows written in the charge's transaction. */
  access?: readonly AccessGrant[];
  /** Inferred work emails this charge gives out: kept in the charge's transaction. */
  issued?: readonly IssuedEmail[];
}

/** A work email inferred from a company's address pattern and given out for a person. */
export interface IssuedEmail {
  personId: number;
  /** Lower case. */
  email: string;
  domain: string;
  rating: number;
  provider: string;
}

/** One person's contact data given to the charged key: which fields (email, phone, social...). */
export interface AccessGrant {
  personId: number;
  fields: readonly string[];
}

export interface CreditRepository {
  /**
   * Adds credits with a ledger row. `purchased` top-ups set last_topup_at; free grants and refunds
   * do not. Returns the new balance.
   */
  grant(keyId: number, amount: number, options: ChargeContext & { purchased: boolean }): Promise<number>;
  /**
   * Takes `amount` credits if the balance covers it: one guarded UPDATE plus a ledger row, in one
   * transaction that is durable (synced) before the promise resolves. Nothing changes otherwise.
   */
  debit(keyId: number, amount: number, context: ChargeContext): Promise<{ ok: boolean; balance: number }>;
  /** The key's most recent ledger rows (oldest first). */
  ledger(keyId: number, limit?: number): Promise<LedgerEntry[]>;
  /** Keys whose balance differs from the sum of their ledger (empty when all reconcile). */
  unreconciled(): Promise<{ keyId: number; balance: number; ledgerSum: number }[]>;
}

export interface MetaRepository {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}

export interface Storage {
  people: PeopleRepository;
  companies: CompanyRepository;
  posts: PostRepository;
  keys: ApiKeyRepository;
  credits: CreditRepository;
  meta: MetaRepository;
  search: SearchRepository;
  jobs: JobRepository;
  idempotency: IdempotencyRepository;
  privacy: PrivacyRepository;
  /** Which engine this is (for logs and `prospector check` output only: behaviour never branches on it). */
  readonly engine: "sqlite" | "postgres";
  /** Where the data lives, for messages (a file path, or the URL without its password). */
  readonly location: string;
  /** Migrations this open applied (empty when the schema was up to date). */
  readonly migrated: readonly string[];
  /**
   * Rate-limit buckets in this database, shared by every instance on it; null when the engine is
   * for one process only (the limiter then lives in memory).
   */
  sharedRateLimiter(windowSeconds: number): RateLimiter | null;
  /** Whether several processes may use this database at once (PostgreSQL) or only one (SQLite). */
  readonly sharedByInstances: boolean;
  /**
   * Calls `onWake` when another process says a job may be runnable (PostgreSQL LISTEN); a hint
   * only, polling stays the truth. Resolves to a function that stops listening.
   */
  listenForJobs(onWake: () => void): Promise<() => Promise<void>>;
  /** Cheap liveness probe of the database. */
  ping(): Promise<boolean>;
  /**
   * Runs `work` while holding a named lock that every process sharing this database respects (a
   * PostgreSQL advisory lock; one writer already on SQLite): first-start seeding, for example,
   * happens once when several instances start together.
   */
  exclusive<T>(name: "first-start", work: () => Promise<T>): Promise<T>;
  /** The engine's own consistency check: empty when all is well, else what it found. */
  integrityProblems(): Promise<string[]>;
  /** A consistent online copy to a new file (SQLite); engines with their own tools say so. */
  backup(file: string): Promise<void>;
  /**
   * When an error is the engine being unavailable for a moment (down, full, busy, out of
   * connections): a sentence for a 503. Null for anything else (a bug: 500).
   */
  faultDetail(error: unknown): string | null;
  close(): Promise<void>;
}

/**
 * Structured filter over the facet index: every group must hold, a group holds when the person has
 * any of its tokens (an AND of ORs). Tokens come from src/domain/search/facets.ts. The form deep
 * research's variations were stored in; `filterExpr` reads it as a FacetExpr.
 */
export type FacetFilter = readonly (readonly string[])[];

/**
 * Who matches, as a boolean tree both engines execute (src/domain/query/plan.ts compiles a query
 * plan to it): `tokens` holds when the person has any of the facet tokens (none: nobody), `words`
 * when the person's text holds every one of the words; `all` (none: everyone), `any` (none:
 * nobody) and `not` combine them. Plain data: engines compile it to their own syntax, so no user
 * text ever reaches an engine as syntax.
 */
export type FacetExpr =
  | { readonly all: readonly FacetExpr[] }
  | { readonly any: readonly FacetExpr[] }
  | { readonly not: FacetExpr }
  | { readonly tokens: readonly string[] }
  | { readonly words: readonly string[] };

/** An AND of ORs of tokens as an expression. */
export function filterExpr(filter: FacetFilter): FacetExpr {
  return { all: filter.map((group) => ({ tokens: group })) };
}

export interface RankingRow {
  id: number;
  name: string;
  headline: string | null;
  title: string | null;
  company: string | null;
  /** JSON arrays as stored. */
  skills: string | null;
  schools: string | null;
  location: string;
}

export interface SearchSessionRecord {
  id: string;
  keyId: number;
  query: string | null;
  /** The request's parameters and parsed criteria, as the search domain wrote them. */
  params: unknown;
  /** Candidate ids in ranked order. */
  candidateIds: number[];
  /** How many candidates were examined by the quality filter, and the ids it accepted, in order. */
  examined: number;
  acceptedIds: number[];
  total: number;
  createdAt: number;
  expiresAt: number;
}

export interface SearchRepository {
  /**
   * Ids of people matching the expression, best first by the static rank of the index
   * (src/domain/search/prior.ts), from the rank cursor `after` (0: from the start; `next` of the
   * previous call to continue). Queries rank further in code (../../domain/search).
   */
  matchRanked(match: FacetExpr, limit: number, after?: number): Promise<{ ids: number[]; next: number }>;
  /** How many people match the expression. */
  matchCount(match: FacetExpr): Promise<number>;
  /** The current titles of people (absent ids are left out), for ranking a short list in code. */
  currentTitles(ids: readonly number[]): Promise<Map<number, string | null>>;
  /** The short text fields of people, for ranking candidates in code. */
  rankingRows(ids: readonly number[]): Promise<RankingRow[]>;
  peopleCount(): Promise<number>;
  /** The backend's own query text for an expression (shown under `debug` by /api/search/explain). */
  compiled(match: FacetExpr): { facet_match: string | null };
  /** Every company's id, name and name key: query understanding resolves names against them. */
  companyNames(): Promise<{ id: number; name: string }[]>;
  /** A number that changes whenever companies are added or renamed (cache validation). */
  companiesStamp(): Promise<string>;
  createSession(session: SearchSessionRecord): Promise<void>;
  getSession(id: string): Promise<SearchSessionRecord | null>;
  /** Records how far the quality filter got (examined and accepted grow, never shrink). */
  advanceSession(id: string, examined: number, acceptedIds: number[]): Promise<void>;
  deleteExpiredSessions(now: number): Promise<number>;
  /** Rebuilds the facet index from the stored records when its version differs; returns rows done. */
  ensureFacets(version: number, onProgress?: (done: number, total: number) => void): Promise<number>;
}

export type IdempotencyBegin =
  | { kind: "new" }
  | { kind: "replay"; status: number; body: string }
  | { kind: "mismatch" }
  | { kind: "in_progress" };

export interface IdempotencyRepository {
  /**
   * Claims (keyId, idemKey) for a request hash: "new" when unused (or older than `expiredBefore`),
   * "replay" with the stored answer for the same request, "mismatch" for another request,
   * "in_progress" while the first is still being created.
   */
  begin(
    keyId: number,
    idemKey: string,
    requestHash: string,
    now: number,
    expiredBefore: number,
    /** A claim still in progress but older than this was left by a process that died: taken over. */
    abandonedBefore: number,
  ): Promise<IdempotencyBegin>;
  complete(keyId: number, idemKey: string, status: number, body: string): Promise<void>;
  /** Forgets a claim whose request failed, so that it can be retried. */
  abandon(keyId: number, idemKey: string): Promise<void>;
}
