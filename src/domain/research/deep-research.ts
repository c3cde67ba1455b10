/**
 * Deep research: a durable broad-search job (docs/jobs.md for the machinery).
 *
 * Stages: parse the query (the search domain's parser) -> generate variations (./variations.ts)
 * -> search the variations in parallel (p-queue; each variation keeps its own cursor) ->
 * deduplicate -> validate every candidate against the original criteria (the quality filter's
 * scorer) -> optionally enrich contacts -> append to the results in batches, each batch charged
 * (1 credit per profile) in the same transaction, visible while the job runs.
 *
 * Accepted candidates that did not fit in the target wait in the state (`pending`), and every
 * variation remembers how far it read, so `more` continues exactly where the job stopped and never
 * repeats a profile (results are also keyed by person id).
 */
import { randomUUID } from "node:crypto";
import PQueue from "p-queue";
import type { ApiKeyRecord, JobItemInput, JobRecord, Storage } from "../../db/repositories/types.ts";
import { ApiError } from "../../errors.ts";
import { boundedInt, nameList, onlyKnownFields } from "../bounds.ts";
import { gatherContacts, type PatternCache } from "../enrich/contacts.ts";
import type { MxChecker } from "../enrich/mx.ts";
import type { JobContext, JobRunner } from "../jobs/runner.ts";
import type { Person } from "../model.ts";
import { contactFields } from "../privacy/identifiers.ts";
import type { Criterion } from "../query/criteria.ts";
import { ACCEPTANCE_THRESHOLD, assess } from "../search/evaluate.ts";
import { facet } from "../search/facets.ts";
import type { SearchService } from "../search/search.ts";
import { cachedProfiles, querySignature, rememberProfiles } from "./cache.ts";
import { generateVariations } from "./variations.ts";

export const RESEARCH_MAX_LIMIT = 1000;
/** Candidates read per variation per round. */
const BATCH = 100;
const PARALLEL_VARIATIONS = 4;

export interface ResearchParams {
  query: string;
  limit: number;
  hard_filter_company_urls: string[];
  enrich_contacts: boolean;
  /** 0..1; the quality filter's default unless the alternate variant sets one. */
  acceptance_threshold: number;
  continuations: number;
  /** Hard filters of the alternate body (company[], school[]): current or past employer, any school. */
  companies?: string[];
  schools?: string[];
  /** Alternate variant: start from validated results of a similar earlier query (./cache.ts). */
  use_cache?: boolean;
}

interface VariationState {
  label: string;
  filter: string[][];
  keywords: string[];
  cursor: number;
  done: boolean;
}

interface ResearchState {
  criteria: Criterion[];
  keywords: string[];
  notes: string[];
  variations: VariationState[];
  /** Accepted, not yet delivered (the target was reached first): delivered first next time. */
  pending: { id: number; score: number; matched: string[] }[];
  examined: number;
  skipped: number;
  batch: number;
  /** How many profiles came from the validated-results cache. */
  fromCache?: number;
}

export interface ResearchProgress {
  stage: string;
  batch_number: number;
  total_batches: number;
  total_variations_generated: number;
  current_enriched_count: number;
  target_limit: number;
  profiles_found_so_far: number;
  current_stage_description: string;
}

export interface StartInput {
  query?: unknown;
  limit?: unknown;
  hard_filter_company_urls?: unknown;
  companies?: unknown;
  schools?: unknown;
}

/** Fields of the main listener's start body (published clients send companies and schools too). */
export const START_FIELDS = ["query", "limit", "hard_filter_company_urls", "companies", "schools"] as const;
/** Fields of a continuation body; `limit` is what published clients send for additional_limit. */
export const MORE_FIELDS = ["additional_limit", "additionalLimit", "limit"] as const;

/** Body numbers are JSON numbers: a numeric string is refused as the schema refuses it. */
function integerIn(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (typeof value === "string")
    throw new ApiError("BAD_REQUEST", `${name} must be a whole number from ${min} to ${max}`);
  return boundedInt(value, name, min, max, fallback);
}

