/**
 * Round 3's labeller: predicates over the latent facts of round 2's people (../first-sight-2/
 * people.ts: round 1's people with the languages they list), never over the written strings, the
 * query shape and the classes. The atomic predicates (roles, employers, places, schools, time,
 * languages) are rounds 1 and 2's (../first-sight/labels.ts, ../first-sight-2/labels.ts),
 * re-exported; this file adds the place groups, employer headquarters and combinators round 3 asks
 * about. Conventions: /work/shared/design/first-sight.md, plus this set's own:
 * - a place name in its own language ("München", "Österreich", "Polska") is the place;
 * - a demonym before a role ("Dutch data engineers", "Bavarian data scientists") means based
 *   there now: the data has no nationality. Where a nationality reading is defensible, a native
 *   speaker of the place's language living elsewhere is `maybe`;
 * - "a Dutch/Swiss company" is an employer headquartered in that country;
 * - a pasted boolean string means what its operators say over the latent facts: quoted titles stand
 *   for the role family they name, bare skills for the skill, NOT for its term being absent (a
 *   NOT-ed term that is present is `inverted`);
 * - in long sentences every constraint is required unless it is said to be optional ("ideally");
 * - "nobody from X" / "excluding X" / "not at X" means not at X now (a past employee is fine);
 *   someone at X now is `inverted`. "has since moved on from X" / "used to work at X" is a past
 *   employer that is not the current one; at X now is `inverted`.
 */

import type { SecondLatent } from "../first-sight-2/people.ts";
import { EMPLOYER_BY_ID } from "../natural/world.ts";

export {
  at,
  atIndustry,
  BAVARIA,
  backend,
  CALIFORNIA,
  engineer,
  everAt,
  everIndustry,
  founder,
  holds,
  IIT,
  IVY,
  ic,
  idle,
  inCity,
  inCountry,
  inRegion,
  knows,
  leads,
  left,
  leftIndustry,
  level,
  months,
  moved,
  NEW_YORK_AREA,
  occupation,
  studied,
  tenure,
  working,
} from "../first-sight/labels.ts";
export { idleFor, placed, speaks, speaksALittle } from "../first-sight-2/labels.ts";

export type P = SecondLatent;
export type Pred = (p: P) => boolean;

export const CLASSES = [
  "native_places",
  "demonyms",
  "boolean",
  "long_roles_places",
  "long_history",
  "long_exclusions",
  "long_education",
] as const;
export type ThirdClass = (typeof CLASSES)[number];

export interface ThirdQuery {
  class: ThirdClass;
  query: string;
  relevant: Pred;
  /** Defensible either way: never counted wrong. */
  maybe?: Pred;
  /** Has exactly what the query excluded, or the opposite of what it asked. */
  inverted?: Pred;
}

export const all =
  (...fs: Pred[]): Pred =>
  (p) =>
    fs.every((f) => f(p));
export const any =
  (...fs: Pred[]): Pred =>
  (p) =>
    fs.some((f) => f(p));
export const not =
  (f: Pred): Pred =>
  (p) =>
    !f(p);

/** Country name as ../natural/world.ts writes headquarters -> ISO code (the ones round 3 asks about). */
const HQ: Record<string, string> = {
  Germany: "DE",
  Netherlands: "NL",
  Switzerland: "CH",
  "United Kingdom": "GB",
  "United States": "US",
  Sweden: "SE",
  Spain: "ES",
};
/** Works now for an employer headquartered in one of `countries` (ISO codes). */
export const atHq =
  (...countries: string[]): Pred =>
  (p) => {
    if (!p.working) return false;
    const hq = EMPLOYER_BY_ID.get(p.employer)?.hq;
    return hq !== undefined && countries.includes(HQ[hq] ?? "");
  };

/** A place is written and it is not one of `countries`. */
export const outside =
  (...countries: string[]): Pred =>
  (p) =>
    p.country !== null && !countries.includes(p.country);

/** Latin America as ../natural/world.ts defines it, by country. */
export const LATAM = ["MX", "BR", "AR", "CO", "CL", "PE", "UY"];
/** Catalonia in the data: Barcelona only (Valencia is not Catalan). */
export const CATALONIA = ["barcelona"];
/** New York City itself (Brooklyn is a borough); New Jersey is across the river. */
export const NEW_YORK_CITY = ["new_york", "brooklyn"];

/** A native speaker of `language` (nationality proxy for demonyms: `maybe` only). */
export const nativeSpeaker =
  (language: string): Pred =>
  (p) =>
    p.languages.some((s) => s.language === language && s.level === "native");

/**
 * A query about a role held now: relevant when working, maybe when between jobs (the role was the
 * last one). `more.maybe` adds further maybes, `more.inverted` what the query excluded.
 */
export function now(
  cls: ThirdClass,
  query: string,
  who: Pred,
  more: { maybe?: Pred; inverted?: Pred } = {},
): ThirdQuery {
  const between: Pred = (p) => !p.working && who(p);
  return {
    class: cls,
    query,
    relevant: (p) => p.working && who(p),
    maybe: more.maybe ? any(between, more.maybe) : between,
    ...(more.inverted ? { inverted: more.inverted } : {}),
  };
}

/** A query whose label is written out in full. */
export function exactly(
  cls: ThirdClass,
  query: string,
  relevant: Pred,
  more: { maybe?: Pred; inverted?: Pred } = {},
): ThirdQuery {
  return {
    class: cls,
    query,
    relevant,
    ...(more.maybe ? { maybe: more.maybe } : {}),
    ...(more.inverted ? { inverted: more.inverted } : {}),
  };
}
