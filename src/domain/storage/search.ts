/** The search index and search sessions (src/domain/search reads them). */

/**
 * Structured filter over the facet index: every group must hold, a group holds when the person has
 * any of its tokens (an AND of ORs). Tokens come from src/domain/search/facets.ts. The form deep
 * research's variations were stored in; `filterExpr` (src/domain/search/facets.ts) reads it as a
 * FacetExpr.
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
  matchRanked(
    match: FacetExpr,
    limit: number,
    after?: number,
    leaveOut?: readonly number[],
  ): Promise<{ ids: number[]; next: number }>;
  /**
   * The first `limit` of matchRanked with, in the same read (one statement on PostgreSQL), each
   * one's current title (unless `titles` is false: an empty map) and how many people match, counted
   * up to `countUpTo` (null: exactly). `leaveOut` (both methods): people left out of the matches by
   * id, and out of the count.
   */
  matchRankedCounted(
    match: FacetExpr,
    limit: number,
    countUpTo: number | null,
    options?: { leaveOut?: readonly number[]; titles?: boolean },
  ): Promise<{ ids: number[]; titles: Map<number, string | null>; matched: number }>;
  /** How many people match the expression; with `upTo`, at most that many are counted. */
  matchCount(match: FacetExpr, upTo?: number | null): Promise<number>;
  /** The current titles of people (absent ids are left out), for ranking a short list in code. */
  currentTitles(ids: readonly number[]): Promise<Map<number, string | null>>;
  /** The short text fields of people, for ranking candidates in code. */
  rankingRows(ids: readonly number[]): Promise<RankingRow[]>;
  peopleCount(): Promise<number>;
  /** The backend's own query text for an expression (shown under `debug` by /api/search/explain). */
  compiled(match: FacetExpr): { facet_match: string | null };
  /**
   * Every company's id, name and headquarters' country (ISO alpha-2, null when unknown): query
   * understanding resolves names ("at Acme") and nationalities ("a Dutch company") against them.
   */
  companyNames(): Promise<{ id: number; name: string; country: string | null }[]>;
  /** A number that changes whenever companies are added or renamed (cache validation). */
  companiesStamp(): Promise<string>;
  createSession(session: SearchSessionRecord): Promise<void>;
  getSession(id: string): Promise<SearchSessionRecord | null>;
  /** Records how far the quality filter got (examined and accepted grow, never shrink). */
  advanceSession(id: string, examined: number, acceptedIds: number[]): Promise<void>;
  deleteExpiredSessions(now: number): Promise<number>;
  /**
   * Rebuilds the facet index from the stored records when its version differs (src/domain/search/
   * index-version.ts), linking each record's jobs again on the way; returns rows done.
   */
  ensureFacets(version: string, onProgress?: (done: number, total: number) => void): Promise<number>;
}
