/**
 * components.schemas of the jobs (deep research and its listing): what a start answers, a job's
 * state, paging and status, cancel, and the key's job list. Part of ./records.ts's components.
 * Also the status every bulk job kind answers (contacts, identify), built here once for each.
 */
import { nullable, object, ref, type Schema, unixSeconds } from "./schema-builders.ts";

/** What every bulk job's status carries, whichever its kind (format/bulk.ts, domain/identify/bulk.ts). */
const BULK_STATUS_REQUIRED = [
  "job_id",
  "status",
  "total",
  "processed",
  "credits_used",
  "created_at",
  "message",
];

/**
 * The status of a bulk job: the job, its inputs and how many are done, the kind's own `counts`,
 * the credits used, what it was started `with`, its times and message, then its results (each the
 * kind's `result`, or the marker of a person erased since) and their paging. `alsoRequired`: the
 * kind's fields it always answers besides BULK_STATUS_REQUIRED.
 */
export function bulkJobStatus(parts: {
  counts: Record<string, Schema>;
  with?: Record<string, Schema>;
  result: Schema;
  alsoRequired?: string[];
}): Schema {
  const properties: Record<string, Schema> = {
    job_id: { type: "string" },
    status: ref("JobState"),
    total: { type: "integer" },
    processed: { type: "integer" },
    ...parts.counts,
    credits_used: { type: "integer" },
    ...parts.with,
    created_at: unixSeconds,
    completed_at: nullable("integer"),
    message: { type: "string" },
    results: { type: "array", items: { anyOf: [ref("RemovedResult"), parts.result] } },
    pagination: ref("Pagination"),
  };
  const required = new Set([...BULK_STATUS_REQUIRED, ...(parts.alsoRequired ?? [])]);
  // Listed in the properties' order, as a hand-written `required` reads.
  return object(
    properties,
    Object.keys(properties).filter((name) => required.has(name)),
  );
}

export const JOB_SCHEMAS: Record<string, Schema> = {
  JobStarted: object(
    { job_id: { type: "string" }, status: { type: "string" }, message: { type: "string" } },
    undefined,
    {
      example: {
        job_id: "3037e2ab-e8ca-4b9a-915c-50f481f936b3",
        status: "pending",
        message: "Deep research started",
      },
    },
  ),
  JobState: { type: "string", enum: ["pending", "processing", "completed", "cancelled", "error"] },
  Pagination: {
    type: "object",
    properties: {
      page: { type: "integer" },
      page_size: { type: "integer" },
      total_pages: { type: "integer" },
      total_results: { type: "integer" },
    },
    additionalProperties: true,
  },
  DeepResearchStatus: object(
    {
      job_id: { type: "string" },
      status: ref("JobState"),
      message: { type: "string" },
      progress: { type: "object", additionalProperties: true, description: "While processing" },
      results: { type: "array", items: { anyOf: [ref("Person"), ref("RemovedResult")] } },
      total: { type: "integer" },
      query: { type: "string" },
      enrichment_stats: {
        type: "object",
        additionalProperties: true,
        description: "When completed or cancelled",
      },
      error: { type: "string", description: "When status is error" },
      pagination: ref("Pagination"),
      created_at: unixSeconds,
    },
    ["job_id", "status", "message", "results", "total", "query", "created_at"],
  ),
  CancelResult: object({ success: { type: "boolean" }, message: { type: "string" } }),
  Job: object({
    job_id: { type: "string" },
    kind: { type: "string", enum: ["deep_research", "bulk_contacts", "identify_bulk"] },
    status: ref("JobState"),
    message: { type: "string" },
    query: nullable("string"),
    target: { type: "integer" },
    done: { type: "integer" },
    credits_used: { type: "integer" },
    progress: { type: ["object", "null"], additionalProperties: true },
    created_at: unixSeconds,
    completed_at: nullable("integer"),
  }),
  JobList: object({ jobs: { type: "array", items: ref("Job") } }),
};
