/**
 * Round 12's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; "over a decade" is >=
 * 120 months; a region covers the countries the data has; "ex-X" is an earlier employer X and not X
 * now), plus the convention told to every author: "at <company> for N years / since <date> / been
 * there" is the time at the employer across internal promotions (from the earliest start of the
 * unbroken run of jobs at the current employer: the earlier job's start when it was at the same
 * employer), "in the role / position" the current job's start. And:
 *
 * - Search-operator strings: every `key:value` is a criterion and criteria are and-ed, as are free
 *   words beside them; `OR` and a parenthesised list are either; `AND` inside a skill list asks for
 *   both. A leading minus or `NOT` before a field excludes it: a person the rest of the string asks
 *   for who has what the minus names is **inverted**. `title:` / `role:` / free role words are the
 *   role family they name (any specialty for "software engineer", the specialty for "backend
 *   engineer"; "pm" the product family; "ios / android developer" the mobile family); `seniority:` /
 *   `level:` the level; `function:engineering` the engineering families; `loc:` / `location:` /
 *   `city:` / `country:` / `geo:` the place (a city the data lacks, such as Hamburg, matches nobody);
 *   `company:` / `current_company:` the current employer, `past_company:` the earlier one; `skill:` /
 *   `skills:` the skill; `yoe:` months of experience (`>5` is >= 72 months with 5 years and some
 *   months `maybe`, round 10's "more than"; `[3 TO 8]` 36 <= months < 108); `tenure:` months at the
 *   current employer across promotions (the convention above). A place exclusion with no place asked:
 *   a person without a place is `maybe`.
 * - Education: the data holds a degree kind (bachelor, master, PhD, MBA) and a school per entry,
 *   and no field of study, spoken language or certification. "a master's" is a master's degree (a
 *   PhD holder's master's counts); "a doctorate / PhD" a PhD; "only a bachelor's / highest degree a
 *   bachelor's" a bachelor's and no master's, PhD or MBA; "without any degree on the profile" no
 *   degree written. "went to / studied at / alumni / grads of X" is any entry at school X; "a
 *   master's from X" a master's written at X (another degree at X only is `maybe`). "Oxbridge" is
 *   Oxford and Cambridge; "TUM / TU Munich", "ETH", "UofT", "UvA", "PoliMi", "IIT Bombay" the data's
 *   schools.
 * - Outsiders' asks (conference organisers, investors, journalists, alumni organisers): only what
 *   is required is judged; the purpose ("for a panel", "for a memo") and wishes the data has no fact
 *   for are not. "X's engineering side / team" is the engineering ICs and engineering leaders at X;
 *   "data team" data engineering, science and analysis ICs; "sales org" account executives and sales
 *   leaders; "product and design people" product ICs, product leaders and designers. "leave out /
 *   no / not / excluding / don't count" name who is **inverted**.
 */
import type { RoundQuery } from "../first-sight-harness.ts";
import type { TwelfthLatent } from "./people.ts";

export { DATA_FAMILIES, degreeAt, engTeam } from "../first-sight-8/labels.ts";
export { between } from "../first-sight-10/labels.ts";
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
  founder,
  hasAllSkills,
  hasDegree,
  hasSkill,
  IC_LEVELS,
  ic,
  inCity,
  inCountry,
  junior,
  justOver,
  leader,
  over,
  placedOutside,
  placedOutsideCity,
  studied,
  swe,
  unplaced,
} from "../first-sight-11/labels.ts";

export const CLASSES = [
  "op_field",
  "op_bool",
  "op_minus",
  "edu_degree",
  "edu_school",
  "edu_pair",
  "out_events",
  "out_invest",
  "out_press",
  "out_alumni",
] as const;
export type TwelfthClass = (typeof CLASSES)[number];
export type TwelfthQuery = RoundQuery<TwelfthLatent, TwelfthClass>;

type L = TwelfthLatent;

/**
 * Months at the current employer across internal promotions: from the earlier job's start when that
 * job was at the same employer (the generator's earlier job ends when the current one starts, so the
 * run is unbroken), else from the current job's start.
 */
export const monthsAtEmployer = (l: L) => (l.past !== null && l.past === l.employer ? l.months : l.tenure);

/** A bachelor's as the highest degree: no master's, PhD or MBA. */
export const onlyBachelor = (l: L) =>
  l.degrees.includes("bachelor") && !l.degrees.some((d) => d === "master" || d === "phd" || d === "mba");

/** No degree written on the profile (no education, or schools without a degree). */
export const noDegree = (l: L) => l.degrees.length === 0;
