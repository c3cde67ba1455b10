/**
 * Deep research, the free requests: GET /api/search/deep_research/{job_id} (status, rate group
 * job_status) and POST .../{job_id}/cancel (not rate limited).
 */
import { Elysia, t } from "elysia";
import { cancelResearch, researchStatus } from "../../domain/research/deep-research.ts";
import { cancelledBody, researchStatusBytes } from "../../format/deep-research.ts";
import { LEGACY_RESULT_POSTS } from "../../format/people.ts";
import type { EdgeDeps } from "../deps.ts";
import { jsonBytesAnswer } from "../json-text.ts";
import { documented, KEYED, ok, operation, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { JobId, Paging } from "../schemas.ts";

export function deepResearchStatusRoutes(deps: EdgeDeps) {
  const status = new Elysia({ prefix: "/api/search/deep_research" })
    .use(authenticated(deps, "job_status"))
    .get(
      "/:job_id",
      async ({ apiKey, params, query, set }) => {
        const legacy = query.legacy ?? true;
        const status = await researchStatus(deps.storage, apiKey, params.job_id, {
          page: query.page,
          pageSize: query.page_size ?? 25,
          postsPerPerson: legacy ? LEGACY_RESULT_POSTS : 0,
        });
        return jsonBytesAnswer(set, researchStatusBytes(status, { legacy, now: deps.clock.now() }));
      },
      {
        params: JobId,
        query: t.Object({ ...Paging, legacy: t.Optional(t.Boolean({ default: true })) }),
        detail: operation(
          "Deep research",
          "Deep research status",
          documented(ok("The job record", schemaRef("DeepResearchStatus")), ...KEYED, 403, 404),
          {
            operationId: "getDeepResearchStatus",
            description:
              "The job record: status, progress while processing, results (pageable), enrichment_stats when done. Free.",
          },
        ),
      },
    );
  const cancel = new Elysia({ prefix: "/api/search/deep_research" })
    .use(authenticated(deps, null))
    .post(
      "/:job_id/cancel",
      async ({ apiKey, params }) =>
        cancelledBody(
          await cancelResearch(
            deps.storage,
            apiKey,
            params.job_id,
            Math.floor(deps.clock.now().getTime() / 1000),
          ),
        ),
      {
        params: JobId,
        detail: operation(
          "Deep research",
          "Cancel a job",
          documented(
            ok("Cancelled; results found so far stay", schemaRef("CancelResult")),
            ...KEYED,
            403,
            404,
            409,
          ),
          {
            operationId: "cancelDeepResearchJob",
            description:
              "Cancels a pending or processing job; results found so far are kept (and were charged). Free, not rate limited.",
          },
        ),
      },
    );
  return new Elysia().use(status).use(cancel);
}
