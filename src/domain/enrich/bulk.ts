/**
 * Bulk contact enrichment: POST /api/enrich/bulk-contacts starts a durable job over up to 5,000
 * profile URLs; GET .../{job_id} reads its status and results (free).
 *
 * The job walks the URLs in chunks. Each chunk's results and their charges are written in one
 * durable transaction together with the cursor (JobRepository.deliver), keyed by the input URL, so
 * a crash or restart resumes after the last chunk and never charges an item twice. Pricing per
 * profile, as the spec's table: 4 when an email is found, 10 when a phone is found (14 both);
 * nothing for not found or invalid. Credits running out ends the job as completed with what was
 * done and a message saying so.
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors.ts";
import { requirePurchasedCredits } from "../billing/auth.ts";
import { contactsCharge } from "../billing/costs.ts";
import { onlyKnownFields } from "../bounds.ts";
import { type JobStarted, jobPaging, jobResults, type ResultPage } from "../jobs/paging.ts";
import type { JobContext, JobRunner } from "../jobs/runner.ts";
import { finishJob, type JobWebhook, requestedJobWebhook } from "../jobs/webhook.ts";
import { urlKey } from "../keys.ts";
import type { MxLookup, WebhookSender } from "../outbound.ts";
import { contactFields, identifier, REMOVED_INPUT, REMOVED_MARKER } from "../privacy/identifiers.ts";
import { MAX_URL_LENGTH } from "../record/text-bounds.ts";
import type { ApiKeyRecord, JobItemInput, JobRecord, JobTotals, Storage } from "../storage/index.ts";
import { gatherContacts, itemSubjects, type PatternCache } from "./contacts.ts";

export const BULK_MAX_URLS = 5000;
/** Bulk jobs and their results are kept this long, then answered as 404. */
export const BULK_RETENTION_SECONDS = 7 * 24 * 3600;
const CHUNK = 100;

interface BulkParams {
  urls: string[];
  email_enrichment: boolean;
  phone_enrichment: boolean;
  /** Announced here when the job ends (an extension: ../jobs/webhook.ts). */
  webhook?: JobWebhook;
  /**
   * Hashes of input URLs already suppressed when the job was created: they are answered
   * "not_found" like any unknown profile (as the scrape answers 404), while a person erased after
   * the job started gets the removal marker in the results written afterwards.
   */
  suppressed_inputs?: string[];
}
interface BulkState {
  cursor: number;
}

export interface BulkRequestBody {
  urls?: unknown;
  pnet_urls?: unknown;
  email_enrichment?: unknown;
  phone_enrichment?: unknown;
  webhook_url?: unknown;
}

function flag(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "boolean") throw new ApiError("BAD_REQUEST", `${name} must be true or false`);
  return value;
}

