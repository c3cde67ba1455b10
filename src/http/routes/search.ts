/** GET /api/search (people search) and GET /api/search/explain (how a query is read; free). */
import { Elysia, t } from "elysia";
import type { Criterion } from "../../domain/query/criteria.ts";
import { compilePlan, describePlan, leavesOf, type PlanNode, planJson } from "../../domain/query/plan.ts";
import type { Plan } from "../../domain/search/search.ts";
import { searchPeople } from "../../domain/search/search-people.ts";
import { ApiError } from "../../errors.ts";
import { LEGACY_RESULT_POSTS, peopleSearchResponse } from "../../format/people.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, KEYED, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";
import { listParam } from "../schemas.ts";

const Bool = (description: string, fallback: boolean) =>
  t.Optional(t.Boolean({ default: fallback, description }));

const ASSOCIATIONS = t.Optional(
  t.Union([t.Literal("on"), t.Literal("off")], {
    description:
      "off: words not understood get no associations learned from the data (for evaluation; ASSOCIATIONS=false turns them off server-wide)",
  }),
);

export function searchRoutes(deps: EdgeDeps & Pick<AppDeps, "search">) {
  const searchRoute = new Elysia({ prefix: "/api" }).use(authenticated(deps, "search")).get(
    "/search",
    async ({ apiKey, query, request, set }) => {
      const url = new URL(request.url);
      const legacy = query.legacy ?? true;
      const page = await searchPeople(deps.storage, deps.search, apiKey, {
        query: query.query?.trim() ?? "",
        searchId: query.search_id,
        companies: listParam(url, "companies"),
        schools: listParam(url, "schools"),
        advancedFiltering: query.advanced_filtering ?? true,
        associations: query.associations !== "off",
        limit: query.limit ?? 30,
        offset: query.offset ?? 0,
        requestId: requestIdOf(request),
        postsPerPerson: legacy ? LEGACY_RESULT_POSTS : 0,
      });
      const answer = peopleSearchResponse(page, {
        legacy,
        evaluations: query.include_evaluations ?? false,
        now: deps.clock.now(),
      });
      Object.assign(set.headers, answer.headers);
      return answer.body;
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
        associations: ASSOCIATIONS,
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
      const { plan, answered } = await deps.search.explain({
        query: text,
        companies: listParam(url, "companies"),
        schools: listParam(url, "schools"),
        associations: query.associations !== "off",
      });
      return explainBody(text, plan, answered, {
        engine: deps.storage.engine,
        ...deps.storage.search.compiled(compilePlan(answered.where)),
      });
    },
    {
      query: t.Object({
        query: t.Optional(t.String({ maxLength: 1000 })),
        associations: ASSOCIATIONS,
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
 * The contract of /api/search/explain is the parsed query: the plan (a tree, in words and as JSON),
 * the criteria it asks for and excludes (with the facet tokens each filters on), the words it did
 * not understand (they rank, they filter nothing), what relaxation dropped when the plan matches no
 * one, notes, and how results are ranked. What the storage engine runs for it is shown under
 * `debug` only, for people debugging a deployment: it differs between engines.
 */
export function explainBody(
  query: string,
  plan: Pick<Plan, "where" | "prefer" | "notes"> & Partial<Pick<Plan, "associated" | "planner">>,
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
    planner: plan.planner ?? "rules",
    tree: planJson(plan.where),
    criteria: leaves.filter((l) => !l.negated).map((l) => criterion(l.criterion)),
    excluded: leaves.filter((l) => l.negated).map((l) => criterion(l.criterion)),
    not_understood: plan.prefer,
    keywords: plan.prefer,
    // What those words point at in this database's own profiles: ranking only (docs/search.md).
    associations: (plan.associated ?? []).map((a) => ({
      word: a.word,
      points_at: a.label,
      token: a.facet,
      share: a.share,
      pmi: a.pmi,
      support: a.support,
    })),
    relaxed: answered.relaxed.map((c) => c.label),
    answered: describePlan(answered.where) || "everyone",
    notes: [...plan.notes, ...answered.notes],
    ranking: plan.prefer.length
      ? `people matching the plan; those holding every word not understood first, then some, each by bm25; then the other matches by title fit${plan.associated?.length ? " (the families the words point at after the query's own)" : ""} and profile quality; ties by id`
      : "people matching the plan, by title fit and profile quality; ties by id",
    debug: engine,
  };
}
