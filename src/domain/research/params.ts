/**
 * Deep research requests and job state: the parameters a job is started with (main and alternate
 * bodies, checked field by field), what it remembers between steps, and its progress record.
 */

import { ApiError } from "../../errors.ts";
import { boundedInt, nameList, onlyKnownFields } from "../bounds.ts";
import type { JobWebhook } from "../jobs/webhook.ts";
import { urlKey } from "../keys.ts";
import type { Criterion } from "../query/criteria.ts";
import type { PlanNode } from "../query/plan.ts";
import { saysNothing } from "../query/text.ts";
import { ACCEPTANCE_THRESHOLD } from "../search/evaluate.ts";
import type { FacetExpr } from "../storage/index.ts";

export const RESEARCH_MAX_LIMIT = 1000;
/** Candidates read per variation per round. */
export const BATCH = 100;
export const PARALLEL_VARIATIONS = 4;

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
  /** Announced here when the job ends (an extension: ../jobs/webhook.ts). */
  webhook?: JobWebhook;
}

export interface VariationState {
  label: string;
  /** An expression; jobs started before plans stored an AND of ORs of tokens and required keywords. */
  filter: FacetExpr | string[][];
  keywords?: string[];
  cursor: number;
  done: boolean;
}

export interface ResearchState {
  /** The plan candidates are judged against (jobs started before plans: criteria and keywords). */
  where?: PlanNode;
  prefer?: string[];
  criteria?: Criterion[];
  keywords?: string[];
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
export const START_FIELDS = [
  "query",
  "limit",
  "hard_filter_company_urls",
  "companies",
  "schools",
  "webhook_url",
] as const;
/** Fields of a continuation body; `limit` is what published clients send for additional_limit. */
export const MORE_FIELDS = ["additional_limit", "additionalLimit", "limit"] as const;

/**
 * Body numbers are JSON numbers: a numeric string is refused as the schema refuses it, and so is
 * `null` (a client that sends `"limit": null` must not silently get, and pay for, the default).
 */
export function integerIn(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (typeof value === "string")
    throw new ApiError("BAD_REQUEST", `${name} must be a whole number from ${min} to ${max}`);
  if (value === null)
    throw new ApiError(
      "BAD_REQUEST",
      `${name} must be a whole number from ${min} to ${max}, not null (leave it out for the default, ${fallback})`,
    );
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
  if (saysNothing(query)) throw new ApiError("UNPROCESSABLE", "query is required");
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
  // A filter entry that is no URL at all would match no company: the job would run, find no one.
  const notUrl = (urls as string[]).findIndex((u) => urlKey(u) === null);
  if (notUrl >= 0)
    throw new ApiError("BAD_REQUEST", `hard_filter_company_urls[${notUrl}] is not a company profile URL`);
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

/** Progress before the first checkpoint of a run (also what status shows until then). */
export function startingProgress(params: ResearchParams, found: number): ResearchProgress {
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

/** The alternate variant's body: query, limit (max 100), school[], company[], enrich_emails, acceptance_threshold. */
export const ALT_START_FIELDS = [
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
  "webhook_url",
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
