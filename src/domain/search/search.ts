/**
 * People search: query understanding -> candidate retrieval (facet filter, then bm25 over the words
 * left over) -> the quality filter -> a stored session that later pages read from.
 *
 * Ranking: the best matches of all (./retrieve.ts: the exact title asked, then its other names,
 * then every match, each by profile quality tier); with keywords, candidates holding every keyword
 * first, then those holding some, each by bm25 with the text index's column weights (./rank.ts),
 * the structured order breaking ties. Person id breaks the rest.
 * The ranked candidate ids are materialised in the session (at most MAX_CANDIDATES), so every page
 * of a search_id is a slice of one fixed order: page 2 never repeats page 1.
 */

import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors.ts";
import { boundedInt } from "../bounds.ts";
import type { Person } from "../model.ts";
import { CompanyLexicon } from "../query/companies.ts";
import type { Criterion, Evaluation } from "../query/criteria.ts";
import { filterCriteria, parseQuery } from "../query/parse.ts";
import { rolePreferences } from "../query/preferences.ts";
import type { FacetFilter, SearchSessionRecord, Storage, WordMode } from "../storage/index.ts";
import { type Assessment, assess } from "./evaluate.ts";
import { idf, rankRows } from "./rank.ts";
import { bestFirst, byFit, fitOf } from "./retrieve.ts";

/** How many ranked candidates a session keeps: offsets past this return no more results. */
/** A page holds at most this many results; pages start at most this far in. */
export const MAX_SEARCH_LIMIT = 100;
export const MAX_SEARCH_OFFSET = 100_000;

export const MAX_CANDIDATES = 1000;
/** How long a search_id can be paged. */
export const SESSION_TTL_SECONDS = 24 * 3600;
/** How long the company name lexicon is trusted before the database is asked whether it changed. */
const LEXICON_CHECK_MS = 5000;

export interface SearchInput {
  query: string;
  companies: readonly string[];
  schools: readonly string[];
}

export interface Plan {
  criteria: Criterion[];
  keywords: string[];
  notes: string[];
  filter: FacetFilter;
  /** Token classes a better match holds, best first (src/domain/query/preferences.ts). */
  preferences: string[][];
}

export interface SessionParams {
  query: string;
  companies: string[];
  schools: string[];
  advanced_filtering: boolean;
  /** The quality filter's bar (0..1) when the caller set one (the older search's acceptance_threshold). */
  acceptance_threshold?: number;
  criteria: Criterion[];
  keywords: string[];
  notes: string[];
}

export interface SearchHit {
  person: Person;
  assessment: Assessment;
}

export interface SearchPage {
  searchId: string;
  query: string;
  total: number;
  advancedFiltering: boolean;
  hits: SearchHit[];
}

export class SearchService {
  private lexicon: CompanyLexicon | null = null;
  private lexiconStamp = "";
  private lexiconCheckedAt = 0;

