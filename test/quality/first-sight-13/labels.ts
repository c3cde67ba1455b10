/**
 * Round 13's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; "over a decade" is >=
 * 120 months; a region covers the countries the data has; "ex-X" is an earlier employer X and not X
 * now), plus the convention told to every author: "at <company> for N years / since <date>" is the
 * time at the employer across internal promotions (`monthsAtEmployer`: from the earliest start of
 * the unbroken run of jobs at the current employer), "in the role / position" the current job's
 * start. And:
 *
 * - The data's careers: a person has one job, or two (the earlier one ends in January of the year
 *   the current one starts). "Only ever worked at one company / whole career at X" is no earlier job
 *   or an earlier job at the same employer; "promoted / moved up internally / from within" an
 *   earlier job at the current employer (a new job entry at the same employer is the promotion: the
 *   data has no other trace of one); "moved / switched / hired in from another company" an earlier
 *   job at another employer; "first job / started their career at X" the earlier job's employer, or
 *   the current one's without an earlier job; "how long at the previous company" the years from the
 *   earlier job's start to the current job's; "career changers who used to be <job>" the earlier
 *   job's title.
 * - Headlines and CV fragments (look-alike asks): the role, level, place and employer facts written
 *   are required; a list of skills written with dots, pipes or commas asks for at least one of them
 *   (a profile lists a few of its family's skills, so the whole stack is luck); a terse "not / no /
 *   ✗ / excl." names who is **inverted**.
 * - Relayed asks: only the requester's conditions are judged; the relayer's remarks (reasons,
 *   opinions, "nice to have", "ideally", what the requester "also said" that the data has no fact
 *   for) are not conditions. An exclusion the requester makes names who is **inverted**.
 * - Everywhere: "Europe" the data's European countries, "EU" those without the UK and Switzerland,
 *   "DACH" Germany, Austria and Switzerland, "the Americas" the US, Canada and Brazil, "Nordics" the
 *   data's Danish and Swedish cities; a place exclusion with no place asked makes a person without a
 *   place `maybe`.
 */
import type { RoundQuery } from "../first-sight-harness.ts";
import type { ThirteenthLatent } from "./people.ts";

export { DATA_FAMILIES, degreeAt } from "../first-sight-8/labels.ts";
export { atLeast, between, changedEmployer, oneEmployer } from "../first-sight-10/labels.ts";
export {
  anyLeader,
  at,
  atLevel,
  cameFrom,
  DACH,
  ENG_FAMILIES,
  EU,
  EUROPE,
  exOf,
  hasAllSkills,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  monthsAtEmployer,
  onlyBachelor,
  placedOutside,
  placedOutsideCity,
  swe,
  unplaced,
} from "../first-sight-12/labels.ts";

export const CLASSES = [
  "traj_stay",
  "traj_move",
  "traj_timing",
  "cv_headline",
  "cv_like",
  "cv_fragment",
  "relay_boss",
  "relay_client",
  "relay_notes",
] as const;
export type ThirteenthClass = (typeof CLASSES)[number];
export type ThirteenthQuery = RoundQuery<ThirteenthLatent, ThirteenthClass>;

type L = ThirteenthLatent;

export const AMERICAS = ["US", "CA", "BR"];

/** An earlier job at the current employer: moved up (or across) from within. */
export const promotedInside = (l: L) => l.past !== null && l.past === l.employer;
/** The employer the career started at: the earlier job's, else the current one's. */
export const firstEmployer = (l: L) => l.past ?? l.employer;
/** Whole years from the earlier job's start to the current job's (null without an earlier job). */
export const yearsAtPrevious = (l: L) => (l.pastFrom === null ? null : l.since - l.pastFrom);
/** The earlier job was one of `titles` (as the generator writes them). */
export const usedToBe = (l: L, ...titles: string[]) => l.pastTitle !== null && titles.includes(l.pastTitle);

/** The same letters in any order: the current title with the generator's one adjacent-letter swap. */
const sameLetters = (a: string, b: string) =>
  [...a.toLowerCase()].sort().join("") === [...b.toLowerCase()].sort().join("");
/** The current title is `title` (a person of the "other" family, not a leader), typo or not. */
export const holdsOtherTitle = (l: L, title: string) =>
  l.family === "other" && l.leads === null && sameLetters(l.title, title);
