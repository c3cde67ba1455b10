/** What a query asks for, as criteria a person can be checked against. */

export type CriterionKind =
  | "role"
  | "level"
  | "title_prefix"
  | "department"
  | "location"
  | "current_company"
  | "past_company"
  | "company"
  | "school"
  | "degree"
  | "skill"
  | "years"
  | "decision_maker"
  | "industry";

export interface Criterion {
  kind: CriterionKind;
  /** Human wording, as shown in explain and in match_data.matched_criteria. */
  label: string;
  /** Facet tokens: a person meets the criterion when they hold any of them. */
  tokens: string[];
  /** Words of the query this criterion came from. */
  from: string;
}

export interface ParsedQuery {
  query: string;
  criteria: Criterion[];
  /** Words left over, searched as text (bm25), never as FTS syntax. */
  keywords: string[];
  /** Notes on how parts of the query were read (typo corrections, unresolved company names). */
  notes: string[];
}

export const VERDICTS = ["YES", "MAYBE", "NO"] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Evaluation {
  criterion: string;
  verdict: Verdict;
  reason: string;
}
