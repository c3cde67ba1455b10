/**
 * Spoken self-corrections, as a speech-to-text box writes them: "designers in oslo no sorry bergen",
 * "analysts in italy i mean greece", "accountants at Hooli scratch that at Initech", "junior well
 * actually mid-level", "four no wait six years". The value after the marker replaces the value of
 * the same kind before it; read positively, the retracted value would answer what the speaker took
 * back.
 *
 * - text (before polarity): every marker sequence is brought to one form, " i mean " (so the "no" of
 *   "no sorry" is never read as a negation), a number corrected by a number keeps the second, and
 *   the preposition that governed the retracted value is given to its replacement ("in the us i
 *   mean the uk": "the uk" is read as a place as "in the uk" is);
 * - words (after the phrases and names, before the operators): the item just before the marker is
 *   dropped when the item just after it is of the same kind; otherwise nothing is dropped and the
 *   marker only ranks nothing.
 */
import { NUMBER_WORDS } from "./number-words.ts";
import { type Item, markUsed, type ScanState, type Word } from "./parse-state.ts";

/** A marker's pieces; a sequence of them is one marker ("no sorry i mean", "well actually"). */
const PIECE =
  "(?:no\\s+sorry|sorry\\s+no|sorry|i\\s+mean[t]?|no\\s+wait|wait\\s+no|oh\\s+wait(?:\\s+no)?|scratch\\s+that|strike\\s+that|no\\s+actually|actually|or\\s+rather|rather(?!\\s+than)|make\\s+(?:it|that)|(?<!\\bas\\s)well(?=\\s+(?:actually|i\\s+mean|sorry|no\\s+wait|make\\s+it|make\\s+that|rather)\\b)|my\\s+bad|correction)";
/** A whole marker between two values: pieces and the fillers between them. */
const MARKER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:or\\s+)?${PIECE}(?:\\s*,?\\s*(?:(?:um|uh|oh|no)\\s+)*${PIECE})*(?![\\p{L}\\p{N}])`,
  "giu",
);
/** "senior well staff": a bare "well" between two level words is a marker too (not "as well"). */
const BARE_WELL =
  /(?<![\p{L}\p{N}])(junior|mid(?:-level)?|senior|staff|principal|lead|manager|director|head|vp)\s+well\s+(?=(?:junior|mid|senior|staff|principal|lead|manager|director|head|vp)\b)/giu;

const NUMBER = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS)
  .filter((w) => w.length > 2)
  .join("|")})`;
const NUMBER_CORRECTED = new RegExp(`\\b${NUMBER}\\s+i mean\\s+(?=${NUMBER}\\b)`, "gi");
const PREP = "(?:in|at|from|with|for|based\\s+in)";
const PREP_CARRIED = new RegExp(
  `\\b(${PREP})\\s+([^,;.!?|]{1,40}?)\\s+i mean\\s+(?!${PREP}\\b|anywhere\\b|somewhere\\b)`,
  "gi",
);

/** Pass (text): markers to one form, numbers corrected, the preposition carried over. */
export function readCorrectionsText(state: ScanState) {
  let text = state.text.replace(BARE_WELL, "$1 i mean ").replace(MARKER, " i mean ");
  text = text.replace(NUMBER_CORRECTED, " ");
  text = text.replace(PREP_CARRIED, (_m, prep: string, value: string) => `${prep} ${value} i mean ${prep} `);
  state.text = text;
}

/** Words that may stand between a value and the marker, or the marker and the new value. */
const BETWEEN = new Set([
  "in",
  "at",
  "the",
  "a",
  "an",
  "from",
  "with",
  "for",
  "um",
  "uh",
  "like",
  "anywhere",
  "somewhere",
  "or",
  "based",
]);

/** The kind corrections compare (a title and a department are one kind; a level and a title's level word). */
function sameKind(a: Item["kind"], b: Item["kind"]): boolean {
  const kindOf = (k: Item["kind"]) =>
    k === "role" || k === "department"
      ? "role"
      : k === "level" || k === "title_prefix"
        ? "level"
        : k === "current_company" || k === "past_company" || k === "company"
          ? "company"
          : k;
  return kindOf(a) === kindOf(b);
}

const freeBetween = (ws: readonly Word[], from: number, to: number) =>
  ws.slice(from, to).every((w) => !w.used && BETWEEN.has(w.w));

/** Pass (words, before the operators): the value a correction takes back is not applied. */
export function readCorrections(state: ScanState) {
  const ws = state.words;
  for (let i = 0; i + 1 < ws.length; i++) {
    const [a, b] = [ws[i] as Word, ws[i + 1] as Word];
    if (a.used || b.used || a.w !== "i" || b.w !== "mean") continue;
    markUsed(ws, i, i + 2);
    const before = state.items
      .filter((it) => it.end <= i && freeBetween(ws, it.end, i))
      .sort((x, y) => y.end - x.end)[0];
    const after = state.items
      .filter((it) => it.start >= i + 2 && freeBetween(ws, i + 2, it.start))
      .sort((x, y) => x.start - y.start)[0];
    if (!before || !after || !sameKind(before.kind, after.kind)) continue;
    // The words between are the retraction's, not a disjunction's ("amsterdam or i mean the netherlands").
    markUsed(ws, before.end, after.start);
    state.items = state.items.filter((it) => it !== before);
    const label = "kind" in before.node ? before.node.label : before.kind;
    state.notes.push(`"${label}" was corrected by what follows it: not applied`);
  }
}
