/** GET /api/search (people search) and GET /api/search/explain (how a query is read; free). */
import { Elysia, t } from "elysia";
import type { ApiKeyRecord } from "../../db/repositories/types.ts";
import { chargeOrRefuse } from "../../domain/billing/auth.ts";
import { COSTS } from "../../domain/billing/costs.ts";
import { boundedInt } from "../../domain/bounds.ts";
import type { Criterion } from "../../domain/query/criteria.ts";
import { compilePlan, describePlan, leavesOf, type PlanNode, planJson } from "../../domain/query/plan.ts";
import {
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_OFFSET,
  type Plan,
  type SearchHit,
  type SearchService,
} from "../../domain/search/search.ts";
import { ApiError } from "../../errors.ts";
import type { AppDeps } from "../app.ts";
import { documented, KEYED, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";
import { personResult } from "../present.ts";
import { LEGACY_HEADERS } from "./enrich.ts";

const MAX_LIST_ITEMS = 50;

/** Repeated keys, `name[]` keys and comma lists all add up to one list. */
export function listParam(url: URL, name: string): string[] {
  const values = [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)]
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length > MAX_LIST_ITEMS)
    throw new ApiError("BAD_REQUEST", `${name} accepts at most ${MAX_LIST_ITEMS} names`);
  if (values.some((v) => v.length > 200))
    throw new ApiError("BAD_REQUEST", `${name}: each name must be at most 200 characters`);
  return [...new Set(values)];
}

const Bool = (description: string, fallback: boolean) =>
  t.Optional(t.Boolean({ default: fallback, description }));

/** Search hits in the wire format the caller asked for. */
async function formatHits(deps: AppDeps, hits: SearchHit[], legacy: boolean, evaluations: boolean) {
  const now = deps.clock.now();
  const out: Record<string, unknown>[] = [];
  for (const { person, assessment } of hits) {
    const match = {
      score: assessment.score,
      matched: assessment.matched,
      ...(evaluations ? { evaluations: assessment.evaluations } : {}),
    };
    out.push(await personResult(deps.storage, person, legacy, match, now));
  }
  return out;
}

export interface PeopleSearchInput {
  text: string;
  searchId?: string;
  companies: string[];
  schools: string[];
  advancedFiltering: boolean;
  /** 0..1; the quality filter's default when absent. */
  acceptanceThreshold?: number;
  limit: unknown;
  offset: unknown;
  legacy: boolean;
  evaluations: boolean;
}

/** One people search request (GET /api/search and its compatibility alias /api/search/users). */
export async function runPeopleSearch(
  deps: AppDeps,
  service: SearchService,
  apiKey: ApiKeyRecord,
  request: Request,
  set: { headers: Record<string, string | number> },
  input: PeopleSearchInput,
) {
  // Checked before any work: a schema layer that failed open cannot widen a page.
  const limit = boundedInt(input.limit, "limit", 1, MAX_SEARCH_LIMIT, 30);
  const offset = boundedInt(input.offset, "offset", 0, MAX_SEARCH_OFFSET, 0);
  let found: Awaited<ReturnType<SearchService["session"]>>;
  if (input.searchId) {
    if (!/^[0-9a-f-]{36}$/i.test(input.searchId))
      throw new ApiError("BAD_REQUEST", "search_id must be a UUID");
    found = await service.session(apiKey.id, input.searchId);
  } else {
    if (input.text === "")
      throw new ApiError("UNPROCESSABLE", "query is required (or a search_id to continue a search)");
    found = await service.start(apiKey.id, {
      query: input.text,
      companies: input.companies,
      schools: input.schools,
      advancedFiltering: input.advancedFiltering,
      acceptanceThreshold: input.acceptanceThreshold,
    });
  }
  const { session, params } = found;
  // Refuse before the work when the balance cannot pay for the cheapest possible answer.
  const minimum = params.advanced_filtering
    ? COSTS.searchAdvanced.perResult
    : COSTS.searchStandard.perRequest;
  if (apiKey.credits < minimum)
    throw new ApiError(
      "INSUFFICIENT_CREDITS",
      `Insufficient credits: a search costs at least ${minimum}, the balance is ${apiKey.credits}`,
      {
        body: { credits: apiKey.credits, required: minimum },
      },
    );
  const hits = await service.page(session, params, offset, limit);
  const cost = params.advanced_filtering
    ? hits.length * COSTS.searchAdvanced.perResult
    : COSTS.searchStandard.perRequest;
  if (cost > 0)
    await chargeOrRefuse(deps.storage, apiKey, cost, {
      operation: params.advanced_filtering ? "search_advanced" : "search",
      requestId: requestIdOf(request),
    });
  set.headers["X-Credits-Charged"] = String(cost);
  // How far this search can be paged: its candidates, the best of all matches, at most
  // MAX_CANDIDATES (docs/search.md, "Sessions and paging"); `total` may be larger.
  set.headers["X-Search-Candidates"] = String(session.candidateIds.length);
  // How the query was read: words not understood, typo corrections, relaxation (docs/search.md).
  set.headers["X-Search-Notes"] = notesHeader(params.notes);
  if (input.legacy) Object.assign(set.headers, LEGACY_HEADERS);
  return {
    results: await formatHits(deps, hits, input.legacy, input.evaluations),
    total: session.total,
    query: params.query,
    search_id: session.id,
  };
}

