/**
 * The phrases of one earlier job are one item (issue 45, review r65): after "former principal
 * engineers" the phrase pass reads the rung and the role apart ("Previously at level Senior
 * (Principal)", "Previously worked as Engineering"), which asked together is the same, but under a
 * negation excluded every earlier engineer and every earlier senior anything ("analysts but not
 * former principal engineers" left out an ex-principal designer). Joined, a negation excludes the
 * earlier job as a whole, as it does for one phrase ("no former VPs of sales").
 */
import type { Item, ScanState } from "./parse-state.ts";
import type { PlanNode } from "./plan.ts";

const partsOf = (node: PlanNode): PlanNode[] => ("all" in node ? node.all : [node]);

/** Pass (items, after the phrases, before the negations): items of one past cue's span joined. */
export function joinPastSpans(state: ScanState): void {
  const first = new Map<number, Item>();
  state.items = state.items.filter((item) => {
    const cue = state.words[item.start]?.pastCue;
    if (cue === undefined || item.negated) return true;
    const held = first.get(cue);
    if (!held) {
      first.set(cue, item);
      return true;
    }
    held.node = { all: [...partsOf(held.node), ...partsOf(item.node)] };
    held.start = Math.min(held.start, item.start);
    held.end = Math.max(held.end, item.end);
    return false;
  });
}
