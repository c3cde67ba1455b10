/**
 * The query plan: who matches, as a small boolean tree over criteria, and the words that only rank.
 *
 *   { "where": { "all": [ <criterion>, { "not": <criterion> }, { "any": [<criterion>, <criterion>] } ] },
 *     "prefer": ["charterholders"] }
 *
 * A leaf is a Criterion (./criteria.ts): facet tokens a person holds any of, a number range
 * (years of experience, graduation year, company size) or words that must appear (a quoted phrase,
 * a +word). `all` / `any` / `not` combine them. The rule parser (./parse.ts) writes it, a plan
 * written elsewhere (an LLM, issue 29) is checked by ./plan-check.ts, and both engines execute the
 * same expression compiled from it here (FacetExpr: FTS5 MATCH with AND/OR/NOT on SQLite, array
 * conditions on PostgreSQL). Plain JSON all the way: sessions store it, explain prints it.
 */

import { COMPANY_SIZE_BANDS, facet, GRADUATION_YEARS, MAX_YEARS_TOKEN } from "../search/facets.ts";
import type { FacetExpr } from "../storage/index.ts";
import type { Criterion, PlanNode } from "./criteria.ts";

export type { PlanNode };

export interface QueryPlan {
  where: PlanNode;
  /** Words the parser could not place: they order the matches (bm25), they never exclude anyone. */
  prefer: string[];
}

export const isLeaf = (node: PlanNode): node is Criterion => "kind" in node;

/** The conjuncts of a plan: what must all hold (the root's children when it is an `all`). */
export function conjuncts(node: PlanNode): PlanNode[] {
  return "all" in node ? node.all : [node];
}

/** The plan no one matches: none of no alternatives (both engines answer it with no one). */
export const NO_ONE: PlanNode = { any: [] };
/** The note a query gets when something was said and nothing of it could be read (its plan is NO_ONE). */
export const NOTHING_READ = "nothing in the query could be read: no one matches";

/** `all` of nodes, nested `all`s flattened; one node stands for itself inside a larger tree. */
export function allOf(nodes: readonly PlanNode[]): { all: PlanNode[] } {
  return { all: nodes.flatMap((n) => ("all" in n ? n.all : [n])) };
}

/** The leaves of a tree, each with whether it sits under a `not` (an exclusion). */
export function leavesOf(node: PlanNode, negated = false): { criterion: Criterion; negated: boolean }[] {
  if (isLeaf(node)) return [{ criterion: node, negated }];
  if ("not" in node) return leavesOf(node.not, !negated);
  return ("all" in node ? node.all : node.any).flatMap((n) => leavesOf(n, negated));
}

const tokens = (list: readonly string[]): FacetExpr => ({ tokens: list });

/** The condition one criterion stands for. */
export function leafExpr(c: Criterion): FacetExpr {
  switch (c.kind) {
    case "text":
      return { words: c.words ?? [] };
    case "years": {
      const parts: FacetExpr[] = [];
      const min = Math.min(c.min ?? 0, MAX_YEARS_TOKEN);
      if (min > 0) parts.push(tokens([facet.yearsAtLeast(min)]));
      if (c.max !== undefined) {
        // Fewer than max + 1 years, among people whose experience is known.
        parts.push(tokens([facet.yearsAtLeast(0)]));
        if (c.max + 1 <= MAX_YEARS_TOKEN) parts.push({ not: tokens([facet.yearsAtLeast(c.max + 1)]) });
      }
      return { all: parts };
    }
    case "graduation_year": {
      const from = Math.max(c.min ?? GRADUATION_YEARS[0], GRADUATION_YEARS[0]);
      const to = Math.min(c.max ?? GRADUATION_YEARS[1], GRADUATION_YEARS[1]);
      const years: string[] = [];
      for (let y = from; y <= to; y++) years.push(facet.graduationYear(y));
      return tokens(years);
    }
    case "company_size": {
      // A band is in the range when its middle is (bands are coarse: "under 50" is 1-10 and 11-50).
      const min = c.min ?? 0;
      const max = c.max ?? Number.POSITIVE_INFINITY;
      const bands = COMPANY_SIZE_BANDS.filter(([lo, hi]) => {
        const middle = Number.isFinite(hi) ? Math.sqrt(lo * hi) : lo * 1.5;
        return middle >= min && middle <= max;
      });
      return tokens(bands.map(([lo]) => facet.companySize(lo)));
    }
    default:
      return tokens(c.tokens);
  }
}

/** The expression both engines execute for a plan tree. */
export function compilePlan(node: PlanNode): FacetExpr {
  if (isLeaf(node)) return leafExpr(node);
  if ("not" in node) return { not: compilePlan(node.not) };
  if ("all" in node) {
    const parts = node.all.map(compilePlan).flatMap((e) => ("all" in e ? e.all : [e]));
    return parts.length === 1 ? (parts[0] as FacetExpr) : { all: parts };
  }
  const parts = node.any.map(compilePlan).flatMap((e) => ("any" in e ? e.any : [e]));
  return parts.length === 1 ? (parts[0] as FacetExpr) : { any: parts };
}

/** Whether a person with these facet tokens (and whose text holds these words) matches. */
export function holds(
  expr: FacetExpr,
  held: ReadonlySet<string>,
  hasWord: (word: string) => boolean,
): boolean {
  if ("tokens" in expr) return expr.tokens.some((t) => held.has(t));
  if ("words" in expr) return expr.words.every(hasWord);
  if ("not" in expr) return !holds(expr.not, held, hasWord);
  if ("all" in expr) return expr.all.every((e) => holds(e, held, hasWord));
  return expr.any.some((e) => holds(e, held, hasWord));
}

/** A tree in words: "Job title Data Scientist AND NOT Located in Canada AND (A OR B)". */
export function describePlan(node: PlanNode, nested = false): string {
  if (isLeaf(node)) return node.label;
  if ("not" in node) return `NOT ${describePlan(node.not, true)}`;
  const list = "all" in node ? node.all : node.any;
  if (list.length === 0) return "all" in node ? "everyone" : "no one";
  const text = list.map((n) => describePlan(n, true)).join("all" in node ? " AND " : " OR ");
  return nested && list.length > 1 ? `(${text})` : text;
}

/** The plan as JSON for explain and for a planner's schema: leaves without their facet tokens. */
export function planJson(node: PlanNode): unknown {
  if (isLeaf(node)) {
    const { kind, value, min, max, words, label } = node;
    return { kind, ...(value === undefined ? {} : { value }), min, max, words, label };
  }
  if ("not" in node) return { not: planJson(node.not) };
  if ("all" in node) return { all: node.all.map(planJson) };
  return { any: node.any.map(planJson) };
}