/** The request as a job's parameters; 400 naming the rule otherwise. */
export function bulkParams(body: BulkRequestBody): BulkParams {
  onlyKnownFields(body, ["urls", "pnet_urls", "email_enrichment", "phone_enrichment", "webhook_url"]);
  const list = body.urls ?? body.pnet_urls;
  if (list === undefined)
    throw new ApiError(
      "BAD_REQUEST",
      "urls is required: an array of profile URLs (pnet_urls is accepted too)",
    );
  if (!Array.isArray(list)) throw new ApiError("BAD_REQUEST", "urls must be an array of profile URLs");
  if (list.length === 0) throw new ApiError("BAD_REQUEST", "urls must hold at least one URL");
  if (list.length > BULK_MAX_URLS)
    throw new ApiError(
      "BAD_REQUEST",
      `Too many URLs: at most ${BULK_MAX_URLS} per request, got ${list.length}`,
    );
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const [i, item] of list.entries()) {
    if (typeof item !== "string") throw new ApiError("BAD_REQUEST", `urls[${i}] must be a string`);
    // The URL is the job item's key, in an index (docs/decisions.md, "Bounded text fields").
    if (item.length > MAX_URL_LENGTH)
      throw new ApiError("BAD_REQUEST", `urls[${i}] is longer than ${MAX_URL_LENGTH} characters`);
    const text = item.trim();
    // Duplicates collapse by profile key (any spelling of one profile); invalid ones by text.
    const key = urlKey(text) ?? `invalid:${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    urls.push(text);
  }
  return {
    urls,
    email_enrichment: flag(body.email_enrichment, "email_enrichment", true),
    phone_enrichment: flag(body.phone_enrichment, "phone_enrichment", false),
  };
}

export async function startBulkContacts(
  storage: Storage,
  runner: JobRunner,
  key: ApiKeyRecord,
  body: BulkRequestBody,
  now: number,
  webhooks?: WebhookSender,
): Promise<JobStarted> {
  const params = bulkParams(body);
  requirePurchasedCredits(key, "Bulk contact enrichment");
  if (key.credits <= 0)
    throw new ApiError("INSUFFICIENT_CREDITS", "Insufficient credits: the balance is 0", {
      body: { credits: 0 },
    });
  const hashes = params.urls.flatMap((u) => identifier("url", u)?.hash ?? []);
  const suppressed = [...(await storage.privacy.suppressed(hashes))];
  if (suppressed.length) params.suppressed_inputs = suppressed;
  const hook = webhooks ? await requestedJobWebhook({ url: body.webhook_url, webhooks }) : null;
  if (hook) params.webhook = hook;
  const id = randomUUID();
  const message = `Queued: ${params.urls.length} profile URLs`;
  await storage.jobs.create({
    id,
    keyId: key.id,
    kind: "bulk_contacts",
    params,
    state: { cursor: 0 },
    message,
    now,
  });
  runner.enqueue(id, key.id);
  if (Math.random() < 0.02) await storage.jobs.deleteOlderThan("bulk_contacts", now - BULK_RETENTION_SECONDS);
  return { jobId: id, status: "pending", message, ...(hook ? { webhookSecret: hook.secret } : {}) };
}

export async function runBulkContacts(
  job: JobRecord,
  ctx: JobContext,
  mx: MxLookup | null = null,
): Promise<void> {
  const { storage } = ctx;
  const params = job.params as BulkParams;
  const state = (job.state as BulkState | null) ?? { cursor: 0 };
  const done = await storage.jobs.itemKeys(job.id);
  const cache: PatternCache = new Map();
  const flags = { emailEnrichment: params.email_enrichment, phoneEnrichment: params.phone_enrichment };
  const suppressedAtStart = new Set(params.suppressed_inputs ?? []);
  for (let cursor = state.cursor; cursor < params.urls.length; cursor += CHUNK) {
    if (await ctx.stopping()) return;
    const items: JobItemInput[] = [];
    for (const url of params.urls.slice(cursor, cursor + CHUNK)) {
      if (done.has(url)) continue;
      items.push(await enrichOne(storage, url, flags, cache, mx, suppressedAtStart));
    }
    const next = Math.min(params.urls.length, cursor + CHUNK);
    const outcome = await storage.jobs.deliver(job, items, {
      operation: "bulk_contacts",
      state: { cursor: next },
      progress: { processed: next, total: params.urls.length },
      now: ctx.now(),
    });
    if (outcome.notProcessing) return;
    if (outcome.outOfCredits) {
      const totals = await storage.jobs.totals(job.id);
      await finishJob(storage, job, ["processing"], "completed", {
        now: ctx.now(),
        completedAt: ctx.now(),
        message: `Stopped: credits ran out after ${totals.items} of ${params.urls.length} URLs; results so far are kept`,
      });
      return;
    }
  }
  const totals = await storage.jobs.totals(job.id);
  await finishJob(storage, job, ["processing"], "completed", {
    now: ctx.now(),
    completedAt: ctx.now(),
    message: `Completed: ${totals.items} URLs, ${totals.withEmail} with an email, ${totals.withPhone} with a phone`,
  });
}

async function enrichOne(
  storage: Storage,
  url: string,
  flags: { emailEnrichment: boolean; phoneEnrichment: boolean },
  cache: PatternCache,
  mx: MxLookup | null,
  suppressedAtStart: ReadonlySet<string>,
): Promise<JobItemInput> {
  const base = { itemKey: url, personId: null, credits: 0 };
  // An input an erasure scrubbed (a restarted job reads its request as the erasure left it).
  if (url === REMOVED_INPUT) return { ...base, status: "removed", data: REMOVED_MARKER };
  if (urlKey(url) === null)
    return {
      ...base,
      status: "invalid",
      data: { url, status: "invalid", contacts: [], social: [], credits: 0 },
    };
  const person = await storage.people.getByUrl(url);
  if (!person) {
    // Erased after the job started: the delivery writes the removal marker, not the URL (src/db/rows/jobs.ts).
    const hash = identifier("url", url)?.hash;
    return {
      ...base,
      status: "not_found",
      subjects: hash && !suppressedAtStart.has(hash) ? [hash] : [],
      data: { url, status: "not_found", contacts: [], social: [], credits: 0 },
    };
  }
  const found = await gatherContacts(storage, person, flags, cache, mx);
  const credits = found.record.error ? 0 : contactsCharge(found.emails > 0, found.phones > 0);
  const status = found.record.error ? "not_found" : "found";
  return {
    itemKey: url,
    personId: person.id,
    status,
    credits,
    emails: found.emails,
    phones: found.phones,
    access: found.record.error ? [] : contactFields(found.record),
    issued: found.issued,
    subjects: itemSubjects(person, found.record.contacts),
    data: { url, status, contacts: found.record.contacts, social: found.record.social, credits },
  };
}

/** A bulk job as its status shows it: the job, how many URLs, its totals and the page of results. */
export interface BulkStatus {
  job: JobRecord;
  /** URLs in the request (after duplicates collapsed). */
  urls: number;
  totals: JobTotals;
  /** Each result as delivered: url, status, contacts, social, credits (or the removal marker). */
  results: unknown[];
  page: ResultPage | null;
}

export async function bulkStatus(
  storage: Storage,
  key: ApiKeyRecord,
  jobId: string,
  options: { page?: number; pageSize: number },
  now: number,
): Promise<BulkStatus> {
  const paging = jobPaging(options);
  const job = await storage.jobs.get(jobId);
  if (job?.kind !== "bulk_contacts" || job.createdAt + BULK_RETENTION_SECONDS <= now)
    throw new ApiError(
      "NOT_FOUND",
      `Bulk job ${jobId} was not found or has expired (jobs are kept for 7 days)`,
    );
  if (job.keyId !== key.id) throw new ApiError("FORBIDDEN", "This job belongs to another API key");
  const params = job.params as BulkParams;
  const totals = await storage.jobs.totals(job.id);
  const { items, page } = await jobResults(storage, job.id, paging, totals.items, BULK_MAX_URLS);
  return { job, urls: params.urls.length, totals, results: items.map((i) => i.data), page };
}
