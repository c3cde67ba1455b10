/**
 * What every job kind answers alike: the answer to a start, the paging of results, a bulk job's
 * status, the key's job list.
 */
import type { JobStarted, ResultPage } from "../domain/jobs/paging.ts";
import type { JobKind, JobRecord, JobTotals } from "../domain/storage/index.ts";

/** POST that starts (or continues) a job: `{job_id, status, message}`, `webhook_secret` once. */
export function jobStartedBody(started: JobStarted) {
  return {
    job_id: started.jobId,
    status: started.status,
    message: started.message,
    ...(started.webhookSecret ? { webhook_secret: started.webhookSecret } : {}),
  };
}

/** `pagination` of a job's results, when a page was asked for. */
export function paginationBody(page: ResultPage) {
  return { page: page.page, page_size: page.pageSize, total_pages: page.totalPages };
}

/**
 * The status of a bulk job (contacts, identify; the OpenAPI document's bulkJobStatus): the job, its
 * inputs (`total`) and how many are done, the kind's own `counts`, the credits used, what it was
 * started `with`, its times and message, its results, and their paging when a page was asked for.
 */
export function bulkJobStatusBody<Result>(status: {
  job: JobRecord;
  total: number;
  totals: JobTotals;
  counts: Record<string, number>;
  with?: Record<string, unknown>;
  results: Result[];
  page: ResultPage | null;
}) {
  const { job, totals } = status;
  return {
    job_id: job.id,
    status: job.status,
    total: status.total,
    processed: totals.items,
    ...status.counts,
    credits_used: totals.credits,
    ...status.with,
    created_at: job.createdAt,
    completed_at: job.completedAt,
    message: job.message,
    results: status.results,
    ...(status.page ? { pagination: paginationBody(status.page) } : {}),
  };
}

/** GET /api/jobs: the key's jobs of one kind, newest first, with what each has done. */
export function jobListBody(kind: JobKind, jobs: readonly { job: JobRecord; totals: JobTotals }[]) {
  return {
    jobs: jobs.map(({ job, totals }) => {
      const params = job.params as { query?: string; limit?: number; urls?: string[]; total?: number };
      return {
        job_id: job.id,
        kind: job.kind,
        status: job.status,
        message: job.message,
        query: params.query ?? null,
        target:
          kind === "deep_research" ? (params.limit ?? null) : (params.urls?.length ?? params.total ?? null),
        done: totals.items,
        credits_used: totals.credits,
        progress: job.status === "processing" ? job.progress : null,
        created_at: job.createdAt,
        completed_at: job.completedAt,
      };
    }),
  };
}
