/**
 * People search: GET /api/search, and GET /api/search/users, the older path published clients
 * still send (school, company, acceptance_threshold 0-100; docs/api.md, "Compatibility aliases"):
 * the same operation, price, rate group and errors.
 */
import { Elysia, t } from "elysia";
import { boundedNumber } from "../../domain/bounds.ts";
import { type PeopleSearchRequest, searchPeople } from "../../domain/search/search-people.ts";
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import { LEGACY_RESULT_POSTS, peopleSearchResponse } from "../../format/people.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { jsonTextAnswer } from "../json-text.ts";
import type { DocumentedHeader } from "../openapi/response-headers.ts";
import { aliasOperation, documented, ok, operation, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";
import { Associations, Flag, listParam, OccupationParam } from "../schemas.ts";

type SearchDeps = EdgeDeps & Pick<AppDeps, "search">;

/** The people search's paths: the path and its older alias (../warm-routes.ts composes both at start-up). */
export const SEARCH_PATHS = { search: "/api/search", users: "/api/search/users" } as const;

/** What every people-search answer carries besides the keyed headers (../../format/people.ts). */
const SEARCH_HEADERS: DocumentedHeader[] = [
  "X-Credits-Charged",
  "X-Search-Notes",
  "X-Search-Candidates",
  "X-Total-Relation",
];

const EXACT_TOTAL =
  "Count every match for total (a new search): without it the count stops past 10,000 and total says at least 10,000 (X-Total-Relation: gte)";

const Bool = (description: string, fallback: boolean) =>
  t.Optional(t.Boolean({ default: fallback, description }));

/** What both paths answer: the page in the format asked for, its headers set. */
async function searchAnswer(
  deps: SearchDeps,
  call: { apiKey: ApiKeyRecord; request: Request; set: { headers: Record<string, string | number> } },
  search: Omit<PeopleSearchRequest, "requestId" | "postsPerPerson">,
  format: { legacy: boolean; evaluations: boolean },
) {
  const page = await searchPeople(deps.storage, deps.search, call.apiKey, {
    ...search,
    requestId: requestIdOf(call.request),
    postsPerPerson: format.legacy ? LEGACY_RESULT_POSTS : 0,
  });
  const answer = peopleSearchResponse(page, { ...format, now: deps.clock.now() });
  Object.assign(call.set.headers, answer.headers);
  return jsonTextAnswer(call.set, answer.body);
}

export function searchRoutes(deps: SearchDeps) {
  return new Elysia().use(authenticated(deps, "search")).get(
    SEARCH_PATHS.search,
    ({ apiKey, query, request, set }) => {
      const url = new URL(request.url);
      const search = {
        query: query.query?.trim() ?? "",
        searchId: query.search_id,
        companies: listParam(url, "companies"),
        schools: listParam(url, "schools"),
        occupation: query.occupation,
        advancedFiltering: query.advanced_filtering ?? true,
        associations: query.associations !== "off",
        exactTotal: query.exact_total ?? false,
        limit: query.limit ?? 30,
        offset: query.offset ?? 0,
      };
      const format = { legacy: query.legacy ?? true, evaluations: query.include_evaluations ?? false };
      return searchAnswer(deps, { apiKey, request, set }, search, format);
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
        occupation: OccupationParam,
        associations: Associations,
        advanced_filtering: Bool(
          "Quality filter: every result checked against every criterion; 1 credit per result",
          true,
        ),
        search_id: t.Optional(t.String({ maxLength: 64, description: "Continue an earlier search" })),
        offset: t.Optional(t.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
        exact_total: Bool(EXACT_TOTAL, false),
        legacy: Bool("Deprecated legacy result format (default true)", true),
        include_evaluations: Bool(
          "Modern format only: add match_data.evaluations, each criterion's YES / MAYBE / NO and the reason",
          false,
        ),
      }),
      detail: operation(
        "Search",
        "Search people",
        documented(ok("One page of ranked people", schemaRef("SearchResponse")), ...PAID, 404, 422),
        {
          operationId: "searchPeople",
          description:
            "Natural-language people search. Returns a search_id; search_id + offset pages through the same ranked results. " +
            "advanced_filtering=true (default): 1 credit per returned result, a page may hold fewer than limit. false: 5 credits per request.",
          headers: SEARCH_HEADERS,
        },
      ),
    },
  );
}

/** GET /api/search/users: the older people search (school, company, acceptance_threshold 0-100). */
export function usersSearchAliasRoutes(deps: SearchDeps) {
  return new Elysia().use(authenticated(deps, "search")).get(
    SEARCH_PATHS.users,
    ({ apiKey, query, request, set }) => {
      const url = new URL(request.url);
      const threshold =
        query.acceptance_threshold === undefined
          ? undefined
          : boundedNumber(query.acceptance_threshold, "acceptance_threshold", 0, 100, 0) / 100;
      const search = {
        query: query.query?.trim() ?? "",
        searchId: query.search_id,
        companies: [...listParam(url, "company"), ...listParam(url, "companies")],
        schools: [...listParam(url, "school"), ...listParam(url, "schools")],
        advancedFiltering: query.advanced_filtering ?? true,
        acceptanceThreshold: threshold,
        exactTotal: query.exact_total ?? false,
        limit: query.limit ?? 30,
        offset: query.offset ?? 0,
      };
      return searchAnswer(deps, { apiKey, request, set }, search, {
        legacy: query.legacy ?? true,
        evaluations: false,
      });
    },
    {
      query: t.Object({
        query: t.Optional(t.String({ maxLength: 1000 })),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: 100 })),
        offset: t.Optional(t.Integer({ minimum: 0, maximum: 100_000 })),
        acceptance_threshold: t.Optional(t.Number({ minimum: 0, maximum: 100 })),
        school: t.Optional(t.Any()),
        company: t.Optional(t.Any()),
        schools: t.Optional(t.Any()),
        companies: t.Optional(t.Any()),
        search_id: t.Optional(t.String({ maxLength: 64 })),
        exact_total: Flag,
        advanced_filtering: Flag,
        legacy: Flag,
      }),
      detail: aliasOperation(
        "People search (older path; alias of /api/search)",
        "searchUsersAlias",
        documented(ok("As /api/search", schemaRef("SearchResponse")), ...PAID, 404, 422),
        SEARCH_HEADERS,
      ),
    },
  );
}
