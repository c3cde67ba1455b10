/**
 * Round 16's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; "over a decade" is >=
 * 120 months; a region covers the countries the data has; "ex-X" is an earlier employer X and not X
 * now), plus the convention told to every author: "at <company> for N years / since <date>" is the
 * time at the employer across internal promotions (`monthsAtEmployer`), "in the role / position" the
 * current job's start. And:
 *
 * - Superlatives and rankings ("the most senior", "longest-serving", "the ten newest hires", "top 10
 *   by years of experience", "rank ... by seniority", "least experienced", "joined most recently"):
 *   the words order a set, they do not filter it. The label is the set the ranking runs over — every
 *   person meeting the query's other conditions — and the total is that set's size; a number ("the
 *   ten", "top 3", "the 20") caps the list a person reads, not the set, and is no count of years.
 *   "Most senior" is no "Senior" title filter and "most junior" no "Junior" one: the whole set is
 *   asked, ranked. "Newest hires / joined most recently" rank by the time at the employer,
 *   "in their current role the longest / started their current job earliest" by the current job's
 *   start, "most experienced / most years in X / been an X the longest" by months of experience.
 * - Alternatives and unions ("either A or B", "A and/or B", "one of: A, B, C", "any of these
 *   titles", slash lists "PM/PO", "UX/UI", "Berlin/Hamburg/Munich", "(sales OR marketing)"): every
 *   alternative counts, and the exclusions around them hold for all of them. An alternative the data
 *   has nobody for (Lyon, Hamburg, Toronto, "Sourcer") adds nobody and removes nobody. Title lists
 *   name the role family they spell ("PM/PO" the product ICs, "UX/UI" the design ICs, "Marketing
 *   Specialist / Growth Marketer / Content Marketer" the marketing ICs, "SRE, DevOps, platform
 *   engineer" the devops ICs); "senior or staff" the senior IC level.
 * - Lookalikes of an exemplar ("people like Ana Ferreira: ...", "clones of our VP of Sales", "same
 *   career shape as Sven"): the label is the attributes the asker states, never a match on the
 *   exemplar's name (some exemplar names are names the data holds); "our best AE", "our star data
 *   analyst", "our top recruiter" name the exemplar and rank nothing; "not from her own employer,
 *   X" excludes X; "promoted within / not promoted in-house" is an earlier job at the current
 *   employer (`promotedInside`) or not; "moved to X from another company / switched employers once /
 *   two employers so far" an earlier job at another employer (`changedEmployer`); "stayed at one
 *   employer the whole time" `oneEmployer`; "a Civil Engineer before" the earlier job's title.
 * - Everywhere: "data people" the data families' ICs; "salespeople / sales hires" the account
 *   executives and sales engineers (sales leaders `maybe` where only "sales" is said); "engineers"
 *   the engineering families' ICs (the generator's civil and mechanical engineers `maybe`);
 *   "engineering leaders / leadership" engineering leaders from manager to CTO; "EU" the data's EU
 *   members (no UK, no Switzerland); a place exclusion with no place asked makes a person without a
 *   place `maybe`; "N+ years" is `atLeast` N years.
 */

import { holdsOtherTitle } from "../first-sight-13/labels.ts";
import { ic, leader } from "../first-sight-14/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { SixteenthLatent } from "./people.ts";

export { hasDegree, studied } from "../first-sight-12/labels.ts";
export { promotedInside, usedToBe } from "../first-sight-13/labels.ts";
export { between, EU, exOf } from "../first-sight-14/labels.ts";
export {
  anyLeader,
  at,
  atLeast,
  atLevel,
  BENELUX,
  changedEmployer,
  DACH,
  dataIC,
  ENG_FAMILIES,
  EUROPE,
  everAt,
  founder,
  hasAllSkills,
  hasSkill,
  holdsOtherTitle,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  monthsAtEmployer,
  NORDICS,
  oneEmployer,
  placedOutside,
  placedOutsideCity,
  salesIC,
  swe,
  unplaced,
} from "../first-sight-15/labels.ts";

export const CLASSES = [
  "rank_level",
  "rank_tenure",
  "rank_experience",
  "alt_role",
  "alt_place",
  "alt_mixed",
  "like_role",
  "like_path",
  "like_leader",
] as const;
export type SixteenthClass = (typeof CLASSES)[number];
export type SixteenthQuery = RoundQuery<SixteenthLatent, SixteenthClass>;

type L = SixteenthLatent;

/** Engineers: the engineering families' ICs. */
export const engineerIC = (l: L) => ic(l, "software", "mobile", "devops", "data_eng", "ml", "qa", "security");
/** The generator's civil and mechanical engineers (typo or not): `maybe` where "engineers" is said. */
export const otherEngineer = (l: L) =>
  holdsOtherTitle(l, "Civil Engineer") || holdsOtherTitle(l, "Mechanical Engineer");
/** Registered nurses, the generator's "other" title (typo or not). */
export const nurse = (l: L) => holdsOtherTitle(l, "Registered Nurse");
/** Engineering leaders from manager to CTO (founders apart). */
export const engLeader = (l: L) => leader(l, "engineering");
