/**
 * The labeller's vocabulary: predicates over the latent facts of ./people.ts (never over written
 * strings), and the query shape every class uses. A person whose record does not say the thing
 * asked (no location) is neither relevant nor, for a negation, inverted: no reader could tell.
 */
import type { NaturalLatent } from "./people.ts";
import type { Occupation } from "./work.ts";
import { EMPLOYERS, type Industry, REGIONS } from "./world.ts";

export type P = NaturalLatent;
export type Pred = (p: P) => boolean;

export const QUERY_CLASSES = [
  "soft_words",
  "negation",
  "ranges",
  "or_and",
  "regions",
  "colloquial",
  "typos",
  "keyword_style",
  "names",
  "family_recall",
  "out_of_vocabulary",
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];
/** Classes a floor may go under; out_of_vocabulary is reported apart (a later issue). */
export const FLOOR_CLASSES: readonly QueryClass[] = QUERY_CLASSES.filter((c) => c !== "out_of_vocabulary");

export interface NaturalQuery {
  class: QueryClass;
  query: string;
  relevant: Pred;
  /** Defensible either way (a boundary of a range, a director for "execs"): never counted wrong. */
  maybe?: Pred;
  /** Has exactly what the query excluded: in the top ten, the query was read backwards. */
  inverted?: Pred;
}

/** Rows of [query, relevant, maybe?] of one class. */
export const queries = (cls: QueryClass, rows: [string, Pred, Pred?][]): NaturalQuery[] =>
  rows.map(([query, relevant, maybe]) => ({ class: cls, query, relevant, ...(maybe ? { maybe } : {}) }));

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

const ENGINEERING = new Set(["software", "mobile", "devops", "data_eng", "ml", "qa", "security"]);
export const ic: Pred = (p) => p.leads === null;
export const fam =
  (...families: string[]): Pred =>
  (p) =>
    ic(p) && families.includes(p.family);
export const engineer: Pred = (p) => ic(p) && ENGINEERING.has(p.family);
export const design = fam("design");
/** Developers in the everyday sense: people who write application code. */
export const developer = fam("software", "mobile");
export const specialty =
  (s: P["specialty"]): Pred =>
  (p) =>
    fam("software")(p) && p.specialty === s;
export const level =
  (...s: P["seniority"][]): Pred =>
  (p) =>
    s.includes(p.seniority);
export const leads =
  (dept: string, ...s: P["seniority"][]): Pred =>
  (p) =>
    p.leads === dept && (s.length === 0 || s.includes(p.seniority));
export const occupation =
  (...o: Occupation[]): Pred =>
  (p) =>
    p.occupation !== null && o.includes(p.occupation);
export const founder: Pred = (p) => p.leads === "founder";

/** Where: a known place only (people without one are neither in nor outside anywhere). */
export const placed: Pred = (p) => p.country !== null;
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

export const knows =
  (...s: string[]): Pred =>
  (p) =>
    s.some((x) => p.skills.includes(x));
export const holds =
  (d: P["degrees"][number]): Pred =>
  (p) =>
    p.degrees.includes(d);
export const studied =
  (school: string): Pred =>
  (p) =>
    p.schools.includes(school);
export const does =
  (a: P["activities"][number]): Pred =>
  (p) =>
    p.activities.includes(a);
export const certified =
  (c: P["certifications"][number]): Pred =>
  (p) =>
    p.certifications.includes(c);

/** Employers by id (./world.ts); `at` is the current one, `was` an earlier one, `ever` either. */
const known = new Set(EMPLOYERS.map((e) => e.id));
const check = (ids: string[]) => {
  for (const id of ids) if (!known.has(id)) throw new Error(`no employer ${id}`);
  return ids;
};
export const at = (...ids: string[]): Pred => {
  check(ids);
  return (p) => ids.includes(p.employer);
};
export const was = (id: string): Pred => {
  check([id]);
  return (p) => p.past.some((x) => x.employer === id);
};
export const ever = (id: string): Pred => any(at(id), was(id));
export const industry =
  (...i: Industry[]): Pred =>
  (p) =>
    i.includes(p.industry);
export const pastIndustry =
  (i: Industry): Pred =>
  (p) =>
    p.past.some((x) => x.industry === i);

/**
 * Years of experience, read two ways: exactly (months / 12) and in whole years (what a person
 * says: "5 years" for 5 years 7 months). A person is relevant when both readings put them inside,
 * maybe when only one does, and inverted when neither does. Bounds are inclusive unless strict.
 */
export function yearsBetween(lo: number | null, hi: number | null, strict = { lo: false, hi: false }) {
  const inside = (y: number) =>
    (lo === null || (strict.lo ? y > lo : y >= lo)) && (hi === null || (strict.hi ? y < hi : y <= hi));
  const readings = (p: P) => [inside(p.months / 12), inside(Math.floor(p.months / 12))];
  return {
    relevant: (p: P) => readings(p).every(Boolean),
    maybe: (p: P) => readings(p).filter(Boolean).length === 1,
    outside: (p: P) => !readings(p).some(Boolean),
  };
}

/** A query over experience years: `who` and the range; inverted = `who` clearly outside it. */
export function experienced(
  cls: QueryClass,
  query: string,
  who: Pred,
  range: ReturnType<typeof yearsBetween>,
): NaturalQuery {
  return {
    class: cls,
    query,
    relevant: all(who, range.relevant),
    maybe: all(who, range.maybe),
    inverted: all(who, range.outside),
  };
}
