/**
 * Titles said in English that the English vocabulary does not place ("chefs", "an electrician",
 * "civil engineers", "office managers"), read the way a stored job with that title is indexed: the
 * facet builder (src/domain/search/facets.ts) gives such a job no family or department, only the
 * ESCO occupation its title links to (occ0, src/domain/occupations/jobs.ts). So the words become a
 * role criterion on that occupation, before the phrase scan reads a generic head word of them
 * ("engineers": the software department; "managers": every manager). Documented in docs/search.md,
 * "Titles in English outside the vocabulary".
 *
 * A span is read only when it is, in English, one of ESCO's titles as written: the linker links its
 * singular at the score a stored job's link needs, the label it matched holds every word, and the
 * last word is that label's head noun. Ordinary words ESCO also uses as titles are kept off (review
 * r64, test/review/r64-english-occupations.test.ts) by their place: no unread content word, modal
 * or preposition of work before the span in its clause ("message brokers", "who write drivers",
 * "work on garbage collectors"); and a single word only where no longer phrase of the vocabulary
 * covers it ("decision makers", "the Cook Islands") and neither the phrase table nor the title
 * vocabulary gives it a meaning ("engineer", "analyst", "lead", "support"); EVERYDAY_WORDS lists
 * the few left whose everyday sense is the common one.
 */
import { linkTitle, type Occupation, occupations } from "../occupations/index.ts";
import { MIN_JOB_LINK_SCORE } from "../occupations/jobs.ts";
import { facet } from "../search/facets.ts";
import { classifyTitle } from "./classify-title.ts";
import type { Criterion } from "./criteria.ts";
import { describingPlace } from "./describing-words.ts";
import { groupMember } from "./occupation-english.ts";
import { addItem, type ScanState, type Word } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { longestPhraseSoFar } from "./phrase-table.ts";
import { kindOf, labelIsWord, namesItself } from "./plain-title.ts";
import { LEVEL_WORDS, PREFIX_WORDS, STOP_WORDS } from "./query-vocabulary.ts";
import { labelHolds } from "./read-occupations.ts";
import { pastTitleStarts } from "./read-past-titles.ts";
import { words } from "./text.ts";
import { TITLE_LEXICON } from "./title-vocabulary.ts";

/** The most words an English title is read over ("primary school teachers", "heavy truck drivers"). */
const MAX_SPAN = 4;
/**
 * How far under the best link an occupation whose label is a kind of the title asked ("hospital
 * pharmacist" for "pharmacists") is still read as it: a stored job links only its own best concept,
 * so "pharmacists" finds the "Hospital Pharmacist" only through it. 0.1 holds the specialised kinds
 * the linker ranks beside the plain title (pharmacist: specialist, industrial, hospital; psychologist:
 * educational, clinical) and leaves out those it ranks well under (head chef at 0.29 under chef,
 * community social worker at 0.26 under social worker). Kinds of work on animals or plants are no
 * kinds (veterinary nurse, tree surgeon: ./plain-title.ts).
 */
const NEAR_TIE = 0.1;
/** The most occupations one title is read as: a short token list the facet index answers through its index. */
const MAX_OCCUPATIONS = 8;
/** How many of the occupations a criterion's label names. */
const SHOWN = 3;
/** The most candidates the linker is asked for, to find the near ties among. */
const CANDIDATES = 15;

/**
 * English words that are titles in ESCO's labels but, alone in a query, mostly say something else:
 * a thing ("model", "guide", "system", "driver" of a device), a business relation ("agent",
 * "partner", "host", "broker"), a part of software ("producer", "collector", "runner"), a pilot
 * project, a team's member or player, a stage of a career or a company ("past the junior stage",
 * "early-stage"; ESCO's "stage manager" is theatre's). Said with a modifier ESCO's title holds ("tour guides",
 * "truck drivers", "travel agents", "airline pilots") they are read.
 */
const EVERYDAY_WORDS = new Set(
  "model agent driver guide partner host runner broker producer collector system pilot player member stage".split(
    " ",
  ),
);

