/**
 * The vocabulary the query parser reads with: phrases and their meanings (titles, families,
 * levels, departments, places, schools, degrees, skills, industries), the markers of names and
 * tenses, year patterns, and the tokenizer. Built once at load from ./lexicon.ts, ./titles.ts and
 * the vocabularies.
 */
import type { DegreeKind } from "../search/facets.ts";
import { COUNTRY_BY_ISO2, ROLES, SCHOOLS } from "../vocab/index.ts";
import { CITY_ALIASES, COUNTRY_ALIASES } from "../vocab/places.ts";
import { SKILL_ALIASES } from "../vocab/skills.ts";
import {
  CITIES,
  COUNTRIES,
  DECISION_MAKER_PHRASES,
  DEPARTMENT_ALIASES,
  FAMILY_ALIASES,
  INDUSTRY_ALIASES,
  LEVEL_WORDS,
  PLACE_ALIASES,
  type PlaceAlias,
  PREFIX_WORDS,
} from "./lexicon.ts";
import { fold, singular, words } from "./text.ts";
import { TITLE_VARIANT_PHRASES } from "./title-rules.ts";
import { type Level, reducedTitles, TITLE_LEXICON, type TitleEntry } from "./titles.ts";

export type Meaning =
  | { kind: "family"; family: string }
  | { kind: "title"; entry: TitleEntry }
  | { kind: "level"; levels: Level[] }
  | { kind: "prefix"; word: string }
  | { kind: "department"; department: string }
  | { kind: "dm" }
  | { kind: "school"; name: string; short: boolean }
  | { kind: "degree"; degree: DegreeKind }
  | { kind: "place"; place: PlaceAlias; label: string; guard: "none" | "marker" | "short" }
  | { kind: "skill"; name: string }
  | { kind: "industry"; industry: string; distinctive: boolean };

export const PRIORITY: Meaning["kind"][] = [
  "family",
  "title",
  "dm",
  "level",
  "prefix",
  "department",
  "school",
  "degree",
  "place",
  "skill",
  "industry",
];

export const PHRASES = new Map<string, Meaning[]>();
let longestPhrase = 1;
export function addPhrase(text: string, meaning: Meaning) {
  const key = words(text).join(" ");
  if (key === "") return;
  longestPhrase = Math.max(longestPhrase, key.split(" ").length);
  const list = PHRASES.get(key);
  if (!list) PHRASES.set(key, [meaning]);
  else if (!list.some((m) => m.kind === meaning.kind)) list.push(meaning);
}

for (const [family, aliases] of Object.entries(FAMILY_ALIASES))
  for (const a of aliases) addPhrase(a, { kind: "family", family });
for (const entry of TITLE_LEXICON.values()) addPhrase(entry.title, { kind: "title", entry });
for (const [word, levels] of Object.entries(LEVEL_WORDS)) addPhrase(word, { kind: "level", levels });
for (const word of PREFIX_WORDS) addPhrase(word, { kind: "prefix", word });
for (const [department, aliases] of Object.entries(DEPARTMENT_ALIASES)) {
  addPhrase(department, { kind: "department", department });
  for (const a of aliases) addPhrase(a, { kind: "department", department });
}
for (const p of DECISION_MAKER_PHRASES) addPhrase(p, { kind: "dm" });
for (const s of SCHOOLS.schools) {
  addPhrase(s.name, { kind: "school", name: s.name, short: false });
  for (const a of s.aliases) addPhrase(a, { kind: "school", name: s.name, short: a.length <= 4 });
}
export const DEGREE_PHRASES: [string, DegreeKind][] = [
  ["phd", "phd"],
  ["ph d", "phd"],
  ["doctorate", "phd"],
  ["doctoral", "phd"],
  ["mba", "mba"],
  ["master", "master"],
  ["master degree", "master"],
  ["masters degree", "master"],
  ["msc", "master"],
  ["bachelor", "bachelor"],
  ["bachelor degree", "bachelor"],
  ["bsc", "bachelor"],
];
for (const [p, degree] of DEGREE_PHRASES) addPhrase(p, { kind: "degree", degree });
for (const c of COUNTRIES) {
  addPhrase(c.name, { kind: "place", place: { countries: [c.iso2] }, label: c.name, guard: "marker" });
}
for (const city of [...CITIES].sort((a, b) => b.population - a.population)) {
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  const key = words(city.name).join(" ");
  const existing = PHRASES.get(key)?.find((m) => m.kind === "place");
  // Two cities of one name: the larger one is meant unless the query says otherwise.
  if (existing) continue;
  addPhrase(city.name, {
    kind: "place",
    place: { cities: [[city.name, city.country_iso2]] },
    label: `${city.name}, ${city.state ? `${city.state}, ` : ""}${country?.name ?? city.country_iso2}`,
    guard: key.includes(" ") || city.population >= 2_000_000 ? "none" : "marker",
  });
}
export const US_STATES = new Set<string>();
for (const city of CITIES) {
  if (!city.state) continue;
  const key = `${city.country_iso2}:${city.state}`;
  if (US_STATES.has(key)) continue;
  US_STATES.add(key);
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  if (!PHRASES.get(words(city.state).join(" "))?.some((m) => m.kind === "place"))
    addPhrase(city.state, {
      kind: "place",
      place: { states: [[city.state, city.country_iso2]] },
      label: `${city.state}, ${country?.name ?? city.country_iso2}`,
      guard: "marker",
    });
}
for (const [alias, place] of Object.entries(PLACE_ALIASES)) {
  const label = [
    ...(place.cities ?? []).map(([c]) => c),
    ...(place.states ?? []).map(([s]) => s),
    ...(place.countries ?? []).map((c) => COUNTRY_BY_ISO2.get(c)?.name ?? c),
    ...(place.regions ?? []),
  ].join(", ");
  const key = words(alias).join(" ");
  PHRASES.set(
    key,
    (PHRASES.get(key) ?? [])
      .filter((m): boolean => m.kind !== "place")
      .concat([{ kind: "place", place, label, guard: key.length <= 3 ? "short" : "none" } as Meaning]),
  );
  longestPhrase = Math.max(longestPhrase, key.split(" ").length);
}
export const SHORT_SKILLS = new Map<string, string>();
for (const dept of ROLES.departments)
  for (const family of dept.families)
    for (const skill of family.skills) {
      if (fold(skill).length <= 2) SHORT_SKILLS.set(fold(skill), skill);
      addPhrase(skill, { kind: "skill", name: skill });
    }
