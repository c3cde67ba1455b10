/**
 * Deep research's answers: the status envelope (GET /api/search/deep_research/{job_id}) with its
 * results in the format asked for, and the answer to a cancel. Starting and continuing answer
 * like every job (./jobs.ts).
 */
import type { Post } from "../domain/model.ts";
import type { ResearchResult, ResearchStatus } from "../domain/research/deep-research.ts";
import { paginationBody } from "./jobs.ts";
import { arrayText, objectText } from "./json-text.ts";
import { LEGACY_RESULT_POSTS, personResult } from "./people.ts";
import { personResultText } from "./person-text.ts";

/**
 * A job's results in the format asked for; removed results stay as their marker. The wire shape's
 * definition: the status answer is made as text by researchResultsText, held to this byte for byte.
 */
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

/** researchResults as JSON texts, one per result, from each person's serialized pieces (./person-text.ts). */
export function researchResultsText(
  results: readonly ResearchResult[],
  legacy: boolean,
  now: Date,
  posts: ReadonlyMap<number, Post[]>,
): string[] {
  return results.map((result) => {
    if ("removed" in result) return JSON.stringify(result.removed);
    const shown = legacy ? (posts.get(result.person.id) ?? []).slice(0, LEGACY_RESULT_POSTS) : [];
    return personResultText(result.person, legacy, result, now, shown, result.contacts);
  });
}

/** The status answer as JSON text: its results serialized from their people's kept pieces, not whole. */
export function researchStatusText(status: ResearchStatus, options: { legacy: boolean; now: Date }): string {
  const { legacy, now } = options;
  return objectText(
    researchStatusEnvelope(status, arrayText(researchResultsText(status.results, legacy, now, status.posts))),
  );
}

/**
 * The job record: status, progress while processing, results (given: JSON text when answering, the
 * objects of researchResults for the reference the text is held to), totals, enrichment_stats once
 * ended.
 */
export function researchStatusEnvelope(status: ResearchStatus, results: unknown): Record<string, unknown> {
  const { job } = status;
  const body: Record<string, unknown> = { job_id: job.id, status: job.status, message: job.message ?? "" };
  if (status.progress) body.progress = status.progress;
  body.results = results;
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
