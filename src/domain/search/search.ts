/**
 * People search: query understanding (a plan: src/domain/query/plan.ts) -> candidate retrieval
 * (./answer.ts: the plan over the facet index, soft words ranking by bm25, relaxation when nothing
 * matches) -> the quality filter -> a stored session that later pages read from.
 *
 * Ranking: the best matches of all (./retrieve.ts: the exact title asked, then its other names,
 * then every match, each by profile quality tier); with soft words, candidates holding every soft
 * word first, then those holding some, each by bm25 with the text index's column weights
 * (./rank.ts), the structured order breaking ties, then the other matches. Person id breaks the rest.
 * The ranked candidate ids are materialised in the session (at most MAX_CANDIDATES), so every page
 * of a search_id is a slice of one fixed order: page 2 never repeats page 1.
 */

import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors.ts";
import { boundedInt } from "../bounds.ts";
import type { Person } from "../model.ts";
import { CompanyLexicon } from "../query/company-names.ts";
import type { Evaluation } from "../query/criteria.ts";
import { type LlmConfig, LlmPlanner } from "../query/llm-planner.ts";
import { filterCriteria, parseQuery } from "../query/parse.ts";
import { allOf, conjuncts, leavesOf } from "../query/plan.ts";
import type { Suggestion } from "../query/typos.ts";
import type { FacetExpr, SearchSessionRecord, Storage } from "../storage/index.ts";
import { type Answer, answer, probe, TOTAL_COUNT_CAP } from "./answer.ts";
import { AssociationIndex } from "./associations.ts";
import { type EmployerProbes, heldEmployerNames } from "./employer-names.ts";
import { assess } from "./evaluate.ts";
import { withOccupationFilter } from "./occupation-filter.ts";
import { idf } from "./rank.ts";
import {
  MAX_CANDIDATES,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_OFFSET,
  type Plan,
  SESSION_TTL_SECONDS,
  type SearchHit,
  type SearchInput,
  type SessionParams,
  sessionParams,
} from "./search-model.ts";
import { wordTokens } from "./words.ts";

/** How long the company name lexicon is trusted before the database is asked whether it changed. */
const LEXICON_CHECK_MS = 5000;
/** A word is read as a vocabulary word it is a typo of when this many times fewer people hold it. */
const TYPO_RATIO = 20;

export class SearchService {
  private lexicon: CompanyLexicon | null = null;
  private lexiconStamp = "";
  private lexiconCheckedAt = 0;

  readonly associations: AssociationIndex;
  private readonly llm: LlmPlanner | null;
  private readonly totalCap: number;

  constructor(
    private readonly storage: Storage,
    private readonly now: () => Date = () => new Date(),
    /** llmFetch: the outbound port's client of LLM_URL (src/net); the planner's own default otherwise. */
    options: {
      associations?: boolean;
      /** Totals counted up to this many matches unless exact (./answer.ts, TOTAL_COUNT_CAP). */
      totalCap?: number;
      llm?: LlmConfig;
      llmFetch?: typeof fetch;
      /** How old a count of people may grow before it is counted again (a minute; tests shorten it). */
      peopleRecountMs?: number;
    } = {},
  ) {
    this.totalCap = options.totalCap ?? TOTAL_COUNT_CAP;
    this.peopleRecountMs = options.peopleRecountMs ?? 60_000;
    this.associations = new AssociationIndex(storage, options.associations ?? true);
    this.llm = options.llm?.url ? new LlmPlanner(options.llm, options.llmFetch) : null;
  }

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

  /**
   * `rulesOnly`: the start-up rehearsal (./warm.ts) plans with the rules alone. It must not call
   * the operator's LLM endpoint: a call costs them, fills the planner's cache with queries nobody
   * asked, and counts toward its outage breaker.
   */
  async plan(input: SearchInput, options: { rulesOnly?: boolean } = {}): Promise<Plan> {
    const context = { companies: await this.companies() };
    const filters = withOccupationFilter(
      filterCriteria(input.companies, input.schools, context),
      input.occupation,
    );
    if (this.llm && !options.rulesOnly) {
      const outcome = await this.llm.plan(input.query, context.companies);
      if ("plan" in outcome) {
        const where = allOf([...conjuncts(outcome.plan.where), ...filters.criteria]);
        return {
          where,
          prefer: outcome.plan.prefer,
          criteria: leavesOf(where)
            .filter((l) => !l.negated)
            .map((l) => l.criterion),
          notes: ["planned by the LLM (LLM_URL)", ...filters.notes],
          associated: input.associations === false ? [] : await this.associations.of(outcome.plan.prefer),
          planner: "llm",
        };
      }
      const rules = await this.rulePlan(input, context, filters);
      return {
        ...rules,
        notes: [`LLM planner not used (${outcome.failed}): the rules answered`, ...rules.notes],
      };
    }
    return this.rulePlan(input, context, filters);
  }