for (const [alias, skill] of Object.entries(SKILL_ALIASES)) addPhrase(alias, { kind: "skill", name: skill });
// The index reads places, titles and skills with the same tables (src/domain/vocab/), so every
// other name the index knows is a phrase here too.
for (const [alias, [city, iso2]] of Object.entries(CITY_ALIASES)) {
  const key = words(alias).join(" ");
  if (PHRASES.get(key)?.some((m) => m.kind === "place")) continue;
  const country = COUNTRY_BY_ISO2.get(iso2)?.name ?? iso2;
  addPhrase(alias, {
    kind: "place",
    place: { cities: [[city, iso2]] },
    label: `${city}, ${country}`,
    guard: key.includes(" ") ? "none" : "marker",
  });
}
for (const [iso2, names] of Object.entries(COUNTRY_ALIASES))
  for (const name of names) {
    if (PHRASES.get(words(name).join(" "))?.some((m) => m.kind === "place")) continue;
    const label = COUNTRY_BY_ISO2.get(iso2)?.name ?? iso2;
    addPhrase(name, { kind: "place", place: { countries: [iso2] }, label, guard: "marker" });
  }
for (const [phrase, title] of TITLE_VARIANT_PHRASES) {
  const entry = TITLE_LEXICON.get(words(title).join(" "));
  if (entry && !PHRASES.has(words(phrase).join(" "))) addPhrase(phrase, { kind: "title", entry });
}
for (const [key, entry] of reducedTitles()) if (!PHRASES.has(key)) addPhrase(key, { kind: "title", entry });
export const DISTINCTIVE_INDUSTRY = new Set(
  [
    "fintech",
    "healthtech",
    "edtech",
    "proptech",
    "insurtech",
    "adtech",
    "ad tech",
    "biotech",
    "cleantech",
    "climate tech",
    "saas",
    "ecommerce",
    "e commerce",
    "gaming",
    "hrtech",
    "hr tech",
    "medtech",
    "genai",
    "generative ai",
    "artificial intelligence",
    "renewable energy",
    "clean energy",
    "real estate",
    "video game",
    "games industry",
  ].map((p) => words(p).join(" ")),
);
for (const [industry, aliases] of Object.entries(INDUSTRY_ALIASES)) {
  addPhrase(industry, { kind: "industry", industry, distinctive: true });
  for (const a of aliases)
    addPhrase(a, { kind: "industry", industry, distinctive: DISTINCTIVE_INDUSTRY.has(words(a).join(" ")) });
}
export const INDUSTRY_CONTEXT = new Set([
  "company",
  "industry",
  "startup",
  "space",
  "sector",
  "firm",
  "business",
  "vertical",
]);

export interface Word {
  /** Folded, singular: what lexicons compare. */
  w: string;
  /** Folded as written (plural kept): for names and keywords. */
  f: string;
  /** The chunk of the original query it came from (case kept). */
  raw: string;
  /** Punctuation stands between this word and the previous one. */
  boundary: boolean;
  used: boolean;
}

