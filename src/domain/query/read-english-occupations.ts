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

interface EnglishLabels {
  /** A label's last words (one to three, singular, lower case) -> the concepts so labelled. */
  byEnding: Map<string, Set<number>>;
  /** Whole labels, as the keys above write them: only a span some occupation is called names one. */
  whole: Set<string>;
}
let english: EnglishLabels | null = null;

function englishLabels(): EnglishLabels {
  if (english) return english;
  const tax = occupations();
  const en = LANGUAGES.indexOf("en");
  const byEnding = new Map<string, Set<number>>();
  const whole = new Set<string>();
  for (let l = 0; l < tax.labelCount; l++) {
    if (tax.labelLang[l] !== en) continue;
    const ws = labelText(tax, l)
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .map(singular);
    whole.add(ws.join(" "));
    for (let n = 1; n <= Math.min(MAX_SPAN, ws.length); n++) {
      const key = ws.slice(-n).join(" ");
      const set = byEnding.get(key) ?? new Set<number>();
      set.add(tax.labelConcept[l] as number);
      byEnding.set(key, set);
    }
  }
  english = { byEnding, whole };
  return english;
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
  if (next && !next.boundary && PHRASES.get(next.w)?.some((m) => ROLE_OR_LEVEL.has(m.kind))) return null;
  const key = span.map((w) => w.w).join(" ");
  const labels = englishLabels();
  const concepts = labels.byEnding.get(key);
  if (!concepts || concepts.size > MAX_OCCUPATIONS) return null;
  // A word no occupation is called alone is still a job's head noun when several labels end with it
  // ("nurse": specialist nurse, nurse responsible for general care ...); "office" or "former" is not.
  if (!labels.whole.has(key) && !(span.length === 1 && concepts.size >= MIN_HEADED)) return null;
  const placed = classifyTitle(span.map((w) => w.raw).join(" "));
  if (placed.base || placed.families.length) return null;
  return [...concepts];
}

/** Pass (words, after the titles in other languages, before the phrases): occupations named in English. */
export function readEnglishOccupations(state: ScanState): void {
  const ws = state.words;
  for (let i = 0; i < ws.length; i++) {
    if (afterPastCue(ws, i)) continue;
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
