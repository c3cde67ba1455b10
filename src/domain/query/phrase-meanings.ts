/**
 * Every phrase the query parser knows, with its meanings (titles, families, levels, departments,
 * backgrounds, places, schools, degrees, skills, industries, "decision makers") and the order
 * meanings are tried in. Built once at load from ./query-vocabulary.ts, ./title-vocabulary.ts,
 * ./infer-title.ts and the vocabularies (../vocab/); the phrase pass reads with it
 * (./read-phrases.ts), and ./meaning-criteria.ts says what each meaning asks of a person.
 */
import type { DegreeKind } from "../search/facets.ts";
import { adjectives, COMMON_WORD_DEMONYMS, COUNTRY_DEMONYMS, PLACE_DEMONYMS } from "../vocab/demonyms.ts";
import { COUNTRY_BY_ISO2, ROLES, SCHOOLS } from "../vocab/index.ts";
import { INDUSTRY_ALIASES } from "../vocab/industries.ts";
import { placeAreaPhrases } from "../vocab/place-areas.ts";
import { CITY_ALIASES, COUNTRY_ALIASES } from "../vocab/places.ts";
import { COUNTRY_GROUPS, groupKey, WORLD_COUNTRIES } from "../vocab/regions.ts";
import { SCHOOL_GROUPS } from "../vocab/school-groups.ts";
import { SKILL_GROUPS } from "../vocab/skill-groups.ts";
import { SKILL_ALIASES } from "../vocab/skills.ts";
import { STATE_GROUPS } from "../vocab/subnational.ts";
import { TITLE_VARIANT_PHRASES } from "./infer-title.ts";
import { TOP_LEVELS, TOP_OF_THE_LADDER } from "./most-senior.ts";
import {
  BACKGROUNDS,
  CITIES,
  COUNTRIES,
  DECISION_MAKER_PHRASES,
  DEPARTMENT_ALIASES,
  FAMILY_ALIASES,
  IC_TOP_RUNGS,
  LEVEL_WORDS,
  PLACE_ALIASES,
  type PlaceAlias,
  PREFIX_WORDS,
  RUNGS_WITH_LEVEL,
} from "./query-vocabulary.ts";
import { fold, words } from "./text.ts";
import type { Level, TitleEntry } from "./title-entry.ts";
import { reducedTitles, TITLE_LEXICON } from "./title-vocabulary.ts";

export type Meaning =
  | { kind: "family"; family: string }
  | { kind: "title"; entry: TitleEntry }
  /** ranking: a level a superlative asks for ("the most senior"): it filters only while someone holds it. */
  | { kind: "level"; levels: Level[]; ranking?: true }
  /** upward: the rung and the ones above it on the IC ladder ("Staff+": Staff, Principal). */
  | { kind: "prefix"; word: string; upward?: true }
  | { kind: "department"; department: string }
  | { kind: "dm" }
  /** members: a group of schools ("Ivy League"): every name of every member school. */
  | { kind: "school"; name: string; short: boolean; members?: string[] }
  | { kind: "degree"; degree: DegreeKind }
  /**
   * guard: when the words are a place: "none" always, "marker" after "in"/"from"... or capitalised,
   * "short" after a marker or in capitals ("US"), "strict" only after a marker (names that are
   * also common words or people's names elsewhere: countries outside the gazetteer).
   */
  | { kind: "place"; place: PlaceAlias; label: string; guard: "none" | "marker" | "short" | "strict" }
  /** members: a group of skills ("IaC", "JVM", "CRM"): any of them (../vocab/skill-groups.ts), shown so. */
  | { kind: "skill"; name: string; members?: string[]; shown?: string }
  | { kind: "industry"; industry: string; distinctive: boolean }
  /** A background: a department the person works in now or worked in before ("technical founders"). */
  | { kind: "background"; departments: string[]; label: string };

export const PRIORITY: Meaning["kind"][] = [
  "family",
  "title",
  "dm",
  "level",
  "prefix",
  "department",
  "background",
  "school",
  "degree",
  "place",
  "skill",
  "industry",
];

