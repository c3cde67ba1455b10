/**
 * Running a deep research job, in phases: plan (read the query, generate variations), search
 * rounds (variations searched in parallel, candidates checked against every criterion), deliver
 * (optional contact enrichment, results delivered and charged in batches) and finish (target
 * reached, candidates exhausted, or credits out).
 */
import PQueue from "p-queue";
import { gatherContacts, itemSubjects, type PatternCache } from "../enrich/contacts.ts";
import type { JobContext } from "../jobs/runner.ts";
import { finishJob } from "../jobs/webhook.ts";
import type { MxLookup } from "../outbound.ts";
import { contactFields } from "../privacy/identifiers.ts";
import { legacyPlan } from "../query/criteria.ts";
import { allOf, conjuncts, type PlanNode } from "../query/plan.ts";
import { assess } from "../search/evaluate.ts";
import { facet, filterExpr } from "../search/facets.ts";
import type { SearchService } from "../search/search.ts";
import type { FacetExpr, IssuedEmail, JobItemInput, JobRecord } from "../storage/index.ts";
import { cachedProfiles, querySignature, rememberProfiles } from "./cache.ts";
import {
  BATCH,
  PARALLEL_VARIATIONS,
  RESEARCH_MAX_LIMIT,
  type ResearchParams,
  type ResearchState,
  startingProgress,
  type VariationState,
} from "./params.ts";
import { generateVariations } from "./variations.ts";

export interface ResearchDeps {
  search: SearchService;
  mx: MxLookup | null;
}

type Progress = ReturnType<typeof startingProgress>;

/** What the phases of one run of a job share. */
interface Run {
  job: JobRecord;
  ctx: JobContext;
  deps: ResearchDeps;
  params: ResearchParams;
  /** Item keys of the results delivered so far (this run's and earlier ones'). */
  delivered: Set<string>;
  progress: Progress;
  queue: PQueue;
  cache: PatternCache;
  operation: string;
  /** What candidates are judged against. */
  judged: { where: PlanNode; prefer: string[] };
}

/** What candidates are judged against; jobs started before plans kept criteria and required keywords. */
function judgedOf(state: ResearchState): { where: PlanNode; prefer: string[] } {
  if (state.where) return { where: state.where, prefer: state.prefer ?? [] };
  return { where: legacyPlan(state.criteria, state.keywords), prefer: [] };
}

/** A variation's expression; jobs started before plans stored an AND of ORs and required keywords. */
function variationExpr(v: VariationState): FacetExpr {
  if (!Array.isArray(v.filter)) return v.filter;
  return { all: [filterExpr(v.filter), ...(v.keywords ?? []).map((w) => ({ words: [w] }))] };
}

export async function runResearch(job: JobRecord, ctx: JobContext, deps: ResearchDeps): Promise<void> {
  const params = job.params as ResearchParams;
  const delivered = await ctx.storage.jobs.itemKeys(job.id);
  const progress = startingProgress(params, delivered.size);
  const state = (job.state as ResearchState | null) ?? (await planResearch(job, ctx, deps, progress));
  progress.total_variations_generated = state.variations.length;
  const run: Run = {
    job,
    ctx,
    deps,
    params,
    delivered,
    progress,
    queue: new PQueue({ concurrency: PARALLEL_VARIATIONS }),
    cache: new Map(),
    judged: judgedOf(state),
    operation: params.continuations > 0 ? "deep_research_more" : "deep_research",
  };

  for (;;) {
    if (await ctx.stopping()) return;
    const target = params.limit - delivered.size;
    if (target <= 0) return finish(ctx, job, state, "target");
    if (state.pending.length < target && state.variations.some((v) => !v.done)) await searchRound(run, state);
    if (state.pending.length === 0) return finish(ctx, job, state, "exhausted");
    const delivery = await deliverRound(run, state, target);
    if (delivery === "stopped") return;
    if (delivery === "out of credits") return finish(ctx, job, state, "credits");
  }
}

/**
 * Plan (a job's first run): the query read, the hard company filter added, the variations
 * generated, validated profiles of a similar query reused when asked; checkpointed.
 */
