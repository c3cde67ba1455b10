/** GET /api/enrich/scrape: a live profile, fetched through the outbound port, stored and returned. */
import { Elysia, t } from "elysia";
import { scrapeProfile } from "../../domain/enrich/scrape.ts";
import { MAX_URL_LENGTH } from "../../domain/record/text-bounds.ts";
import { scrapeBody } from "../../format/scrape-record.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, ok, operation, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";

export function scrapeRoutes(deps: EdgeDeps & Pick<AppDeps, "outbound">) {
  return new Elysia({ prefix: "/api/enrich" })
    .use(authenticated(deps, "scrape"))
    .get(
      "/scrape",
      async ({ apiKey, query, request }) =>
        scrapeBody(
          await scrapeProfile(
            deps.storage,
            apiKey,
            { pnetUrl: query.pnet_url, requestId: requestIdOf(request), now: deps.clock.now() },
            deps.config.scrape,
            deps.outbound.scrape,
          ),
        ),
      {
        query: t.Object({
          pnet_url: t.Optional(t.String({ maxLength: MAX_URL_LENGTH, description: "Profile URL" })),
        }),
        detail: operation(
          "Enrichment",
          "Live profile scrape",
          documented(ok("The scraped and stored profile", schemaRef("ScrapeRecord")), ...PAID, 404),
          {
            operationId: "scrapeLinkedInProfile",
            description:
              "Fetches the profile live (configured upstream or the public page), stores it and returns the scrape record: the modern record plus source and scraped_at. 2 credits, only on success. 503 when scraping is not configured or the upstream fails.",
          },
        ),
      },
    );
}
