/**
 * Bulk identify (docs/identify.md, "Bulk"): POST /api/identify/bulk starts a durable job over up to
 * 10,000 rows (CSV, JSON lines, or a JSON array); GET .../{job_id} reads its status and results
 * (free); POST .../{job_id}/cancel stops it. The job works as bulk contacts does: rows in chunks,
 * each chunk's results and charges written in one transaction with the cursor
 * (JobRepository.deliver), keyed by the row's position, so a crash resumes after the last chunk
 * and never charges a row twice. One credit per row whose best match scores at least min_score;
 * no match and invalid rows are free. Once the job ends its rows are dropped from the stored
 * request (they are the client's data about people): only the results stay, for 7 days.
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors.ts";
import { requireBalance } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { boundedInt, boundedNumber, onlyKnownFields } from "../bounds.ts";
import { jobResults, type ResultPage } from "../jobs/paging.ts";
import type { JobContext, JobRunner } from "../jobs/runner.ts";
import { finishJob, type JobWebhook, requestedJobWebhook } from "../jobs/webhook.ts";
import type { Person } from "../model.ts";
import type { WebhookSender } from "../outbound.ts";
import { keyIdentifier } from "../privacy/identifiers.ts";
import type { ApiKeyRecord, JobItemInput, JobRecord, JobTotals, Storage } from "../storage/index.ts";
import { type BestMatch, type ScoredChunk, scoreChunk } from "./best-match.ts";
import { DEFAULT_MIN_SCORE } from "./identify.ts";
import { inChunkOrder } from "./in-order.ts";
import type { IdentifyModel } from "./model.ts";
import type { RowInput } from "./row.ts";
import { parseRowsFile, rowsOfArray } from "./rows-file.ts";
import type { IdentifyService } from "./service.ts";

export { type BestMatch, bestMatch, bestMatches } from "./best-match.ts";

export const BULK_KIND = "identify_bulk";
/** Jobs and their results are kept this long, then answered as 404 (as bulk contacts). */
export const RETENTION_SECONDS = 7 * 24 * 3600;
const CHUNK = 100;
/**
 * Chunks scored ahead of the one being delivered, at most (both threads together): enough that the
 * job's thread need not wait for a scoring thread slowed by a busy core, few enough that a job
 * stopped mid-run throws little work away.
 */
const AHEAD = 4;

export interface IdentifyBulkParams {
  /** The rows; emptied when the job ends (only `total` stays). */
  rows: RowInput[];
  total: number;
  min_score: number;
  webhook?: JobWebhook;
}

/** What a start request carries: rows as a JSON array or a file's text, and the options. */
export interface BulkStart {
  rows?: unknown;
  /** The file's text (CSV or JSON lines) when sent as one. */
  file?: string;
  format?: "csv" | "jsonl" | null;
  min_score?: unknown;
  webhook_url?: unknown;
}

export function bulkRows(start: BulkStart): RowInput[] {
  if (start.file !== undefined) return parseRowsFile(start.file, start.format ?? null);
  if (typeof start.rows === "string") return parseRowsFile(start.rows, start.format ?? null);
  if (Array.isArray(start.rows)) return rowsOfArray(start.rows);
  throw new ApiError(
    "BAD_REQUEST",
    "rows is required: a JSON array of row objects, or a CSV or JSON-lines text (or send the file itself as text/csv or application/x-ndjson)",
  );
}

export async function startIdentifyBulk(
  storage: Storage,
  runner: JobRunner,
  key: ApiKeyRecord,
  start: BulkStart,
  now: number,
  webhooks?: WebhookSender,
): Promise<{ job_id: string; status: string; message: string; webhook_secret?: string }> {
  const rows = bulkRows(start);
  const minScore = boundedNumber(start.min_score, "min_score", 0, 1, DEFAULT_MIN_SCORE);
  requireBalance(key, "identifyBulkMatch");
  const params: IdentifyBulkParams = { rows, total: rows.length, min_score: minScore };
  const hook = webhooks ? await requestedJobWebhook({ url: start.webhook_url, webhooks }) : null;
  if (hook) params.webhook = hook;
  const id = randomUUID();
  const message = `Queued: ${rows.length} rows`;
  await storage.jobs.create({
    id,
    keyId: key.id,
    kind: BULK_KIND,
    params,
    state: { cursor: 0 },
    message,
    now,
  });
  runner.enqueue(id, key.id);
  if (Math.random() < 0.02) await storage.jobs.deleteOlderThan(BULK_KIND, now - RETENTION_SECONDS);
  return { job_id: id, status: "pending", message, ...(hook ? { webhook_secret: hook.secret } : {}) };
}

