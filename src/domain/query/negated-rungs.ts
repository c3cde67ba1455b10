/**
 * An excluded rung above Senior ("excluding staff or principal", "save those at the level of
 * principal"). "Staff" and "Principal" are read as the Senior level or the rung's own word
 * (./meaning-criteria.ts prefixReading), which asked for is wide on purpose; excluded, that
 * disjunction would exclude every senior person, the very level "senior engineers, excluding staff"
 * asks for. Excluded, the rung is its own word only: the people whose title says it.
 */
import { facet } from "../search/facets.ts";
import type { ScanState } from "./parse-state.ts";
import { isLeaf } from "./plan.ts";
import { IC_TOP_RUNGS } from "./query-vocabulary.ts";

const RUNG_TOKENS = new Set<string>(IC_TOP_RUNGS.map((rung) => facet.prefix(rung)));

/** Pass (after the negations): an excluded Staff / Principal excludes that rung, not all seniors. */
export function narrowExcludedRungs(state: ScanState): void {
  for (const item of state.items) {
    const node = item.node;
    if (!item.negated || !isLeaf(node) || node.kind !== "level") continue;
    const rungs = node.tokens.filter((t) => RUNG_TOKENS.has(t));
    if (rungs.length > 0 && rungs.length < node.tokens.length) item.node = { ...node, tokens: rungs };
  }
}
