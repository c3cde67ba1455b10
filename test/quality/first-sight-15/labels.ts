/**
 * Round 15's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; "over a decade" is >=
 * 120 months; a region covers the countries the data has; "ex-X" is an earlier employer X and not X
 * now), plus the convention told to every author: "at <company> for N years / since <date>" is the
 * time at the employer across internal promotions (`monthsAtEmployer`), "in the role / position" the
 * current job's start. And:
 *
 * - Contrasts (an analyst's "A rather than / as opposed to / instead of / versus B"): A is asked, B is
 *   **inverted** (within the query's other conditions); "unlike most of their peers" describes A and
 *   excludes nobody. "More senior than a manager but not yet a VP" is the head and director levels
 *   (managers, VPs and chiefs inverted); "one level above mid" the senior IC level; "the software kind
 *   rather than civil or mechanical engineers" the software ICs, the generator's civil and mechanical
 *   engineers inverted; "architects" the generator's "Architect" title (a building architect).
 * - Filter panels, SQL and spreadsheets: a column filter is a condition on the fact it names ("Role =
 *   Data Analyst", "title ILIKE '%data scien%'", "Title begins with Data" name the role's family, not
 *   the literal string: exports spell titles many ways and a filter tool matches normalised roles);
 *   "Seniority is Senior / IN ('Senior','Staff','Principal')" the senior IC level (the generator's
 *   "other" titles carry no level words, so those people are `maybe`); "!=", "<>", "≠", "is not",
 *   "NOT IN", "Exclude ...", "~isin" name who is **inverted**; "years_at_company / Tenure / Years at
 *   current company" is `monthsAtEmployer`, "months_in_role" the current job's tenure,
 *   "years_experience / min_years_experience" the months of experience.
 * - Negations and hedges: "no one who isn't in X" is "in X"; "not without N years" is "at least N
 *   years"; "anyone but juniors" the mid and senior levels; "other than X, any <country> city" the
 *   country without X; "as long as it's not X" anywhere but X (a person without a place `maybe`);
 *   "not unfamiliar with X" has skill X (the rest of the group inverted); "not a hard no / no
 *   dealbreaker" excludes nobody; "not that I'd say no to X" accepts X; "from X" is at X now (X as
 *   the earlier employer `maybe`); "never been at X" neither now nor earlier.
 * - Everywhere: "Europe" the data's European countries, "DACH" Germany, Austria and Switzerland,
 *   "Benelux" Belgium and the Netherlands, "the Nordics" Denmark and Sweden, "southern Europe"
 *   Spain, Italy and Portugal; "salespeople / sales reps" the account executives and sales
 *   engineers (ICs); "data people" the data families' ICs (data engineers, scientists, analysts).
 */

import { ic } from "../first-sight-14/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { FifteenthLatent } from "./people.ts";

export { changedEmployer, holdsOtherTitle, oneEmployer } from "../first-sight-13/labels.ts";
export {
  anyLeader,
  at,
  atLeast,
  atLevel,
  cameFrom,
  DACH,
  DATA_FAMILIES,
  ENG_FAMILIES,
  EUROPE,
  engineering,
  founder,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  monthsAtEmployer,
  NORDICS,
  placedOutside,
  placedOutsideCity,
  SOUTHERN_EUROPE,
  swe,
  unplaced,
} from "../first-sight-14/labels.ts";

export const CLASSES = [
  "contrast_place",
  "contrast_level",
  "contrast_kind",
  "filter_panel",
  "filter_sql",
  "filter_sheet",
  "neg_place",
  "neg_who",
  "neg_company",
] as const;
export type FifteenthClass = (typeof CLASSES)[number];
export type FifteenthQuery = RoundQuery<FifteenthLatent, FifteenthClass>;

type L = FifteenthLatent;

export const BENELUX = ["BE", "NL"];
/** The mid and senior IC levels: "not junior", "anyone but juniors", "at least mid-level". */
export const MID_UP: L["seniority"][] = ["mid", "senior"];

/** Salespeople: the sales ICs, account executives and sales engineers. */
export const salesIC = (l: L) => ic(l, "account_exec", "sales_eng");
/** Data people: the data families' ICs. */
export const dataIC = (l: L) => ic(l, "data_eng", "data_science", "data_analysis");
/** The current or the earlier employer is one of `employers`. */
export const everAt = (l: L, ...employers: string[]) =>
  employers.includes(l.employer) || (l.past !== null && employers.includes(l.past));
/** A generator "other" person (no level words in the title): `maybe` where a level is asked. */
export const otherFamily = (l: L) => l.family === "other" && l.leads === null;