/** The JSON body's fields of a start request (the file itself may come as the body instead). */
export function bulkStartOfJson(body: unknown): BulkStart {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ApiError("BAD_REQUEST", "The body must be a JSON object with rows, or the file itself");
  onlyKnownFields(body, ["rows", "format", "min_score", "webhook_url"]);
  const b = body as Record<string, unknown>;
  if (b.format !== undefined && b.format !== "csv" && b.format !== "jsonl")
    throw new ApiError("BAD_REQUEST", 'format must be "csv" or "jsonl"');
  return {
    rows: b.rows,
    format: (b.format as "csv" | "jsonl" | undefined) ?? null,
    min_score: b.min_score,
    webhook_url: b.webhook_url,
  };
}

function resultItem(best: BestMatch, index: number): JobItemInput {
  const base = { itemKey: String(index), personId: null, credits: 0 };
  if (best.status === "invalid")
    return {
      ...base,
      status: "invalid",
      data: { row: index, status: "invalid", detail: best.detail, credits: 0 },
    };
  if (best.status === "no_match")
    return {
      ...base,
      status: "no_match",
      data: { row: index, status: "no_match", score: best.score, credits: 0 },
    };
  const credits = COSTS.identifyBulkMatch.perResult;
  return {
    itemKey: String(index),
    personId: best.personId,
    status: "matched",
    credits,
    // An erasure after this read turns the result into the removal marker (JobRepository.deliver).
    subjects: [keyIdentifier("url", best.urlKey).hash],
    data: {
      row: index,
      status: "matched",
      score: best.score,
      person_id: best.personId,
      explanation: best.explanation,
      credits,
    },
  };
}

/** A chunk of a job's rows: where it starts, and its rows not delivered yet (with their positions). */
interface BulkChunk {
  cursor: number;
  todo: { input: RowInput; index: number }[];
}

/**
 * Runs a job's rows a chunk at a time, scored on the job's thread and, where there is one, the
 * scoring thread (docs/identify.md, "Bulk on two cores"), and delivered in chunk order: each chunk's
 * results, charges and cursor in one transaction, its samples kept for EM in the same order, so
 * resume and charges are those of one thread. Each chunk is scored with the model ready when it
 * starts (one chunk sooner than on one thread: as a refit landing between chunks already does).
 */
export async function runIdentifyBulk(
  job: JobRecord,
  ctx: JobContext,
  service: IdentifyService,
): Promise<void> {
  const { storage } = ctx;
  const params = job.params as IdentifyBulkParams;
  const state = (job.state as { cursor: number } | null) ?? { cursor: 0 };
  const done = await storage.jobs.itemKeys(job.id);
  const chunks: BulkChunk[] = [];
  for (let cursor = state.cursor; cursor < params.rows.length; cursor += CHUNK)
    chunks.push({
      cursor,
      // Rows a crashed run already delivered are not identified again (nor charged: deliver skips them too).
      todo: params.rows
        .slice(cursor, cursor + CHUNK)
        .map((input, i) => ({ input, index: cursor + i }))
        .filter(({ index }) => !done.has(String(index))),
    });
  const scorer = chunks.length > 1 ? service.chunkScorer() : null;
  const scored = async (
    chunk: BulkChunk,
    score: (s: { model: IdentifyModel; people: number; inputs: RowInput[] }) => Promise<ScoredChunk>,
  ): Promise<{ chunk: BulkChunk; scored: ScoredChunk }> => {
    if (chunk.todo.length === 0) return { chunk, scored: { best: [], samples: [] } };
    const { model, people } = await service.ready();
    return { chunk, scored: await score({ model, people, inputs: chunk.todo.map((t) => t.input) }) };
  };
  const here = (chunk: BulkChunk) =>
    scored(chunk, ({ model, people, inputs }) =>
      scoreChunk(storage, model, people, inputs, params.min_score),
    );
  const away = scorer
    ? (chunk: BulkChunk) =>
        scored(chunk, (s) =>
          scorer.score({ ...s, minScore: params.min_score }).catch((error) => {
            service.scoringFailed(error);
            throw error;
          }),
        )
    : null;
  for await (const { chunk, scored: answer } of inChunkOrder(chunks, here, away, AHEAD)) {
    if (await ctx.stopping()) return;
    service.keep(answer.samples);
    const items = answer.best.map((best, i) => resultItem(best, (chunk.todo[i] as { index: number }).index));
    const next = Math.min(params.rows.length, chunk.cursor + CHUNK);
    const outcome = await storage.jobs.deliver(job, items, {
      operation: "identify_bulk",
      state: { cursor: next },
      progress: { processed: next, total: params.total },
      now: ctx.now(),
    });
    if (outcome.notProcessing) return;
    if (outcome.outOfCredits)
      return finish(storage, job, ctx, "Stopped: credits ran out; results so far are kept");
  }
  const totals = await storage.jobs.totals(job.id);
  await finish(storage, job, ctx, `Completed: ${totals.items} rows, ${totals.byStatus.matched ?? 0} matched`);
}

