/** GET /api/enrich/bulk-contacts/{job_id}: the job, its counts and its (pageable) results. */
import type { BulkStatus } from "../domain/enrich/bulk.ts";
import { bulkJobStatusBody } from "./jobs.ts";

export function bulkStatusBody(status: BulkStatus) {
  const { totals } = status;
  return bulkJobStatusBody({
    ...status,
    total: status.urls,
    counts: { emails_found: totals.withEmail, phones_found: totals.withPhone },
  });
}
