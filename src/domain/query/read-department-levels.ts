/**
 * A department named right before a level word ("sales leadership", "marketing ICs", "design
 * execs", "finance juniors") names the people at that level in that department: one item of both,
 * as a department's leader title already is ("Sales Manager"). Read as two items, an exclusion
 * reached only the department: "no sales leadership" asked for leaders outside sales, the opposite
 * of what was said (round 17 of first sight, #31). After a negation the pair is one item, so it
 * leaves out NOT (sales AND leaders); asked for, the two items hold together as they did.
 */
import { NEGATIONS } from "./marker-words.ts";
import { type Item, markerAt, type ScanState, type Word } from "./parse-state.ts";

/** Words between a negation and what it excludes ("no sales leadership", "not the design execs"). */
const BETWEEN = new Set(["the", "any", "a", "an", "our", "their"]);

/** Whether a negation ends right before word `at` (past the words of BETWEEN). */
function negatedAt(ws: readonly Word[], at: number): boolean {
  let k = at;
  while (k > 0 && BETWEEN.has((ws[k - 1] as Word).w) && !(ws[k] as Word | undefined)?.boundary) k--;
  return NEGATIONS.some((m) => m.length <= k && markerAt(ws, k - m.length, [m]) !== undefined);
}

/** A list of rungs goes on after the level ("finance directors or VPs", "leaders (heads or directors)"). */
const listGoesOn = (ws: readonly Word[], at: number) => {
  const next = ws[at];
  return next !== undefined && (next.slash || next.opens || next.dash || next.w === "or" || next.w === "and");
};

const isCriterion = (it: Item, kind: string) => "kind" in it.node && it.node.kind === kind;

/** Pass (words, after every item is placed, before negations): department + level as one item. */
export function readDepartmentLevels(state: ScanState): void {
  const ws = state.words;
  const sorted = [...state.items].sort((a, b) => a.start - b.start);
  for (let n = 0; n + 1 < sorted.length; n++) {
    const department = sorted[n] as Item;
    const level = sorted[n + 1] as Item;
    if (!isCriterion(department, "department") || !isCriterion(level, "level")) continue;
    if (level.start !== department.end || ws[level.start]?.boundary) continue;
    if (department.negated || level.negated || department.group !== level.group || level.both) continue;
    // Only where a negation reaches the pair: asked for, the two items already hold together, and
    // a list of rungs after them reads each rung with the department (./read-rung-lists.ts).
    if (!negatedAt(ws, department.start) || listGoesOn(ws, level.end)) continue;
    state.items = state.items.filter((it) => it !== level);
    department.node = { all: [department.node, level.node] };
    department.end = level.end;
    n++;
  }
}
