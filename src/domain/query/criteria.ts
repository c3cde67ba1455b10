/** What a query asks for, as criteria a person can be checked against. */
import type { Suggestion } from "./typos.ts";

/** The kinds of criteria, in the order a plan lists them (explain, evaluations): what the query is about first. */
export const CRITERION_KINDS = [
  "role",
  "department",
  "background",
  "past_role",
  "title_prefix",
  "level",
  "employment",
  "location",
  "current_company",
  "past_company",
  "company",
  "school",
  "degree",
  "skill",
  "years",
  "tenure",
  "graduation_year",
  "company_size",
  "decision_maker",
  "industry",
  "past_industry",
  "language",
  "certification",
  "text",
] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];

/** Kinds whose value is a number range (`min`, `max`) rather than facet tokens. */
export const RANGE_KINDS = new Set<CriterionKind>(["years", "graduation_year", "company_size"]);

export interface Criterion {
  kind: CriterionKind;
  /** Human wording, as shown in explain and in match_data.matched_criteria. */
  label: string;
  /**
   * Facet tokens: a person meets the criterion when they hold any of them. Empty for ranges and
   * for `text` (their condition is compiled from `min`/`max` and `words`: ./plan.ts).
   */
  tokens: string[];
  /** Words of the query this criterion came from. */
  from: string;
  /**
   * What it names in the vocabulary's words ("Data Science", "senior", "Berlin, DE", a company
   * name): a plan written by something other than the parser is checked by resolving it
   * (./plan-check.ts).
   */
  value?: string;
  /** Ranges (RANGE_KINDS), inclusive; either may be absent. */
  min?: number;
  max?: number;
  /** `text`: words every match must hold (a quoted phrase or a +word). */
  words?: string[];
  /**
   * How sure the parser is of this reading, 0..1: relaxation drops the least certain criterion
   * first (a typo correction, a capitalised word read as a place, an industry read from context).
   */
  confidence?: number;
  /** Set by the request's own filters (companies, schools): never relaxed. */
  fixed?: boolean;
  /** Other readings of the same words, tried by relaxation before it drops them ("SaaS": a skill, else an industry). */
  alternatives?: Criterion[];
}

/**
 * A plan's boolean tree over criteria (./plan.ts compiles and walks it). Declared beside Criterion,
 * its leaf, so that neither file imports the other.
 */
export type PlanNode = { all: PlanNode[] } | { any: PlanNode[] } | { not: PlanNode } | Criterion;

/**
 * A plan from what sessions and deep research jobs stored before plans: criteria that all hold and
 * keywords that were all required.
 */
export function legacyPlan(criteria: readonly Criterion[] = [], keywords: readonly string[] = []): PlanNode {
  const text: Criterion[] = keywords.length
    ? [
        {
          kind: "text",
          label: `Mentions ${keywords.join(", ")}`,
          tokens: [],
          words: [...keywords],
          from: keywords.join(" "),
        },
      ]
    : [];
  return { all: [...criteria, ...text] };
}

export interface ParsedQuery {
  query: string;
  /** The plan (./plan.ts): who matches, and the words that only rank. */
  where: PlanNode;
  /** Words the parser could not place: a ranking signal (bm25), never a filter. */
  prefer: string[];
  /**
   * The words of `prefer` no pass placed, not those the query only prefers ("nice to have: …"):
   * what the query said and the vocabulary could not read. The total counts them where the data
   * holds them (src/domain/search/answer.ts); absent: none.
   */
  unplaced?: string[];
  /** The leaves of `where` that are not excluded, in query order (what the query asks for). */
  criteria: Criterion[];
  /** Notes on how parts of the query were read (typo corrections, unresolved names, soft words). */
  notes: string[];
  /** Words that may be typos of vocabulary words, with their candidates (the planner checks them). */
  suggestions: Suggestion[];
  /** Names (companyNameKey) read where an employer's name goes that no company record has: the planner asks the index. */
  nameCandidates: string[];
}

export const VERDICTS = ["YES", "MAYBE", "NO"] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Evaluation {
  criterion: string;
  verdict: Verdict;
  reason: string;
}