async function planResearch(
  job: JobRecord,
  ctx: JobContext,
  deps: ResearchDeps,
  progress: Progress,
): Promise<ResearchState> {
  const { storage } = ctx;
  const params = job.params as ResearchParams;
  await storage.jobs.checkpoint(job.id, null, progress, "Processing: reading the query", ctx.now());
  const plan = await deps.search.plan({
    query: params.query,
    companies: params.companies ?? [],
    schools: params.schools ?? [],
  });
  const where = allOf(conjuncts(plan.where));
  if (params.hard_filter_company_urls.length) {
    const ids: number[] = [];
    for (const url of params.hard_filter_company_urls) {
      const id = await storage.companies.findIdByUrl(url);
      if (id !== null) ids.push(id);
    }
    where.all.push({
      kind: "company",
      label: `Works or worked at one of ${params.hard_filter_company_urls.length} companies`,
      tokens: ids.flatMap((id) => [facet.currentCompany(id), facet.pastCompany(id)]),
      from: "hard_filter_company_urls",
      fixed: true,
    });
  }
  progress.stage = "generating_variations";
  progress.current_stage_description = "Generating query variations";
  const variations = generateVariations(where, plan.prefer).map((v) => ({
    ...v,
    cursor: 0,
    done: false,
  }));
  // A hard company filter stays hard in every variation.
  const state: ResearchState = {
    where,
    prefer: plan.prefer,
    notes: plan.notes,
    variations,
    pending: [],
    examined: 0,
    skipped: 0,
    batch: 0,
  };
  if (params.use_cache) {
    const cached = cachedProfiles(storage, querySignature(where, plan.prefer, params.acceptance_threshold));
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
  return state;
}

/**
 * Search round: one batch from every variation still open, in parallel; the candidates
 * deduplicated (within the round, against results and what is already waiting) and validated
 * against every criterion; the accepted wait in `pending`.
 */
async function searchRound(run: Run, state: ResearchState): Promise<void> {
  const { storage } = run.ctx;
  const { progress, params, delivered } = run;
  state.batch++;
  progress.stage = "searching";
  progress.batch_number = state.batch;
  progress.current_stage_description = `Searching ${state.variations.filter((v) => !v.done).length} variations`;
  const found = await Promise.all(
    state.variations.map((v) =>
      v.done
        ? Promise.resolve<number[]>([])
        : run.queue.add(async () => {
            // Best first; the cursor is a rank key (a job resumed from an older version's id
            // cursor starts over from the best, and what it delivered is skipped as before).
            const { ids, next } = await storage.search.matchRanked(variationExpr(v), BATCH, v.cursor);
            if (ids.length < BATCH) v.done = true;
            v.cursor = next;
            return ids;
          }),
    ),
  );
  const waiting = new Set(state.pending.map((p) => p.id));
  const fresh = [...new Set(found.flat())].filter((id) => !delivered.has(String(id)) && !waiting.has(id));
  progress.stage = "validating";
  progress.current_stage_description = `Validating ${fresh.length} candidates against ${conjuncts(run.judged.where).length + (run.judged.prefer.length ? 1 : 0)} criteria`;
  for (const id of fresh) {
    const person = await storage.people.get(id);
    if (!person) continue;
    state.examined++;
    const a = assess(person, run.judged, params.acceptance_threshold);
    if (a.accepted) state.pending.push({ id, score: a.score, matched: a.matched });
    else state.skipped++;
  }
}

/**
 * Deliver: this round's share of `pending`, best score first (ties by id), with contacts when
 * asked, delivered and charged in one durable transaction with the checkpoint.
 */
async function deliverRound(
  run: Run,
  state: ResearchState,
  target: number,
): Promise<"delivered" | "stopped" | "out of credits"> {
  const { progress, job, delivered } = run;
  state.pending.sort((a, b) => b.score - a.score || a.id - b.id);
  const take = state.pending.splice(0, target);
  if (run.params.enrich_contacts) {
    progress.stage = "enriching";
    progress.current_stage_description = `Looking up contacts for ${take.length} profiles`;
  }
  const items: JobItemInput[] = [];
  for (const t of take) items.push(await resultItem(run, t));
  progress.stage = "saving";
  progress.current_stage_description = `Saving ${items.length} validated profiles`;
  const outcome = await run.ctx.storage.jobs.deliver(job, items, {
    operation: run.operation,
    state,
    progress,
    now: run.ctx.now(),
  });
  if (outcome.notProcessing) return "stopped";
  for (const item of items.slice(0, outcome.delivered)) delivered.add(item.itemKey);
  progress.profiles_found_so_far = delivered.size;
  if (outcome.outOfCredits) {
    // What could not be paid for waits for a continuation.
    state.pending.unshift(...take.slice(outcome.delivered));
    return "out of credits";
  }
  return "delivered";
}

/** One validated profile as a job result, with its contacts when the job enriches them. */
async function resultItem(run: Run, t: ResearchState["pending"][number]): Promise<JobItemInput> {
  let contacts: unknown;
  let emails = 0;
  let phones = 0;
  let issued: IssuedEmail[] = [];
  let subjects: string[] = [];
  if (run.params.enrich_contacts) {
    const { storage } = run.ctx;
    const person = await storage.people.get(t.id);
    if (person) {
      const g = await gatherContacts(
        storage,
        person,
        { emailEnrichment: true, phoneEnrichment: false },
        run.cache,
        run.deps.mx,
      );
      contacts = g.record.contacts;
      emails = g.emails;
      phones = g.phones;
      issued = g.issued;
      subjects = itemSubjects(person, g.record.contacts);
      if (emails + phones > 0) run.progress.current_enriched_count++;
    }
  }
  return {
    itemKey: String(t.id),
    personId: t.id,
    status: "validated",
    credits: 1,
    emails,
    phones,
    access: emails + phones > 0 ? contactFields({ contacts: contacts as { type: string }[] }) : [],
    // An erased person's result is delivered as the removal marker (their row is gone, or the
    // contacts found for them are on the suppression list).
    issued,
    subjects,
    data: { score: t.score, matched: t.matched, ...(contacts !== undefined ? { contacts } : {}) },
  };
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
    const judged = judgedOf(state);
    rememberProfiles(
      ctx.storage,
      querySignature(judged.where, judged.prefer, params.acceptance_threshold),
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
  await finishJob(ctx.storage, job, ["processing"], "completed", {
    now: ctx.now(),
    completedAt: ctx.now(),
    state,
    progress: null,
    message,
  });
}