export function researchParams(
  body: StartInput,
  options: { maxLimit?: number; enrich?: boolean; threshold?: number } = {},
): ResearchParams {
  onlyKnownFields(body, START_FIELDS);
  if (body.query === undefined || body.query === null)
    throw new ApiError("UNPROCESSABLE", "query is required");
  if (typeof body.query !== "string") throw new ApiError("BAD_REQUEST", "query must be a string");
  const query = body.query.trim();
  if (query === "") throw new ApiError("UNPROCESSABLE", "query is required");
  if (query.length > 1000) throw new ApiError("BAD_REQUEST", "query must be at most 1000 characters");
  const limit = integerIn(body.limit, "limit", 1, options.maxLimit ?? RESEARCH_MAX_LIMIT, 30);
  const companies = nameList(body.companies, "companies");
  const schools = nameList(body.schools, "schools");
  const urls = body.hard_filter_company_urls ?? [];
  if (!Array.isArray(urls) || urls.some((u) => typeof u !== "string" || u.length > 2048) || urls.length > 100)
    throw new ApiError(
      "BAD_REQUEST",
      "hard_filter_company_urls must be an array of at most 100 company URLs",
    );
  return {
    query,
    limit,
    hard_filter_company_urls: urls as string[],
    enrich_contacts: options.enrich ?? false,
    acceptance_threshold: options.threshold ?? ACCEPTANCE_THRESHOLD,
    continuations: 0,
    ...(companies.length ? { companies } : {}),
    ...(schools.length ? { schools } : {}),
  };
}

