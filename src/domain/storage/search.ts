/** The search index and search sessions (src/domain/search reads them). */

/**
 * Structured filter over the facet index: every group must hold, a group holds when the person has
 * any of its tokens (an AND of ORs). Tokens come from src/domain/search/facets.ts.
 */
export type FacetFilter = readonly (readonly string[])[];

export type WordMode = "all" | "any";

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
   * Ids of people matching the filter and holding all (or any) of the words, best first by the
   * static rank of the index (src/domain/search/prior.ts), from the rank cursor `after` (0: from the
   * start; `next` of the previous call to continue); people holding any `exclude` token are left
   * out. An empty filter and no words match everyone. Queries rank further in code (../../domain/search).
   */
  matchRanked(
    filter: FacetFilter,
    words: readonly string[],
    mode: WordMode,
    limit: number,
    after?: number,
    exclude?: readonly string[],
  ): Promise<{ ids: number[]; next: number }>;
  matchCount(filter: FacetFilter, words: readonly string[], mode: WordMode): Promise<number>;
  /** The current titles of people (absent ids are left out), for ranking a short list in code. */
  currentTitles(ids: readonly number[]): Promise<Map<number, string | null>>;
  /** The short text fields of people, for ranking candidates in code. */
  rankingRows(ids: readonly number[]): Promise<RankingRow[]>;
  peopleCount(): Promise<number>;
  /** The backend's own query text for a filter and words (shown by /api/search/explain). */
  compiled(
    filter: FacetFilter,
    words: readonly string[],
  ): { facet_match: string | null; text_match: string | null };
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
