/**
 * A condition both required and excluded ("any city except Berlin (we have too many Berliners
 * already)" read Berlin from the aside as well as from the exclusion): no one can hold both, and
 * the plan would answer with whatever relaxation finds. The exclusion is the one said as a
 * condition (a cue scoped over it); the requirement came from a mention. The required copy is
 * dropped with a note, so the plan asks what was excluded never.
 */
import type { Criterion } from "./criteria.ts";
import { allOf, conjuncts, isLeaf, type PlanNode } from "./plan.ts";

const key = (c: Criterion) => `${c.kind}\u0000${[...c.tokens].sort().join(" ")}\u0000${c.min}-${c.max}`;

/** The plan without a required conjunct that an excluded conjunct also names. */
export function dropContradictions(where: PlanNode, notes: string[]): PlanNode {
  const parts = conjuncts(where);
  const excluded = new Set<string>();
  for (const p of parts) if ("not" in p && isLeaf(p.not) && p.not.tokens.length) excluded.add(key(p.not));
  if (!excluded.size) return where;
  const kept = parts.filter((p) => {
    if (!isLeaf(p) || !excluded.has(key(p))) return true;
    notes.push(`"${p.label}" is also excluded: the exclusion holds, the requirement is dropped`);
    return false;
  });
  return kept.length === parts.length ? where : allOf(kept);
}
