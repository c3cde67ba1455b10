/**
 * The occupation pass (issue 46, point 3): a job title written in another of ESCO's languages
 * ("Softwareentwickler", "Ingeniero de software", "Kierownik projektu") is linked to its ESCO
 * occupation and read as that occupation's English preferred label, so the rest of the parser
 * reads it exactly as it reads the English title: the same families, departments and facets. The
 * stored side does the same (src/domain/search/facets.ts, titleAsRead): a job title the English
 * vocabulary does not place is read by its occupation's English label. When the vocabulary places
 * nothing of the label either ("head chef"), the words become a role criterion on the occupation
 * itself (the occ0 facet every current job linked to it holds). The mapping is documented in
 * docs/search.md, "Titles in other languages".
 *
 * English words are left to ./read-english-occupations.ts: only words ESCO's labels know in other
 * languages and not in English start a span here, and a span read as English is not taken.
 */
import {
  LANGUAGES,
  type Language,
  type Level,
  linkTitle,
  occupations,
  type TitleLink,
} from "../occupations/index.ts";
import { MIN_JOB_LINK_SCORE } from "../occupations/jobs.ts";
import { foldWord } from "../occupations/text.ts";
import { facet } from "../search/facets.ts";
import { classifyTitle } from "./classify-title.ts";
import type { Criterion } from "./criteria.ts";
import { describingPlace } from "./describing-words.ts";
import { englishLabel, groupMember, queryWordsOf } from "./occupation-english.ts";
import { addItem, type ScanState, type Word } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { tokenize } from "./tokenize.ts";

/** The most words a title in the query is read over ("Ingeniero de software de sistemas"). */
const MAX_SPAN = 5;
const ENGLISH_BIT = 1 << LANGUAGES.indexOf("en");
/** Grades the linker takes out of a title, as the English vocabulary writes them; heads stay in the ESCO label. */
const GRADE_WORDS: Partial<Record<Level, string>> = {
  trainee: "intern",
  junior: "junior",
  senior: "senior",
  lead: "lead",
};
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** An occupation a span of the query was linked to. */
export interface OccupationReading {
  /** The words as written. */
  written: string;
  uri: string;
  /** The occupation's English preferred label, and the grade word read before it. */
  label: string;
  grade: string | null;
  /** The ISCO group the words linked to, when the reading is the occupation it names ("Civil engineers"). */
  group: { uri: string; label: string } | null;
  /** The English words the label is read by (./occupation-english.ts: "financial auditor" -> "auditor"). */
  readAs: string;
  /** The label the words matched, and its language. */
  matched: string;
  language: Language;
  /** Whether the English vocabulary places the label (else the words are read as the occupation itself). */
  placed: boolean;
}

/**
 * A word only other languages' labels write, and not a word of the English query vocabulary ("Go"
 * is a skill, though ESCO's labels write "go" only in other languages): where a title in another
 * language may be.
 */
function foreignWord(word: Word): boolean {
  if (word.raw.length < 3 || PHRASES.has(word.w)) return false;
  const bits = occupations().formLangs.get(foldWord(word.raw)) ?? 0;
  return bits !== 0 && (bits & ENGLISH_BIT) === 0;
}

/** Every word of a span of several is a word of the language it was read in, and no edge is a short function word. */
function wholeSpan(words: readonly Word[], link: TitleLink): boolean {
  if (words.length === 1) return true;
  const first = words[0]?.raw ?? "";
  const last = words[words.length - 1]?.raw ?? "";
  if (first.length < 3 || last.length < 3) return false;
  let mask = 0;
  for (const lang of link.languages) mask |= 1 << LANGUAGES.indexOf(lang);
  return words.every((w) => ((occupations().formLangs.get(foldWord(w.raw)) ?? 0) & mask) !== 0);
}

/** The occupation the words name, when they are a title in a language other than English. */
export function readOccupation(words: readonly Word[]): OccupationReading | null {
  const written = words.map((w) => w.raw).join(" ");
  const link = linkTitle(occupations(), written, 1);
  const best = link.occupations[0];
  if (!best || best.score < MIN_JOB_LINK_SCORE || link.languages.includes("en")) return null;
  if (!wholeSpan(words, link)) return null;
  const member = groupMember(best.uri, best.label);
  const concept = member ?? best;
  const readAs = englishLabel(concept.label);
  const placed = classifyTitle(readAs);
  return {
    written,
    uri: concept.uri,
    label: concept.label,
    group: member ? { uri: best.uri, label: best.label } : null,
    readAs,
    grade: link.level ? (GRADE_WORDS[link.level] ?? null) : null,
    matched: best.matched,
    language: best.language,
    placed: placed.base !== null || placed.families.length > 0,
  };
}

/** What explain and the search notes say of a reading. */
export function occupationNote(r: OccupationReading): string {
  const read = r.placed
    ? `read as "${[r.grade, r.readAs].filter(Boolean).join(" ")}"`
    : "read as that occupation";
  const via = r.group ? `, through its ISCO group "${r.group.label}"` : "";
  return `"${r.written}": ESCO occupation "${r.label}" (${r.uri})${via}, linked from its ${languageNames.of(r.language)} label "${r.matched}"; ${read}`;
}

/** The role criterion of an occupation the English vocabulary does not place: people whose current job links to it. */
export function occupationCriterion(
  uri: string,
  label: string,
  from: string,
  confidence = 0.8,
  group: string | null = null,
): Criterion {
  return {
    kind: "role",
    label: `Works as ${label} (ESCO occupation)`,
    // The group too: a job whose best link is the group itself ("Civil engineers") is one of them.
    tokens: group ? [facet.occupation(uri), facet.occupation(group)] : [facet.occupation(uri)],
    from,
    value: uri,
    confidence,
  };
}