const COORDINATED = /\b([\p{L}\p{N}+#.-]+)\s+(?:and|or|&|\/)\s+([\p{L}\p{N}+#.-]+)\s+([\p{L}]+)\b/giu;

/**
 * "iOS and Android developers" is "iOS developers, Android developers": a shared head noun
 * distributed over coordinated modifiers, when both halves are titles or families the vocabulary
 * knows (otherwise, as in "Python and Django developers", the words are left as they are).
 */
export function distributeCoordinated(text: string): string {
  const isRole = (phrase: string) =>
    PHRASES.get(words(phrase).join(" "))?.some((m) => m.kind === "title" || m.kind === "family") ?? false;
  return text.replace(COORDINATED, (whole, a: string, b: string, head: string) =>
    isRole(`${a} ${head}`) && isRole(`${b} ${head}`) ? `${a} ${head}, ${b} ${head}` : whole,
  );
}

export function tokenize(text: string): Word[] {
  // "U.S." -> "US", "Ph.D." -> "PhD" before folding splits them into letters.
  const cleaned = text
    // Compounds written apart or hyphenated are one word in titles ("back-end" = "backend").
    .replace(/\b(back|front)[\s-]+end\b/gi, "$1end")
    .replace(/\bfull-?stack\b/gi, "full stack")
    // A possessive is the word ("master's degree" = "masters degree").
    .replace(/(\p{L})['’]s\b/gu, "$1s")
    .replace(/\bdev[\s-]+ops\b/gi, "devops")
    .replace(/\b([A-Za-z])\.(?=[A-Za-z]\b)/g, "$1")
    .replace(/\b([A-Za-z]{1,2})\.(\s|$)/g, "$1$2");
  const out: Word[] = [];
  let boundary = false;
  for (const chunk of cleaned.match(/[,;|()]|[^\s,;|()]+/g) ?? []) {
    if (/^[,;|()]$/.test(chunk)) {
      boundary = true;
      continue;
    }
    let rest = chunk;
    const ex = /^ex-(.+)$/i.exec(chunk);
    if (ex) {
      out.push({ w: "ex", f: "ex", raw: "ex", boundary, used: false });
      boundary = false;
      rest = ex[1] as string;
    }
    const folded = fold(rest);
    if (folded === "") continue;
    for (const part of folded.split(" ")) {
      out.push({ w: singular(part), f: part, raw: rest, boundary, used: false });
      boundary = false;
    }
  }
  return out;
}

export const YEAR_PATTERNS: [RegExp, (m: RegExpExecArray) => number][] = [
  [/\b(?:more than|over|upwards of)\s+(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/i, (m) => Number(m[1]) + 1],
  [/\b(?:at least|minimum(?: of)?|min\.?)\s+(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/i, (m) => Number(m[1])],
  [/\b(\d{1,2})\s*\+\s*(?:years?|yrs?|y)\b/i, (m) => Number(m[1])],
  [/\b(\d{1,2})\s+or more\s+(?:years?|yrs?)\b/i, (m) => Number(m[1])],
  [/\b(\d{1,2})\s*(?:-|to)\s*\d{1,2}\s*(?:years?|yrs?)\b/i, (m) => Number(m[1])],
  [/\b(\d{1,2})\s*(?:years?|yrs?)\s+(?:of\s+)?(?:experience|exp)\b/i, (m) => Number(m[1])],
];

export const PAST_MARKERS = [
  "ex",
  "former",
  "formerly",
  "formerly at",
  "formerly of",
  "previously at",
  "previously",
  "who worked at",
  "worked at",
  "used to work at",
  "who used to work at",
  "ex employee of",
  "former employee of",
].map((m) => m.split(" "));
export const CURRENT_MARKERS = [
  "at",
  "working at",
  "work at",
  "who work at",
  "currently at",
  "employed at",
  "employed by",
  "employee of",
  "working for",
  "work for",
].map((m) => m.split(" "));
export const SCHOOL_MARKERS = [
  "studied at",
  "study at",
  "graduated from",
  "graduate of",
  "alumni of",
  "alum of",
  "alumnus of",
  "went to",
  "educated at",
  "degree from",
].map((m) => m.split(" "));
export const NAME_STOP = new Set([
  "in",
  "with",
  "who",
  "and",
  "or",
  "based",
  "located",
  "living",
  "that",
  "having",
  "knowing",
  "from",
  "near",
  "for",
  "working",
  "at",
  "ex",
  "formerly",
  "previously",
  "but",
  "than",
]);

export const LEVEL_LABEL: Record<Level, string> = {
  intern: "Intern",
  entry: "Entry level",
  mid: "Mid level",
  senior: "Senior",
  manager: "Manager",
  head: "Head of",
  director: "Director",
  vp: "VP",
  clevel: "C-level",
  owner: "Founder / owner",
};

/** Words in the longest phrase, once every phrase above is added (the scan's window). */
export const LONGEST_PHRASE = longestPhrase;
