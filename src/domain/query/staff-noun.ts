/**
 * "staff" is two words: the Staff rung ("staff engineers", "senior or staff", "staff-level") and the
 * people a place or company employs ("current staff there", "no Stripe staff", "hospital staff").
 * Read as the rung in the second sense, an exclusion of a company's people became an exclusion of
 * every Staff engineer, and an ask for them an ask for a level nobody meant. The rung is a word
 * before a role or in a list of rungs; anywhere else the word names people and adds no criterion.
 */
import type { Word } from "./parse-state.ts";
import { phraseAt, ROLE_MEANINGS } from "./phrase-meanings.ts";

const JOINERS = new Set(["or", "and", "&", "/", "to"]);
const isRungWord = (ws: readonly Word[], at: number) =>
  phraseAt(ws, at, 1).some((m) => m.kind === "level" || m.kind === "prefix");
/** A role, a rung or a level phrase of up to three words starts at `at` ("engineers", "data scientists", "level"). */
const roleOrRungAt = (ws: readonly Word[], at: number) =>
  [3, 2, 1].some((n) =>
    phraseAt(ws, at, n).some((m) => ROLE_MEANINGS.has(m.kind) || m.kind === "level" || m.kind === "prefix"),
  ) || ws[at]?.w === "level";

/** Whether "staff" at `i` names people, not the Staff rung. */
export function staffNamesPeople(ws: readonly Word[], i: number): boolean {
  const next = ws[i + 1];
  const prev = ws[i - 1];
  // Read by an earlier pass (a title in another language, an occupation): the rung before it.
  if (next?.used && !next.boundary) return false;
  if (next && !next.boundary) {
    if (roleOrRungAt(ws, i + 1)) return false;
    if (JOINERS.has(next.w) && isRungWord(ws, i + 2)) return false;
  }
  // The last of a list of rungs ("senior or staff", "senior, staff").
  if (prev && !(ws[i] as Word).boundary && JOINERS.has(prev.w) && isRungWord(ws, i - 2)) return false;
  if (prev && isRungWord(ws, i - 1)) return false;
  return true;
}
