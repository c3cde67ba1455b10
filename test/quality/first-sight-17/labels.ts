/**
 * Round 17's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; a region covers the countries the data has; "ex-X" is an
 * earlier employer X and not X now), plus the convention told to every author: "at <company> for N
 * years / since <date>" is the time at the employer across internal promotions, "in the role /
 * position" the current job's start (no round-17 query asks either). And:
 *
 * - Job-architecture and level words map onto the seniority the data's titles state: the IC levels
 *   are junior ("Junior", "Jr.", "Associate", "Entry-Level", " I"), mid (no level word, " II") and
 *   senior ("Senior", "Sr.", "Staff", "Principal", "Lead", " III"); the leader levels are manager
 *   ("Engineering Manager", "Marketing Manager"), head ("Head of ..."), director, VP and chief (CTO);
 *   founders apart. "Entry-level / associate-level / early-career / junior band" the junior level;
 *   "mid-level" the mid level; "senior IC / senior band" the senior level; "Staff+" a senior IC whose
 *   title says Staff or Principal (the other senior ICs `maybe`: the generator's "Senior" and "Staff"
 *   are one latent level); "IC / IC-track / individual contributor" the IC levels; "people leaders /
 *   people managers / leadership" leaders from manager up; "first-line managers" the manager level
 *   (heads `maybe`: a head of a small function may manage ICs directly); "director and above" director,
 *   VP and chief (heads `maybe`: "Head of" sits at director level or below, it depends on the
 *   company); "one level below VP" director (heads `maybe`); "VP and up / exec layer" VP and chief;
 *   "C-level" chief (founders `maybe`: a "Co-founder & CEO" is C-level but no tech leader). Level
 *   words with no basis in the data (L5/L6, IC3, "manager of managers") are not asked.
 * - Regions, blocs and time zones cover the countries (or cities) the data has that they plainly
 *   hold: DACH DE/AT/CH; the Nordics DK/SE; Benelux BE/NL; Iberia ES/PT; CEE PL/CZ (Austria `maybe`:
 *   Central but not Eastern Europe); EMEA Europe and Israel; APAC India and Japan; LATAM Brazil;
 *   Southern Europe ES/PT/IT (France `maybe`, as round 14); the Eurozone the euro countries (no UK,
 *   Switzerland, Poland, Czechia, Denmark, Sweden); CET the UTC+1 countries (DE AT CH CZ PL DK SE IT
 *   BE NL FR ES; no UK, Ireland, Portugal); GMT/WET the UK, Ireland and Portugal; US East Coast New
 *   York (Montreal `maybe`: Eastern time but not the US); Pacific time / the Bay Area San Francisco;
 *   English-speaking countries the UK, Ireland and the US (Canada `maybe`: the data's Canadian city is
 *   Montreal, French-speaking; India `maybe`: English is official, not the first language);
 *   French-speaking cities Paris, Geneva, Brussels and Montreal; German-speaking Switzerland Zurich;
 *   Bavaria Munich and Nuremberg; the Randstad Amsterdam and The Hague; South India Bengaluru and
 *   Chennai; Lombardy Milan and Lazio Rome; Île-de-France Paris.
 * - Stack and tool jargon names the skills the data holds: "container orchestration" Kubernetes
 *   (Docker alone `maybe`); "IaC" Terraform; "hyperscaler / public cloud" AWS or GCP; "Amazon's
 *   cloud" AWS, "Google's cloud" GCP; "JVM" Java; ".NET / Microsoft stack" C#; "Gophers" Go;
 *   "Pythonistas / scripts in Python" Python; "RDBMS" PostgreSQL (SQL alone `maybe`: a query language,
 *   not a database); "full-JS stack (React + Node)" both React and Node.js; "lives in the CRM / CRM
 *   power user" Salesforce; "spreadsheet wizard / lives in spreadsheets" Excel; "deep-learning
 *   framework" TensorFlow; "does own mockups in the design tool" Figma; "multi-cloud" both AWS and GCP.
 * - Everywhere: "engineers" the engineering families' ICs (the generator's civil and mechanical
 *   engineers `maybe`); "developers / devs" the software and mobile ICs (QA `maybe` where asked by a
 *   language); "sellers" account executives and sales engineers; a place exclusion with no place
 *   asked makes a person without a place `maybe`.
 */

import { engineerIC, otherEngineer } from "../first-sight-16/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { SeventeenthLatent } from "./people.ts";

export {
  anyLeader,
  atLevel,
  BENELUX,
  DACH,
  EUROPE,
  founder,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  NORDICS,
  placedOutside,
  placedOutsideCity,
  swe,
  unplaced,
} from "../first-sight-15/labels.ts";
export { EU, engineerIC, otherEngineer } from "../first-sight-16/labels.ts";

export const CLASSES = [
  "level_ic",
  "level_lead",
  "level_band",
  "region_bloc",
  "region_zone",
  "region_sub",
  "stack_cloud",
  "stack_lang",
  "stack_tool",
] as const;
export type SeventeenthClass = (typeof CLASSES)[number];
export type SeventeenthQuery = RoundQuery<SeventeenthLatent, SeventeenthClass>;

type L = SeventeenthLatent;

/** Iberia: Spain and Portugal. */
export const IBERIA = ["ES", "PT"];
/** CEE as the data has it: Poland and Czechia (Austria `maybe` where asked). */
export const CEE = ["PL", "CZ"];
/** EMEA: the data's European countries and Israel (the data has no African or Gulf country). */
export const EMEA = [
  "DE",
  "AT",
  "CH",
  "PT",
  "CZ",
  "PL",
  "DK",
  "SE",
  "IT",
  "BE",
  "NL",
  "FR",
  "ES",
  "GB",
  "IE",
  "IL",
];
/** APAC: India and Japan. */
export const APAC = ["IN", "JP"];
/** LATAM: Brazil. */
export const LATAM = ["BR"];
/** Southern Europe: Spain, Portugal, Italy (France `maybe`). */
export const SOUTHERN_EUROPE = ["ES", "PT", "IT"];
/** The data's euro countries. */
export const EUROZONE = ["DE", "AT", "PT", "IT", "BE", "NL", "FR", "ES", "IE"];
/** The data's UTC+1 (CET) countries. */
export const CET = ["DE", "AT", "CH", "CZ", "PL", "DK", "SE", "IT", "BE", "NL", "FR", "ES"];
/** The data's UTC+0 (GMT / WET) countries. */
export const GMT_WET = ["GB", "IE", "PT"];
/** English-speaking countries (Canada and India `maybe`). */
export const ENGLISH_SPEAKING = ["GB", "IE", "US"];
/** French-speaking cities of the data. */
export const FRANCOPHONE_CITIES = ["paris", "geneva", "brussels", "montreal"];

/** A senior IC whose title says Staff or Principal ("Staff+"); typo'd titles fall to `maybe` with the other seniors. */
export const staffPlus = (l: L) => l.seniority === "senior" && /\b(Staff|Principal)\b/.test(l.title);
/** Engineering leaders at one of `levels` (any when none). */
export const engLeaderAt = (l: L, ...levels: L["seniority"][]) =>
  l.leads === "engineering" && (levels.length === 0 || levels.includes(l.seniority));
/** Developers: the software and mobile ICs. */
export const developer = (l: L) => engineerIC(l) && (l.family === "software" || l.family === "mobile");
/** Engineers (the engineering families' ICs), with the generator's civil and mechanical engineers apart. */
export const anyEngineer = (l: L) => engineerIC(l) || otherEngineer(l);
