/**
 * Round 4's labeller: predicates over the latent facts of ./people.ts (round 2's people with the
 * name each was drawn with), never over the written strings; the query shape and the classes. The
 * atomic predicates (roles, employers, places, schools, time, languages) are rounds 1-3's, taken
 * through ../first-sight-3/labels.ts; this file adds names, a job ad's stack and combinators.
 * Conventions: /work/shared/design/first-sight.md, plus this set's own:
 * - a pasted job ad describes the person wanted: the job title is the role held now (the level
 *   word of the title is the level: "Senior"/"Staff" senior, "Junior"/"graduate" junior,
 *   "mid-level" mid), "must have" / "required" / "you have" / a stack in brackets after the title
 *   are required, "nice to have" / "a plus" / "ideally" / "preferred" are not;
 * - the ad's location is where the person is based now ("our Berlin team", "Location: Lisbon");
 *   "remote (EU only)" / "EU time zone" is based in Europe; "remote-first" with no region, or a
 *   relocation package, puts no constraint on place;
 * - salary, benefits, equity, the hiring company's own description, what the person "will" do
 *   and "report to" are not constraints on the person; "No agencies" makes recruiters `inverted`;
 * - "N+ years" is months >= 12N; "a-b years" is 12a <= months < 12(b+1) (the protocol's "3-5
 *   years" is 36 <= months < 72); experience in a family is read as total experience (the data
 *   keeps one career per person);
 * - a skill required but absent is wrong, unless the person lists no skills at all (then `maybe`:
 *   nothing says they lack it);
 * - a person looked up by name: the name as drawn (accents dropped, "Lea" for "Léa", and the
 *   common nickname "Tom" for "Tomasz" are the same name), plus every fact the query states
 *   (company = current employer, title = the role held now or last, city); exactly one person
 *   matches at both evaluation sizes, checked by counting.
 */
import type { Pred } from "../first-sight-3/labels.ts";
import type { FourthLatent } from "./people.ts";

export {
  at,
  atIndustry,
  backend,
  engineer,
  everIndustry,
  founder,
  holds,
  ic,
  idle,
  inCity,
  inCountry,
  inRegion,
  knows,
  leads,
  level,
  months,
  speaks,
  studied,
  working,
} from "../first-sight-3/labels.ts";

export type P = FourthLatent;
export type { Pred };
/** A predicate over round 4's people (round 1-3's predicates are ones too). */
export type F = (p: P) => boolean;

export const all =
  (...fs: F[]): F =>
  (p) =>
    fs.every((f) => f(p));
export const any =
  (...fs: F[]): F =>
  (p) =>
    fs.some((f) => f(p));

export const CLASSES = [
  "job_ad_roles",
  "job_ad_requirements",
  "job_ad_noise",
  "names_company",
  "names_title",
  "names_city",
  "role_at_company",
] as const;
export type FourthClass = (typeof CLASSES)[number];
/** The classes whose queries look one person up (exactly one true match). */
export const NAME_CLASSES: readonly FourthClass[] = [
  "names_company",
  "names_title",
  "names_city",
  "role_at_company",
];

export interface FourthQuery {
  class: FourthClass;
  query: string;
  relevant: F;
  /** Defensible either way: never counted wrong. */
  maybe?: F;
  /** Has exactly what the query excluded, or the opposite of what it asked. */
  inverted?: F;
}

/** The person's drawn name. */
export const named =
  (name: string): F =>
  (p) =>
    p.name === name;

/** Lists every one of `skills`. */
export const stack =
  (...skills: string[]): Pred =>
  (p) =>
    skills.every((s) => p.skills.includes(s));
/** Lists no skills at all: a required skill is then unknown, not absent. */
export const noSkills: Pred = (p) => p.skills.length === 0;
/** Holds a certification. */
export const certified =
  (c: P["certifications"][number]): Pred =>
  (p) =>
    p.certifications.includes(c);

/**
 * A job ad: the role (with its place, level, experience...) held now and the required skills.
 * Relevant when working and listing them; `maybe` when between jobs (the role was the last one)
 * or when no skill is listed at all; `more` adds maybes and what the ad excluded.
 */
export function ad(
  cls: FourthClass,
  query: string,
  who: F,
  skills: string[] = [],
  more: { maybe?: F; inverted?: F } = {},
): FourthQuery {
  const has = stack(...skills);
  const unknown: F = (p) => skills.length > 0 && noSkills(p);
  const maybe = any(
    (p) => !p.working && who(p) && (has(p) || unknown(p)),
    (p) => who(p) && unknown(p),
    ...(more.maybe ? [more.maybe] : []),
  );
  return {
    class: cls,
    query,
    relevant: (p) => p.working && who(p) && has(p),
    maybe,
    ...(more.inverted ? { inverted: more.inverted } : {}),
  };
}

/** A person looked up: `who` must hold for exactly one person; `more.maybe` is near misses. */
export function person(
  cls: FourthClass,
  query: string,
  who: F,
  more: { maybe?: F; inverted?: F } = {},
): FourthQuery {
  return {
    class: cls,
    query,
    relevant: who,
    ...(more.maybe ? { maybe: more.maybe } : {}),
    ...(more.inverted ? { inverted: more.inverted } : {}),
  };
}
