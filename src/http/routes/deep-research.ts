/**
 * Deep research: POST /api/search/deep_research (start), GET .../{job_id} (status, free),
 * POST .../{job_id}/cancel (free, no rate limit), POST .../{job_id}/more and /continue.
 */
import { Elysia, t } from "elysia";
import {
  cancelResearch,
  continueResearch,
  researchStatus,
  startResearch,
} from "../../domain/research/deep-research.ts";
import { cancelledBody, researchStatusBody } from "../../format/deep-research.ts";
import { jobStartedBody } from "../../format/jobs.ts";
import { LEGACY_RESULT_POSTS } from "../../format/people.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, KEYED, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { idempotent } from "../plugins/idempotency.ts";
import { JobResponse, Paging } from "../schemas.ts";

const JobId = t.Object({ job_id: t.String({ maxLength: 64 }) });
const security = [{ bearer: [] }];

export function deepResearchRoutes(deps: EdgeDeps & Pick<AppDeps, "jobs" | "variant" | "outbound">) {
  const now = () => Math.floor(deps.clock.now().getTime() / 1000);
  const moreBody = t.Optional(
    t.Object(
      {
        additional_limit: t.Optional(t.Any({ description: "Further profiles (default 30)" })),
        additionalLimit: t.Optional(t.Any()),
      },
      { additionalProperties: true },
    ),
  );
  const more = ({
    apiKey,
    params,
    body,
    request,
    set,
  }: {
    apiKey: Parameters<typeof continueResearch>[2];
    params: { job_id: string };
    body: unknown;
    request: Request;
    set: { headers: Record<string, string | number> };
  }) =>
    idempotent(deps, apiKey, request, body, set, async () =>
      jobStartedBody(
        await continueResearch(
          deps.storage,
          deps.jobs,
          apiKey,
          params.job_id,
          (body ?? {}) as Record<string, unknown>,
          now(),
        ),
      ),
    );

  const moreDetail = {
    tags: ["Deep research"],
    summary: "Continue a completed job",
    operationId: "continueDeepResearch",
    responses: documented(
      { schema: schemaRef("JobStarted"), description: "The job is pending again" },
      ...PAID,
      403,
      404,
      409,
      413,
      422,
    ),
    description:
      "Adds up to additional_limit (or additionalLimit) further profiles to a completed job. 1 credit per profile.",
    security,
  };

  const paid = new Elysia({ prefix: "/api/search/deep_research" })
    .use(authenticated(deps, "deep_research"))
    .post(
      "",
      ({ apiKey, body, request, set }) =>
        idempotent(deps, apiKey, request, body, set, async () =>
          jobStartedBody(
            await startResearch(deps.storage, deps.jobs, apiKey, body, now(), {
              variant: deps.variant,
              webhooks: deps.outbound.webhooks,
            }),
          ),
        ),
      {
        body: t.Object(
          {
            query: t.Optional(t.Any({ description: "Natural-language query (required)" })),
            limit: t.Optional(t.Any({ description: "Profiles wanted, 1 to 1000 (default 30)" })),
            hard_filter_company_urls: t.Optional(
              t.Any({ description: "Only people at these companies (current or past)" }),
            ),
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
          tags: ["Deep research"],
          summary: "Start deep research",
          operationId: "initiateDeepResearch",
          responses: documented(null, ...PAID, 409, 413, 422),
          description:
            "Starts an asynchronous broad search. 1 credit per validated profile, charged as results are added.",
          security,
        },
      },
    )
    .post("/:job_id/more", more, { params: JobId, body: moreBody, detail: moreDetail })
    .post("/:job_id/continue", more, {
      params: JobId,
      body: moreBody,
      // Documented like /more (for the route table's matrices), and hidden from the document.
      detail: {
        ...moreDetail,
        operationId: "continueDeepResearchAlias",
        summary: "Same as /more",
        hide: true,
      },
    });

  const status = new Elysia({ prefix: "/api/search/deep_research" })
    .use(authenticated(deps, "job_status"))
    .get(
      "/:job_id",
      async ({ apiKey, params, query }) => {
        const legacy = query.legacy ?? true;
        const status = await researchStatus(deps.storage, apiKey, params.job_id, {
          page: query.page,
          pageSize: query.page_size ?? 25,
          postsPerPerson: legacy ? LEGACY_RESULT_POSTS : 0,
        });
        return researchStatusBody(status, { legacy, now: deps.clock.now() });
      },
      {
        params: JobId,
        query: t.Object({ ...Paging, legacy: t.Optional(t.Boolean({ default: true })) }),
        detail: {
          tags: ["Deep research"],
          summary: "Deep research status",
          operationId: "getDeepResearchStatus",
          responses: documented(
            { schema: schemaRef("DeepResearchStatus"), description: "The job record" },
            ...KEYED,
            403,
            404,
          ),
          description:
            "The job record: status, progress while processing, results (pageable), enrichment_stats when done. Free.",
          security,
        },
      },
    );

  const cancel = new Elysia({ prefix: "/api/search/deep_research" })
    .use(authenticated(deps, null))
    .post(
      "/:job_id/cancel",
      async ({ apiKey, params }) =>
        cancelledBody(await cancelResearch(deps.storage, apiKey, params.job_id, now())),
      {
        params: JobId,
        detail: {
          tags: ["Deep research"],
          summary: "Cancel a job",
          operationId: "cancelDeepResearchJob",
          responses: documented(
            { schema: schemaRef("CancelResult"), description: "Cancelled; results found so far stay" },
            ...KEYED,
            403,
            404,
            409,
          ),
          description:
            "Cancels a pending or processing job; results found so far are kept (and were charged). Free, not rate limited.",
          security,
        },
      },
    );
  return new Elysia().use(paid).use(status).use(cancel);
}
