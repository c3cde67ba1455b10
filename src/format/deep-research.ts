/**
 * Deep research's answers: the status envelope (GET /api/search/deep_research/{job_id}) with its
 * results in the format asked for, and the answer to a cancel. Starting and continuing answer
 * like every job (./jobs.ts).
 */
import type { Post } from "../domain/model.ts";
import type { ResearchResult, ResearchStatus } from "../domain/research/deep-research.ts";
import { paginationBody } from "./jobs.ts";
import { personResult } from "./people.ts";

/** A job's results in the format asked for; removed results stay as their marker. */
export function researchResults(
  results: readonly ResearchResult[],
  legacy: boolean,
  now: Date,
  posts: ReadonlyMap<number, Post[]>,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const result of results) {
    if ("removed" in result) {
      out.push(result.removed);
      continue;
    }
    const record = personResult(result.person, legacy, result, now, posts.get(result.person.id) ?? []);
    if (result.contacts !== undefined) record.contacts = result.contacts;
    out.push(record);
  }
  return out;
}

/** The job record: status, progress while processing, results, totals, enrichment_stats once ended. */
export function researchStatusBody(
  status: ResearchStatus,
  options: { legacy: boolean; now: Date },
): Record<string, unknown> {
  const { job } = status;
  const body: Record<string, unknown> = { job_id: job.id, status: job.status, message: job.message ?? "" };
  if (status.progress) body.progress = status.progress;
  body.results = researchResults(status.results, options.legacy, options.now, status.posts);
  body.total = status.total;
  body.query = status.query;
  if (status.page) body.pagination = paginationBody(status.page);
  if (status.stats) {
    const { stats } = status;
    const rate = stats.profiles ? ((stats.withContacts / stats.profiles) * 100).toFixed(1) : "0.0";
    body.enrichment_stats = {
      enrichment_enabled: stats.enrichmentEnabled,
      total_profiles: stats.profiles,
      profiles_with_contacts: stats.withContacts,
      enrichment_success_rate: `${rate}%`,
      profiles_returned: stats.profiles,
      profiles_skipped: stats.skipped,
      total_variations_generated: stats.variations,
    };
  }
  if (status.error !== null) body.error = status.error;
  body.created_at = job.createdAt;
  return body;
}

/** POST .../{job_id}/cancel. */
export function cancelledBody(cancelled: { message: string }) {
  return { success: true, message: cancelled.message };
}