/** Nouns for the people of a department, as typed ("ppl"). */
const PEOPLE_NOUNS = ["people", "ppl", "folks", "folk", "guys", "staff", "professionals", "pros"];

export const PHRASES = new Map<string, Meaning[]>();

/** Whether the `len` words from `at` are a phrase with a meaning of a kind that `accepts`. */
export function phraseMeans(
  ws: readonly { w: string }[],
  at: number,
  len: number,
  accepts: (kind: Meaning["kind"]) => boolean,
): boolean {
  return (
    PHRASES.get(
      ws
        .slice(at, at + len)
        .map((x) => x.w)
        .join(" "),
    )?.some((m) => accepts(m.kind)) ?? false
  );
}
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
for (const word of RUNGS_WITH_LEVEL)
  addPhrase(`${word} level`, { kind: "level", levels: LEVEL_WORDS[word] as Level[] });
addPhrase(TOP_OF_THE_LADDER, { kind: "level", levels: TOP_LEVELS, ranking: true });
for (const word of PREFIX_WORDS) addPhrase(word, { kind: "prefix", word });
// "Staff+", "principal and above" (./read-job-levels.ts writes them so): the rung and those above.
for (const word of IC_TOP_RUNGS) addPhrase(`${word} and above`, { kind: "prefix", word, upward: true });
for (const [department, aliases] of Object.entries(DEPARTMENT_ALIASES)) {
  for (const a of [department, ...aliases]) {
    addPhrase(a, { kind: "department", department });
    // "the data team", "engineering orgs": the department.
    for (const unit of ["team", "org", "organization", "organisation", "department", "function", "group"])
      addPhrase(`${a} ${unit}`, { kind: "department", department });
    // "data people", "sales ppl", "ops folks": its people, the unit's word said or not ("data team" -> "data ppl").
    const stem = a.replace(/ (?:team|org|department|function|group)$/, "");
    for (const who of PEOPLE_NOUNS) addPhrase(`${stem} ${who}`, { kind: "department", department });
  }
}
for (const p of DECISION_MAKER_PHRASES) addPhrase(p, { kind: "dm" });
for (const [phrases, departments, label] of BACKGROUNDS)
  for (const p of phrases) addPhrase(p, { kind: "background", departments, label });
