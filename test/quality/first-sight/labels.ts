/**
 * The first-sight labeller's vocabulary: predicates over the latent facts of ./people.ts (never
 * over the strings a record holds), the query shape, and the classes. Conventions
 * (/work/shared/design/first-sight.md, plus this set's own):
 * - a present-tense role noun means the role held now: people between jobs whose last role was it
 *   are `maybe` (defensible either way) unless the query is about employment itself;
 * - IC nouns use the IC levels, leadership words manager and above, founders neither unless named;
 * - "at X" is the current employer; "left X" / "used to work at X" is a past employer that is not
 *   the current one; a person with no place is neither in nor outside anywhere.
 */
import { REGIONS } from "../natural/world.ts";
import type { FirstSightLatent } from "./people.ts";

export type P = FirstSightLatent;
export type Pred = (p: P) => boolean;

export const CLASSES = [
  "who_runs",
  "verbs_for_roles",
  "departures",
  "job_moves",
  "exclusions",
  "informal_time",
  "spoken_places",
  "schools",
  "short_forms",
] as const;
export type FirstSightClass = (typeof CLASSES)[number];

export interface FirstSightQuery {
  class: FirstSightClass;
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

/** Employment. */
export const working: Pred = (p) => p.working;
export const idle: Pred = (p) => !p.working;

/** Roles (the current one, or the last one for people between jobs). */
const ENGINEERING = new Set(["software", "mobile", "devops", "data_eng", "ml", "qa", "security"]);
export const ic =
  (...families: string[]): Pred =>
  (p) =>
    p.leads === null && families.includes(p.family);
export const engineer: Pred = (p) => p.leads === null && ENGINEERING.has(p.family);
export const level =
  (...s: P["seniority"][]): Pred =>
  (p) =>
    s.includes(p.seniority);
/** A leader of `dept` (any level manager and above when none given). */
export const leads =
  (dept: string, ...s: P["seniority"][]): Pred =>
  (p) =>
    p.leads === dept && (s.length === 0 || s.includes(p.seniority));
export const founder: Pred = (p) => p.leads === "founder";
export const occupation =
  (...o: NonNullable<P["occupation"]>[]): Pred =>
  (p) =>
    p.occupation !== null && o.includes(p.occupation);
export const backend: Pred = (p) => ic("software")(p) && p.specialty === "backend";

/** Employers and industries. `at`: now; `left`: a job there that ended (within `months` ago), not there now. */
export const at =
  (...ids: string[]): Pred =>
  (p) =>
    p.working && ids.includes(p.employer);
export const atIndustry =
  (...i: P["industry"][]): Pred =>
  (p) =>
    p.working && i.includes(p.industry);
export const left =
  (id: string, months = Number.POSITIVE_INFINITY): Pred =>
  (p) =>
    !at(id)(p) && p.jobs.some((j) => j.employer === id && j.to !== null && j.to <= months);
export const leftIndustry =
  (i: P["industry"], months = Number.POSITIVE_INFINITY): Pred =>
  (p) =>
    p.jobs.some((j) => j.industry === i && j.to !== null && j.to <= months);
export const everIndustry =
  (i: P["industry"]): Pred =>
  (p) =>
    p.jobs.some((j) => j.industry === i);
export const everAt =
  (id: string): Pred =>
  (p) =>
    p.jobs.some((j) => j.employer === id);
/** Months at the current employer in [lo, hi]. */
export const tenure =
  (lo: number, hi = Number.POSITIVE_INFINITY): Pred =>
  (p) =>
    p.tenure !== null && p.tenure >= lo && p.tenure <= hi;
/** A job ended in the last `months` and another began since (a move, not a gap). */
export const moved =
  (months: number): Pred =>
  (p) =>
    p.working && p.jobs.length > 1 && (p.jobs[1]?.to ?? Number.POSITIVE_INFINITY) <= months;

/** Months of experience in [lo, hi). */
export const months =
  (lo: number, hi = Number.POSITIVE_INFINITY): Pred =>
  (p) =>
    p.months >= lo && p.months < hi;

/** Places. */
export const inCity =
  (...c: string[]): Pred =>
  (p) =>
    p.city !== null && c.includes(p.city);
export const inCountry =
  (...c: string[]): Pred =>
  (p) =>
    p.country !== null && c.includes(p.country);
export const inRegion =
  (region: string): Pred =>
  (p) =>
    p.country !== null && (REGIONS[region]?.has(p.country) ?? false);
/** Places as people say them (written down so a reader can disagree). */
export const BAY_AREA = ["san_francisco", "palo_alto", "oakland", "san_jose", "mountain_view"];
export const CALIFORNIA = [...BAY_AREA, "los_angeles", "san_diego"];
export const NEW_YORK_AREA = ["new_york", "brooklyn", "jersey_city", "hoboken"];
export const BAVARIA = ["munich", "nuremberg", "augsburg"];
/** The Gulf: the GCC states. */
export const GULF = ["AE", "SA", "QA", "KW", "BH", "OM"];
/** The Middle East without North Africa (Egypt, on both sides of the line, is a maybe). */
export const MIDDLE_EAST = [...GULF, "IL", "JO", "LB"];

/** Schools and degrees. */
export const studied =
  (...schools: string[]): Pred =>
  (p) =>
    schools.some((s) => p.schools.includes(s));
export const IVY = ["harvard", "princeton", "yale", "columbia"];
export const IIT = ["iitb", "iitd", "iitm"];
export const holds =
  (d: P["degrees"][number]): Pred =>
  (p) =>
    p.degrees.includes(d);
export const knows =
  (s: string): Pred =>
  (p) =>
    p.skills.includes(s);

/**
 * A query about a role held now: relevant when working, maybe when between jobs (the role was
 * the last one). `extra` adds further maybes, `inverted` what the query excluded.
 */
export function now(
  cls: FirstSightClass,
  query: string,
  who: Pred,
  more: { maybe?: Pred; inverted?: Pred } = {},
): FirstSightQuery {
  const maybe = more.maybe ? any(all(idle, who), more.maybe) : all(idle, who);
  return {
    class: cls,
    query,
    relevant: all(working, who),
    maybe,
    ...(more.inverted ? { inverted: more.inverted } : {}),
  };
}

/** A query whose label is written out in full. */
export function exactly(
  cls: FirstSightClass,
  query: string,
  relevant: Pred,
  more: { maybe?: Pred; inverted?: Pred } = {},
): FirstSightQuery {
  return {
    class: cls,
    query,
    relevant,
    ...(more.maybe ? { maybe: more.maybe } : {}),
    ...(more.inverted ? { inverted: more.inverted } : {}),
  };
}
