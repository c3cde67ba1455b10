/** POST /api/enrich/bulk-contacts (start a job) and GET /api/enrich/bulk-contacts/{job_id} (free status). */
import { Elysia, t } from "elysia";
import { bulkStatus, startBulkContacts } from "../../domain/enrich/bulk.ts";
import { bulkStatusBody } from "../../format/bulk.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, KEYED, ok, operation, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { idempotentJobStart } from "../plugins/idempotency.ts";
import { JobId, JobResponse, Paging, WebhookUrl } from "../schemas.ts";

const StartBody = t.Object(
  {
    urls: t.Optional(
      t.Any({
        description: "Profile URLs, 1 to 5000, each at most 800 characters (pnet_urls is accepted too)",
      }),
    ),
    pnet_urls: t.Optional(t.Any()),
    email_enrichment: t.Optional(t.Any({ description: "Look for emails (default true)" })),
    phone_enrichment: t.Optional(t.Any({ description: "Look for phones (default false)" })),
    webhook_url: WebhookUrl,
  },
  { additionalProperties: true },
);

export function bulkContactsRoutes(deps: EdgeDeps & Pick<AppDeps, "jobs" | "outbound">) {
  const now = () => Math.floor(deps.clock.now().getTime() / 1000);
  const start = new Elysia({ prefix: "/api/enrich" })
    .use(authenticated(deps, "bulk_contacts"))
    .post(
      "/bulk-contacts",
      (call) =>
        idempotentJobStart(deps, call, () =>
          startBulkContacts(
            deps.storage,
            deps.jobs,
            call.apiKey,
            call.body ?? {},
            now(),
            deps.outbound.webhooks,
          ),
        ),
      {
        body: StartBody,
        response: { 200: JobResponse },
        detail: operation(
          "Enrichment",
          "Start a bulk contact enrichment job",
          documented(null, ...PAID, 409, 413, 422),
          {
            operationId: "bulkEnrichContacts",
            description:
              "Contacts for up to 5,000 profile URLs as an asynchronous job. 4 credits per profile with an email found, 10 with a phone found. Not on the free tier.",
          },
        ),
      },
    );
  const status = new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "job_status")).get(
    "/bulk-contacts/:job_id",
    async ({ apiKey, params, query }) => {
      const paging = { page: query.page, pageSize: query.page_size ?? 25 };
      return bulkStatusBody(await bulkStatus(deps.storage, apiKey, params.job_id, paging, now()));
    },
    {
      params: JobId,
      query: t.Object(Paging),
      detail: operation(
        "Enrichment",
        "Bulk contact job status",
        documented(
          ok("The job, its counts and (pageable) results", schemaRef("BulkContactsStatus")),
          ...KEYED,
          403,
          404,
        ),
        {
          operationId: "getBulkEnrichmentStatus",
          description: "Status, counts and results of a bulk job (page/page_size to page the results). Free.",
        },
      ),
    },
  );
  return new Elysia().use(start).use(status);
}