for (const s of SCHOOLS.schools) {
  addPhrase(s.name, { kind: "school", name: s.name, short: false });
  for (const a of s.aliases) addPhrase(a, { kind: "school", name: s.name, short: a.length <= 4 });
}
// Groups of schools ("Ivy League", "an IIT"): any of their members.
for (const g of SCHOOL_GROUPS) {
  const members = g.members.flat();
  for (const n of g.names) {
    const key = words(n).join(" ");
    const others = (PHRASES.get(key) ?? []).filter((m) => m.kind !== "school");
    PHRASES.set(key, [{ kind: "school", name: g.names[0] as string, short: false, members }, ...others]);
    longestPhrase = Math.max(longestPhrase, key.split(" ").length);
  }
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
// The gazetteer's countries are places however written ("sr data eng germany").
for (const c of COUNTRIES) {
  addPhrase(c.name, { kind: "place", place: { countries: [c.iso2] }, label: c.name, guard: "none" });
}
/**
 * City names that are also common words or people's names: places only after "in", "from"... or
 * capitalised. Other cities are places however written ("react dev munich").
 */
const CITY_WORDS = new Set(
  `aurora buffalo derby durham mesa natal newport nice phoenix reading riverside surrey cork victoria regina
  austin charlotte chandler henderson lincoln orlando hamilton preston vaughan raleigh windsor lexington
  washington guadalupe formosa archway centurion richmond mobile bath split plano salta laval natal
  paarl welkom regina posadas resistencia corrientes concord independence`.split(/\s+/),
);
for (const city of [...CITIES].sort((a, b) => b.population - a.population)) {
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  const key = words(city.name).join(" ");
  const existing = PHRASES.get(key)?.find((m) => m.kind === "place");
  // Two cities of one name: the larger one is meant unless the query says otherwise, by its
  // state or country after it ("Córdoba Spain": ./read-city-region.ts drops the comma).
  if (existing) {
    for (const region of [city.state, country?.name]) {
      if (!region || PHRASES.has(words(`${city.name} ${region}`).join(" "))) continue;
      addPhrase(`${city.name} ${region}`, {
        kind: "place",
        place: { cities: [[city.name, city.country_iso2]] },
        label: `${city.name}, ${city.state ? `${city.state}, ` : ""}${country?.name ?? city.country_iso2}`,
        guard: "none",
      });
    }
    continue;
  }
  addPhrase(city.name, {
    kind: "place",
    place: { cities: [[city.name, city.country_iso2]] },
    label: `${city.name}, ${city.state ? `${city.state}, ` : ""}${country?.name ?? city.country_iso2}`,
    guard: key.includes(" ") || city.population >= 2_000_000 || !CITY_WORDS.has(key) ? "none" : "marker",
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
const STATE_PLACES = Object.fromEntries(
  Object.entries(STATE_GROUPS).map(([name, states]): [string, PlaceAlias] => [name, { states }]),
);
for (const [alias, place] of Object.entries({ ...STATE_PLACES, ...PLACE_ALIASES })) {
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
// Blocs, time zones and language areas ("the Eurozone", "CET hours", "French-speaking cities"):
// their countries and states (../vocab/place-areas.ts).
for (const [phrase, area] of placeAreaPhrases())
  if (!PHRASES.get(words(phrase).join(" "))?.some((m) => m.kind === "place"))
    addPhrase(phrase, {
      kind: "place",
      place: { countries: area.countries, states: area.states },
      label: area.label,
      guard: area.short ? "short" : "none",
    });
// Groups of countries ("DACH", "the Nordics", "CEE", "EMEA"): their countries, and the data's own
// region tag where it has one.
for (const group of COUNTRY_GROUPS) {
  const names = group.countries.map(
    (c) => COUNTRY_BY_ISO2.get(c)?.name ?? WORLD_COUNTRIES.find((w) => w.iso2 === c)?.name ?? c,
  );
  const first = group.names[0] as string;
  const shown = first.length <= 4 ? first.toUpperCase() : first.replace(/\b\p{L}/gu, (l) => l.toUpperCase());
  const label = names.length <= 6 ? `${shown} (${names.join(", ")})` : shown;
  for (const name of group.names) {
    const key = words(name).join(" ");
    PHRASES.set(
      key,
      (PHRASES.get(key) ?? [])
        .filter((m): boolean => m.kind !== "place")
        .concat([
          {
            kind: "place",
            place: { groups: [groupKey(group)] },
            label,
            guard: key.length <= 3 ? "short" : "none",
          } as Meaning,
        ]),
    );
    longestPhrase = Math.max(longestPhrase, key.split(" ").length);
  }
}
export const SHORT_SKILLS = new Map<string, string>();
for (const dept of ROLES.departments)
  for (const family of dept.families)
    for (const skill of family.skills) {
      if (fold(skill).length <= 2) SHORT_SKILLS.set(fold(skill), skill);
      addPhrase(skill, { kind: "skill", name: skill });
    }
for (const [alias, skill] of Object.entries(SKILL_ALIASES)) addPhrase(alias, { kind: "skill", name: skill });
// Ecosystems, categories and communities ("IaC", "CRM", "Gophers"): any of their skills, in place
// of a skill of the same name ("CRM" is the category's products too).
for (const g of SKILL_GROUPS)
  for (const n of g.names) {
    const key = words(n).join(" ");
    const others = (PHRASES.get(key) ?? []).filter((m) => m.kind !== "skill");
    const meaning: Meaning =
      g.skills.length === 1
        ? { kind: "skill", name: g.skills[0] as string }
        : { kind: "skill", name: g.names[0] as string, members: g.skills, shown: g.label };
    PHRASES.set(key, [...others, meaning]);
    longestPhrase = Math.max(longestPhrase, key.split(" ").length);
  }
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
/**
 * Names of countries outside the gazetteer that are also common words or people's names: places
 * only after a marker ("outside Jordan") or in a list of places ("Kenya or Chad"). Other country
 * names are places however written ("Bangladesh recruiters"), as cities are: a country's name is
 * never dropped because the gazetteer holds no city there.
 */
const COUNTRY_WORDS = new Set(
  `chad jordan georgia guinea niger turkey jersey israel reunion mali togo oman cuba chile peru panama
  fiji bermuda samoa tonga aruba benin dominica grenada jamaica man congo gabon nauru palau sudan
  guernsey mayotte martinique montserrat kosovo macao macau`.split(/\s+/),
);
// Countries outside the gazetteer.
for (const c of WORLD_COUNTRIES)
  for (const name of [c.name, ...c.names.filter((n) => !n.includes(" ") || n.split(" ").length <= 3)]) {
    const key = words(name).join(" ");
    if (PHRASES.get(key)?.some((m) => m.kind === "place")) continue;
    // A short alias ("uk", "uae") or a name that is also a word needs a marker.
    const guard = key.length > 4 && !COUNTRY_WORDS.has(key) ? "none" : "strict";
    addPhrase(name, { kind: "place", place: { countries: [c.iso2] }, label: c.name, guard });
  }
// Demonyms ("Dutch", "Parisians", "Scandinavian", "Bavarian"): the place they derive from, as its
// own phrase reads (../vocab/demonyms.ts). A country's is every country sharing it, the gazetteer's
// first ("Dutch" is the Netherlands, not also Sint Maarten).
for (const [demonym, isos] of COUNTRY_DEMONYMS) {
  const known = isos.filter((c) => COUNTRY_BY_ISO2.has(c));
  const countries = known.length ? known : isos;
  const label = countries.map((c) => COUNTRY_BY_ISO2.get(c)?.name ?? c).join(", ");
  const guard = COMMON_WORD_DEMONYMS.has(demonym) ? "marker" : "none";
  addPhrase(demonym, { kind: "place", place: { countries }, label, guard });
}
const placeOf = (key: string) =>
  PHRASES.get(key)?.find((m): m is Extract<Meaning, { kind: "place" }> => m.kind === "place");
for (const [key, meanings] of [...PHRASES])
  for (const m of meanings)
    if (m.kind === "place" && (m.place.groups || m.place.states) && !m.place.cities)
      for (const adjective of adjectives(key)) if (!placeOf(adjective)) addPhrase(adjective, { ...m });
for (const [demonym, name] of Object.entries(PLACE_DEMONYMS)) {
  const place = placeOf(words(name).join(" "));
  const key = words(demonym).join(" ");
  if (place && !placeOf(key))
    addPhrase(demonym, { ...place, guard: COMMON_WORD_DEMONYMS.has(key) ? "marker" : "none" });
}
for (const [phrase, title] of TITLE_VARIANT_PHRASES) {
  const entry = TITLE_LEXICON.get(words(title).join(" "));
  if (entry && !PHRASES.has(words(phrase).join(" "))) addPhrase(phrase, { kind: "title", entry });
}
for (const [key, entry] of reducedTitles()) if (!PHRASES.has(key)) addPhrase(key, { kind: "title", entry });
// A specialty alone names its title ("folks doing backend work", "frontend roles").
for (const [word, title] of [
  ["backend", "Backend Engineer"],
  ["frontend", "Frontend Engineer"],
  ["full stack", "Full Stack Engineer"],
]) {
  const entry = TITLE_LEXICON.get(words(title as string).join(" "));
  if (entry && !PHRASES.get(word as string)?.some((m) => m.kind === "title"))
    addPhrase(word as string, { kind: "title", entry });
}
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
    addPhrase(a, {
      kind: "industry",
      industry,
      // Several words name an industry plainly ("asset management"); one word may be something else.
      distinctive: DISTINCTIVE_INDUSTRY.has(words(a).join(" ")) || words(a).length > 1,
    });
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

/** Words in the longest phrase, once every phrase above is added (the scan's window). */
export const LONGEST_PHRASE = longestPhrase;