  private async rulePlan(
    input: SearchInput,
    context: { companies: CompanyLexicon },
    filters: ReturnType<typeof filterCriteria>,
  ): Promise<Plan> {
    let parsed = parseQuery(input.query, context);
    // What only the index can tell: which unknown words are typos, which unknown names are employers.
    const corrections = parsed.suggestions.length ? await this.corrections(parsed.suggestions) : new Map();
    const employerNames = await heldEmployerNames(
      this.storage,
      parsed.nameCandidates,
      (tokens) => this.holdingTokens(tokens),
      this.employerProbes,
    );
    if (corrections.size || employerNames.size)
      parsed = parseQuery(input.query, { ...context, corrections, employerNames });
    const associated = input.associations === false ? [] : await this.associations.of(parsed.prefer);
    return {
      associated,
      where: allOf([...conjuncts(parsed.where), ...filters.criteria]),
      prefer: parsed.prefer,
      unplaced: parsed.unplaced ?? [],
      criteria: [...parsed.criteria, ...filters.criteria],
      notes: [...parsed.notes, ...filters.notes],
      planner: "rules",
    };
  }

  /**
   * Typo corrections the index agrees with: a suggested word is read as its vocabulary word when
   * at least TYPO_RATIO times more people hold the vocabulary word (a rare spelling of a common
   * word), the most held candidate first.
   */
  private async corrections(suggestions: readonly Suggestion[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const s of suggestions) {
      const held = await this.holding(s.word);
      let best: { word: string; n: number } | null = null;
      for (const c of s.candidates) {
        const n = await this.holding(c);
        if (!best || n > best.n) best = { word: c, n };
      }
      // The index stems words: a typo with its correction's stem ("enginering") is already that word there.
      const sameStem = best !== null && wordTokens(s.word).join(" ") === wordTokens(best.word).join(" ");
      if (best && (sameStem || held * TYPO_RATIO < Math.max(best.n, 1))) out.set(s.word, best.word);
    }
    return out;
  }

  /** Ranked candidates, total and the plan as answered (./answer.ts). */
  async retrieve(
    plan: Pick<Plan, "where" | "prefer"> & Partial<Pick<Plan, "associated" | "unplaced">>,
    limit = MAX_CANDIDATES,
    exactTotal = false,
  ): Promise<Answer> {
    return answer(this.storage.search, plan, (words) => this.wordWeights(words), limit, {
      exact: exactTotal,
      cap: this.totalCap,
    });
  }

  /** How a query is read and answered, without searching: the plan, and its relaxation if it matches no one. */
  async explain(
    input: SearchInput,
  ): Promise<{ plan: Plan; answered: Omit<Answer, "ids" | "total" | "totalExact"> }> {
    const plan = await this.plan(input);
    return { plan, answered: await probe(this.storage.search, plan) };
  }

  private counts = new Map<string, { holding: number; at: number }>();
  /** Employer names read from people for a query's unresolved names (./employer-names.ts). */
  private readonly employerProbes: EmployerProbes = new Map();
  /** How many people match an expression; re-counted at most once a minute. */
  private async holdingExpr(key: string, expr: FacetExpr): Promise<number> {
    const t = Date.now();
    if (this.counts.size > 10_000) this.counts.clear();
    let known = this.counts.get(key);
    if (!known || t - known.at > 60_000) {
      known = { holding: await this.storage.search.matchCount(expr), at: t };
      this.counts.set(key, known);
    }
    return known.holding;
  }

  /** How many people hold a word. */
  private holding(word: string): Promise<number> {
    return this.holdingExpr(`w:${word}`, { words: [word] });
  }

  /** How many people hold any of these facet tokens. */
  private holdingTokens(tokens: string[]): Promise<number> {
    return this.holdingExpr(`t:${tokens.join(" ")}`, { tokens });
  }

  /** bm25 weights of words. */
  private async wordWeights(words: readonly string[]): Promise<{ word: string; idf: number }[]> {
    const people = await this.peopleCount();
    return Promise.all(words.map(async (word) => ({ word, idf: idf(people, await this.holding(word)) })));
  }

