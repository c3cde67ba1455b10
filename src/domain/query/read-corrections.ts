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
/**
 * Between fillers and pieces: a comma (spaces either side) or spaces alone, never both ways. The
 * old "\s*,?\s+" split a run of spaces many ways, and fillers with no marker after them backtracked
 * through every split (40 x "no must " took 12 s: test/domain/query-review-58.test.ts).
 */
const SEPARATOR = "(?:\\s*,\\s*|\\s+)";
/** Hesitations before a marker ("hmm no, make it", "err, I mean"): the marker's, never a negation. */
const FILLERS = `(?:hmm+|err+|erm|uhm*|umm*|oh|no)${SEPARATOR}`;
/** A whole marker between two values: pieces and the fillers between them. */
const MARKER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:or\\s+)?(?:${FILLERS})*${PIECE}(?:${SEPARATOR}(?:(?:um|uh|oh|no)\\s+)*${PIECE})*(?![\\p{L}\\p{N}])`,
  "giu",
);
/**
 * "swap Acme for Initech", "replace Python with Go": the first value is taken back for the second.
 * Case-sensitive verbs after a clause's start or a lower-case word: not "Swap" as a company's name.
 */
const SWAP =
  /\b(?:swap|switch|replace|exchange)\s+((?:(?!\s(?:for|with|by)\s)[^,;.!?]){1,40}?)\s+(?:for|with|by)\s+/gu;
/** "i mean not Bluefin, Minerva": the value taken back said again before the new one. */
const RESTATED = /\bi mean\s+not\s+[^,;.!?]{1,40}?\s*,\s*/gi;
/** "scratch UK, anywhere except ...": "scratch" before a value and a comma takes the value back. */
const SCRATCH_VALUE = /(?<!\bfrom\s)\bscratch\s+(?!that\b|this\b|it\b)[^,;.!?]{1,30}?\s*,/gi;
/** "make that Lisbon too", "actually Porto as well": a value added, not a correction. */
const ADDED = /\bi mean\s+((?:(?!\bi mean\b)[^,;.!?]){1,40}?)\s+(?:too|as\s+well|also)\b/gi;
/** "senior well staff": a bare "well" between two level words is a marker too (not "as well"). */
const BARE_WELL =
  /(?<![\p{L}\p{N}])(junior|mid(?:-level)?|senior|staff|principal|lead|manager|director|head|vp)\s+well\s+(?=(?:junior|mid|senior|staff|principal|lead|manager|director|head|vp)\b)/giu;

const NUMBER = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS)
  .filter((w) => w.length > 2)
  .join("|")})`;
const NUMBER_CORRECTED = new RegExp(`\\b${NUMBER}\\s+i mean\\s+(?=${NUMBER}\\b)`, "gi");
/** "in 2020 or later. actually 2022 or later": a number said again with the same words after it. */
const NUMBER_RESTATED = new RegExp(
  `\\b${NUMBER}((?:\\s*\\+)?(?:\\s+\\p{L}+){0,3}?)\\s*[,.;]?\\s*i mean\\s+(?=(?:${NUMBER})\\1(?![\\p{L}\\p{N}]))`,
  "giu",
);
const PREP = "(?:in|at|from|with|for|based\\s+in)";
const PREP_CARRIED = new RegExp(
  `\\b(${PREP})\\s+([^,;.!?|]{1,40}?)\\s*[,—–]?\\s+i mean\\s+(?!${PREP}\\b|anywhere\\b|somewhere\\b|not\\b|except\\b|no\\b)`,
  "gi",
);

/** Pass (text): markers to one form, numbers corrected, the preposition carried over. */
export function readCorrectionsText(state: ScanState) {
  let text = state.text
    .replace(SWAP, " $1 i mean ")
    .replace(SCRATCH_VALUE, " i mean ")
    .replace(BARE_WELL, "$1 i mean ")
    .replace(MARKER, " i mean ")
    .replace(/\bi mean\s*,\s*/g, "i mean ");
  text = text.replace(RESTATED, " i mean ").replace(ADDED, " or $1 ");
  text = text.replace(NUMBER_CORRECTED, " ").replace(NUMBER_RESTATED, " ");
  text = text.replace(PREP_CARRIED, (_m, prep: string, value: string) => `${prep} ${value} i mean ${prep} `);
  // A boundary before the marker: a name read after "at" never takes "i" in ("at Acme i mean").
  state.text = text.replace(/\s+i mean\s+/g, " , i mean ");
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

/** Negation words: the new value may be an exclusion ("in the UK, scratch UK, anywhere except the UK"). */
const NEGATING = new Set(["not", "no", "except", "excluding", "without", "outside", "but"]);

const freeBetween = (ws: readonly Word[], from: number, to: number, also?: ReadonlySet<string>) =>
  ws.slice(from, to).every((w) => !w.used && (BETWEEN.has(w.w) || also?.has(w.w)));

const labelOf = (it: Item) => ("kind" in it.node ? it.node.label : it.kind);

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
      .filter((it) => it.start >= i + 2 && freeBetween(ws, i + 2, it.start, NEGATING))
      .sort((x, y) => x.start - y.start)[0];
    if (!before || !after || !sameKind(before.kind, after.kind)) continue;
    // The words between are the retraction's, not a disjunction's ("amsterdam or i mean the netherlands").
    markUsed(ws, before.end, i);
    // What follows the marker is a clause of its own: an exclusion before it never reaches into it.
    (ws[i] as Word).clause = true;
    const label = labelOf(before);
    // "not QA engineers, I meant ...", "instead of London, make it ...": the value taken back was
    // said as an exclusion, and stays one; a value said plainly is dropped.
    const excluded = NEGATING.has(ws[before.start - 1]?.w ?? "") || ws[before.start - 1]?.w === "of";
    // The same value said earlier ("in London... instead of London") is taken back with it.
    state.items = state.items.filter((it) =>
      it === before ? excluded : !(it.end <= before.start && !it.negated && labelOf(it) === label),
    );
    state.notes.push(`"${label}" was corrected by what follows it: not applied`);
  }
}
