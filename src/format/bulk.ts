/** GET /api/enrich/bulk-contacts/{job_id}: the job, its counts and its (pageable) results. */
import type { BulkStatus } from "../domain/enrich/bulk.ts";
import { paginationBody } from "./jobs.ts";

export function bulkStatusBody(status: BulkStatus) {
  const { job, totals } = status;
  return {
    job_id: job.id,
    status: job.status,
    total: status.urls,
    processed: totals.items,
    emails_found: totals.withEmail,
    phones_found: totals.withPhone,
    credits_used: totals.credits,
    created_at: job.createdAt,
    completed_at: job.completedAt,
    message: job.message,
    results: status.results,
    ...(status.page ? { pagination: paginationBody(status.page) } : {}),
  };
}
