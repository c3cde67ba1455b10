/**
 * Round 11's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; a region covers the
 * countries the data has; "ex-X" is an earlier employer X and not X now), plus:
 *
 * - Companies, however written, are the data's twelve employers: a web domain the author guessed
 *   ("papayapay.com", "@orbitalfreight.com address", "tessellate.de"), a legal suffix the data does
 *   not write ("Kestrel Health Inc.", "Northwind Labs GmbH", "Bluefin Data Ltd", "Papaya Pay S.A."),
 *   a possessive ("Papaya's"), a short form or initialism ("H&F" for Harbor & Finch, "Quillon",
 *   "Cobalt", "Tessellate", "the Minerva crowd"), lower case, or one wrong letter ("kestral
 *   health") all name that company. "folks at / people at / the X crowd / the X folks / X people"
 *   is everyone whose current employer is X (any role, founders too) unless a role is named.
 *   "X's backend team" is the backend software ICs at X; X's engineering leaders are `maybe`.
 *   "used to be at / came over from / left / ex-" is X as the earlier employer; "ex-X" alone also
 *   means not at X now (at X now is **inverted**); "staff who left X" who are at Y now is past X.
 * - Report shorthand: "Sr." the senior IC level, "Mid" mid, "Jr." junior; "Eng" the engineering
 *   families (software, mobile, DevOps, data engineering, ML, QA, security); "Eng (Backend)" the
 *   backend software specialty; "SWE" software ICs (any specialty); "mgmt" leaders from manager up
 *   (founders are apart: they are mgmt only where the line says so); "ICs" the IC levels. "X/Y"
 *   and "X, Y" in a field are either; "+" joins list items (places, roles, levels: either), but
 *   between skills it asks for both ("SQL + Excel", "k8s + Terraform"). "incl. X" widens the list
 *   to hold X; "excl. / w/o / sans / minus / less X" excludes X: a result with X is **inverted**.
 *   "≥5y" months >= 60; "< 3y" months < 36; "> 5y" the next whole year up, >= 72, with 5 years and
 *   some months `maybe` (round 10's "more than"); "2–4y" 24 <= months < 60. "tenure / in seat / at
 *   current co." counts months at the current employer. "n/a location excl." excludes people whose
 *   record holds no place (they are **inverted**); "tbd level" asks nothing about the level. "EU" is
 *   the data's EU members (not GB, CH). Skills the data spells as aliases are the skill ("k8s").
 * - Narrowing over several sentences: every sentence narrows what the ones before left, so the
 *   answer is the conjunction of all. "Of those, only / Among them / Keep only the ones who / And of
 *   them, who" are requirements; "From that group drop / Now remove anyone" exclude: a person the
 *   earlier sentences asked for who has what the removing sentence names is **inverted**.
 * - Everywhere: a place exclusion with no place asked: a person without a place is `maybe`.
 */
import type { RoundQuery } from "../first-sight-harness.ts";
import type { EleventhLatent } from "./people.ts";

export {
  at,
  atLevel,
  cameFrom,
  DACH,
  ENG_FAMILIES,
  EUROPE,
  hasAllSkills,
  hasDegree,
  hasSkill,
  IC_LEVELS,
  ic,
  inCity,
  inCountry,
  leader,
  studied,
} from "../first-sight-8/labels.ts";
export { exOf, junior } from "../first-sight-9/labels.ts";
export {
  anyLeader,
  founder,
  justOver,
  over,
  placedOutside,
  placedOutsideCity,
  unplaced,
} from "../first-sight-10/labels.ts";

export const CLASSES = [
  "co_domain",
  "co_legal",
  "co_casual",
  "rep_role",
  "rep_place",
  "rep_tenure",
  "chain_keep",
  "chain_drop",
] as const;
export type EleventhClass = (typeof CLASSES)[number];
export type EleventhQuery = RoundQuery<EleventhLatent, EleventhClass>;

/** The data's EU members ("EU only"): Europe without the United Kingdom and Switzerland. */
export const EU = ["DE", "AT", "PT", "CZ", "PL", "DK", "SE", "IT", "BE", "NL", "FR", "ES", "IE"];

/** The software ICs of one of `specialties` ("Eng (Backend)", "Frontend/Fullstack"). */
export const swe = (l: EleventhLatent, ...specialties: EleventhLatent["specialty"][]) =>
  l.family === "software" &&
  ["junior", "mid", "senior"].includes(l.seniority) &&
  (specialties.length === 0 || specialties.includes(l.specialty));
