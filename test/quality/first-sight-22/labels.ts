/**
 * Round 22's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; a region covers the countries the data has; "ex-X" is an
 * earlier employer X and not X now), plus the convention told to every author: "at <company> for N
 * years / since <date>" is the time at the employer across internal promotions, "in the role /
 * position" the current job's start (no round-22 query asks either). And:
 *
 * - Office nicknames name a family or a level (`NICKNAMES` below says which); a nickname of a trade
 *   is that family's ICs, a nickname of a rank the leader levels it names. Exclusions said beside a
 *   nickname ("but not the auditors", "no managers", "founders aside", "not the top brass") are
 *   **inverted** within the ask's other conditions.
 * - Conditionals and provisos: "as long as / so long as / provided / assuming / only if / but only
 *   if" state a criterion; "unless", "provided they aren't / don't", "but not if", "skip them if"
 *   and "never" state an exclusion, inverted within the other conditions; "fine if X" alone is no
 *   criterion (X is neither required nor excluded).
 * - Preference connectives that exclude: "X rather than / instead of / as opposed to / in lieu of /
 *   in preference to / over / more than Y", "not so much Y as X", "Y preferred less": X is asked and
 *   Y, the dispreferred side, is **inverted** (within the other conditions). Between two skills X is
 *   "lists X and not Y" and the inverted side "lists Y and not X"; a person listing both is neither
 *   (wrong, not inverted): the ask names a preference, and a person with both is not its opposite.
 * - Everywhere (round 21's): role nouns as round 21 has them ("backend" the specialty, full-stack
 *   `maybe`; "developers" the software and mobile ICs; "software engineers / developers" with a
 *   place the software ICs); a skill asked is a listed skill (no `maybe` for people listing none);
 *   an asked place leaves unplaced people wrong.
 */

import { degreeAt } from "../first-sight-8/labels.ts";
import { changedEmployer, oneEmployer } from "../first-sight-10/labels.ts";
import { everAt } from "../first-sight-15/labels.ts";
import { accountantTitled, auditorTitled } from "../first-sight-18/labels.ts";
import { goDev } from "../first-sight-20/labels.ts";
import { engineerIC, hasAllSkills, ic, leader } from "../first-sight-21/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { TwentySecondLatent } from "./people.ts";

export { DACH, EUROPE } from "../first-sight-8/labels.ts";
export { BENELUX, NORDICS } from "../first-sight-15/labels.ts";
export {
  developer,
  EU,
  engineerIC,
  engLeader,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  midUp,
  swe,
} from "../first-sight-21/labels.ts";
export { accountantTitled, auditorTitled, changedEmployer, degreeAt, everAt, goDev, oneEmployer };

export const CLASSES = [
  "nick_trade",
  "nick_rank",
  "nick_slang",
  "cond_place",
  "cond_skill",
  "cond_career",
  "pref_role",
  "pref_place",
  "pref_skill",
] as const;
export type TwentySecondClass = (typeof CLASSES)[number];
export type TwentySecondQuery = RoundQuery<TwentySecondLatent, TwentySecondClass>;

type L = TwentySecondLatent;

/**
 * Each nickname the set uses and what it means (the README's label conventions repeat this table):
 * trades are the family's ICs, ranks the leader levels.
 */
export const NICKNAMES: Record<string, string> = {
  "bean counters": "accounting ICs (Accountant, Auditor ...)",
  "pixel pushers": "design ICs",
  "code monkeys": "the software and mobile ICs",
  headhunters: "recruiting ICs",
  "quota carriers": "account executives (sales engineers `maybe`)",
  "number crunchers": "data-analysis ICs (data scientists `maybe`)",
  "top brass": "leaders from head up: head, director, VP, chief (managers not; founders where said)",
  "pointy-haired bosses": "engineering managers (heads of engineering `maybe`)",
  "worker bees": "ICs of the named families; their 'bosses' that department's leaders",
  "tech C-suite": "CTOs (the data's only chief of technology)",
  "big cheeses": "engineering leaders from head up (head, director, VP, CTO)",
  suits: "the sales leaders (directors and VPs of sales)",
  "frozen middle": "engineering managers (heads `maybe`); directors, VPs and CTOs are the top brass",
  "data plumbers": "data engineers",
  "bug hunters": "QA ICs",
  "mini-CEOs": "product ICs (product leaders `maybe`)",
  "firefighters on the pager": "the devops / SRE ICs",
  "demo jockeys": "sales engineers",
  "white hats": "security ICs",
  "Mad Men types": "marketing ICs",
  "AI whisperers": "ML ICs",
};

/** Lists `wanted` and not `unwanted` (the preferred side of "X rather than Y"). */
export const prefers = (l: L, wanted: string, unwanted: string) =>
  l.skills.includes(wanted) && !l.skills.includes(unwanted);
/** The software ICs of `specialty`. */
export const swSpecialty = (l: L, specialty: L["specialty"]) =>
  ic(l, "software") && l.specialty === specialty;
/** Python developers: software ICs listing Python or titled Python Developer. */
export const pythonDev = (l: L) =>
  ic(l, "software") && (l.skills.includes("python") || /Python/.test(l.title));
/** Java developers: software ICs listing Java or titled Java Developer. */
export const javaPerson = (l: L) => ic(l, "software") && (l.skills.includes("java") || /Java/.test(l.title));
/** "Go engineers": software or devops ICs listing Go or titled Golang Engineer. */
export const goEngineer = (l: L) => goDev(l) || (ic(l, "devops") && l.skills.includes("go"));
/** Engineering ICs or data scientists (the PhD ask). */
export const engOrDataScientist = (l: L) => engineerIC(l) || ic(l, "data_science");
/** A PhD written at one of the named schools. */
export const phdFrom = (l: L, ...schools: string[]) => schools.some((s) => degreeAt(l, "phd", s));
/** "Marketing people": the marketing ICs and the marketing managers. */
export const marketingPerson = (l: L) => ic(l, "marketing") || leader(l, "marketing");
/** Both skills listed. */
export const both = (l: L, a: string, b: string) => hasAllSkills(l, a, b);
