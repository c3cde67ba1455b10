/**
 * An exclusion cue before a span a text pass took out whole (issue 45, never the opposite): "just
 * not anyone who's been in their current job less than 3 years", "not anyone with under two years
 * at the company". The pass that read the span pushed its criterion as asked for; the cue stayed in
 * the text with nothing after it to govern, so the guard dropped the cue and the criterion was
 * applied: the opposite of the ask. After the text passes, a time criterion (tenure, years) whose
 * words follow such a cue in the query is excluded instead, whichever pass read it.
 */
import type { Criterion } from "./criteria.ts";
import { exclusionCueBefore } from "./cue-before.ts";
import type { ScanState } from "./parse-state.ts";

const TIME_KINDS = new Set<Criterion["kind"]>(["tenure", "years"]);

/** Pass (after the text passes): time criteria said under an exclusion cue are excluded. */
export function excludeCuedTimes(state: ScanState) {
  // The query, and the text as an idiom rephrased it: "under their belt" became "of experience".
  const texts = [state.query, state.rephrased].filter((t): t is string => t !== undefined);
  const cued = (said: string) =>
    texts.some((text) => {
      const at = said ? text.toLowerCase().indexOf(said) : -1;
      return at >= 0 && exclusionCueBefore(text, at) !== undefined;
    });
  state.loose = state.loose.map((node) => {
    if (!("kind" in node) || !TIME_KINDS.has(node.kind)) return node;
    if (!cued(node.from.trim().toLowerCase())) return node;
    state.notes.push(`"${node.from.trim()}": said after an exclusion, excluded`);
    return { not: node };
  });
}
