/**
 * Deep research's answers: the status envelope (GET /api/search/deep_research/{job_id}) with its
 * results in the format asked for, and the answer to a cancel. Starting and continuing answer
 * like every job (./jobs.ts).
 */
import type { Post } from "../domain/model.ts";
import type { ResearchResult, ResearchStatus } from "../domain/research/deep-research.ts";
import { paginationBody } from "./jobs.ts";
import { JsonBytesWriter, JsonWrite, writeObject } from "./json-bytes.ts";
import { LEGACY_RESULT_POSTS, personResult } from "./people.ts";
import { resultHeadBytes, writePersonResult } from "./person-text.ts";

/**
 * A job's results in the format asked for; removed results stay as their marker. The wire shape's
 * definition: the status answer is written as bytes by researchStatusBytes, held to this byte for byte.
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

/**
 * The status answer as UTF-8 bytes: the envelope with researchResults serialized, each result
 * written from its person's kept bytes (./person-text.ts, ./json-bytes.ts), not the whole object
 * tree serialized. A read of 1,000 results leaves the body and small strings, not the body's text
 * several times over.
 */
export function researchStatusBytes(
  status: ResearchStatus,
  options: { legacy: boolean; now: Date },
): Uint8Array {
  const { legacy, now } = options;
  // The kept pieces' sizes and a bound on what is added per result and per post: the buffer is
  // allocated once, close to the answer's size, and seldom grows.
  let size = 4096;
  for (const result of status.results) {
    if ("removed" in result) size += 256;
    else {
      const posts = legacy
        ? Math.min(LEGACY_RESULT_POSTS, status.posts.get(result.person.id)?.length ?? 0)
        : 0;
      size += resultHeadBytes(result.person, legacy).length + 256 + posts * 640;
    }
  }
  const writer = new JsonBytesWriter(size);
  const results = new JsonWrite((w) => {
    w.text("[");
    status.results.forEach((result, i) => {
      if (i > 0) w.text(",");
      if ("removed" in result) {
        w.text(JSON.stringify(result.removed));
        return;
      }
      const posts = legacy ? (status.posts.get(result.person.id) ?? []).slice(0, LEGACY_RESULT_POSTS) : [];
      writePersonResult(w, result.person, { legacy, match: result, now, posts, contacts: result.contacts });
    });
    w.text("]");
  });
  writeObject(writer, researchStatusEnvelope(status, results));
  return writer.finish();
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
