/**
 * The phrase pass: the longest phrase the vocabulary knows at each place (./phrase-meanings.ts), one
 * meaning per phrase by priority and context: titles, title families, levels, departments, places,
 * schools, degrees, skills, industries, "decision makers". Each becomes an item: a criterion at its
 * place in the query, which the operator pass may then exclude or join to its neighbours.
 */

import { facet } from "../search/facets.ts";
import type { Criterion } from "./criteria.ts";
import { NEGATIONS, SCHOOL_FOLLOWERS } from "./marker-words.ts";
import { criteriaOf } from "./meaning-criteria.ts";
import { addItem, freeWordIn, markUsed, type ScanState, type Word } from "./parse-state.ts";
import {
  INDUSTRY_CONTEXT,
  LONGEST_PHRASE,
  type Meaning,
  PHRASES,
  PRIORITY,
  SHORT_SKILLS,
} from "./phrase-meanings.ts";
import type { PlanNode } from "./plan.ts";
import { PLACE_MARKERS } from "./query-vocabulary.ts";
import { staffNamesPeople } from "./staff-noun.ts";

/**
 * Words that mark a following place: place markers, the negations ("outside Canada") and the
 * place prepositions of the languages queries arrive in ("en Estados Unidos", "em São Paulo", "au
 * Brésil", "w Polsce", "nel Regno Unito").
 */
const FOREIGN_PLACE_MARKERS = ["en", "em", "au", "aux", "w", "nel", "nella", "im"];
const MARKS_PLACE = new Set([
  ...PLACE_MARKERS,
  ...FOREIGN_PLACE_MARKERS,
  ...NEGATIONS.map((n) => n[n.length - 1] as string),
]);
/**
 * Words after which an industry word is the industry: prepositions, articles, and a verb of working
 * typed without its "in" ("ppl working consulting", "who work retail").
 */
const INDUSTRY_BEFORE = new Set(["in", "into", "at", "the", "a", "an", "for", "work", "works", "working"]);
const EXPERIENCE = new Set(["experience", "background"]);
const INDUSTRY_ALUMNI = new Set(["alumni", "alumnus", "alum"]);

/** How sure a reading is (relaxation drops the least sure first). */
const CONFIDENCE: Record<Meaning["kind"], number> = {
  family: 0.95,
  title: 0.95,
  dm: 0.9,
  level: 0.85,
  prefix: 0.85,
  department: 0.85,
  school: 0.9,
  degree: 0.85,
  place: 0.9,
  skill: 0.8,
  industry: 0.75,
  background: 0.8,
};

/**
 * A level read from a superlative ("the most senior data people"): below every other reading, so a
 * plan no one matches drops it first and answers the set the superlative ranks (round 16).
 */
const RANKING_CONFIDENCE = 0.4;

const COMPANY_NOUNS = new Set([
  "company",
  "firm",
  "employer",
  "startup",
  "scaleup",
  "corporation",
  "business",
]);

/**
 * Employers headquartered in a country, from the company records' headquarters; a place with no
 * country (a city) or a country no record is headquartered in is not applied, with a note: the
 * words are not the person's place, and nothing else can be read from them.
 */
function readHeadquarters(
  state: ScanState,
  start: number,
  end: number,
  countries: readonly string[],
  where: string,
  from: string,
) {
  const match = countries.length ? state.context.companies.headquarteredIn(countries) : null;
  if (!match) {
    markUsed(state.words, start, end);
    state.notes.push(`"${from}": no company record is headquartered there; not applied`);
    return;
  }
  const tokens = match.ids.map((id) => facet.currentCompany(id));
  for (const n of match.names) tokens.push(facet.currentCompanyName(n));
  const label = `Current employer headquartered in ${where}`;
  addItem(
    state,
    start,
    end,
    { kind: "current_company", label, tokens, from, value: match.names.join(" | "), confidence: 0.9 },
    "current_company",
  );
}

const LIST_JOINERS = new Set(["or", "and", "nor"]);