  private peopleCountCache = { value: 0, at: 0 };
  private peopleRecount: Promise<number> | null = null;
  private readonly peopleRecountMs: number;
  /**
   * The number of people, for word weights; counted once (the start-up warm-up counts it), then
   * re-counted at most once a minute in the background, a search going on with the last count:
   * the count reads a whole index (35 ms at 1M people), and the search that found it a minute old
   * paid for it.
   */
  async peopleCount(): Promise<number> {
    const t = Date.now();
    if (t - this.peopleCountCache.at > this.peopleRecountMs && !this.peopleRecount) {
      const recount = this.storage.search.peopleCount().then((value) => {
        this.peopleCountCache = { value, at: Date.now() };
        return value;
      });
      // One count at a time; a failed one is tried again by the next search.
      const settled = recount.finally(() => {
        if (this.peopleRecount === settled) this.peopleRecount = null;
      });
      this.peopleRecount = settled;
      settled.catch(() => {});
    }
    // Never counted: this one waits (and gets the count's error, as before).
    if (this.peopleCountCache.at === 0 && this.peopleRecount) return this.peopleRecount;
    return this.peopleCountCache.value;
  }

  /** A new search: parse, retrieve, store the session, serve the first page. */
  async start(
    keyId: number,
    input: SearchInput & { advancedFiltering: boolean; acceptanceThreshold?: number },
  ): Promise<{ session: SearchSessionRecord; params: SessionParams }> {
    const plan = await this.plan(input);
    const { ids, total, totalExact, where, prefer, relaxed, notes } = await this.retrieve(
      plan,
      MAX_CANDIDATES,
      input.exactTotal,
    );
    const created = Math.floor(this.now().getTime() / 1000);
    const params: SessionParams = {
      query: input.query,
      companies: [...input.companies],
      schools: [...input.schools],
      advanced_filtering: input.advancedFiltering,
      ...(input.acceptanceThreshold === undefined ? {} : { acceptance_threshold: input.acceptanceThreshold }),
      where,
      prefer,
      relaxed,
      notes: [...plan.notes, ...notes],
      ...(totalExact ? {} : { total_relation: "gte" as const }),
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
    // Written while the first page is read (one round trip fewer on PostgreSQL): page() waits for
    // the write before it writes the session again or returns, so the session is stored, or its
    // write's error thrown, by the time the first page is answered. The catch only keeps a failure
    // from being reported unhandled while the page reads; page() awaits the write itself.
    const written = this.storage.search.createSession(session);
    written.catch(() => {});
    this.unwritten.set(session, written);
    if (Math.random() < 0.01) await this.storage.search.deleteExpiredSessions(created);
    return { session, params };
  }

  /** Sessions started and not yet paged: their writes in flight (start() and page()). */
  private readonly unwritten = new WeakMap<SearchSessionRecord, Promise<void>>();

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
    return { session, params: sessionParams(session.params) };
  }

  /**
   * One page of a session. With the quality filter, candidates are examined in ranked order until
   * the page is full (or a budget of examinations is spent: a page may then hold fewer results);
   * what was accepted is stored so that every later page continues from the same place. With
   * `postsPerPerson`, each hit carries that many of the person's latest posts.
   */
  async page(
    session: SearchSessionRecord,
    params: SessionParams,
    offset: number,
    limit: number,
    postsPerPerson = 0,
  ): Promise<SearchHit[]> {
    offset = boundedInt(offset, "offset", 0, MAX_SEARCH_OFFSET, 0);
    limit = boundedInt(limit, "limit", 1, MAX_SEARCH_LIMIT, 30);
    const written = this.unwritten.get(session);
    this.unwritten.delete(session);
    const hits: SearchHit[] = [];
    const judge = (person: Person): SearchHit => ({
      person,
      assessment: assess(person, params, params.acceptance_threshold),
    });
    // Every candidate holds the plan's facet tokens (retrieval matched them), and the filter judges
    // criteria by those same tokens (./evaluate.ts), soft words and relaxed criteria never say NO:
    // each one is accepted, so nothing needs reading ahead of the page. Required words are checked
    // in the record's text, which may tell what the index did not: those pages read ahead.
    const checksText = leavesOf(params.where).some((l) => l.criterion.kind === "text");
    if (!params.advanced_filtering || !checksText) {
      // One batch read per page, with the posts shown: over a network, one round trip.
      const ids = session.candidateIds.slice(offset, offset + limit);
      if (postsPerPerson === 0)
        return (await Promise.all([this.storage.people.getMany(ids), written]))[0].map(judge);
      const [{ people, posts }] = await Promise.all([
        this.storage.people.getManyWithPosts(ids, postsPerPerson),
        written,
      ]);
      return people.map((p) => ({ ...judge(p), posts: posts.get(p.id) ?? [] }));
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
    await written;
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
    if (postsPerPerson === 0) return hits;
    const posts = await this.storage.posts.byAuthors(
      hits.map((h) => h.person.id),
      postsPerPerson,
    );
    return hits.map((h) => ({ ...h, posts: posts.get(h.person.id) ?? [] }));
  }
}

export type { Evaluation };