/** Words of the English title vocabulary's titles ("analyst", "officer", "counsel"): generic heads it reads itself. */
let vocabularyWords: Set<string> | null = null;
function isVocabularyWord(w: string): boolean {
  if (!vocabularyWords) {
    vocabularyWords = new Set();
    for (const key of TITLE_LEXICON.keys()) for (const x of key.split(" ")) vocabularyWords.add(x);
  }
  return vocabularyWords.has(w);
}

/** An occupation a span of the query was read as, with the near ties of its kind. */
export interface EnglishOccupation {
  written: string;
  uri: string;
  label: string;
  /** The occupations the criterion holds: the best link first, then its near ties. */
  uris: string[];
  labels: string[];
  /** A plain noun no concept is named by: the title the jobs are asked to hold, levels aside ("teacher"). */
  exactTitle?: string;
}

const placed = (title: string) => {
  const t = classifyTitle(title);
  return t.base !== null || t.families.length > 0;
};

/** The label's forms ("waiter/waitress"), each as its words, folded and singular as the query's are. */
const formsOf = (label: string) =>
  label
    .split("/")
    .map(words)
    .filter((ws) => ws.length > 0);

/** Whether one of the label's forms ends with the word: a kind of that worker ("hospital pharmacist"). */
function headOf(label: string, head: string): boolean {
  return formsOf(label).some((ws) => ws[ws.length - 1] === head);
}

/** The English preferred label of a linked concept. */
function englishOf(o: Occupation): string {
  const tax = occupations();
  const c = tax.conceptOf.get(o.uri);
  return (c === undefined ? undefined : tax.english[c]) || o.label;
}

/**
 * The singulars the last word may have: the query's own, and for "-ves" the "-fe" and "-f" the naive
 * singular misses ("midwives": midwife; "chiefs" are no "chieves").
 */
function singulars(x: Word): string[] {
  if (!x.f.endsWith("ves") || !x.w.endsWith("ve")) return [x.w];
  const stem = x.w.slice(0, -2);
  return [x.w, `${stem}fe`, `${stem}f`];
}

/** The occupation the words name as an English title the vocabulary does not place, or null. */
export function readEnglishOccupation(span: readonly Word[]): EnglishOccupation | null {
  const written = span.map((x) => x.raw).join(" ");
  if (placed(written) || PHRASES.has(span.map((x) => x.w).join(" "))) return null;
  for (const head of singulars(span[span.length - 1] as Word)) {
    const reading = readWithHead(span, head);
    if (reading) return reading;
  }
  return null;
}

/** The reading of the span with its last word in the singular `head`, as a stored job would write the title ("civil engineer"). */
function readWithHead(span: readonly Word[], head: string): EnglishOccupation | null {
  const modifiers = span.slice(0, -1);
  const title = [...modifiers.map((x) => x.raw.toLowerCase()), head].join(" ");
  const link = linkTitle(occupations(), title, CANDIDATES);
  const best = link.occupations[0];
  if (!best || best.score < MIN_JOB_LINK_SCORE) return null;
  // The label the words are read against, in English ("chef" matches French "chef de cuisine" first).
  const label = best.language === "en" ? best.matched : englishOf(best);
  if (!span.every((x) => labelHolds(label, x)) || !headOf(label, head)) return null;
  // A word alone names a worker only when ESCO names it so; else it is its kinds (./plain-title.ts).
  if (modifiers.length === 0 && !namesItself(label, englishOf(best), head))
    return plainHeadReading(span, head, link.occupations);
  const member = groupMember(best.uri, best.label);
  const first = member ?? best;
  const said = [...modifiers.map((x) => x.w), head];
  const near = link.occupations.filter(
    (o) =>
      o !== best &&
      o.uri !== first.uri &&
      !o.uri.includes("/isco/") &&
      o.score >= Math.max(MIN_JOB_LINK_SCORE, best.score - NEAR_TIE) &&
      kindOf(englishOf(o), head) &&
      formsOf(englishOf(o)).some((ws) => said.every((w) => ws.includes(w))),
  );
  const kinds = [first, ...near].slice(0, MAX_OCCUPATIONS);
  const uris = [...new Set([...kinds.map((o) => o.uri), ...(member ? [best.uri] : [])])];
  const written = span.map((x) => x.raw).join(" ");
  return { written, uri: first.uri, label: first.label, uris, labels: kinds.map((o) => o.label) };
}

