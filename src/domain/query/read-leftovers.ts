/**
 * The pass over what no other pass placed: those words become soft words (they rank matches and
 * filter nothing); they and the words read only as text are where typing slips are looked for
 * (./read-slips.ts).
 */
import type { ScanState } from "./parse-state.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { suggestSlips } from "./read-slips.ts";

/**
 * A Latin letter alone (an initial, the "O" of "O'Brien" split at its apostrophe, the "b" of a
 * broken "NEAR(a b)") is no word to search for: nearly every profile holds one somewhere, so as a
 * soft word it let a query match most people.
 */
const LETTER = /^[a-z]$/;

/** Pass: soft words and typo suggestions from the words nothing placed. */
export function readLeftovers(state: ScanState) {
  const ws = state.words;
  const soft = new Set<string>();
  const letters = new Set<string>();
  ws.forEach((w) => {
    if (w.used || STOP_WORDS.has(w.w) || /^\d+$/.test(w.w)) return;
    if (LETTER.test(w.w)) {
      letters.add(w.w);
      return;
    }
    soft.add(w.f);
  });
  suggestSlips(state);
  if (letters.size)
    state.notes.push(
      `left out: ${[...letters].map((l) => `"${l}"`).join(", ")} (a letter alone is no word to search for)`,
    );
  if (soft.size)
    state.notes.push(
      `not understood: ${[...soft].map((p) => `"${p}"`).join(", ")} (ranks results, filters nothing)`,
    );
  // What the query only prefers ranks the same way (./read-ad.ts noted it).
  state.prefer = [...new Set([...soft, ...state.soft])];
}
