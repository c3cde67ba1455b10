/**
 * Round 14's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; "over a decade" is >=
 * 120 months; a region covers the countries the data has; "ex-X" is an earlier employer X and not X
 * now), plus the convention told to every author: "at <company> for N years / since <date>" is the
 * time at the employer across internal promotions (`monthsAtEmployer`), "in the role / position" the
 * current job's start. And:
 *
 * - Lay descriptions: what a person is said to do names the family whose work it is ("keep the
 *   servers running" DevOps, "does the books" accounting, "decide what goes into the app" product,
 *   "draw the screens" design, ...); a plain level word names the level ("the boss of / in charge of
 *   / runs" a leader of that function, "the very top" the chief, "somebody junior / just starting
 *   out" the junior level, "not the bosses / the ones doing it day to day" the IC levels); a plain
 *   place word names the data's countries or cities ("Scandinavia" Denmark and Sweden, "the German-
 *   speaking countries" DACH, "the US east coast" New York, "the continent" Europe without the UK and
 *   Ireland, "southern Europe" Spain, Portugal and Italy). Words the data has no fact for ("a small
 *   company", "big companies") are not conditions.
 * - Company-centric org questions: a company named the way a colleague names it ("Papaya",
 *   "Northwind", "H&F") is the company; "X's <function> team / org / people" are the people of that
 *   function at X now (a function's ICs and its leaders; "engineers" and "salespeople" the ICs as the
 *   protocol says); "who runs / heads / leads X's <function>" its leaders; "below director level"
 *   everyone of the function under director (the data has no leaders of data, so all its ICs); "X's
 *   <city> office" the people at X placed in that city.
 * - Intake forms and tickets: the filled-in fields that describe the person (role, level, location,
 *   must have, years, acceptance criteria) are conditions; "Must have: A, B" asks for all of them;
 *   nice-to-haves, preferences ("Berlin preferred"), budgets, dates, ticket ids, requesters,
 *   priorities and notes are not; an empty field ("—", "N/A", "TBD", "any", "none") asks nothing; an
 *   "Exclude:" / "Out of scope:" / "not ..." field names who is **inverted**.
 * - Everywhere: "Europe" the data's European countries, "EU" those without the UK and Switzerland,
 *   "DACH" Germany, Austria and Switzerland, "the Americas" the US, Canada and Brazil; a place
 *   exclusion with no place asked makes a person without a place `maybe`.
 */

import { ENG_FAMILIES, ic, leader } from "../first-sight-13/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { FourteenthLatent } from "./people.ts";

export { DATA_FAMILIES } from "../first-sight-8/labels.ts";
export { between, founder, over } from "../first-sight-10/labels.ts";
export {
  AMERICAS,
  anyLeader,
  at,
  atLeast,
  atLevel,
  cameFrom,
  DACH,
  ENG_FAMILIES,
  EU,
  EUROPE,
  exOf,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  monthsAtEmployer,
  placedOutside,
  placedOutsideCity,
  swe,
  unplaced,
} from "../first-sight-13/labels.ts";

export const CLASSES = [
  "lay_work",
  "lay_level",
  "lay_place",
  "org_lead",
  "org_team",
  "org_mix",
  "form_intake",
  "form_ticket",
  "form_blank",
] as const;
export type FourteenthClass = (typeof CLASSES)[number];
export type FourteenthQuery = RoundQuery<FourteenthLatent, FourteenthClass>;

type L = FourteenthLatent;

/** The data's Nordic countries ("Scandinavia"): Denmark and Sweden. */
export const NORDICS = ["DK", "SE"];
/** "Southern Europe": the data's Spain, Portugal and Italy (France is `maybe` where it matters). */
export const SOUTHERN_EUROPE = ["ES", "PT", "IT"];
/** "The continent": Europe without the UK and Ireland. */
export const CONTINENT = ["DE", "AT", "CH", "PT", "CZ", "PL", "DK", "SE", "IT", "BE", "NL", "FR", "ES"];

/** The people of the engineering function: its ICs (every engineering family) and its leaders. */
export const engineering = (l: L) => ic(l, ...ENG_FAMILIES) || leader(l, "engineering");
/** People who write code as their job: software and mobile ICs (the other engineering families `maybe`). */
export const writesCode = (l: L) => ic(l, "software", "mobile");
/** The sales function: account executives and sales engineers, and sales leaders. */
export const salesTeam = (l: L) => ic(l, "account_exec", "sales_eng") || leader(l, "sales");