/** Whether the words at `i` follow a place read just before, joined by a comma, a slash or "or"/"and". */
function placeListContinues(state: ScanState, i: number): boolean {
  const ws = state.words;
  const joined = ws[i]?.boundary && !ws[i]?.clause;
  const joiner = !ws[i]?.boundary && LIST_JOINERS.has(ws[i - 1]?.w ?? "");
  const placeEnd = joiner ? i - 1 : joined ? i : -1;
  // "Kenya, or Bangladesh": a comma and a joiner.
  const afterComma = joiner && ws[i - 1]?.boundary && !ws[i - 1]?.clause ? i - 1 : -1;
  return state.items.some(
    (item) => item.kind === "location" && (item.end === placeEnd || item.end === afterComma),
  );
}

/** Pass: the longest known phrase at each unused place. */
export function readPhrases(state: ScanState) {
  for (let i = 0; i < state.words.length; i++) {
    if ((state.words[i] as Word).used) continue;
    const taken = readLongestAt(state, i);
    if (taken) i += taken - 1;
  }
}

interface Reading {
  m: Meaning;
  confidence: number;
}

/**
 * Whether a short phrase is written in capitals: the whole word ("CEE", "US"), or its own part of a
 * hyphenated word ("CEE-based", "EEA-wide"), which the word's raw text carries whole.
 */
const inCapitals = (raw: string, key: string) =>
  raw === raw.toUpperCase() ||
  raw.split(/[-–]/).some((part) => part === part.toUpperCase() && part.toLowerCase() === key);

/** The longest phrase at `i` the context allows a reading of, added; how many words it took (0: none). */
function readLongestAt(state: ScanState, i: number): number {
  const ws = state.words;
  for (let len = Math.min(LONGEST_PHRASE, ws.length - i); len >= 1; len--) {
    const slice = ws.slice(i, i + len);
    if (slice.some((x, k) => x.used || (k > 0 && x.boundary))) continue;
    const key = slice.map((x) => x.w).join(" ");
    const meanings = PHRASES.get(key);
    if (!meanings) continue;
    if (key === "staff" && staffNamesPeople(ws, i)) {
      markUsed(ws, i, i + 1);
      state.notes.push(`"${(ws[i] as Word).raw}": the people employed, not the Staff level`);
      return 1;
    }
    const readings = readingsAt(state, i, len, key, meanings);
    if (readings.length) return addReading(state, i, len, readings);
  }
  return 0;
}

/** What the words around a phrase say of it: a place's marker, its case, a list, an industry's nouns. */
function contextAt(state: ScanState, i: number, len: number) {
  const ws = state.words;
  const slice = ws.slice(i, i + len);
  // The word before, looking past "the" ("in the uk").
  let before = i - 1;
  if (ws[before]?.w === "the" && !(ws[i] as Word).boundary) before--;
  const prev = ws[before];
  const next = ws[i + len];
  return {
    raw: slice.map((x) => x.raw).join(" "),
    marked: prev !== undefined && !ws[before + 1]?.boundary && MARKS_PLACE.has(prev.w),
    capitalised: /^\p{Lu}/u.test(slice[0]?.raw ?? ""),
    // "Kenya or Bangladesh", "Kenya, Uganda, Bangladesh": the next item of a list of places is
    // marked by the marker of its first ("in"), so a country outside the gazetteer is not dropped.
    listed: placeListContinues(state, i),
    industryContext:
      (ws[i - 1] !== undefined && INDUSTRY_BEFORE.has((ws[i - 1] as Word).w)) ||
      (next !== undefined && INDUSTRY_CONTEXT.has(next.w)) ||
      slice[0]?.tense !== undefined,
    corrected: slice.some((x) => x.corrected),
  };
}

/** Words after which a phrase is what the person knows: "with", "who know", "using", "skilled in". */
const SKILL_BEFORE = new Set([
  "with",
  "know",
  "knows",
  "knowing",
  "use",
  "uses",
  "using",
  "list",
  "lists",
  "listing",
]);
const SKILLED = new Set(["skilled", "proficient", "versed", "fluent"]);

/**
 * A skill's place: after a role already read ("data scientists with machine learning", "analysts
 * who know SQL", "engineers skilled in ML"), a phrase that names both a family and a skill is the
 * skill: the role was said, and what follows "with" is what its holders know.
 */
function skillContext(state: ScanState, i: number): boolean {
  const ws = state.words;
  const prev = ws[i - 1];
  if (!prev || ws[i]?.boundary) return false;
  const cued = SKILL_BEFORE.has(prev.w) || (prev.w === "in" && SKILLED.has(ws[i - 2]?.w ?? ""));
  return cued && state.items.some((item) => item.kind === "role" && item.end <= i - 1 && !item.negated);
}

