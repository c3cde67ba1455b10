/**
 * Round 6's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md) plus:
 *
 * - A role noun is the family's individual contributors (junior, mid, senior) now; "other" titles
 *   (nurse, chef, civil engineer) are in no family. "IC" is the same; "sr IC" and "staff level" are
 *   the senior level (the data's senior level holds Sr., Staff, Principal and Lead; no latent fact
 *   tells a staff engineer from a senior one). "mid+", "mid-level or above", "excl. juniors", "not
 *   entry level" are mid and senior.
 * - "eng mgmt" / "eng leaders" are engineering leaders at manager level and above (manager, head,
 *   director, VP, CTO). "Dir+" is director, VP and chief (heads `maybe`: a head of department sits
 *   beside a director in some charts and below in others); "VP+" is VP and chief (heads `maybe`).
 * - Regions hold only countries the data has: DACH = DE AT CH; Nordics = DK SE; Benelux = BE NL;
 *   Iberia = ES PT; UK&I = GB IE; Europe = the 15 European countries; EMEA = Europe + Israel;
 *   NA = US CA; APAC = IN JP; LATAM = BR. A city the data lacks (Rotterdam, Hamburg, Lyon) matches
 *   nobody.
 * - Spoken and written durations are months of experience counted to today (the generator starts
 *   every job in January, so months = 12 * years + the months of this year): "N plus years", "N+
 *   YoE", "at least N years" is >= 12N; "over ten years" is > 120; "between two and five years" is
 *   24..60; "3-5 YoE" is 36 <= months < 72; "≥3y tenure" is >= 36 months at the current employer;
 *   "joined / started in twenty twenty two or later" is the current job's start year >= 2022.
 * - A self-correction ("in berlin no sorry munich", "papaya pay scratch that orbital freight", "in
 *   the us i mean the uk") asks for the corrected value; a result holding the retracted value
 *   instead is **inverted** (the search obeyed what the speaker took back). A correction that only
 *   widens or narrows ("five no wait three plus years", "amsterdam or actually anywhere in the
 *   netherlands") has no inverted side.
 * - "excl.", "w/o", "except", "no juniors", "nobody currently at X", "not the UK", "no one who's a
 *   director or above": the people holding the excluded value are **inverted**. "ex-X", "used to be
 *   at X", "worked at X earlier" is X as the earlier employer; "ex-" and "now ... somewhere else" add
 *   that X is not the current employer (a person still at X is inverted where the query says
 *   "somewhere else").
 * - A hiring manager's "ideally", "would be ideal", "nice to have" is a preference, not a
 *   requirement: the label holds what is required (a search may rank the preference first; it is
 *   not judged). "X or Y" of skills is either; "X and Y are a must" is both; "Go/Postgres" in a
 *   skills field is either.
 * - "python developers" is the software family with Python; other engineering ICs listing Python
 *   are `maybe`. "growth or performance marketer" is the marketing family (the latent record holds
 *   no marketing specialty).
 */
import type { RoundQuery } from "../first-sight-harness.ts";
import type { Family, Seniority } from "../independent/vocab.ts";
import type { SixthLatent } from "./people.ts";

export const CLASSES = [
  "voice_fillers",
  "voice_numbers",
  "voice_corrections",
  "icp_seniority_geo",
  "icp_fields",
  "icp_exclusions",
  "brief_backfill",
  "brief_not_wanted",
  "brief_background",
] as const;
export type SixthClass = (typeof CLASSES)[number];
export type SixthQuery = RoundQuery<SixthLatent, SixthClass>;
type L = SixthLatent;

const IC_LEVELS: Seniority[] = ["junior", "mid", "senior"];

/** An individual contributor of one of `families` (at one of `levels`, all IC levels by default). */
export const ic = (l: L, families: Family[], levels: Seniority[] = IC_LEVELS) =>
  l.leads === null && l.family !== "other" && families.includes(l.family) && levels.includes(l.seniority);

/** A software IC of one of the specialties. */
export const sw = (l: L, specialties: L["specialty"][], levels: Seniority[] = IC_LEVELS) =>
  ic(l, ["software"], levels) && specialties.includes(l.specialty);

/** A leader of `department` ("engineering", "product", "sales", "marketing", "founder") at one of `levels`. */
export const leader = (l: L, department: string, levels: Seniority[]) =>
  l.leads === department && levels.includes(l.seniority);

export const ENG_MGMT: Seniority[] = ["manager", "head", "director", "vp", "chief"];
export const MID_UP: Seniority[] = ["mid", "senior"];

export const DACH = ["DE", "AT", "CH"];
export const NORDICS = ["DK", "SE"];
export const BENELUX = ["BE", "NL"];
export const IBERIA = ["ES", "PT"];
export const UKI = ["GB", "IE"];
export const EUROPE = [...DACH, "PT", "CZ", "PL", ...NORDICS, "IT", ...BENELUX, "FR", "ES", ...UKI];
export const EMEA = [...EUROPE, "IL"];
export const NA = ["US", "CA"];
export const APAC = ["IN", "JP"];
export const LATAM = ["BR"];

export const inCountry = (l: L, codes: string[]) => l.country !== null && codes.includes(l.country);
export const inCity = (l: L, ids: string[]) => l.city !== null && ids.includes(l.city);
export const hasSkill = (l: L, ...skills: string[]) => skills.some((s) => l.skills.includes(s));
export const hasDegree = (l: L, ...degrees: L["degrees"]) => degrees.some((d) => l.degrees.includes(d));
export const studied = (l: L, ...schools: string[]) => schools.some((s) => l.schools.includes(s));
