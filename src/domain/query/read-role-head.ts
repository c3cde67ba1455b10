/**
 * A role noun's own modifiers: in "QA automation engineers", "data platform engineers" the head
 * noun ("engineers") is the named family's head, with the words between it and the family word
 * qualifying the role. Read alone, the head noun is a second, wider role (the engineering
 * department) that admits every other family (SREs, data engineers) as an alternative. So a bare
 * head noun a few unread words after a role is that role's, not a role of its own; the words between
 * only rank (issue 45, round 6 class 6).
 */
import { AND_WORDS, OR_WORDS } from "./marker-words.ts";
import type { Item, ScanState, Word } from "./parse-state.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";

/** Head nouns that, alone, read as a department rather than a family. */
const HEADS = new Set(["engineer", "developer", "programmer", "specialist", "tester"]);
/** How many qualifying words may stand between the family word and its head. */
const MODIFIERS = 2;

const qualifier = (w: Word) =>
  !w.used && !w.boundary && !w.slash && !OR_WORDS.has(w.w) && !AND_WORDS.has(w.w) && !STOP_WORDS.has(w.w);

/** Pass (after the phrases): a bare head noun after a role and its qualifiers is that role's. */
export function readRoleHeads(state: ScanState) {
  const ws = state.words;
  const sorted = [...state.items].sort((a, b) => a.start - b.start);
  const dropped = new Set<Item>();
  for (let n = 1; n < sorted.length; n++) {
    const [role, head] = [sorted[n - 1] as Item, sorted[n] as Item];
    if (role.kind !== "role" || head.kind !== "department" || head.end - head.start !== 1) continue;
    if (!HEADS.has((ws[head.start] as Word).w) || (ws[head.start] as Word).boundary) continue;
    const between = ws.slice(role.end, head.start);
    if (between.length === 0 || between.length > MODIFIERS || !between.every(qualifier)) continue;
    dropped.add(head);
    state.notes.push(
      `"${(ws[head.start] as Word).f}" read as the head of "${ws
        .slice(role.start, head.end)
        .map((w) => w.f)
        .join(" ")}", not a role of its own`,
    );
  }
  if (dropped.size) state.items = state.items.filter((it) => !dropped.has(it));
}
