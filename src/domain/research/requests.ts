/**
 * Deep research requests: start, continue, cancel and status. The status returns canonical results
 * (the person and how they matched, or a removal marker); the route writes the wire format.
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors.ts";
import { requireBalance } from "../billing/auth.ts";
import { boundedInt, onlyKnownFields } from "../bounds.ts";
import type { FetchPolicy } from "../enrich/safe-fetch.ts";
import type { JobRunner } from "../jobs/runner.ts";
import { finishJob, requestedJobWebhook } from "../jobs/webhook.ts";
import type { Person, Post } from "../model.ts";
import type { ApiKeyRecord, JobRecord, Storage } from "../storage/index.ts";
import {
  integerIn,
  MORE_FIELDS,
  RESEARCH_MAX_LIMIT,
  type ResearchParams,
  type ResearchState,
  startingProgress,
} from "./params.ts";

export async function startResearch(
  storage: Storage,
  runner: JobRunner,
  key: ApiKeyRecord,
  params: ResearchParams,
  now: number,
  webhook?: { url: unknown; policy: FetchPolicy },
): Promise<{ job_id: string; status: string; message: string; webhook_secret?: string }> {
  requireBalance(key, "deepResearch");
  const hook = await requestedJobWebhook(webhook);
  if (hook) params.webhook = hook;
  const id = randomUUID();
  const message = `Deep research started for "${params.query}": up to ${params.limit} profiles`;
  await storage.jobs.create({ id, keyId: key.id, kind: "deep_research", params, state: null, message, now });
  runner.enqueue(id, key.id);
  return { job_id: id, status: "pending", message, ...(hook ? { webhook_secret: hook.secret } : {}) };
}

async function ownJob(storage: Storage, key: ApiKeyRecord, jobId: string): Promise<JobRecord> {
  const job = await storage.jobs.get(jobId);
  if (job?.kind !== "deep_research")
    throw new ApiError("NOT_FOUND", `Deep research job ${jobId} was not found`);
  if (job.keyId !== key.id) throw new ApiError("FORBIDDEN", "This job belongs to another API key");
  return job;
}

export async function cancelResearch(storage: Storage, key: ApiKeyRecord, jobId: string, now: number) {
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
  return {
    success: true,
    message: `Job ${job.id} cancelled; ${totals.items} profiles found so far are kept`,
  };
}

export async function continueResearch(
  storage: Storage,
  runner: JobRunner,
  key: ApiKeyRecord,
  jobId: string,
  body: { additional_limit?: unknown; additionalLimit?: unknown; limit?: unknown },
  now: number,
  maxLimit = RESEARCH_MAX_LIMIT,
) {
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
  return { job_id: job.id, status: "pending", message };
}

/** One result of a job: the person and how they matched, or the marker of a removed result. */
export type ResearchResult =
  | { person: Person; score: number; matched: string[]; contacts?: unknown }
  | { removed: Record<string, unknown> };

export async function researchStatus(
  storage: Storage,
  key: ApiKeyRecord,
  jobId: string,
  options: { page?: number; pageSize: number; postsPerPerson?: number },
) {
  const page = options.page === undefined ? undefined : boundedInt(options.page, "page", 1, 1_000_000, 1);
  const pageSize = boundedInt(options.pageSize, "page_size", 1, 100, 25);
  const job = await ownJob(storage, key, jobId);
  const params = job.params as ResearchParams;
  const state = job.state as ResearchState | null;
  const totals = await storage.jobs.totals(job.id);
  const items =
    page === undefined
      ? await storage.jobs.items(job.id, 0, RESEARCH_MAX_LIMIT * 10)
      : await storage.jobs.items(job.id, (page - 1) * pageSize, pageSize);
  // The people of the page in one read.
  const people = new Map(
    (
      await storage.people.getMany(
        items.flatMap((i) => (i.status === "removed" || i.personId === null ? [] : [i.personId])),
      )
    ).map((p) => [p.id, p]),
  );
  const results: ResearchResult[] = [];
  for (const item of items) {
    // A result erased at the data subject's request keeps its place as the marker.
    if (item.status === "removed") {
      results.push({ removed: item.data as Record<string, unknown> });
      continue;
    }
    const person = item.personId === null ? undefined : people.get(item.personId);
    if (!person) continue;
    const data = item.data as { score: number; matched: string[]; contacts?: unknown };
    results.push({ person, score: data.score, matched: data.matched, contacts: data.contacts });
  }
  const body: Record<string, unknown> & { results?: ResearchResult[] } = {
    job_id: job.id,
    status: job.status,
    message: job.message ?? "",
  };
  // Every processing status has a progress object, the first one (before a checkpoint) too.
  if (job.status === "processing") body.progress = job.progress ?? startingProgress(params, totals.items);
  // Canonical results; the route writes them in the format asked for, in this place.
  body.results = results;
  body.total = totals.items;
  body.query = params.query;
  if (page !== undefined)
    body.pagination = {
      page,
      page_size: pageSize,
      total_pages: Math.max(1, Math.ceil(totals.items / pageSize)),
    };
  if (job.status === "completed" || job.status === "cancelled") {
    const rate = totals.items ? ((totals.withContacts / totals.items) * 100).toFixed(1) : "0.0";
    body.enrichment_stats = {
      enrichment_enabled: params.enrich_contacts,
      total_profiles: totals.items,
      profiles_with_contacts: totals.withContacts,
      enrichment_success_rate: `${rate}%`,
      profiles_returned: totals.items,
      profiles_skipped: state?.skipped ?? 0,
      total_variations_generated: state?.variations.length ?? 0,
    };
  }
  if (job.status === "error") body.error = job.error ?? "The job failed";
  body.created_at = job.createdAt;
  // Each person's latest posts when the caller's format shows them.
  const posts =
    options.postsPerPerson && results.length
      ? await storage.posts.byAuthors(
          results.flatMap((r) => ("person" in r ? [r.person.id] : [])),
          options.postsPerPerson,
        )
      : new Map<number, Post[]>();
  return { status: body as Record<string, unknown> & { results: ResearchResult[] }, posts };
}
