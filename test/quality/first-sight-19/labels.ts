/**
 * Round 19's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; a region covers the countries the data has; "ex-X" is an
 * earlier employer X and not X now), plus the convention told to every author: "at <company> for N
 * years / since <date>" is the time at the employer across internal promotions, "in the role /
 * position" the current job's start (no round-19 query asks either). And:
 *
 * - Typing slips: a misspelled, run-together or autocorrected word means the word it is a slip of
 *   ("senoir" senior, "enginers" engineers, "Mnuich" Munich, "Berln" Berlin, "Eruope" Europe,
 *   "kubernetis" Kubernetes, "postgress" PostgreSQL, "Kestral Helth" Kestrel Health, "Papya Pay"
 *   Papaya Pay, "datascientists" data scientists, "inLondon" in London, "sales force" Salesforce,
 *   "Sao Paolo" São Paulo, "Gothenberg" Gothenburg). A slip of a place the data does not hold
 *   ("Barcelonna") adds nobody. The records' own typos (3 % of titles, cities and skills carry an
 *   adjacent-letter swap) do not change the latent facts the labels read; where a label has to read
 *   the title as written (Product Owner, SRE), a title written with a typo falls to `maybe`.
 * - Context that is not a criterion: the asker's own city, office, company, team, level, history
 *   and plans are not filters; the label follows the real ask only. A person who matches only the
 *   context (in the asker's city, at the asker's company or a company named as background, at the
 *   asker's level) is wrong, not inverted, unless the ask excludes it in so many words ("nobody from
 *   London", "not Paris anymore", "none of my coworkers", "no poaching from them", "not a junior",
 *   "not another VP", "skip anyone under 3"): then it is **inverted** within the ask's other
 *   conditions. "Who never worked there" inverts the current and the earlier employer; "from X"
 *   as a source of hires is the current employer (an earlier job there `maybe`).
 * - Professions outside software, in their own jargon: the generator's "other" titles (typo or not,
 *   leaders apart): RNs / staff nurses / nurses the Registered Nurses; physios / PTs /
 *   physiotherapists the Physiotherapists; pharmacists; head chefs / sous chefs the Chefs (the data
 *   writes no kitchen rank); teachers / educators; sparkies / electricians; civil (and "structural",
 *   which the data does not tell apart) engineers / CEs; MEs the mechanical engineers; architects
 *   (buildings: the data has no software architects); counsel / attorneys / lawyers; translators /
 *   linguists / T&I; office managers. "5+ yrs", "8+ yrs" count months of experience (>= 60, >= 96);
 *   "no new grads / graduates / apprentices / juniors" invert the junior level; "experienced",
 *   "at least mid-career" the mid and senior levels. Office roles the data's families hold: CAs the
 *   Chartered Accountant titles and tax accountants the Tax Accountant titles (other accountants
 *   `maybe`: a title need not say the qualification), auditors the Auditor titles; in-house TA the
 *   recruiters; quota-carrying AEs / closers the account executives, SEs / presales the sales
 *   engineers. "Seniors only" inverts the juniors (mids wrong); "UK excluded", "not in the US",
 *   "anywhere but the States", "post-Brexit, so no UK" invert the place; "outside Europe" inverts
 *   the European countries. Unplaced people are `maybe` where the ask only excludes a place.
 * - Everywhere: "engineers" the engineering families' ICs (the generator's civil and mechanical
 *   engineers `maybe`); "developers / devs" the software and mobile ICs; "backend" / "frontend" the
 *   specialty (full-stack `maybe`); "software engineers" every software IC; "java devs" software ICs
 *   with Java as a skill or in the title (mobile ICs with Java `maybe`); "product managers" the
 *   product ICs (Head of Product and VP are leaders: wrong unless excluded); "product designers" /
 *   "ux designers" every design IC (the data's design titles are one role); "marketers" every
 *   marketing IC; "ML folks / machine learning engineers" the ML ICs (data scientists `maybe` where a
 *   skill is the ask); "managers" among engineers the engineering leaders of any level; "sales
 *   directors" the sales directors (not VPs); two skills asked together are both (exactly one `maybe`).
 */

import { holdsOtherTitle, ic, leader } from "../first-sight-18/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { NineteenthLatent } from "./people.ts";

export { EU, everAt, exOf } from "../first-sight-16/labels.ts";
export {
  EUROPE,
  engineerIC,
  hasAllSkills,
  hasSkill,
  holdsOtherTitle,
  ic,
  inCity,
  inCountry,
  javaDev,
  junior,
  leader,
  MID_UP,
  oneOf,
  otherEngineer,
  placedOutside,
  swe,
  unplaced,
} from "../first-sight-18/labels.ts";

export const CLASSES = [
  "typo_role",
  "typo_place",
  "typo_tool",
  "ctx_place",
  "ctx_company",
  "ctx_level",
  "prof_care",
  "prof_build",
  "prof_desk",
] as const;
export type NineteenthClass = (typeof CLASSES)[number];
export type NineteenthQuery = RoundQuery<NineteenthLatent, NineteenthClass>;

type L = NineteenthLatent;

/** The current title was written with the generator's typo (a label reading the title says `maybe`). */
export const typoTitle = (l: L) => l.typos.includes("title");

/** The current title matches `pattern` as written (typo'd titles are read by `typoTitle` apart). */
export const titled = (l: L, pattern: RegExp) => pattern.test(l.title);

/** One of the generator's "other" titles ("RNs or physios"), typo or not, leaders apart. */
export const holdsAnyOther = (l: L, ...titles: string[]) => titles.some((t) => holdsOtherTitle(l, t));

/** An "other" title at the mid or senior level ("experienced", "no apprentices"). */
export const otherMidUp = (l: L, title: string) =>
  holdsOtherTitle(l, title) && (l.seniority === "mid" || l.seniority === "senior");

/** An "other" title at the junior level ("no new grads"). */
export const otherJunior = (l: L, title: string) => holdsOtherTitle(l, title) && l.seniority === "junior";

/** An IC of `family` at one of `levels`. */
export const icAt = (l: L, family: L["family"], ...levels: L["seniority"][]) =>
  ic(l, family) && levels.includes(l.seniority);

/** Engineering leaders of any level ("not managers" among engineers). */
export const engLeader = (l: L) => leader(l, "engineering");
