/** GET /api/search (people search) and GET /api/search/explain (how a query is read; free). */
import { Elysia, t } from "elysia";
import { chargeOrRefuse, requireBalance } from "../../domain/billing/auth.ts";
import { COSTS } from "../../domain/billing/costs.ts";
import { boundedInt } from "../../domain/bounds.ts";
import {
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_OFFSET,
  type SearchHit,
  type SearchService,
  type SessionParams,
} from "../../domain/search/search.ts";
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import { ApiError } from "../../errors.ts";
import type { AppDeps } from "../deps.ts";
import { documented, KEYED, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";
import { personResult } from "../present.ts";
import { LEGACY_HEADERS, listParam } from "../schemas.ts";

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
  requireBalance(apiKey, params.advanced_filtering ? "searchAdvanced" : "searchStandard");
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
      const plan = await service.plan({
        query: text,
        companies: listParam(url, "companies"),
        schools: listParam(url, "schools"),
      });
      return explainBody(text, plan, {
        engine: deps.storage.engine,
        ...deps.storage.search.compiled(plan.filter, plan.keywords),
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

/**
 * The contract of /api/search/explain is the parsed query: criteria (with the facet tokens each
 * filters on), keywords, notes and how results are ranked. What the storage engine runs for it is
 * shown under `debug` only, for people debugging a deployment: it differs between engines.
 */
export function explainBody(
  query: string,
  plan: Pick<SessionParams, "criteria" | "keywords" | "notes">,
  engine: { engine: string; facet_match: string | null; text_match: string | null },
) {
  return {
    query,
    criteria: plan.criteria.map((c) => ({ kind: c.kind, label: c.label, from: c.from, tokens: c.tokens })),
    keywords: plan.keywords,
    notes: plan.notes,
    ranking: plan.keywords.length
      ? "people matching every criterion; those holding all keywords first, then some, each by bm25; ties by id"
      : "people matching every criterion, by id",
    debug: engine,
  };
}
