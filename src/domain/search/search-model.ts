/**
 * What a people search takes and gives (./search.ts runs it): its input, its plan, the parameters a
 * stored session keeps for later pages, a page's hit, and the bounds of pages and sessions.
 */
import type { Person, Post } from "../model.ts";
import { type Criterion, legacyPlan } from "../query/criteria.ts";
import type { PlanNode } from "../query/plan.ts";
import type { Association } from "./associations.ts";
import type { Assessment } from "./evaluate.ts";

/** A page holds at most this many results; pages start at most this far in. */
export const MAX_SEARCH_LIMIT = 100;
export const MAX_SEARCH_OFFSET = 100_000;
/** How many ranked candidates a session keeps: offsets past this return no more results. */
export const MAX_CANDIDATES = 1000;
/** How long a search_id can be paged. */
export const SESSION_TTL_SECONDS = 24 * 3600;

export interface SearchInput {
  query: string;
  companies: readonly string[];
  schools: readonly string[];
  /** An ESCO occupation URI: only people whose current job links to it (./occupation-filter.ts). */
  occupation?: string;
  /** false: soft words get no associations (`associations=off`, for evaluation). */
  associations?: boolean;
  /** true: count every match for the total, however many (`exact_total=true`). */
  exactTotal?: boolean;
}

export interface Plan {
  /** Who matches (the request's filters included). */
  where: PlanNode;
  /** Words the parser could not place: ranking only. */
  prefer: string[];
  /**
   * The words of `prefer` no pass placed (not those only preferred): they rank, and the total
   * counts them where the data holds them (./answer.ts, "unplacedMatch"). Absent: none.
   */
  unplaced?: string[];
  /** The criteria asked for (the plan's leaves not excluded), in order. */
  criteria: Criterion[];
  notes: string[];
  /** What the soft words point at, learned from the data (./associations.ts): ranking only. */
  associated: Association[];
  /** Which planner wrote the plan: the rules, or the operator's LLM (LLM_URL). */
  planner: "rules" | "llm";
}

export interface SessionParams {
  query: string;
  companies: string[];
  schools: string[];
  advanced_filtering: boolean;
  /** The quality filter's bar (0..1) when the caller set one (the older search's acceptance_threshold). */
  acceptance_threshold?: number;
  /** The plan as answered (relaxed when the query's matched no one). */
  where: PlanNode;
  prefer: string[];
  /** Criteria relaxation dropped: shown in evaluations as preferences. */
  relaxed: Criterion[];
  notes: string[];
  /** "gte": the session's total is a lower bound (./answer.ts, TOTAL_COUNT_CAP); absent: exact. */
  total_relation?: "gte";
}

/** Sessions written before plans (criteria and required keywords), read as a plan. */
export function sessionParams(stored: unknown): SessionParams {
  const p = stored as SessionParams & { criteria?: Criterion[]; keywords?: string[] };
  if (p.where) return p;
  return { ...p, where: legacyPlan(p.criteria, p.keywords), prefer: [], relaxed: [], notes: p.notes ?? [] };
}

export interface SearchHit {
  person: Person;
  assessment: Assessment;
  /** The person's latest posts, when the page was asked with posts (`postsPerPerson` > 0). */
  posts?: Post[];
}