  constructor(
    private readonly storage: Storage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Company names of the database, re-read when companies were added or changed. */
  async companies(): Promise<CompanyLexicon> {
    const t = Date.now();
    if (this.lexicon && t - this.lexiconCheckedAt < LEXICON_CHECK_MS) return this.lexicon;
    this.lexiconCheckedAt = t;
    const stamp = await this.storage.search.companiesStamp();
    if (!this.lexicon || stamp !== this.lexiconStamp) {
      this.lexicon = new CompanyLexicon(await this.storage.search.companyNames());
      this.lexiconStamp = stamp;
    }
    return this.lexicon;
  }

  async plan(input: SearchInput): Promise<Plan> {
    const context = { companies: await this.companies() };
    const parsed = parseQuery(input.query, context);
    const filters = filterCriteria(input.companies, input.schools, context);
    const criteria = [...parsed.criteria, ...filters.criteria];
    return {
      criteria,
      keywords: parsed.keywords,
      notes: [...parsed.notes, ...filters.notes],
      filter: criteria.map((c) => c.tokens),
      preferences: rolePreferences(criteria),
    };
  }

  /**
   * Ranked candidate ids and the number of profiles matching the query. Candidates are the best
   * `limit` of all matches (./retrieve.ts); with keywords, the best `limit` by quality of those
   * holding them, ordered by bm25 with (fit, quality) breaking its ties.
   */
  async retrieve(plan: Plan, limit = MAX_CANDIDATES): Promise<{ ids: number[]; total: number }> {
    const { search } = this.storage;
    if (plan.keywords.length === 0) {
      const ids = await bestFirst(search, plan.filter, plan.preferences, [], "all", limit);
      // A short list is the whole answer: no second pass to count it.
      const total = ids.length < limit ? ids.length : await search.matchCount(plan.filter, [], "all");
      return { ids, total };
    }
    // With keywords bm25 orders the candidates and fit only breaks its ties: the candidates are the
    // best by quality of those holding the words (no reads per fit class), their fit comes from the
    // titles bm25 reads anyway.
    const candidates = (words: string[], mode: WordMode) =>
      bestFirst(search, plan.filter, [], words, mode, limit);
    const all = await candidates(plan.keywords, "all");
    let some: number[] = [];
    if (plan.keywords.length > 1 && all.length < limit) {
      const seen = new Set(all);
      some = (await candidates(plan.keywords, "any"))
        .filter((id) => !seen.has(id))
        .slice(0, limit - all.length);
    }
    const weights = await this.wordWeights(plan.keywords);
    const ranked = async (ids: number[]) => {
      if (!ids.length) return [];
      const rows = await search.rankingRows(ids);
      const titles = new Map(rows.map((r) => [r.id, r.title]));
      const structured = byFit(ids, (id) => fitOf(plan.preferences, titles.get(id)));
      return rankRows(rows, weights, new Map(structured.map((id, i) => [id, i])));
    };
    const ids = [...(await ranked(all)), ...(await ranked(some))];
    const mode = plan.keywords.length > 1 ? "any" : "all";
    const total = ids.length < limit ? ids.length : await search.matchCount(plan.filter, plan.keywords, mode);
    return { ids, total };
  }

  private wordCounts = new Map<string, { holding: number; at: number }>();
  /** bm25 weights of the keywords; how many people hold a word is re-counted at most once a minute. */
  private async wordWeights(keywords: readonly string[]): Promise<{ word: string; idf: number }[]> {
    const people = await this.peopleCount();
    const t = Date.now();
    if (this.wordCounts.size > 10_000) this.wordCounts.clear();
    return Promise.all(
      keywords.map(async (word) => {
        let known = this.wordCounts.get(word);
        if (!known || t - known.at > 60_000) {
          known = { holding: await this.storage.search.matchCount([], [word], "all"), at: t };
          this.wordCounts.set(word, known);
        }
        return { word, idf: idf(people, known.holding) };
      }),
    );
  }

  private peopleCountCache = { value: 0, at: 0 };
  /** The number of people, for word weights; re-counted at most once a minute. */
  private async peopleCount(): Promise<number> {
    const t = Date.now();
    if (t - this.peopleCountCache.at > 60_000) {
      this.peopleCountCache = { value: await this.storage.search.peopleCount(), at: t };
    }
    return this.peopleCountCache.value;
  }

  /** A new search: parse, retrieve, store the session, serve the first page. */
  async start(
    keyId: number,
    input: SearchInput & { advancedFiltering: boolean; acceptanceThreshold?: number },
  ): Promise<{ session: SearchSessionRecord; params: SessionParams }> {
    const plan = await this.plan(input);
    const { ids, total } = await this.retrieve(plan);
    const created = Math.floor(this.now().getTime() / 1000);
    const params: SessionParams = {
      query: input.query,
      companies: [...input.companies],
      schools: [...input.schools],
      advanced_filtering: input.advancedFiltering,
      ...(input.acceptanceThreshold === undefined ? {} : { acceptance_threshold: input.acceptanceThreshold }),
      criteria: plan.criteria,
      keywords: plan.keywords,
      notes: plan.notes,
    };
    const session: SearchSessionRecord = {
      id: randomUUID(),
      keyId,
      query: input.query,
      params,
      candidateIds: ids,
      examined: 0,
      acceptedIds: [],
      total,
      createdAt: created,
      expiresAt: created + SESSION_TTL_SECONDS,
    };
    await this.storage.search.createSession(session);
    if (Math.random() < 0.01) await this.storage.search.deleteExpiredSessions(created);
    return { session, params };
  }

  /** The session of a search_id, for this key only (another key's search is not found either). */
  async session(
    keyId: number,
    searchId: string,
  ): Promise<{ session: SearchSessionRecord; params: SessionParams }> {
    const session = await this.storage.search.getSession(searchId);
    const now = Math.floor(this.now().getTime() / 1000);
    if (!session || session.keyId !== keyId || session.expiresAt <= now) {
      throw new ApiError(
        "NOT_FOUND",
        `Search ${searchId} was not found or has expired (searches can be paged for 24 hours)`,
      );
    }
    return { session, params: session.params as SessionParams };
  }

  /**
   * One page of a session. With the quality filter, candidates are examined in ranked order until
   * the page is full (or a budget of examinations is spent: a page may then hold fewer results);
   * what was accepted is stored so that every later page continues from the same place.
   */
  async page(
    session: SearchSessionRecord,
    params: SessionParams,
    offset: number,
    limit: number,
  ): Promise<SearchHit[]> {
    offset = boundedInt(offset, "offset", 0, MAX_SEARCH_OFFSET, 0);
    limit = boundedInt(limit, "limit", 1, MAX_SEARCH_LIMIT, 30);
    const hits: SearchHit[] = [];
    const judge = (person: Person): SearchHit => ({
      person,
      assessment: assess(person, params.criteria, params.keywords, params.acceptance_threshold),
    });
    // Without keywords every candidate holds every criterion's tokens (retrieval matched them), and
    // the filter judges criteria by those same tokens (./evaluate.ts): each one is accepted, so
    // nothing needs reading ahead of the page.
    if (!params.advanced_filtering || params.keywords.length === 0) {
      // One batch read per page: over a network, one round trip instead of one per result.
      return (await this.storage.people.getMany(session.candidateIds.slice(offset, offset + limit))).map(
        judge,
      );
    }
    const accepted = [...session.acceptedIds];
    let examined = session.examined;
    const assessed = new Map<number, SearchHit>();
    const needed = offset + limit - accepted.length;
    let budget = Math.max(60, needed * 3);
    while (accepted.length < offset + limit && examined < session.candidateIds.length && budget > 0) {
      // Candidates are read in batches of what the page still needs (at least a few), each batch one
      // read; the order of examination, and so of acceptance, is the ranked order as before.
      const want = Math.min(budget, Math.max(8, offset + limit - accepted.length));
      const ids = session.candidateIds.slice(examined, examined + want);
      const people = new Map((await this.storage.people.getMany(ids)).map((p) => [p.id, p]));
      for (const id of ids) {
        examined++;
        budget--;
        const person = people.get(id);
        if (!person) continue;
        const hit = judge(person);
        if (hit.assessment.accepted) {
          accepted.push(id);
          assessed.set(id, hit);
          if (accepted.length >= offset + limit) break;
        }
      }
    }
    if (examined > session.examined) {
      await this.storage.search.advanceSession(session.id, examined, accepted);
      session.examined = examined;
      session.acceptedIds = accepted;
    }
    const pageIds = accepted.slice(offset, offset + limit);
    const unread = pageIds.filter((id) => !assessed.has(id));
    for (const person of await this.storage.people.getMany(unread)) assessed.set(person.id, judge(person));
    for (const id of pageIds) {
      const hit = assessed.get(id);
      if (hit) hits.push(hit);
    }
    return hits;
  }
}

export type { Evaluation };
