/** GET /api/search/explain: how a query is read and answered (free; the body: src/format/explain.ts). */
import { Elysia, t } from "elysia";
import { saysNothing } from "../../domain/query/text.ts";
import { explainQuery } from "../../domain/search/explain.ts";
import { ApiError } from "../../errors.ts";
import { explainBody } from "../../format/explain.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, KEYED, ok, operation, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { Associations, listParam, OccupationParam } from "../schemas.ts";

export function explainRoutes(deps: EdgeDeps & Pick<AppDeps, "search">) {
  return new Elysia({ prefix: "/api/search" }).use(authenticated(deps, "explain")).get(
    "/explain",
    async ({ query, request }) => {
      const url = new URL(request.url);
      const text = query.query?.trim() ?? "";
      if (saysNothing(text)) throw new ApiError("UNPROCESSABLE", "query is required");
      const explained = await explainQuery(deps.storage, deps.search, {
        query: text,
        companies: listParam(url, "companies"),
        schools: listParam(url, "schools"),
        occupation: query.occupation,
        associations: query.associations !== "off",
      });
      return explainBody(explained);
    },
    {
      query: t.Object({
        query: t.Optional(t.String({ maxLength: 1000 })),
        associations: Associations,
        companies: t.Optional(t.Any()),
        schools: t.Optional(t.Any()),
        occupation: OccupationParam,
      }),
      detail: operation(
        "Search",
        "Explain a query",
        documented(ok("The parsed query", schemaRef("Explain")), ...KEYED, 422),
        {
          operationId: "explainSearch",
          description:
            "How a query is understood: the criteria (each with the facet tokens it filters on), the words left for text search, the ranking, and (under debug) the engine's own query text for them. Free.",
        },
      ),
    },
  );
}
