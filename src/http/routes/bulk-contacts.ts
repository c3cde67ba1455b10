/** POST /api/enrich/bulk-contacts (start a job) and GET /api/enrich/bulk-contacts/{job_id} (free status). */
import { Elysia, t } from "elysia";
import { bulkStatus, startBulkContacts } from "../../domain/enrich/bulk.ts";
import { bulkStatusBody } from "../../format/bulk.ts";
import { jobStartedBody } from "../../format/jobs.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, KEYED, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { idempotent } from "../plugins/idempotency.ts";
import { JobResponse, Paging } from "../schemas.ts";

export function bulkContactsRoutes(deps: EdgeDeps & Pick<AppDeps, "jobs" | "outbound">) {
  const now = () => Math.floor(deps.clock.now().getTime() / 1000);
  const start = new Elysia({ prefix: "/api/enrich" })
    .use(authenticated(deps, "bulk_contacts"))
    .post(
      "/bulk-contacts",
      ({ apiKey, body, request, set }) =>
        idempotent(deps, apiKey, request, body, set, async () =>
          jobStartedBody(
            await startBulkContacts(
              deps.storage,
              deps.jobs,
              apiKey,
              body ?? {},
              now(),
              deps.outbound.webhooks,
            ),
          ),
        ),
      {
        body: t.Object(
          {
            urls: t.Optional(t.Any({ description: "Profile URLs, 1 to 5000 (pnet_urls is accepted too)" })),
            pnet_urls: t.Optional(t.Any()),
            email_enrichment: t.Optional(t.Any({ description: "Look for emails (default true)" })),
            phone_enrichment: t.Optional(t.Any({ description: "Look for phones (default false)" })),
            webhook_url: t.Optional(
              t.Any({
                description:
                  "An extension: announced here, signed, when the job ends (docs/webhooks.md); the start response carries webhook_secret",
              }),
            ),
          },
          { additionalProperties: true },
        ),
        response: { 200: JobResponse },
        detail: {
          tags: ["Enrichment"],
          summary: "Start a bulk contact enrichment job",
          operationId: "bulkEnrichContacts",
          responses: documented(null, ...PAID, 409, 413, 422),
          description:
            "Contacts for up to 5,000 profile URLs as an asynchronous job. 4 credits per profile with an email found, 10 with a phone found. Not on the free tier.",
          security: [{ bearer: [] }],
        },
      },
    );
  const status = new Elysia({ prefix: "/api/enrich" })
    .use(authenticated(deps, "job_status"))
    .get(
      "/bulk-contacts/:job_id",
      async ({ apiKey, params, query }) =>
        bulkStatusBody(
          await bulkStatus(
            deps.storage,
            apiKey,
            params.job_id,
            { page: query.page, pageSize: query.page_size ?? 25 },
            now(),
          ),
        ),
      {
        params: t.Object({ job_id: t.String({ maxLength: 64 }) }),
        query: t.Object(Paging),
        detail: {
          tags: ["Enrichment"],
          summary: "Bulk contact job status",
          operationId: "getBulkEnrichmentStatus",
          responses: documented(
            {
              schema: schemaRef("BulkContactsStatus"),
              description: "The job, its counts and (pageable) results",
            },
            ...KEYED,
            403,
            404,
          ),
          description: "Status, counts and results of a bulk job (page/page_size to page the results). Free.",
          security: [{ bearer: [] }],
        },
      },
    );
  return new Elysia().use(start).use(status);
}