/**
 * A plain noun no ESCO concept is named by ("teachers", "nurses", "surgeons": ./plain-title.ts):
 * the jobs titled the noun itself, levels aside (what a stored "Teacher" is, whatever concept its
 * title links to), and the kinds of it the linker ranks near its best kind ("music teacher").
 */
function plainHeadReading(
  span: readonly Word[],
  head: string,
  linked: readonly Occupation[],
): EnglishOccupation | null {
  const kinds = linked.filter(
    (o) => !o.uri.includes("/isco/") && o.score >= MIN_JOB_LINK_SCORE && kindOf(englishOf(o), head),
  );
  const top = kinds[0]?.score ?? 0;
  const near = kinds.filter((o) => o.score >= top - NEAR_TIE).slice(0, MAX_OCCUPATIONS - 1);
  // No kind of it, and no title of ESCO's is the word alone: a noun ("holders"), not a job.
  const best = linked[0];
  if (near.length === 0 && !(best?.language === "en" && labelIsWord(best.matched, head))) return null;
  const written = span.map((x) => x.raw).join(" ");
  const uri = near[0]?.uri ?? facet.exactTitle(head);
  const titled = `titled "${head}"`;
  return {
    written,
    uri,
    label: near[0]?.label ?? titled,
    uris: near.map((o) => o.uri),
    labels: near.map((o) => o.label),
    exactTitle: head,
  };
}

/** The role criterion: people whose current job links to the occupation or one of its near ties. */
export function englishOccupationCriterion(r: EnglishOccupation, confidence = 0.8): Criterion {
  const named = r.labels.slice(0, SHOWN).join(", ");
  const more = r.labels.length > SHOWN ? ` and ${r.labels.length - SHOWN} more` : "";
  const plural = r.labels.length > 1 ? "s" : "";
  const occupationsNamed = r.labels.length ? `ESCO occupation${plural}: ${named}${more}` : "";
  const said = [r.exactTitle ? `titled "${r.exactTitle}"` : "", occupationsNamed]
    .filter(Boolean)
    .join(", or ");
  return {
    kind: "role",
    label: `Works as ${r.written.toLowerCase()} (${said})`,
    tokens: [
      ...(r.exactTitle ? [facet.exactTitle(r.exactTitle)] : []),
      ...r.uris.map((uri) => facet.occupation(uri)),
    ],
    from: r.written,
    value: r.uri,
    confidence,
  };
}

/** Verbs of the ask itself, whose object is the title asked ("hiring chefs", "seeking welders"). */
const ASK_VERBS = new Set("hire hiring recruit recruiting seek seeking source sourcing".split(" "));

/** A word that carries content: not a stop word, a level word, an ask verb, a number. */
const contentWord = (x: Word) =>
  !STOP_WORDS.has(x.w) &&
  !(x.w in LEVEL_WORDS) &&
  !PREFIX_WORDS.has(x.w) &&
  !ASK_VERBS.has(x.w) &&
  !/^\d/.test(x.w);

/**
 * Words after which a noun is no title asked: a verb after a modal ("who could mentor recent
 * grads", "able to guide teams"), the object of work after a preposition of it ("who work on
 * garbage collectors", "experience with message brokers"), an employer's name after "at" ("lawyers
 * at Baker McKenzie").
 */
const NOT_TITLE_CUES = new Set(
  "to can could would should will must may might shall on about with using via into at".split(" "),
);

/** Whether a phrase of the vocabulary longer than the word covers it ("decision makers", "Cook Islands"). */
function inLongerPhrase(ws: readonly Word[], i: number): boolean {
  const longest = longestPhraseSoFar();
  for (let start = Math.max(0, i - longest + 1); start <= i; start++)
    for (let end = Math.max(i + 1, start + 2); end <= Math.min(ws.length, start + longest); end++) {
      const slice = ws.slice(start, end);
      if (slice.some((x, k) => k > 0 && x.boundary)) continue;
      if (PHRASES.has(slice.map((x) => x.w).join(" "))) return true;
    }
  return false;
}