/** Ends the job, its rows dropped from the stored request (their count stays). */
async function finish(storage: Storage, job: JobRecord, ctx: JobContext, message: string): Promise<void> {
  const params = job.params as IdentifyBulkParams;
  await finishJob(storage, job, ["processing"], "completed", {
    now: ctx.now(),
    completedAt: ctx.now(),
    message,
    params: { ...params, rows: [] },
  });
}

async function ownJob(storage: Storage, key: ApiKeyRecord, jobId: string, now: number): Promise<JobRecord> {
  const job = await storage.jobs.get(jobId);
  if (job?.kind !== BULK_KIND || job.createdAt + RETENTION_SECONDS <= now)
    throw new ApiError(
      "NOT_FOUND",
      `Bulk identify job ${jobId} was not found or has expired (jobs are kept for 7 days)`,
    );
  if (job.keyId !== key.id) throw new ApiError("FORBIDDEN", "This job belongs to another API key");
  return job;
}

export async function cancelIdentifyBulk(storage: Storage, key: ApiKeyRecord, jobId: string, now: number) {
  const job = await ownJob(storage, key, jobId, now);
  const totals = await storage.jobs.totals(job.id);
  const params = job.params as IdentifyBulkParams;
  const done = await finishJob(storage, job, ["pending", "processing"], "cancelled", {
    now,
    completedAt: now,
    message: `Cancelled by request; ${totals.items} rows done before that are kept (and were charged)`,
    params: { ...params, rows: [] },
  });
  if (!done) {
    const current = (await storage.jobs.get(job.id))?.status ?? job.status;
    const message = `Job ${job.id} is already ${current} and cannot be cancelled`;
    throw new ApiError("CONFLICT", message, { body: { success: false, message } });
  }
  return { success: true, message: `Job ${job.id} cancelled; ${totals.items} rows done so far are kept` };
}

/**
 * A bulk identify job as its status shows it (format/identify.ts writes the answer): the job, its
 * rows and min_score, its totals, the page of results, and each matched result's person, read now.
 */
export interface IdentifyBulkStatus {
  job: JobRecord;
  params: Pick<IdentifyBulkParams, "total" | "min_score">;
  totals: JobTotals;
  results: Record<string, unknown>[];
  persons: Map<number, Person>;
  page: ResultPage | null;
}

/** Status, counts and (pageable) results; each matched result with its person. */
export async function identifyBulkStatus(
  storage: Storage,
  key: ApiKeyRecord,
  jobId: string,
  paging: { page?: unknown; pageSize?: unknown },
  now: number,
): Promise<IdentifyBulkStatus> {
  const page = paging.page === undefined ? undefined : boundedInt(paging.page, "page", 1, 1_000_000, 1);
  const pageSize = boundedInt(paging.pageSize, "page_size", 1, 1000, 100);
  const job = await ownJob(storage, key, jobId, now);
  const params = job.params as IdentifyBulkParams;
  const totals = await storage.jobs.totals(job.id);
  const results = await jobResults(storage, job.id, { page, pageSize }, totals.items, params.total);
  const persons = await storage.people.getMany(
    results.items.flatMap((i) => (i.personId === null ? [] : [i.personId])),
  );
  return {
    job,
    params: { total: params.total, min_score: params.min_score },
    totals,
    results: results.items.map((i) => i.data as Record<string, unknown>),
    persons: new Map(persons.map((p) => [p.id, p])),
    page: results.page,
  };
}