export async function startResearch(
  storage: Storage,
  runner: JobRunner,
  key: ApiKeyRecord,
  params: ResearchParams,
  now: number,
): Promise<{ job_id: string; status: string; message: string }> {
  if (key.credits < 1)
    throw new ApiError(
      "INSUFFICIENT_CREDITS",
      "Insufficient credits: deep research costs 1 credit per profile and the balance is 0",
      {
        body: { credits: key.credits, required: 1 },
      },
    );
  const id = randomUUID();
  const message = `Deep research started for "${params.query}": up to ${params.limit} profiles`;
  await storage.jobs.create({ id, keyId: key.id, kind: "deep_research", params, state: null, message, now });
  runner.enqueue(id, key.id);
  return { job_id: id, status: "pending", message };
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
  const done = await storage.jobs.transition(job.id, ["pending", "processing"], "cancelled", {
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
  const additional = integerIn(
    body.additional_limit ?? body.additionalLimit ?? body.limit,
    "additional_limit",
    1,
    maxLimit,
    30,
  );
  const job = await ownJob(storage, key, jobId);
  if (job.status !== "completed")
    throw new ApiError("CONFLICT", `Job ${job.id} is ${job.status}: only a completed job can be continued`);
  const state = job.state as ResearchState | null;
  const remaining = state && (state.pending.length > 0 || state.variations.some((v) => !v.done));
  if (!remaining)
    throw new ApiError("CONFLICT", `Job ${job.id} has no more results: every candidate was already examined`);
  if (key.credits < 1)
    throw new ApiError(
      "INSUFFICIENT_CREDITS",
      "Insufficient credits: continuing costs 1 credit per additional profile and the balance is 0",
    );
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

export interface ResearchDeps {
  search: SearchService;
  mx: MxChecker | null;
}

/** Progress before the first checkpoint of a run (also what status shows until then). */
function startingProgress(params: ResearchParams, found: number): ResearchProgress {
  return {
    stage: "parsing_query",
    batch_number: 0,
    total_batches: Math.ceil(params.limit / BATCH),
    total_variations_generated: 0,
    current_enriched_count: 0,
    target_limit: params.limit,
    profiles_found_so_far: found,
    current_stage_description: "Reading the query",
  };
}

export async function runResearch(job: JobRecord, ctx: JobContext, deps: ResearchDeps): Promise<void> {
  const { storage } = ctx;
  const params = job.params as ResearchParams;
  const delivered = await storage.jobs.itemKeys(job.id);
  const progress = startingProgress(params, delivered.size);
  let state = job.state as ResearchState | null;
  if (!state) {
    await storage.jobs.checkpoint(job.id, null, progress, "Processing: reading the query", ctx.now());
    const plan = await deps.search.plan({
      query: params.query,
      companies: params.companies ?? [],
      schools: params.schools ?? [],
    });
    const criteria = [...plan.criteria];
    if (params.hard_filter_company_urls.length) {
      const ids: number[] = [];
      for (const url of params.hard_filter_company_urls) {
        const id = await storage.companies.findIdByUrl(url);
        if (id !== null) ids.push(id);
      }
      criteria.push({
        kind: "company",
        label: `Works or worked at one of ${params.hard_filter_company_urls.length} companies`,
        tokens: ids.length
          ? ids.flatMap((id) => [facet.currentCompany(id), facet.pastCompany(id)])
          : ["cc0none"],
        from: "hard_filter_company_urls",
      });
    }
    progress.stage = "generating_variations";
    progress.current_stage_description = "Generating query variations";
    const variations = generateVariations(criteria, plan.keywords).map((v) => ({
      ...v,
      cursor: 0,
      done: false,
    }));
    // A hard company filter stays hard in every variation.
    state = {
      criteria,
      keywords: plan.keywords,
      notes: plan.notes,
      variations,
      pending: [],
      examined: 0,
      skipped: 0,
      batch: 0,
    };
    if (params.use_cache) {
      const cached = cachedProfiles(
        storage,
        querySignature(criteria, plan.keywords, params.acceptance_threshold),
      );
      if (cached) {
        state.pending = cached.profiles.map((c) => ({ ...c }));
        state.fromCache = cached.profiles.length;
        // The earlier job examined every candidate: searching again would find nothing new.
        if (cached.complete) for (const v of state.variations) v.done = true;
        progress.current_stage_description = `Reusing ${cached.profiles.length} profiles validated for a similar query`;
      }
    }
    progress.total_variations_generated = variations.length;
    await storage.jobs.checkpoint(
      job.id,
      state,
      progress,
      `Processing: ${variations.length} query variations`,
      ctx.now(),
    );
  }
  progress.total_variations_generated = state.variations.length;
  const queue = new PQueue({ concurrency: PARALLEL_VARIATIONS });
  const cache: PatternCache = new Map();
  const operation = params.continuations > 0 ? "deep_research_more" : "deep_research";

  for (;;) {
    if (await ctx.stopping()) return;
    const target = params.limit - delivered.size;
    if (target <= 0) return finish(ctx, job, state, "target");
    // Search: one batch from every variation still open, in parallel.
    if (state.pending.length < target && state.variations.some((v) => !v.done)) {
      state.batch++;
      progress.stage = "searching";
      progress.batch_number = state.batch;
      progress.current_stage_description = `Searching ${state.variations.filter((v) => !v.done).length} variations`;
      const found = await Promise.all(
        state.variations.map((v) =>
          v.done
            ? Promise.resolve<number[]>([])
            : queue.add(async () => {
                const ids = await storage.search.matchIds(v.filter, v.keywords, "all", BATCH, v.cursor);
                if (ids.length < BATCH) v.done = true;
                if (ids.length) v.cursor = ids[ids.length - 1] as number;
                return ids;
              }),
        ),
      );
      // Deduplicate (within the round, against results and what is already waiting).
      const waiting = new Set(state.pending.map((p) => p.id));
      const fresh = [...new Set(found.flat())].filter((id) => !delivered.has(String(id)) && !waiting.has(id));
      progress.stage = "validating";
      progress.current_stage_description = `Validating ${fresh.length} candidates against ${state.criteria.length + (state.keywords.length ? 1 : 0)} criteria`;
      for (const id of fresh) {
        const person = await storage.people.get(id);
        if (!person) continue;
        state.examined++;
        const a = assess(person, state.criteria, state.keywords, params.acceptance_threshold);
        if (a.accepted) state.pending.push({ id, score: a.score, matched: a.matched });
        else state.skipped++;
      }
    }
    if (state.pending.length === 0) return finish(ctx, job, state, "exhausted");
    // Deliver this round's share, best score first (ties by id).
    state.pending.sort((a, b) => b.score - a.score || a.id - b.id);
    const take = state.pending.splice(0, target);
    const items: JobItemInput[] = [];
    if (params.enrich_contacts) {
      progress.stage = "enriching";
      progress.current_stage_description = `Looking up contacts for ${take.length} profiles`;
    }
    for (const t of take) {
      let contacts: unknown;
      let emails = 0;
      let phones = 0;
      if (params.enrich_contacts) {
        const person = await storage.people.get(t.id);
        if (person) {
          const g = await gatherContacts(
            storage,
            person,
            { emailEnrichment: true, phoneEnrichment: false },
            cache,
            deps.mx,
          );
          contacts = g.record.contacts;
          emails = g.emails;
          phones = g.phones;
          if (emails + phones > 0) progress.current_enriched_count++;
        }
      }
      items.push({
        itemKey: String(t.id),
        personId: t.id,
        status: "validated",
        credits: 1,
        emails,
        phones,
        access: emails + phones > 0 ? contactFields({ contacts: contacts as { type: string }[] }) : [],
        data: { score: t.score, matched: t.matched, ...(contacts !== undefined ? { contacts } : {}) },
      });
    }
    progress.stage = "saving";
    progress.current_stage_description = `Saving ${items.length} validated profiles`;
    const outcome = await storage.jobs.deliver(job, items, { operation, state, progress, now: ctx.now() });
    if (outcome.notProcessing) return;
    for (const item of items.slice(0, outcome.delivered)) delivered.add(item.itemKey);
    progress.profiles_found_so_far = delivered.size;
    if (outcome.outOfCredits) {
      // What could not be paid for waits for a continuation.
      state.pending.unshift(...take.slice(outcome.delivered));
      return finish(ctx, job, state, "credits");
    }
  }
}

async function finish(
  ctx: JobContext,
  job: JobRecord,
  state: ResearchState,
  why: "target" | "exhausted" | "credits",
): Promise<void> {
  const totals = await ctx.storage.jobs.totals(job.id);
  const params = job.params as ResearchParams;
  if (params.use_cache) {
    const items = await ctx.storage.jobs.items(job.id, 0, RESEARCH_MAX_LIMIT * 10);
    // Results erased on request are no candidates for anyone.
    const delivered = items
      .filter((i) => i.personId !== null)
      .map((i) => {
        const d = i.data as { score: number; matched: string[] };
        return { id: i.personId as number, score: d.score, matched: d.matched };
      });
    rememberProfiles(
      ctx.storage,
      querySignature(state.criteria, state.keywords, params.acceptance_threshold),
      [...delivered, ...state.pending],
      state.variations.every((v) => v.done),
    );
  }
  const message =
    why === "credits"
      ? `Stopped: credits ran out after ${totals.items} profiles; the results so far are kept`
      : why === "exhausted"
        ? `Completed: ${totals.items} profiles found; no further candidates match`
        : `Completed: ${totals.items} profiles found`;
  await ctx.storage.jobs.transition(job.id, ["processing"], "completed", {
    now: ctx.now(),
    completedAt: ctx.now(),
    state,
    progress: null,
    message,
  });
}

/** One result of a job: the person and how they matched, or the marker of a removed result. */
export type ResearchResult =
  | { person: Person; score: number; matched: string[]; contacts?: unknown }
  | { removed: Record<string, unknown> };

export async function researchStatus(
  storage: Storage,
  key: ApiKeyRecord,
  jobId: string,
  options: { page?: number; pageSize: number },
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
  const results: ResearchResult[] = [];
  for (const item of items) {
    // A result erased at the data subject's request keeps its place as the marker.
    if (item.status === "removed") {
      results.push({ removed: item.data as Record<string, unknown> });
      continue;
    }
    const person = item.personId === null ? null : await storage.people.get(item.personId);
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
  return body as Record<string, unknown> & { results: ResearchResult[] };
}

/** The alternate variant's body: query, limit (max 100), school[], company[], enrich_emails, acceptance_threshold. */
const ALT_START_FIELDS = [
  "query",
  "limit",
  "company",
  "companies",
  "company[]",
  "school",
  "schools",
  "school[]",
  "enrich_emails",
  "acceptance_threshold",
];

export function altResearchParams(body: Record<string, unknown>): ResearchParams {
  onlyKnownFields(body, ALT_START_FIELDS);
  const threshold = body.acceptance_threshold;
  if (threshold !== undefined && (typeof threshold !== "number" || !(threshold >= 0 && threshold <= 100)))
    throw new ApiError("BAD_REQUEST", "acceptance_threshold must be a number from 0 to 100");
  const enrich = body.enrich_emails;
  if (enrich !== undefined && typeof enrich !== "boolean")
    throw new ApiError("BAD_REQUEST", "enrich_emails must be true or false");
  const base = researchParams(
    { query: body.query, limit: body.limit },
    { maxLimit: 100, enrich: enrich ?? true, threshold: (threshold ?? 85) / 100 },
  );
  return {
    ...base,
    companies: nameList(body.company ?? body.companies ?? body["company[]"], "company"),
    schools: nameList(body.school ?? body.schools ?? body["school[]"], "school"),
    use_cache: true,
  };
}