/**
 * Whether the words around a span say it is no title asked: an unread word before it in its clause
 * makes it the tail of something longer ("Quillon Systems engineers", "message brokers") or the
 * object of a verb ("who write drivers"); a modal before it makes it a verb ("could mentor"); "here"
 * after it is the asker introducing themselves ("Journalist here, ...").
 */
function outOfTitlePlace(ws: readonly Word[], i: number, end: number): boolean {
  const before = ws[i - 1];
  const first = ws[i] as Word;
  if (before && !first.boundary && !before.used && (contentWord(before) || NOT_TITLE_CUES.has(before.w)))
    return true;
  // A predicate, a quantity or a praised ability ("who are parents", "a pair of"): ./describing-words.ts.
  if (describingPlace(ws, i, end)) return true;
  const after = ws[end];
  return after?.w === "here" && !after.boundary && (ws[end + 1]?.boundary ?? true);
}

/** Whether a single word may be read as a title at `i` (the guards of the header). */
function singleWordTitle(ws: readonly Word[], i: number): boolean {
  const x = ws[i] as Word;
  if (x.raw.length < 4 || EVERYDAY_WORDS.has(x.w) || isVocabularyWord(x.w) || PHRASES.has(x.w)) return false;
  // A word the vocabulary reads after it makes this one its modifier ("vendor sales engineers").
  const after = ws[i + 1];
  if (after && !after.boundary && !after.used && PHRASES.has(after.w)) return false;
  // Two capitalised words in a row are a name ("Baker McKenzie"), unless the query is all capitals.
  const capital = (w: Word | undefined) => /^\p{Lu}\p{Ll}/u.test(w?.raw ?? "");
  if (after && !after.boundary && capital(x) && capital(after)) return false;
  return !inLongerPhrase(ws, i);
}

/** The longest span at `i` read as an English title, with its length. */
function spanAt(
  ws: readonly Word[],
  i: number,
  pastTitles: ReadonlySet<number>,
): { reading: EnglishOccupation; length: number } | null {
  // The title after "used to be", "former": an earlier job's, read as written (./read-past-titles.ts).
  if (pastTitles.has(i)) return null;
  for (let len = Math.min(MAX_SPAN, ws.length - i); len >= 1; len--) {
    const slice = ws.slice(i, i + len);
    if (slice.some((x, k) => x.used || x.tense || (k > 0 && x.boundary))) continue;
    const first = slice[0] as Word;
    const last = slice[len - 1] as Word;
    if ([first, last].some((x) => x.raw.length < 3 || !/\p{L}/u.test(x.raw))) continue;
    // A stop word ends no title but may be its head ("social workers").
    if (STOP_WORDS.has(first.w) || (len === 1 && STOP_WORDS.has(last.w))) continue;
    // A level word first is the vocabulary's ("chief executive", "senior nurses": the level, then
    // the rest), unless ESCO's title holds it before a head the vocabulary does not read ("head chef").
    if (!contentWord(first) && (len === 1 || isVocabularyWord(last.w))) continue;
    // A word said twice is two phrases ("sales directors director"): one title never repeats a word.
    if (new Set(slice.map((x) => x.w)).size < len) continue;
    if (outOfTitlePlace(ws, i, i + len)) continue;
    if (len === 1 && !singleWordTitle(ws, i)) continue;
    const reading = readEnglishOccupation(slice);
    if (reading) return { reading, length: len };
  }
  return null;
}

/**
 * Pass: English titles outside the vocabulary, read as their ESCO occupation (after the titles in
 * other languages, ./read-occupations.ts, and before the phrase scan).
 */
export function readEnglishOccupations(state: ScanState) {
  const pastTitles = pastTitleStarts(state.words);
  for (let i = 0; i < state.words.length; i++) {
    if ((state.words[i] as Word).used) continue;
    const found = spanAt(state.words, i, pastTitles);
    if (!found) continue;
    const { reading, length } = found;
    const more = reading.labels.length > 1 ? ` and its kinds ${reading.labels.slice(1).join(", ")}` : "";
    state.notes.push(
      `"${reading.written}": an English title the vocabulary does not place, read as ESCO occupation "${reading.label}" (${reading.uri})${more}`,
    );
    addItem(state, i, i + length, englishOccupationCriterion(reading), "role");
    i += length - 1;
  }
}
