/**
 * Exclusions said in forms no other pass reads (issue 45, "never the opposite"): each is written as
 * the plain cue the later passes know, so its object is excluded, never required.
 *
 * - a slip in the cue itself ("exept", "witout", "exlcuding", "nto"): one keyboard slip (two letters
 *   swapped, one dropped or doubled: ../edit-distance.ts oneSlip) from an exclusion cue, in a word
 *   that is no vocabulary word nor a little word of its own, is that cue (a note says so). The
 *   vocabulary slips (./read-slips.ts) never look at cues, which are no criterion;
 * - a casual refusal: "nope to X", "nah to X" before its object, "X are a no", "X: no", "X: nope"
 *   after it, at a clause's bounds;
 * - "didn't work at / for / there": the past said with "did" is never worked there, a former
 *   employee excluded as well ("don't work at" stays the present);
 * - "with N years" at a clause's end, no unit of experience said: in a query for people it is their
 *   experience, a floor ("data engineers with 5 years").
 * No maintained source lists these forms: they are English usage, written once here.
 */
import { oneSlip } from "../edit-distance.ts";
import type { ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";

/** The exclusion cues a slip is looked for in (the words the later passes read). */
const CUES = [
  "except",
  "excepting",
  "excluding",
  "exclude",
  "excluded",
  "without",
  "not",
  "barring",
  "minus",
];
/**
 * English words one slip from a cue, never read as it ("excerpt" is one letter more than "except";
 * "note", "nots" and "knot" are words).
 */
const NEIGHBOURS = new Set([
  ...CUES,
  "excludes",
  "excepted",
  "excepts",
  "excerpt",
  "note",
  "nota",
  "nott",
  "knot",
  "snot",
  "minis",
  "mines",
]);

/** The cue a word is a slip of, or undefined. Short cues ("not") take only a swap of two letters. */
function slippedCue(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 3 || !/^[a-z]+$/.test(w) || NEIGHBOURS.has(w) || STOP_WORDS.has(w) || PHRASES.has(w))
    return undefined;
  return CUES.find(
    (cue) =>
      cue !== w &&
      // A slip keeps the first letter, or swaps the first two of a longer cue ("xecept").
      (cue[0] === w[0] || (cue.length > 3 && cue[0] === w[1] && cue[1] === w[0])) &&
      oneSlip(w, cue) &&
      (cue.length > 3 || (w.length === cue.length && w !== cue)),
  );
}

/**
 * "nope to X", "nah to X", "no thanks to X": X is excluded. The firmer refusals ("a hard no on X",
 * "X are a no-go", "X is a deal-breaker") are the hedges' (./read-hedges.ts).
 */
const REFUSAL_BEFORE = /(?<![\p{L}\p{N}])(?:nope|nah|no\s+thanks)\s+(?:to|on|for)\s+/giu;
/** A word of the refused object: "node.js" keeps its dot, a full stop ends the clause. */
const OBJECT_WORD = "[\\p{L}\\p{N}&+#-]+(?:\\.[\\p{L}\\p{N}]+)*";
/** "X are a no", "X is a nope", "X: no", "X: nah" at a clause's start and end: X is excluded. */
const REFUSAL_AFTER = new RegExp(
  `(^|[,;.!?(]\\s*)((?:${OBJECT_WORD}\\s+){0,3}?${OBJECT_WORD})(?:\\s+(?:are|is)\\s+(?:a\\s+)?(?:no|nope|nah)|\\s*:\\s*(?:no|nope|nah|no\\s+thanks))(?=\\s*(?:[,;.!?)]|$))`,
  "giu",
);

/** "didn't work at", "did not work for", "didn't ever work there": never worked there. */
const DID_NOT_WORK = /\b(?:didn['’]?t|did\s+not)\s+(?:ever\s+)?work(?=\s+(?:at|for|with|there|in)\b)/giu;

/** "with 5 years" before a clause's end (no "of experience", no "at / in" after): a floor of experience. */
const BARE_YEARS =
  /\bwith\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*(\+?)\s*(?:years?|yrs?)(?=\s*(?:[,;.!?)]|$))/giu;

/** Pass (text, first of the text passes): exclusions said in forms no other pass reads. */
export function readExclusionIdioms(state: ScanState): void {
  state.text = state.text.replace(/(?<![\p{L}\p{N}'’-])\p{L}+(?![\p{L}\p{N}'’-])/gu, (word) => {
    const cue = slippedCue(word);
    if (!cue) return word;
    state.notes.push(`read "${word}" as "${cue}"`);
    return cue;
  });
  state.text = state.text
    .replace(REFUSAL_BEFORE, " except ")
    .replace(REFUSAL_AFTER, (_m, start: string, what: string) => `${start} except ${what} ; `)
    .replace(DID_NOT_WORK, "never worked")
    .replace(BARE_YEARS, (_m, n: string) => `with at least ${n} years of experience`);
}
