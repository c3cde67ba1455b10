/**
 * Deep research requests: start, continue, cancel and status. Each returns what happened in domain
 * terms (the status: the job, its canonical results, the page, the statistics); src/format writes
 * the wire envelope (src/format/deep-research.ts).
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors.ts";
import { requireBalance } from "../billing/auth.ts";
import { onlyKnownFields } from "../bounds.ts";
import { type JobStarted, jobPaging, jobResults, type ResultPage } from "../jobs/paging.ts";
import type { JobRunner } from "../jobs/runner.ts";
import { finishJob, requestedJobWebhook } from "../jobs/webhook.ts";
import type { Person, Post } from "../model.ts";
import type { WebhookSender } from "../outbound.ts";
import type { ApiKeyRecord, JobItem, JobRecord, Storage } from "../storage/index.ts";
import {
  altResearchParams,
  integerIn,
  MORE_FIELDS,
  RESEARCH_MAX_LIMIT,
  type ResearchParams,
  type ResearchProgress,
  type ResearchState,
  researchParams,
  type StartInput,
  startingProgress,
} from "./params.ts";

/**
 * Starts a job from a start request's body: the main listener's body or the alternate one's
 * (`variant: "alt"`); `webhooks` vets the body's webhook_url (the job announces its end there).
 */
export async function startResearch(
  storage: Storage,
  runner: JobRunner,
  key: ApiKeyRecord,
  body: unknown,
  now: number,
  options: { variant?: "main" | "alt"; webhooks?: WebhookSender } = {},
): Promise<JobStarted> {
  const given = (body ?? {}) as StartInput & Record<string, unknown>;
  const params = options.variant === "alt" ? altResearchParams(given) : researchParams(given);
  requireBalance(key, "deepResearch");
  const hook = options.webhooks
    ? await requestedJobWebhook({ url: given.webhook_url, webhooks: options.webhooks })
    : null;
  if (hook) params.webhook = hook;
  const id = randomUUID();
  const message = `Deep research started for "${params.query}": up to ${params.limit} profiles`;
  await storage.jobs.create({ id, keyId: key.id, kind: "deep_research", params, state: null, message, now });
  runner.enqueue(id, key.id);
  return { jobId: id, status: "pending", message, ...(hook ? { webhookSecret: hook.secret } : {}) };
}

async function ownJob(storage: Storage, key: ApiKeyRecord, jobId: string): Promise<JobRecord> {
  const job = await storage.jobs.get(jobId);
  if (job?.kind !== "deep_research")
    throw new ApiError("NOT_FOUND", `Deep research job ${jobId} was not found`);
  if (job.keyId !== key.id) throw new ApiError("FORBIDDEN", "This job belongs to another API key");
  return job;
}

/** Cancels a pending or processing job (409 otherwise); what the answer says. */
export async function cancelResearch(
  storage: Storage,
  key: ApiKeyRecord,
  jobId: string,
  now: number,
): Promise<{ message: string }> {
  const job = await ownJob(storage, key, jobId);
  const totals = await storage.jobs.totals(job.id);
  const done = await finishJob(storage, job, ["pending", "processing"], "cancelled", {
    now,
    completedAt: now,
    message: `Cancelled by request; ${totals.items} profiles found before that are kept (and were charged)`,
  });
  if (!done) {
    const current = (await storage.jobs.get(job.id))?.status ?? job.status;
    const message = `Job ${job.id} is already ${current} and cannot be cancelled`;
    throw new ApiError("CONFLICT", message, { body: { success: false, message } });
  }
  return { message: `Job ${job.id} cancelled; ${totals.items} profiles found so far are kept` };
}

export async function continueResearch(
  storage: Storage,
  runner: JobRunner,
  key: ApiKeyRecord,
  jobId: string,
  body: { additional_limit?: unknown; additionalLimit?: unknown; limit?: unknown },
  now: number,
  maxLimit = RESEARCH_MAX_LIMIT,
): Promise<JobStarted> {
  onlyKnownFields(body, MORE_FIELDS);
  // The first spelling given, null included: `??` would pass over a null and charge the default.
  const given = MORE_FIELDS.find((field) => body[field] !== undefined);
  const additional = integerIn(given ? body[given] : undefined, given ?? "additional_limit", 1, maxLimit, 30);
  const job = await ownJob(storage, key, jobId);
  if (job.status !== "completed")
    throw new ApiError("CONFLICT", `Job ${job.id} is ${job.status}: only a completed job can be continued`);
  const state = job.state as ResearchState | null;
  const remaining = state && (state.pending.length > 0 || state.variations.some((v) => !v.done));
  if (!remaining)
    throw new ApiError("CONFLICT", `Job ${job.id} has no more results: every candidate was already examined`);
  requireBalance(key, "deepResearchMore");
  const params = job.params as ResearchParams;
  const next: ResearchParams = {
    ...params,
    limit: params.limit + additional,
    continuations: params.continuations + 1,
  };
  const message = `Continuation started: up to ${additional} more profiles`;
  const moved = await storage.jobs.transition(job.id, ["completed"], "pending", {
    now,
    params: next,
    message,
    completedAt: null,
    progress: null,
  });
  if (!moved) throw new ApiError("CONFLICT", `Job ${job.id} changed state meanwhile; try again`);
  runner.enqueue(job.id, job.keyId);
  return { jobId: job.id, status: "pending", message };
}

