/**
 * The storage ports: what the domain needs from a database, declared here and implemented by each
 * engine under src/db/ (sqlite/, postgres/; one storage factory, src/db/open.ts). The domain
 * imports nothing from src/db/. Methods are async (SQLite answers synchronously, PostgreSQL over the
 * network); each method that writes is one atomic unit (one transaction): callers never hold a
 * transaction open across an await.
 */
import type { RateLimiter } from "../billing/rate-limiter.ts";
import type { ChangeRepository } from "./changes.ts";
import type { CompanyRepository } from "./companies.ts";
import type { CreditRepository } from "./credits.ts";
import type { IdempotencyRepository } from "./idempotency.ts";
import type { IdentifyRepository } from "./identify.ts";
import type { JobRepository } from "./jobs.ts";
import type { ApiKeyRepository } from "./keys.ts";
import type { MetaRepository } from "./meta.ts";
import type { PeopleRepository } from "./people.ts";
import type { PostRepository } from "./posts.ts";
import type { PrivacyRepository } from "./privacy.ts";
import type { SearchRepository } from "./search.ts";
import type { SourcesRepository } from "./sources.ts";
import type { WatcherRepository } from "./watchers.ts";

export type * from "./changes.ts";
export type * from "./companies.ts";
export type * from "./credits.ts";
export type * from "./idempotency.ts";
export type * from "./identify.ts";
export * from "./jobs.ts";
export type * from "./keys.ts";
export type * from "./meta.ts";
export type * from "./people.ts";
export type * from "./posts.ts";
export type * from "./privacy.ts";
export type * from "./search.ts";
export type * from "./sources.ts";
export type * from "./watchers.ts";

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
  changes: ChangeRepository;
  watchers: WatcherRepository;
  sources: SourcesRepository;
  /** The identify index (docs/identify.md). */
  identify: IdentifyRepository;
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
   * Reads into this process's cache of the database the pages every search reads (the current
   * titles of people, the facet index's directory), within that cache's bound, at start: the
   * first searches then do not fetch them one page at a time. `entries`: the index entries read;
   * 0 where the engine's cache is the server's, shared by every process and outliving them.
   */
  prefetchSearchPages(): Promise<{ entries: number }>;
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
