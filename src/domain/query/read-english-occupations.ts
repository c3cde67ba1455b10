/**
 * Occupations the role vocabulary does not hold, asked in English: "teachers", "nurses",
 * "lawyers", "electricians", "executive assistants", "sysadmins". The vocabulary covers the
 * functions of a company (engineering, sales, finance ...); a word for any other job matched
 * everyone (its words only ranked). ESCO's English labels name every occupation and the index
 * holds the occupation each current job links to (`occ0`, ../search/facets.ts), so such words are
 * the occupations whose English labels end with them: "teachers" every occupation with a label
 * ending in "teacher" (secondary school teacher, primary school teacher, ... and whatever labels
 * "teacher" alone), "executive assistants" those ending in "executive assistant".
 *
 * Only where nothing else reads the words: a span the vocabulary places, or whose last word the
 * query vocabulary knows ("engineer", "manager", "staff"), is left to the phrase pass; a head
 * so general that it names very many occupations ("assistant", "worker") is left too.
 */
import { occupations } from "../occupations/index.ts";
import { LANGUAGES } from "../occupations/languages.ts";
import { labelText } from "../occupations/taxonomy.ts";
import { classifyTitle } from "./classify-title.ts";
import { addItem, type ScanState, type Word } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { occupationCriterionOf } from "./read-occupations.ts";
import { singular } from "./text.ts";

const MAX_SPAN = 3;
/** More occupations than this under one head and the word says little of the job. */
const MAX_OCCUPATIONS = 150;
/** Labels ending with a word that make it a head noun of jobs. */
const MIN_HEADED = 5;
/** Words after which a title is one held before: the past-title pass reads it (./read-past-titles.ts). */
const PAST_CUES = new Set(["former", "ex", "formerly", "previously", "once", "were", "wa", "been"]);

/** Whether the word at `i` ends or continues a phrase the vocabulary knows ("data science", "chief of staff"). */
function endsKnownPhrase(ws: readonly Word[], i: number): boolean {
  for (let from = Math.max(0, i - 3); from < i; from++)
    for (let to = i + 1; to <= Math.min(ws.length, from + 4); to++)
      if (
        PHRASES.has(
          ws
            .slice(from, to)
            .map((w) => w.w)
            .join(" "),
        )
      )
        return true;
  return false;
}

/** Whether a past cue ("former", "used to be", "used to work as", with an article) stands before `i`. */
function afterPastCue(ws: readonly Word[], i: number): boolean {
  let k = i - 1;
  if (/^(a|an)$/.test(ws[k]?.w ?? "")) k--;
  const w = ws[k]?.w ?? "";
  if (PAST_CUES.has(w)) return true;
  const before = ws
    .slice(Math.max(0, k - 2), k + 1)
    .map((x) => x.w)
    .join(" ");
  return before === "used to be" || before === "to work a" || before === "to work as";
}

/** A label's words as the query's are keyed: lower case, singular. */
const labelWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map(singular);

/**
 * English labels by their last word (lower case, singular): label ids only, a few hundred KB,
 * where a map of every ending and whole label held 18 MiB in a serving process.
 */
let byLastWord: Map<string, number[]> | null = null;

/** Reads the English labels ahead of the first query that needs them (~0.2 s: the server's warm-up). */
export function prepareEnglishOccupations(): void {
  englishByLastWord();
}

function englishByLastWord(): Map<string, number[]> {
  if (byLastWord) return byLastWord;
  const tax = occupations();
  const en = LANGUAGES.indexOf("en");
  const map = new Map<string, number[]>();
  for (let l = 0; l < tax.labelCount; l++) {
    if (tax.labelLang[l] !== en) continue;
    const last = labelWords(labelText(tax, l)).pop();
    if (!last) continue;
    const ids = map.get(last);
    if (ids) ids.push(l);
    else map.set(last, [l]);
  }
  byLastWord = map;
  return map;
}

/** The concepts with an English label ending with `key`'s words, and whether one is called exactly that. */
function labelledEnding(key: readonly string[]): { concepts: Set<number>; whole: boolean } {
  const tax = occupations();
  const concepts = new Set<number>();
  let whole = false;
  for (const l of englishByLastWord().get(key[key.length - 1] as string) ?? []) {
    const ws = labelWords(labelText(tax, l));
    if (ws.length < key.length || key.some((k, j) => ws[ws.length - key.length + j] !== k)) continue;
    concepts.add(tax.labelConcept[l] as number);
    if (ws.length === key.length) whole = true;
  }
  return { concepts, whole };
}

const ROLE_OR_LEVEL = new Set(["title", "family", "department", "level"]);

/**
 * The occupations a span of the query names: it is some occupation's English label as a whole
 * ("electrician", "executive assistant"), and the word after it is no role or level its head
 * would modify ("office managers"). Null when another pass reads it or it names too many.
 */
function occupationsOf(span: readonly Word[], next: Word | undefined): number[] | null {
  const last = span[span.length - 1] as Word;
  if (last.tense || PHRASES.has(last.w) || STOP_WORDS.has(last.w) || last.w.length < 4) return null;
  // A noun after the span goes on with the compound ("device driver developers"): the span is no head.
  const unknownNoun = (w: Word) => !STOP_WORDS.has(w.w) && !PHRASES.has(w.w) && /^\p{L}+$/u.test(w.w);
  if (next && !next.boundary && !next.used && unknownNoun(next)) return null;
  if (next && !next.boundary && PHRASES.get(next.w)?.some((m) => ROLE_OR_LEVEL.has(m.kind))) return null;
  const { concepts, whole } = labelledEnding(span.map((w) => w.w));
  if (concepts.size === 0 || concepts.size > MAX_OCCUPATIONS) return null;
  // A word no occupation is called alone is still a job's head noun when several labels end with it
  // ("nurse": specialist nurse, nurse responsible for general care ...); "office" or "former" is not.
  if (!whole && !(span.length === 1 && concepts.size >= MIN_HEADED)) return null;
  const placed = classifyTitle(span.map((w) => w.raw).join(" "));
  if (placed.base || placed.families.length) return null;
  return [...concepts];
}

/** Pass (words, after the titles in other languages, before the phrases): occupations named in English. */
export function readEnglishOccupations(state: ScanState): void {
  const ws = state.words;
  for (let i = 0; i < ws.length; i++) {
    if (afterPastCue(ws, i) || endsKnownPhrase(ws, i)) continue;
    for (let len = Math.min(MAX_SPAN, ws.length - i); len >= 1; len--) {
      const span = ws.slice(i, i + len);
      if (span.some((w, k) => w.used || (k > 0 && w.boundary) || !/^\p{L}+$/u.test(w.w))) continue;
      const concepts = occupationsOf(span, ws[i + len]);
      if (!concepts) continue;
      const tax = occupations();
      const said = span.map((w) => w.f).join(" ");
      addItem(
        state,
        i,
        i + len,
        occupationCriterionOf(
          concepts.map((c) => tax.uris[c] as string),
          said,
          span.map((w) => w.raw).join(" "),
        ),
        "role",
      );
      i += len - 1;
      break;
    }
  }
}
