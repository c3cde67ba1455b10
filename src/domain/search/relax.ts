/**
 * Relaxation: a plan that matches no one is answered by a wider plan, one step at a time, and the
 * answer says what was relaxed. Words the parser could not place never filter in the first place
 * (they rank: ./search.ts), so the steps are over criteria: the least certain one is dropped first
 * (a typo correction, a capitalised word read as a place, an industry read from context, then by
 * kind from the most specific: skills, ranges, industries... before places and titles). Never
 * dropped: exclusions (dropping "not in Canada" would answer the opposite), quoted or +words, the
 * request's own filters, and the last criterion (a query reduced to nothing is no answer).
 */

import { KIND_ORDER } from "../query/assemble.ts";
import type { Criterion } from "../query/criteria.ts";
import { allOf, conjuncts, describePlan, leavesOf, type PlanNode } from "../query/plan.ts";

const DEFAULT_CONFIDENCE = 0.8;

function relaxable(node: PlanNode): boolean {
  if ("not" in node) return false;
  return leavesOf(node).every((l) => !l.negated && !l.criterion.fixed && l.criterion.kind !== "text");
}

const confidenceOf = (node: PlanNode) =>
  Math.min(...leavesOf(node).map((l) => l.criterion.confidence ?? DEFAULT_CONFIDENCE));
const kindRank = (node: PlanNode) => KIND_ORDER.indexOf(leavesOf(node)[0]?.criterion.kind ?? "text");

export interface Relaxation {
  where: PlanNode;
  /** The criteria the step dropped. */
  dropped: Criterion[];
  note: string;
}

/** The next step of relaxation, or null when nothing more may be dropped. */
export function relaxOnce(where: PlanNode): Relaxation | null {
  const parts = conjuncts(where);
  const positive = parts.filter((p) => !("not" in p));
  if (positive.length < 2) return null;
  const candidates = parts.filter(relaxable);
  if (!candidates.length) return null;
  // Least certain first; among equals the most specific kind (the last in KIND_ORDER).
  const drop = [...candidates].sort(
    (a, b) => confidenceOf(a) - confidenceOf(b) || kindRank(b) - kindRank(a),
  )[0] as PlanNode;
  return {
    where: allOf(parts.filter((p) => p !== drop)),
    dropped: leavesOf(drop).map((l) => l.criterion),
    note: `no one matches every criterion: relaxed "${describePlan(drop)}" (answered without it)`,
  };
}