/** The readings of a phrase the context allows, most likely first. */
function readingsAt(
  state: ScanState,
  i: number,
  len: number,
  key: string,
  meanings: readonly Meaning[],
): Reading[] {
  const { raw, marked, capitalised, listed, industryContext, corrected } = contextAt(state, i, len);
  // "SaaS companies" is an industry even though SaaS is also a skill; "data scientists with machine
  // learning" a skill even though machine learning is also a family.
  const skilled = skillContext(state, i);
  const rank = (kind: Meaning["kind"]) =>
    kind === "industry" && industryContext
      ? PRIORITY.indexOf("skill") - 0.5
      : kind === "skill" && skilled
        ? PRIORITY.indexOf("family") - 0.5
        : PRIORITY.indexOf(kind);
  const ordered = [...meanings].sort((a, b) => rank(a.kind) - rank(b.kind));
  const readings: Reading[] = [];
  for (const m of ordered) {
    let confidence = CONFIDENCE[m.kind];
    if (m.kind === "place") {
      if (m.guard === "short" && !(marked || inCapitals(raw, key))) continue;
      if (m.guard === "marker" && !(marked || capitalised)) continue;
      if (m.guard === "strict" && !(marked || listed)) continue;
      if (m.guard === "written" && !((marked || listed) && capitalised)) continue;
      if (m.guard === "marker" && !marked) confidence = 0.7;
    }
    // "Go", "R", "C" are skills only when written so ("go to meetups" is not Go).
    if (m.kind === "skill" && SHORT_SKILLS.has(key) && raw !== SHORT_SKILLS.get(key)) continue;
    if (m.kind === "school" && m.short && raw !== raw.toUpperCase()) continue;
    if (m.kind === "industry" && !m.distinctive && !industryContext) continue;
    if (m.kind === "industry" && !m.distinctive) confidence = 0.65;
    // A superlative's level ranks first: the least certain criterion, relaxed first when no one holds it.
    if (m.kind === "level" && m.ranking) confidence = RANKING_CONFIDENCE;
    if (corrected) confidence *= 0.7;
    readings.push({ m, confidence });
  }
  return readings;
}

/** The best reading added as an item, the others as its alternatives; how many words it took. */
function addReading(state: ScanState, i: number, len: number, readings: readonly Reading[]): number {
  const ws = state.words;
  const [best, ...others] = readings as [Reading, ...Reading[]];
  const from = ws
    .slice(i, i + len)
    .map((x) => x.f)
    .join(" ");
  let end = i + len;
  // "Stanford alumni", "TUM graduates": the school's own word.
  if (best.m.kind === "school" && freeWordIn(ws, end, SCHOOL_FOLLOWERS)) end++;
  // "fintech experience", "a banking background": an employer's industry, now or before.
  let tense = ws[i]?.tense;
  // "fintech alumni": people who came out of it.
  if (best.m.kind === "industry" && !tense && freeWordIn(ws, end, INDUSTRY_ALUMNI)) {
    tense = "past";
    end++;
  }
  if (best.m.kind === "industry" && !tense && freeWordIn(ws, end, EXPERIENCE)) {
    tense = "ever";
    end++;
  }
  // "a Dutch company", "German employers": where the employer is headquartered, not the person.
  if (best.m.kind === "place" && freeWordIn(ws, end, COMPANY_NOUNS)) {
    const said = `${from} ${(ws[end] as Word).f}`;
    readHeadquarters(state, i, end + 1, best.m.place.countries ?? [], best.m.label, said);
    return end + 1 - i;
  }
  const criteria = criteriaOf(best.m, from, best.confidence, tense);
  // Another reading of the same words, for relaxation to try before it drops them ("SaaS": a skill, else an industry).
  const alternatives = others
    .map((o) => criteriaOf(o.m, from, o.confidence, tense))
    .filter((list) => list.length === 1)
    .map((list) => list[0] as Criterion)
    .slice(0, 2);
  if (criteria.length === 1 && alternatives.length) (criteria[0] as Criterion).alternatives = alternatives;
  const node: PlanNode = criteria.length === 1 ? (criteria[0] as Criterion) : { all: criteria };
  addItem(state, i, end, node, (criteria[0] as Criterion).kind);
  return end - i;
}
