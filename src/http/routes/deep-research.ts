/**
 * Deep research, the paid requests: POST /api/search/deep_research (start) and POST
 * .../{job_id}/more (and /continue, its alias): each queues work, idempotently. Status and cancel
 * (free) are in ./deep-research-status.ts.
 */
import { Elysia, t } from "elysia";
import { continueResearch, startResearch } from "../../domain/research/deep-research.ts";
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, ok, operation, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { idempotentJobStart } from "../plugins/idempotency.ts";
import { JobId, JobResponse, WebhookUrl } from "../schemas.ts";

const StartBody = t.Object(
  {
    query: t.Optional(t.Any({ description: "Natural-language query (required)" })),
    limit: t.Optional(t.Any({ description: "Profiles wanted, 1 to 1000 (default 30)" })),
    hard_filter_company_urls: t.Optional(
      t.Any({ description: "Only people at these companies (current or past)" }),
    ),
    webhook_url: WebhookUrl,
  },
  { additionalProperties: true },
);
const MoreBody = t.Optional(
  t.Object(
    {
      additional_limit: t.Optional(t.Any({ description: "Further profiles (default 30)" })),
      additionalLimit: t.Optional(t.Any()),
    },
    { additionalProperties: true },
  ),
);
const moreDetail = operation(
  "Deep research",
  "Continue a completed job",
  documented(ok("The job is pending again", schemaRef("JobStarted")), ...PAID, 403, 404, 409, 413, 422),
  {
    operationId: "continueDeepResearch",
    description:
      "Adds up to additional_limit (or additionalLimit) further profiles to a completed job. 1 credit per profile.",
  },
);

type Call = {
  apiKey: ApiKeyRecord;
  params: { job_id: string };
  body: unknown;
  request: Request;
  set: { headers: Record<string, string | number> };
};

export function deepResearchRoutes(deps: EdgeDeps & Pick<AppDeps, "jobs" | "variant" | "outbound">) {
  const now = () => Math.floor(deps.clock.now().getTime() / 1000);
  const more = (call: Call) =>
    idempotentJobStart(deps, call, () =>
      continueResearch(
        deps.storage,
        deps.jobs,
        call.apiKey,
        call.params.job_id,
        (call.body ?? {}) as Record<string, unknown>,
        now(),
      ),
    );
  return new Elysia({ prefix: "/api/search/deep_research" })
    .use(authenticated(deps, "deep_research"))
    .post(
      "",
      (call) =>
        idempotentJobStart(deps, call, () =>
          startResearch(deps.storage, deps.jobs, call.apiKey, call.body, now(), {
            variant: deps.variant,
            webhooks: deps.outbound.webhooks,
          }),
        ),
      {
        body: StartBody,
        response: { 200: JobResponse },
        detail: operation("Deep research", "Start deep research", documented(null, ...PAID, 409, 413, 422), {
          operationId: "initiateDeepResearch",
          description:
            "Starts an asynchronous broad search. 1 credit per validated profile, charged as results are added.",
        }),
      },
    )
    .post("/:job_id/more", more, { params: JobId, body: MoreBody, detail: moreDetail })
    .post("/:job_id/continue", more, {
      params: JobId,
      body: MoreBody,
      // Documented like /more (for the route table's matrices), and hidden from the document.
      detail: {
        ...moreDetail,
        operationId: "continueDeepResearchAlias",
        summary: "Same as /more",
        hide: true,
      },
    });
}
