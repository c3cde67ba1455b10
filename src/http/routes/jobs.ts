/** GET /api/jobs: the key's own jobs, newest first (for the console; free). */
import { Elysia, t } from "elysia";
import { listJobs } from "../../domain/jobs/list.ts";
import { jobListBody } from "../../format/jobs.ts";
import type { EdgeDeps } from "../deps.ts";
import { documented, KEYED, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";

export function jobsRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api" }).use(authenticated(deps, "job_status")).get(
    "/jobs",
    async ({ apiKey, query }) => {
      const kind = query.kind ?? "deep_research";
      return jobListBody(kind, await listJobs(deps.storage, apiKey, kind, query.limit));
    },
    {
      query: t.Object({
        kind: t.Optional(
          t.Union([t.Literal("deep_research"), t.Literal("bulk_contacts"), t.Literal("identify_bulk")]),
        ),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: 200, default: 50 })),
      }),
      detail: {
        tags: ["Jobs"],
        summary: "The key's jobs",
        operationId: "listJobs",
        responses: documented(
          { schema: schemaRef("JobList"), description: "The key's jobs, newest first" },
          ...KEYED,
        ),
        description:
          "Deep research, bulk contact or bulk identify jobs of the calling key, newest first, with progress. Free.",
        security: [{ bearer: [] }],
      },
    },
  );
}
