/**
 * Round 20's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; a region covers the countries the data has; "ex-X" is an
 * earlier employer X and not X now), plus the convention told to every author: "at <company> for N
 * years / since <date>" is the time at the employer across internal promotions, "in the role /
 * position" the current job's start (no round-20 query asks either). And:
 *
 * - Prompts to an assistant: the role line ("You are a sourcing assistant"), the output
 *   instructions ("return a table", "max 25 rows", "include their employer", "no commentary", "don't
 *   add emails", "do not invent data", "sort by seniority"), politeness and the asker's rationale
 *   ("we are expanding to Portugal") are not criteria; the label follows the criteria only. A
 *   negated output instruction excludes nobody. "Must / hard requirements" are conditions, "must not /
 *   exclusions / exclude / skip" are exclusions: who they name is **inverted** within the ask's other
 *   conditions.
 * - Places as codes: a code means the place it stands for, as the data holds it. ISO country codes
 *   (DE, AT, CH, NL, BE, GB, IE, PT, ES, FR, IT, PL, CZ, DK, SE, IN, US) are the country; city and
 *   airport shorthands (LDN, AMS, MUC, BER, FRA, CPH, STHLM, GBG, TLV, BLR, WAW, KRK, PRG, VIE, ZRH,
 *   GVA, NYC, SF) the city; state, province and canton codes the data's cities in them (`STATE_CITIES`:
 *   NY New York, CA San Francisco — California, not Canada —, QC Montreal, SP São Paulo, KA
 *   Bengaluru, MH Mumbai, TN Chennai, BY Munich and Nuremberg, NRW Cologne, HE Frankfurt, ZH Zurich,
 *   GE Geneva, MI Milan, RM Rome). "Remote from X", "X-based", "X area", "metro" are the place.
 * - Career stage in idiom (`STAGE` below), on the role the query asks (ICs unless a leader word):
 *   the early idioms ("fresh out of school", "first real job", "at the very start of their careers")
 *   are the junior level, mids wrong; the loose early ones ("up-and-coming", "learning the ropes",
 *   "cutting their teeth") the junior level with mids under five years (< 60 months) `maybe`; "a year
 *   or two in" juniors under three years (< 36 months; a junior with three years `maybe`). The middle
 *   idioms ("mid-career", "a few years under their belt", "past the junior stage but not yet
 *   senior", "hitting their stride", "in their prime", "some miles on them") are the mid level,
 *   seniors under eight years (< 96 months) `maybe` unless the query shuts seniors out ("not too
 *   senior", "not yet senior", "not veterans", "aren't yet old hands": then seniors inverted), juniors
 *   wrong unless shut out ("not too junior", "past the junior stage", "neither green": inverted). The
 *   late idioms ("seasoned", "veterans", "been around the block", "old hands", "battle-tested") are
 *   the senior level, mids with eight years or more (>= 96 months) `maybe`; "greybeards" seniors of
 *   fifteen years or more (>= 180 months), the other seniors `maybe`. "Fresh grads" / "green" /
 *   "up-and-comers" named as an exclusion invert the juniors; "old hands" / "seasoned folks" /
 *   "veterans" named as an exclusion invert the seniors. Leaders: "seasoned engineering leaders, not
 *   first-time managers" is head, director, VP and CTO, the engineering managers inverted.
 * - Everywhere (round 19's): "engineers" the engineering families' ICs; "developers / devs" the
 *   software and mobile ICs; "backend" / "frontend" the specialty (full-stack `maybe`), "full-stack
 *   with React" the full-stack specialty (general software ICs with React `maybe`); "SWEs / software
 *   engineers" every software IC; "Java developers" software ICs with Java as a skill or in the title
 *   (mobile ICs with Java `maybe`); "Go developers" software ICs with Go as a skill or Golang in the
 *   title; "iOS / Android devs" the mobile ICs; "SREs / platform / devops engineers" the devops ICs;
 *   "product managers / PMs" the product ICs; "product / UX designers" the design ICs; "AEs /
 *   account execs" the account executives, "sales engineers / solutions consultants / presales" the
 *   sales engineers; "recruiters" the recruiting ICs; "marketers" the marketing ICs; "engineering
 *   managers" the engineering managers; two skills asked together are both (exactly one `maybe`); a
 *   skill "on their profile" / "who list" is listed (no `maybe` for people listing no skills). An
 *   asked place leaves unplaced people wrong.
 */

import { ic } from "../first-sight-19/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { TwentiethLatent } from "./people.ts";

export {
  EU,
  EUROPE,
  hasAllSkills,
  hasSkill,
  holdsAnyOther,
  ic,
  inCity,
  inCountry,
  javaDev,
  leader,
  oneOf,
  swe,
} from "../first-sight-19/labels.ts";

export const CLASSES = [
  "prompt_role",
  "prompt_place",
  "prompt_skill",
  "code_country",
  "code_city",
  "code_state",
  "stage_early",
  "stage_mid",
  "stage_late",
] as const;
export type TwentiethClass = (typeof CLASSES)[number];
export type TwentiethQuery = RoundQuery<TwentiethLatent, TwentiethClass>;

type L = TwentiethLatent;

/** State, province, canton and Land codes: the data's cities in each. */
export const STATE_CITIES: Record<string, string[]> = {
  NY: ["new_york"],
  CA: ["san_francisco"],
  QC: ["montreal"],
  SP: ["sao_paulo"],
  KA: ["bengaluru"],
  MH: ["mumbai"],
  TN: ["chennai"],
  BY: ["munich", "nuremberg"],
  NRW: ["cologne"],
  HE: ["frankfurt"],
  ZH: ["zurich"],
  GE: ["geneva"],
  MI: ["milan"],
  RM: ["rome"],
};

/** In one of the cities of the state codes `codes` ("BY or NRW"). */
export const inState = (l: L, ...codes: string[]) =>
  l.city !== null && codes.some((c) => (STATE_CITIES[c] ?? []).includes(l.city as string));

/** Career stages in idiom: each the level it is, and who is `maybe` beside it (see above). */
export const STAGE = {
  /** "fresh out of school", "first real job", "start of their careers": juniors. */
  early: (l: L) => l.seniority === "junior",
  /** Loose early idioms ("up-and-coming", "learning the ropes"): mids under five years are `maybe`. */
  nearlyEarly: (l: L) => l.seniority === "mid" && l.months < 60,
  /** "A year or two in": juniors under three years (a junior of three years is `maybe`). */
  yearOrTwo: (l: L) => l.seniority === "junior" && l.months < 36,
  mid: (l: L) => l.seniority === "mid",
  /** Seniors under eight years: `maybe` for a middle idiom that does not shut seniors out. */
  nearlyMid: (l: L) => l.seniority === "senior" && l.months < 96,
  late: (l: L) => l.seniority === "senior",
  /** Mids of eight years or more: `maybe` for a late idiom. */
  nearlyLate: (l: L) => l.seniority === "mid" && l.months >= 96,
  /** "Greybeards": seniors of fifteen years or more (the other seniors `maybe`). */
  greybeard: (l: L) => l.seniority === "senior" && l.months >= 180,
};

/** An IC of one of `families` at a stage (`STAGE.early`, ...). */
export const icStage = (l: L, stage: (l: L) => boolean, ...families: L["family"][]) =>
  ic(l, ...families) && stage(l);

/** Go developers: software ICs with Go as a skill or Golang in the title. */
export const goDev = (l: L) => ic(l, "software") && (l.skills.includes("go") || /Golang/.test(l.title));
