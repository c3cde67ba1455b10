/** GET /api/search/companies (alternate variant): natural-language company search. 1 credit per result. */
import { Elysia, t } from "elysia";
import { COMPANY_SEARCH_MAX_LIMIT, searchCompanies } from "../../domain/companies/search.ts";
import { companySearchResponse } from "../../format/company.ts";
import type { EdgeDeps } from "../deps.ts";
import { HEADERS_EXTENSION } from "../openapi/response-headers.ts";
import { documented, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";

export function companySearchRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api/search" }).use(authenticated(deps, "company_search")).get(
    "/companies",
    async ({ apiKey, query, request, set }) => {
      const page = await searchCompanies(deps.storage, apiKey, {
        query: query.query ?? "",
        limit: query.limit ?? 10,
        threshold: query.acceptance_threshold ?? 73,
        referenceYear: deps.clock.now().getUTCFullYear(),
        requestId: requestIdOf(request),
      });
      const answer = companySearchResponse(page);
      Object.assign(set.headers, answer.headers);
      return answer.body;
    },
    {
      query: t.Object({
        query: t.Optional(t.String({ maxLength: 1000, description: "Natural-language company query" })),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: COMPANY_SEARCH_MAX_LIMIT, default: 10 })),
        acceptance_threshold: t.Optional(
          t.Number({ minimum: 0, maximum: 100, default: 73, description: "Higher: fewer, more relevant" }),
        ),
      }),
      detail: {
        tags: ["Companies"],
        summary: "Search companies",
        operationId: "searchCompanies",
        responses: documented(
          { schema: schemaRef("CompanySearchResponse"), description: "Companies matching the query" },
          ...PAID,
          422,
        ),
        description:
          "Industry, location, size, founding year, funding, B2B and keywords from a natural-language query; each result's criteria map says YES, MAYBE or NO per criterion. 1 credit per result.",
        security: [{ bearer: [] }],
        [HEADERS_EXTENSION]: ["X-Credits-Charged"],
      },
    },
  );
}