/** Whether the matched label holds the word (or a word it inflects: "desarrolladores", "desarrollador"). */
export function labelHolds(matched: string, word: Word): boolean {
  const w = foldWord(word.raw);
  return matched
    .split(/[\s/-]+/)
    .map(foldWord)
    .some((l) => l === w || (l.length >= 4 && w.startsWith(l.slice(0, Math.max(4, l.length - 2)))));
}

/** Words that open a label's complement ("Técnico de apoio familiar": what the technician supports). */
const COMPLEMENT_OPENERS = new Set(
  "de da do das dos di del della dei degli delle du des d van von voor für fur of for pour per em en na no zur zum för af til".split(
    " ",
  ),
);

/**
 * A word that the matched label holds only inside its complement ("familiar" in "Técnico de apoio
 * familiar", an English adjective in "familiar with Kubernetes"): alone it names no occupation.
 */
function onlyInComplement(matched: string, word: Word): boolean {
  const w = foldWord(word.raw);
  const holds = (l: string) =>
    l === w || (l.length >= 4 && w.startsWith(l.slice(0, Math.max(4, l.length - 2))));
  let inHead = false;
  let inComplement = false;
  for (const label of matched.split("/")) {
    const ws = label.split(/[\s-]+/).map(foldWord);
    const opens = ws.findIndex((l) => COMPLEMENT_OPENERS.has(l));
    ws.forEach((l, k) => {
      if (!holds(l)) return;
      if (opens >= 0 && k > opens) inComplement = true;
      else inHead = true;
    });
  }
  return inComplement && !inHead;
}

/** The longest span at `i` read as an occupation, with its length. */
function spanAt(ws: readonly Word[], i: number): { reading: OccupationReading; length: number } | null {
  for (let len = Math.min(MAX_SPAN, ws.length - i); len >= 1; len--) {
    const slice = ws.slice(i, i + len);
    if (slice.some((x, k) => x.used || (k > 0 && x.boundary))) continue;
    if (!slice.some(foreignWord)) continue;
    // A word said twice starts the next phrase ("génie civil — civil engineers"): one title never repeats a word.
    if (new Set(slice.map((x) => x.w)).size < len) continue;
    // A predicate or a verb after "are", "was" ("who are mentors", "I was told"): ./describing-words.ts.
    if (describingPlace(ws, i, i + len)) continue;
    // A word of three letters alone is a grammar word or an abbreviation ("mid", "pas", "sem"),
    // never a title: ESCO's labels hold it only inside longer ones ("mid-office medewerker").
    if (len === 1 && (slice[0] as Word).raw.length < 4) continue;
    const reading = readOccupation(slice);
    // A span read past the label it matched ("desarrolladores de software en Estados": the label
    // ends at "software") is not that title: a shorter span is tried.
    if (len === 1 && reading && onlyInComplement(reading.matched, slice[0] as Word)) continue;
    if (reading && (len === 1 || labelHolds(reading.matched, slice[len - 1] as Word)))
      return { reading, length: len };
  }
  return null;
}

/**
 * Pass: titles in other languages. A placed occupation's words are replaced by its English label's
 * (the phrase pass then reads them); another becomes a role item on the occupation.
 */
export function readOccupationTitles(state: ScanState) {
  const asOccupation = new Set<string>();
  for (let i = 0; i < state.words.length; i++) {
    if ((state.words[i] as Word).used) continue;
    const found = spanAt(state.words, i);
    if (!found) continue;
    const { reading, length } = found;
    state.notes.push(occupationNote(reading));
    if (!reading.placed) {
      asOccupation.add(reading.uri);
      const criterion = occupationCriterion(
        reading.uri,
        reading.label,
        reading.written,
        0.8,
        reading.group?.uri,
      );
      addItem(state, i, i + length, criterion, "role");
      i += length - 1;
      continue;
    }
    const english = tokenize([reading.grade, queryWordsOf(reading.readAs)].filter(Boolean).join(" "));
    const first = state.words[i] as Word;
    for (const w of english) if (first.tense) w.tense = first.tense;
    if (english[0]) english[0].boundary = first.boundary;
    state.words.splice(i, length, ...english);
    i += english.length - 1;
  }
  readRestatements(state, asOccupation);
}

/** The most words an English restatement of a title is read over ("civil engineers", "tax lawyers"). */
const MAX_RESTATEMENT = 3;

/**
 * English words that restate an occupation read from another language's title as itself
 * ("Abogado or Avocat — lawyers in Europe", "Bauingenieure, i.e. civil engineers"): where the
 * English vocabulary places nothing of the occupation, its English words would be read as
 * something broader ("engineers": the whole department) and narrow the ask to nobody. Words the
 * linker reads, in English, as that same occupation are taken as said once.
 */
function readRestatements(state: ScanState, uris: ReadonlySet<string>) {
  if (uris.size === 0) return;
  const ws = state.words;
  for (let i = 0; i < ws.length; i++) {
    for (let len = Math.min(MAX_RESTATEMENT, ws.length - i); len >= 1; len--) {
      const slice = ws.slice(i, i + len);
      if (slice.some((x, k) => x.used || x.raw.length < 3 || (k > 0 && x.boundary) || foreignWord(x)))
        continue;
      const written = slice.map((x) => x.raw).join(" ");
      const link = linkTitle(occupations(), written, 1);
      const best = link.occupations[0];
      if (!best || best.score < MIN_JOB_LINK_SCORE || !link.languages.includes("en") || !uris.has(best.uri))
        continue;
      if (!slice.every((x) => labelHolds(best.matched, x))) continue;
      for (const x of slice) x.used = true;
      state.notes.push(`"${written}": restates ESCO occupation "${best.label}", read once`);
      i += len - 1;
      break;
    }
  }
}
