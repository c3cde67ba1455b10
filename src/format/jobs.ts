/** What every job kind answers alike: the answer to a start, the paging of results, the key's job list. */
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
