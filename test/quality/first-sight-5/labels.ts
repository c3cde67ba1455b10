/**
 * Round 5's labels: the query shape, the classes, and the predicates the queries are built from,
 * all over the latent facts of ./people.ts (the independent generator's truth), never the written
 * strings. Conventions (/work/shared/design/first-sight.md, plus round 5's own, see ./README.md):
 * - a present-tense role noun is the role held now; IC nouns ("engineers", "developers",
 *   "Data Scientist") are the IC levels (junior, mid, senior); leadership words ("runs", "head of",
 *   "leadership", "decision makers", "VP", "CTO") are manager and above in that department;
 *   founders are neither unless the query says founders;
 * - a company is the current employer; "came from", "used to work at", "ex-", "anciens de",
 *   "previously at" is the earlier employer, and "left X" / "moved on" adds that X is not the
 *   current one (a person still at X is inverted);
 * - a city or country is where the person is based; "Europe" is the European countries the data
 *   holds; a place the data does not hold ("Lyon", "Barcelona", "Rotterdam") matches nobody;
 * - a skill, degree or school in a boolean string or a requirement is required; an excluded word
 *   ("-junior", "NOT", "ohne") makes the people it names inverted; "-intern" names nobody here;
 * - "N+ years", "mindestens N Jahre" is months >= 12N (months counted to today).
 */
import type { Family, Seniority } from "../independent/people.ts";
import type { FifthLatent } from "./people.ts";

export type Pred = (l: FifthLatent) => boolean;

export const CLASSES = [
  "sales_leaders",
  "sales_teams",
  "sales_movers",
  "boolean_or_and",
  "boolean_not",
  "boolean_fields",
  "foreign_role_place",
  "foreign_requirements",
  "foreign_company",
] as const;
export type FifthClass = (typeof CLASSES)[number];

export interface FifthQuery {
  class: FifthClass;
  query: string;
  relevant: Pred;
  maybe?: Pred;
  inverted?: Pred;
}

export const IC: Seniority[] = ["junior", "mid", "senior"];
/** Families whose people are engineers in a seller's sense (the tech teams). */
export const ENGINEERING: Family[] = ["software", "mobile", "devops", "data_eng", "ml", "qa", "security"];
export const EUROPE = [
  "DE",
  "AT",
  "CH",
  "PT",
  "CZ",
  "PL",
  "DK",
  "SE",
  "IT",
  "BE",
  "NL",
  "FR",
  "ES",
  "GB",
  "IE",
];

/** An IC of one of the families (and, for software, one of the specialties) now. */
export const ic =
  (families: Family[], specialties?: string[]): Pred =>
  (l) =>
    IC.includes(l.seniority) &&
    families.includes(l.family) &&
    (!specialties || specialties.includes(l.specialty));
/** A leader of one of the departments now, at one of the levels (all leader levels when none given). */
export const leader =
  (departments: string[], levels?: Seniority[]): Pred =>
  (l) =>
    l.leads !== null && departments.includes(l.leads) && (!levels || levels.includes(l.seniority));
export const level =
  (...levels: Seniority[]): Pred =>
  (l) =>
    levels.includes(l.seniority);
export const at =
  (...employers: string[]): Pred =>
  (l) =>
    employers.includes(l.employer);
/** The earlier employer was one of these (and, when `left`, the current one is not). */
export const cameFrom =
  (employer: string, left = false): Pred =>
  (l) =>
    l.past === employer && (!left || l.employer !== employer);
export const inCity =
  (...cities: string[]): Pred =>
  (l) =>
    l.city !== null && cities.includes(l.city);
export const inCountry =
  (...countries: string[]): Pred =>
  (l) =>
    l.country !== null && countries.includes(l.country);
export const inEurope: Pred = inCountry(...EUROPE);
export const skill =
  (...skills: string[]): Pred =>
  (l) =>
    skills.some((s) => l.skills.includes(s));
export const allSkills =
  (...skills: string[]): Pred =>
  (l) =>
    skills.every((s) => l.skills.includes(s));
export const degree =
  (...degrees: FifthLatent["degrees"][number][]): Pred =>
  (l) =>
    degrees.some((d) => l.degrees.includes(d));
export const school =
  (...schools: string[]): Pred =>
  (l) =>
    schools.some((s) => l.schools.includes(s));
export const yearsAtLeast =
  (n: number): Pred =>
  (l) =>
    l.months >= 12 * n;
/** A title the data files under "other" that still says Engineer (Civil, Mechanical): a judgement call. */
export const otherEngineer: Pred = (l) =>
  l.family === "other" && l.leads === null && /engineer/i.test(l.title);

export const and =
  (...ps: Pred[]): Pred =>
  (l) =>
    ps.every((p) => p(l));
export const or =
  (...ps: Pred[]): Pred =>
  (l) =>
    ps.some((p) => p(l));
export const not =
  (p: Pred): Pred =>
  (l) =>
    !p(l);