export function searchRoutes(deps: AppDeps, service: SearchService) {
  const searchRoute = new Elysia({ prefix: "/api" }).use(authenticated(deps, "search")).get(
    "/search",
    async ({ apiKey, query, request, set }) => {
      const url = new URL(request.url);
      return runPeopleSearch(deps, service, apiKey, request, set, {
        text: query.query?.trim() ?? "",
        searchId: query.search_id,
        companies: listParam(url, "companies"),
        schools: listParam(url, "schools"),
        advancedFiltering: query.advanced_filtering ?? true,
        limit: query.limit ?? 30,
        offset: query.offset ?? 0,
        legacy: query.legacy ?? true,
        evaluations: query.include_evaluations ?? false,
      });
    },
    {
      query: t.Object({
        query: t.Optional(t.String({ maxLength: 1000, description: "Natural-language query" })),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 30 })),
        companies: t.Optional(
          t.Any({
            description: "Company names (current or past employer); repeat the key or comma-separate",
          }),
        ),
        schools: t.Optional(t.Any({ description: "School names; repeat the key or comma-separate" })),
        advanced_filtering: Bool(
          "Quality filter: every result checked against every criterion; 1 credit per result",
          true,
        ),
        search_id: t.Optional(t.String({ maxLength: 64, description: "Continue an earlier search" })),
        offset: t.Optional(t.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
        legacy: Bool("Deprecated legacy result format (default true)", true),
        include_evaluations: Bool(
          "Modern format only: add match_data.evaluations, each criterion's YES / MAYBE / NO and the reason",
          false,
        ),
      }),
      detail: {
        tags: ["Search"],
        summary: "Search people",
        operationId: "searchPeople",
        responses: documented(
          { schema: schemaRef("SearchResponse"), description: "One page of ranked people" },
          ...PAID,
          404,
          422,
        ),
        description:
          "Natural-language people search. Returns a search_id; search_id + offset pages through the same ranked results. " +
          "advanced_filtering=true (default): 1 credit per returned result, a page may hold fewer than limit. false: 5 credits per request.",
        security: [{ bearer: [] }],
      },
    },
  );

  const explainRoute = new Elysia({ prefix: "/api/search" }).use(authenticated(deps, "explain")).get(
    "/explain",
    async ({ query, request }) => {
      const url = new URL(request.url);
      const text = query.query?.trim() ?? "";
      if (text === "") throw new ApiError("UNPROCESSABLE", "query is required");
      const { plan, answered } = await service.explain({
        query: text,
        companies: listParam(url, "companies"),
        schools: listParam(url, "schools"),
      });
      return explainBody(text, plan, answered, {
        engine: deps.storage.engine,
        ...deps.storage.search.compiled(compilePlan(answered.where)),
      });
    },
    {
      query: t.Object({
        query: t.Optional(t.String({ maxLength: 1000 })),
        companies: t.Optional(t.Any()),
        schools: t.Optional(t.Any()),
      }),
      detail: {
        tags: ["Search"],
        summary: "Explain a query",
        operationId: "explainSearch",
        responses: documented(
          { schema: schemaRef("Explain"), description: "The parsed query" },
          ...KEYED,
          422,
        ),
        description:
          "How a query is understood: the criteria (each with the facet tokens it filters on), the words left for text search, the ranking, and (under debug) the engine's own query text for them. Free.",
        security: [{ bearer: [] }],
      },
    },
  );
  return new Elysia().use(searchRoute).use(explainRoute);
}

/** Notes as a header value: a JSON array of strings, ASCII only (other characters \u-escaped), bounded. */
export function notesHeader(notes: readonly string[]): string {
  const kept: string[] = [];
  let length = 2;
  for (const note of notes) {
    length += note.length + 3;
    if (length > 2000) break;
    kept.push(note);
  }
  return JSON.stringify(kept).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The contract of /api/search/explain is the parsed query: the plan (a tree, in words and as JSON),
 * the criteria it asks for and excludes (with the facet tokens each filters on), the words it did
 * not understand (they rank, they filter nothing), what relaxation dropped when the plan matches no
 * one, notes, and how results are ranked. What the storage engine runs for it is shown under
 * `debug` only, for people debugging a deployment: it differs between engines.
 */
export function explainBody(
  query: string,
  plan: Pick<Plan, "where" | "prefer" | "notes">,
  answered: { where: PlanNode; relaxed: readonly Criterion[]; notes: readonly string[] },
  engine: { engine: string; facet_match: string | null },
) {
  const leaves = leavesOf(plan.where);
  const criterion = (c: Criterion) => ({
    kind: c.kind,
    label: c.label,
    from: c.from,
    tokens: c.tokens,
    ...(c.min === undefined ? {} : { min: c.min }),
    ...(c.max === undefined ? {} : { max: c.max }),
    ...(c.words === undefined ? {} : { words: c.words }),
  });
  return {
    query,
    plan: describePlan(plan.where) || "everyone",
    tree: planJson(plan.where),
    criteria: leaves.filter((l) => !l.negated).map((l) => criterion(l.criterion)),
    excluded: leaves.filter((l) => l.negated).map((l) => criterion(l.criterion)),
    not_understood: plan.prefer,
    keywords: plan.prefer,
    relaxed: answered.relaxed.map((c) => c.label),
    answered: describePlan(answered.where) || "everyone",
    notes: [...plan.notes, ...answered.notes],
    ranking: plan.prefer.length
      ? "people matching the plan; those holding every word not understood first, then some, each by bm25; then the other matches by title fit and profile quality; ties by id"
      : "people matching the plan, by title fit and profile quality; ties by id",
    debug: engine,
  };
}