/** One result of a job: the person and how they matched, or the marker of a removed result. */
export type ResearchResult =
  | { person: Person; score: number; matched: string[]; contacts?: unknown }
  | { removed: Record<string, unknown> };

/** A job as its status shows it: the job, its canonical results and what the envelope says of them. */
export interface ResearchStatus {
  job: JobRecord;
  query: string;
  /** While processing: the last checkpoint's progress (the starting one before any); else null. */
  progress: ResearchProgress | null;
  results: ResearchResult[];
  /** Results delivered so far (every page). */
  total: number;
  /** The page asked for; null: every result. */
  page: ResultPage | null;
  /** Once completed or cancelled: what enrichment and the search did; else null. */
  stats: ResearchStats | null;
  /** The job's error when it failed; else null. */
  error: string | null;
  /** Each person's latest posts, when the caller's format shows them. */
  posts: Map<number, Post[]>;
}

export interface ResearchStats {
  enrichmentEnabled: boolean;
  profiles: number;
  withContacts: number;
  skipped: number;
  variations: number;
}

export async function researchStatus(
  storage: Storage,
  key: ApiKeyRecord,
  jobId: string,
  options: { page?: number; pageSize: number; postsPerPerson?: number },
): Promise<ResearchStatus> {
  const paging = jobPaging(options);
  const job = await ownJob(storage, key, jobId);
  const params = job.params as ResearchParams;
  const state = job.state as ResearchState | null;
  const totals = await storage.jobs.totals(job.id);
  const { items, page } = await jobResults(storage, job.id, paging, totals.items, RESEARCH_MAX_LIMIT * 10);
  // The people of the page and, when the caller's format shows them, each one's latest posts: one
  // read (one statement on PostgreSQL, where people and posts were two round trips).
  const { results, posts } = await canonicalResults(storage, items, options.postsPerPerson ?? 0);
  const ended = job.status === "completed" || job.status === "cancelled";
  return {
    job,
    query: params.query,
    // Every processing status has a progress object, the first one (before a checkpoint) too.
    progress:
      job.status === "processing"
        ? ((job.progress as ResearchProgress | null) ?? startingProgress(params, totals.items))
        : null,
    results,
    total: totals.items,
    page,
    stats: ended
      ? {
          enrichmentEnabled: params.enrich_contacts,
          profiles: totals.items,
          withContacts: totals.withContacts,
          skipped: state?.skipped ?? 0,
          variations: state?.variations.length ?? 0,
        }
      : null,
    error: job.status === "error" ? (job.error ?? "The job failed") : null,
    posts,
  };
}

/**
 * The people of a page of results in one read, with their latest `postsPerPerson` posts (none: no
 * posts read); a result erased on request keeps its place as the marker.
 */
async function canonicalResults(
  storage: Storage,
  items: readonly JobItem[],
  postsPerPerson: number,
): Promise<{ results: ResearchResult[]; posts: Map<number, Post[]> }> {
  const ids = items.flatMap((i) => (i.status === "removed" || i.personId === null ? [] : [i.personId]));
  const read =
    postsPerPerson > 0 && ids.length > 0
      ? await storage.people.getManyWithPosts(ids, postsPerPerson)
      : { people: await storage.people.getMany(ids), posts: new Map<number, Post[]>() };
  const people = new Map(read.people.map((p) => [p.id, p]));
  const results: ResearchResult[] = [];
  for (const item of items) {
    if (item.status === "removed") {
      results.push({ removed: item.data as Record<string, unknown> });
      continue;
    }
    const person = item.personId === null ? undefined : people.get(item.personId);
    if (!person) continue;
    const data = item.data as { score: number; matched: string[]; contacts?: unknown };
    results.push({ person, score: data.score, matched: data.matched, contacts: data.contacts });
  }
  return { results, posts: read.posts };
}
