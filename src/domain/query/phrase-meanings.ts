/**
 * Fills the query parser's phrase table (./phrase-table.ts) once at load: every phrase it knows with
 * its meanings (titles, families, levels, departments, backgrounds, places, schools, degrees,
 * skills, industries, "decision makers"), from ./query-vocabulary.ts, ./title-vocabulary.ts,
 * ./infer-title.ts and the vocabularies (../vocab/); places come from ./place-phrases.ts. The order
 * of the additions matters: the first meaning of a kind a phrase gets is the one it keeps.
 */
import type { DegreeKind } from "../search/facets.ts";
import { ROLES, SCHOOLS } from "../vocab/index.ts";
import { INDUSTRY_ALIASES } from "../vocab/industries.ts";
import { SCHOOL_GROUPS } from "../vocab/school-groups.ts";
import { SKILL_GROUPS } from "../vocab/skill-groups.ts";
import { SKILL_ALIASES } from "../vocab/skills.ts";
import { TITLE_VARIANT_PHRASES } from "./infer-title.ts";
import { TOP_LEVELS, TOP_OF_THE_LADDER } from "./most-senior.ts";
import { addPhrase, longestPhraseSoFar, PHRASES, setPhrase } from "./phrase-table.ts";
import { addGazetteerPlaces, addOtherPlaceNames } from "./place-phrases.ts";
import {
  BACKGROUNDS,
  DECISION_MAKER_PHRASES,
  DEPARTMENT_ALIASES,
  FAMILY_ALIASES,
  IC_TOP_RUNGS,
  LEVEL_WORDS,
  PREFIX_WORDS,
  RUNGS_WITH_LEVEL,
} from "./query-vocabulary.ts";
import { fold, words } from "./text.ts";
import type { Level } from "./title-entry.ts";
import { reducedTitles, TITLE_LEXICON } from "./title-vocabulary.ts";
import { addWorldCityPhrases } from "./world-city-phrases.ts";

export {
  addPhrase,
  type Meaning,
  namesRole,
  PHRASES,
  PRIORITY,
  phraseAt,
  phraseMeans,
  ROLE_MEANINGS,
  roleLengthAt,
} from "./phrase-table.ts";
export { US_STATES } from "./place-phrases.ts";

/** Nouns for the people of a department, as typed ("ppl"). */
const PEOPLE_NOUNS = ["people", "ppl", "folks", "folk", "guys", "staff", "professionals", "pros"];

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
  for (const n of g.names)
    setPhrase(n, { kind: "school", name: g.names[0] as string, short: false, members }, "first");
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
addGazetteerPlaces();
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
  for (const n of g.names)
    setPhrase(
      n,
      g.skills.length === 1
        ? { kind: "skill", name: g.skills[0] as string }
        : { kind: "skill", name: g.names[0] as string, members: g.skills, shown: g.label },
    );
addOtherPlaceNames();
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

// The cities outside the gazetteer, last: a name no phrase above has becomes a place.
addWorldCityPhrases();

/** Words in the longest phrase, once every phrase above is added (the scan's window). */
export const LONGEST_PHRASE = longestPhraseSoFar();
