/**
 * Round 2's labeller: predicates over the latent facts of ./people.ts (never the written strings),
 * the query shape and the classes. The atomic predicates (roles, employers, places, schools, time)
 * are round 1's (../first-sight/labels.ts), re-exported; this file adds languages and combinators
 * over round 2's latent facts. Conventions: /work/shared/design/first-sight.md and round 1's
 * (../first-sight/README.md, "Label conventions"), plus:
 * - "speak X" is X listed at a working level (native, fluent, professional) or without a level;
 *   X listed at a limited or elementary level is `maybe`; "fluent X" is native or fluent (a
 *   professional level or none written is `maybe`);
 * - "not from X" (non-native for "not working at X") is not at X now; a past employee is fine;
 * - "devs" are software and mobile developers; other engineering ICs are `maybe`;
 * - "data ppl" are data science, analysis and data engineering ICs; ML engineers are `maybe`.
 */
import type { Level, SecondLatent } from "./people.ts";

export {
  at,
  atIndustry,
  BAY_AREA,
  backend,
  engineer,
  everAt,
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
  level,
  months,
  occupation,
  studied,
  tenure,
  working,
} from "../first-sight/labels.ts";

export type P = SecondLatent;
export type Pred = (p: P) => boolean;

export const CLASSES = [
  "roles_places",
  "seniority",
  "exclusions",
  "past_employers",
  "tenure",
  "skills",
  "schools",
  "companies",
  "industries",
  "languages",
  "between_jobs",
] as const;
export type SecondClass = (typeof CLASSES)[number];

export interface SecondQuery {
  class: SecondClass;
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

const WORKING_LEVELS: (Level | null)[] = ["native", "fluent", "professional", null];
/** Lists `language` at one of `levels` (null: listed without a level). */
export const speaks =
  (language: string, levels: (Level | null)[] = WORKING_LEVELS): Pred =>
  (p) =>
    p.languages.some((s) => s.language === language && levels.includes(s.level));
/** Lists `language` at a limited or elementary level: `maybe` for "speak X". */
export const speaksALittle = (language: string): Pred => speaks(language, ["limited", "elementary"]);

/** A place is written (a person without one is neither in nor outside anywhere). */
export const placed: Pred = (p) => p.country !== null;
/** Months since the last job ended, in [lo, hi] (between jobs only). */
export const idleFor =
  (lo: number, hi = Number.POSITIVE_INFINITY): Pred =>
  (p) =>
    !p.working && p.idleFor !== null && p.idleFor >= lo && p.idleFor <= hi;
/** A job in `industry` that has ended. */
export const leftIndustry =
  (industry: P["industry"]): Pred =>
  (p) =>
    p.jobs.some((j) => j.industry === industry && j.to !== null);

/**
 * A query about a role held now: relevant when working, maybe when between jobs (the role was the
 * last one). `more.maybe` adds further maybes, `more.inverted` what the query excluded.
 */
export function now(
  cls: SecondClass,
  query: string,
  who: Pred,
  more: { maybe?: Pred; inverted?: Pred } = {},
): SecondQuery {
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
  cls: SecondClass,
  query: string,
  relevant: Pred,
  more: { maybe?: Pred; inverted?: Pred } = {},
): SecondQuery {
  return {
    class: cls,
    query,
    relevant,
    ...(more.maybe ? { maybe: more.maybe } : {}),
    ...(more.inverted ? { inverted: more.inverted } : {}),
  };
}
