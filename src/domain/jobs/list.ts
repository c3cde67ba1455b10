/** GET /api/jobs: the key's own jobs of one kind, newest first, each with its totals (one read). */
import { boundedInt } from "../bounds.ts";
import type { ApiKeyRecord, JobKind, JobRecord, JobTotals, Storage } from "../storage/index.ts";

export async function listJobs(
  storage: Storage,
  key: ApiKeyRecord,
  kind: JobKind,
  limit: unknown,
): Promise<{ job: JobRecord; totals: JobTotals }[]> {
  const jobs = await storage.jobs.listByKey(key.id, kind, boundedInt(limit, "limit", 1, 200, 50));
  const totals = await storage.jobs.totalsMany(jobs.map((j) => j.id));
  return jobs.flatMap((job) => {
    const t = totals.get(job.id);
    return t ? [{ job, totals: t }] : [];
  });
}
