/**
 * An exclusion's scope after a move (issue 45, round 13): in a sentence about a move between
 * employers ("moved to Orbital Freight from another company", "who came over to Acme", "hired in",
 * "switched jobs"), "but not from <Company>" excludes where the move started, the earlier employer,
 * not the current one ("not from Papaya Pay" was read as "not at Papaya Pay now", and the people
 * who came from Papaya Pay, the ones excluded, filled the first page). Rewritten as "not formerly
 * at <Company>", which the later passes read as an excluded earlier employer.
 *
 * Only a name the company lexicon knows is rewritten ("not from London" is a place, not a move's
 * start), and only when the text holds a move cue.
 */
import { companyNameKey } from "../keys.ts";
import type { ScanState } from "./parse-state.ts";

/** A company record's name, or an employer name the index holds (no record needed). */
export const knownEmployer = (state: ScanState, name: string) =>
  state.context.companies.resolve(name) !== null ||
  (state.context.employerNames?.has(companyNameKey(name)) ?? false);

const MOVE =
  /\b(?:moved|moving|switched|switching|came|coming|come|joined|joining|hired|brought|jumped|changed\s+(?:jobs|employers?|companies)|transferred|went|gone|left)\b/i;
/** "(but) not from X", "not coming from X", "not out of X", "not via X": up to four capitalised words. */
const NOT_FROM =
  /\b(not|never|nobody|no\s+one)\s+(?:(?:coming|moving|who\s+came|who\s+moved|that\s+came|ones?\s+who\s+came)\s+)?(?:from|out\s+of|via)\s+((?:[\p{Lu}\d&][\p{L}\d&.'’-]*\s*){1,4})/gu;

/** Pass (text, before the career shape): "not from <Company>" after a move is the earlier employer. */
export function readMoveExclusions(state: ScanState): void {
  if (!MOVE.test(state.text)) return;
  state.text = state.text.replace(NOT_FROM, (whole, cue: string, said: string) => {
    const names = said.trim().split(/\s+/);
    for (let n = names.length; n > 0; n--) {
      const name = names
        .slice(0, n)
        .join(" ")
        .replace(/[.,;:'’]+$/u, "");
      if (!knownEmployer(state, name)) continue;
      const rest = said.trim().slice(names.slice(0, n).join(" ").length);
      const negation = /^not|never$/i.test(cue) ? "not" : cue;
      return `${negation} formerly at ${name}${rest} `;
    }
    return whole;
  });
}
