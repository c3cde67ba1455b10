/**
 * The pass over what no other pass placed: those words become soft words (they rank matches and
 * filter nothing) and, one small edit from a vocabulary word, typo suggestions the planner checks
 * (./typos.ts). A run of capitalised unknown words is a name and is never corrected.
 */
import type { ScanState, Word } from "./parse-state.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { typoCandidates } from "./typos.ts";

const capitalised = (w: Word | undefined) => w !== undefined && /^\p{Lu}/u.test(w.raw);
/**
 * A Latin letter alone (an initial, the "O" of "O'Brien" split at its apostrophe, the "b" of a
 * broken "NEAR(a b)") is no word to search for: nearly every profile holds one somewhere, so as a
 * soft word it let a query match most people.
 */
const LETTER = /^[a-z]$/;

/** Pass: soft words and typo suggestions from the words nothing placed. */
export function readLeftovers(state: ScanState) {
  const ws = state.words;
  const open = (k: number) => {
    const w = ws[k];
    return w !== undefined && !w.used && !STOP_WORDS.has(w.w);
  };
  const soft = new Set<string>();
  const letters = new Set<string>();
  ws.forEach((w, k) => {
    if (w.used || STOP_WORDS.has(w.w) || /^\d+$/.test(w.w)) return;
    if (LETTER.test(w.w)) {
      letters.add(w.w);
      return;
    }
    soft.add(w.f);
    // A run of capitalised unknown words is a name: never corrected.
    const inName =
      capitalised(w) && ((open(k - 1) && capitalised(ws[k - 1])) || (open(k + 1) && capitalised(ws[k + 1])));
    if (inName || w.corrected) return;
    const candidates = typoCandidates(w.w);
    if (candidates.length && !state.suggestions.some((s) => s.word === w.f))
      state.suggestions.push({ word: w.f, candidates });
  });
  for (const w of ws) if (w.corrected && w.used) state.notes.push(`read "${w.corrected}" as "${w.f}"`);
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
