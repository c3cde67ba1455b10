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
import type { SearchSessionRecord, Storage } from "../storage/index.ts";
import { type Answer, answer, probe, TOTAL_COUNT_CAP } from "./answer.ts";
import { AssociationIndex } from "./associations.ts";
import { type EmployerProbes, heldEmployerNames } from "./employer-names.ts";
import { assess } from "./evaluate.ts";
import { IndexCounts } from "./index-counts.ts";
import { withOccupationFilter } from "./occupation-filter.ts";
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

/** How long the company name lexicon is trusted before the database is asked whether it changed. */
const LEXICON_CHECK_MS = 5000;

export class SearchService {
  private lexicon: CompanyLexicon | null = null;
  private lexiconStamp = "";
  private lexiconCheckedAt = 0;

  readonly associations: AssociationIndex;
  private readonly llm: LlmPlanner | null;
  private readonly totalCap: number;
  /** What the index holds, counted and kept a while (./index-counts.ts). */
  private readonly counted: IndexCounts;
  /** Employer names read from people for a query's unresolved names (./employer-names.ts). */
  private readonly employerProbes: EmployerProbes = new Map();

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
    this.counted = new IndexCounts(storage.search, options.peopleRecountMs);
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
    const corrections = parsed.suggestions.length
      ? await this.counted.corrections(parsed.suggestions)
      : new Map();
    const employerNames = await heldEmployerNames(
      this.storage,
      parsed.nameCandidates,
      (tokens) => this.counted.holdingTokens(tokens),
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

  /** Ranked candidates, total and the plan as answered (./answer.ts). */
  async retrieve(
    plan: Pick<Plan, "where" | "prefer"> & Partial<Pick<Plan, "associated" | "unplaced">>,
    limit = MAX_CANDIDATES,
    exactTotal = false,
  ): Promise<Answer> {
    return answer(this.storage.search, plan, (words) => this.counted.wordWeights(words), limit, {
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

  /** The number of people, for word weights (./index-counts.ts); the start-up warm-up counts it first. */
  peopleCount(): Promise<number> {
    return this.counted.peopleCount();
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
