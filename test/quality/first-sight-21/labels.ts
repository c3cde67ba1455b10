/**
 * Round 21's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; a region covers the countries the data has; "ex-X" is an
 * earlier employer X and not X now), plus the convention told to every author: "at <company> for N
 * years / since <date>" is the time at the employer across internal promotions, "in the role /
 * position" the current job's start (no round-21 query asks either). And:
 *
 * - Stacked hyphenated modifiers: each modifier is a criterion as if said in a clause ("Berlin-based"
 *   lives in Berlin, "Python-first" / "-fluent" / "-savvy" / "-heavy" / "-experienced" / "-literate"
 *   / "-native" / "-using" lists the skill, "MBA-holding" / "PhD-holding" holds the degree,
 *   "Stanford-or-MIT-educated" studied at one of them, "decade-plus-experienced" >= 120 months).
 *   Exclusions said as modifiers ("non-X", "X-free", "X-averse", "never-managed", "now-elsewhere")
 *   are **inverted** within the ask's other conditions: "non-junior" inverts the juniors, "non-Berlin"
 *   the people in Berlin, "Java-free" / "Excel-averse" those listing that skill, "non-<employer>"
 *   those working there now, "never-managed" / "non-manager" the engineering leaders (manager and
 *   above), "now-elsewhere" those still at the employer.
 * - Formal register: nominalisations, passives and legal connectives ("identification of",
 *   "persons", "presently", "domiciled / resident in", "hereby requested") carry the criteria;
 *   exceptions ("with the exception of", "other than those", "save where / save for", "excluding",
 *   "excepted", "in so far as they are not", "no longer employed thereby") are inverted within the
 *   other conditions. "Notwithstanding their seniority" is every IC level. Official country names
 *   are the country ("the Kingdom of Spain", "the Federal Republic of Germany", "the Swiss
 *   Confederation"). An exception of a place without an asked place ("save where based in the United
 *   States") leaves unplaced people `maybe` (nothing says where they are).
 * - Symbol shorthand: "w/" and "+" and "&" are "with" (every skill listed), "w/o", "-X", "!X",
 *   "!= X" / "≠ X" are "without / not" (inverted within the other conditions), "|" and "/" between
 *   places or employers are "or", "@" is the current employer (or the place, before a city), "x X"
 *   is ex-X, "X → anywhere else" moved from X (past X, not X now: those still at X inverted), "~" is
 *   "around" a place (the city itself), "yoe" is years of experience ("5y+" >= 60 months, ">= 3 yoe"
 *   >= 36 months, "< 8 yoe" < 96 months), "mid+" the mid and senior levels, "dir+" director, VP and
 *   CTO (head of engineering `maybe`), "mgr+" every engineering leader, "(TS a +)" a plus that is not
 *   a criterion.
 * - Everywhere (round 20's): "engineers" the engineering families' ICs; "developers / devs" the
 *   software and mobile ICs; "backend" / "frontend" the specialty (full-stack `maybe`); "SWEs" every
 *   software IC; "Java-heavy developers" list Java or have it in the title; "SREs / platform / cloud
 *   engineers" the devops ICs; "product managers / PMs" the product ICs; "product / UX designers /
 *   designers" the design ICs; "AEs / account execs / sales execs" the account executives;
 *   "recruiters / recruitment" the recruiting ICs; "marketers" the marketing ICs; "accountancy" the
 *   accounting ICs; "QA engineers" the QA ICs; "ML engineers" the ML ICs. Two or three skills asked
 *   together are all of them (missing exactly one `maybe` where the query says so); a skill asked is
 *   a listed skill (no `maybe` for people listing none); an asked place leaves unplaced people wrong.
 */

import { ENG_FAMILIES } from "../first-sight-8/labels.ts";
import { hasAllSkills, ic, leader } from "../first-sight-20/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { TwentyFirstLatent } from "./people.ts";

export { hasDegree, studied } from "../first-sight-16/labels.ts";
export { staffPlus } from "../first-sight-17/labels.ts";
export { exOf } from "../first-sight-19/labels.ts";
export {
  EU,
  hasAllSkills,
  hasSkill,
  holdsAnyOther,
  ic,
  inCity,
  inCountry,
  javaDev,
  leader,
  swe,
} from "../first-sight-20/labels.ts";
export { ENG_FAMILIES };

export const CLASSES = [
  "hyph_place",
  "hyph_skill",
  "hyph_career",
  "formal_role",
  "formal_place",
  "formal_record",
  "sym_skill",
  "sym_place",
  "sym_career",
] as const;
export type TwentyFirstClass = (typeof CLASSES)[number];
export type TwentyFirstQuery = RoundQuery<TwentyFirstLatent, TwentyFirstClass>;

type L = TwentyFirstLatent;

/** The engineering families' ICs ("engineers"). */
export const engineerIC = (l: L) => ic(l, ...ENG_FAMILIES);
/** The software and mobile ICs ("developers", "devs"). */
export const developer = (l: L) => ic(l, "software", "mobile");
/** Engineering leaders at `levels` (every level when none is named): manager, head, director, vp, chief. */
export const engLeader = (l: L, ...levels: L["seniority"][]) => leader(l, "engineering", ...levels);
/** "Non-junior", "mid+": the mid and senior IC levels. */
export const midUp = (l: L) => l.seniority === "mid" || l.seniority === "senior";
/** "Non-senior": the junior and mid IC levels. */
export const belowSenior = (l: L) => l.seniority === "junior" || l.seniority === "mid";
/** All of `wanted` listed and none of `unwanted`. */
export const skillsWithout = (l: L, wanted: string[], unwanted: string[]) =>
  hasAllSkills(l, ...wanted) && !unwanted.some((s) => l.skills.includes(s));
/** Exactly one of `wanted` missing (the `maybe` of an ask for all of them). */
export const allButOne = (l: L, ...wanted: string[]) =>
  wanted.filter((s) => l.skills.includes(s)).length === wanted.length - 1;
/** Months of experience in [from, to) years. */
export const experienceBetween = (l: L, from: number, to: number) =>
  l.months >= 12 * from && l.months < 12 * to;
/** Still at the employer they were at before ("promoted inside" `employer`). */
export const stayedAt = (l: L, employer: string) => l.past === employer && l.employer === employer;
