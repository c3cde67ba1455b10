/**
 * The demo world and the pieces of a career: the companies of a world and who employs whom, the
 * city a person lives in, their level for their years of experience, titles, skills, email
 * addresses in an employer's pattern and phone numbers in a country's format.
 */
import type { Post, Reaction } from "../model.ts";
import type { PersonWrite } from "../person.ts";
import {
  COUNTRY_BY_ISO2,
  type Department,
  type Family,
  GAZETTEER,
  type GazetteerCity,
  type LeaderLevel,
  ROLES,
  SCHOOLS,
  type School,
} from "../vocab/index.ts";
import { type DemoCompany, generateCompanies, toCompany } from "./companies.ts";
import { slug } from "./names.ts";
import { type Rng, WeightedPicker } from "./rng.ts";
import { COUNTRY_WEIGHTS, DEPARTMENT_WEIGHTS } from "./tables.ts";

export interface DemoWorld {
  seed: number;
  reference: Date;
  companies: DemoCompany[];
}

export interface DemoPersonOutput extends PersonWrite {
  posts: { post: Post; reactions: Reaction[] }[];
}

export interface Level {
  level: string;
  /** Intern, Entry, Mid, Senior (individual contributors) or a leader level. */
  kind: "Intern" | "Entry" | "Mid" | "Senior" | LeaderLevel | "Owner";
}

export const countryPicker = new WeightedPicker(Object.keys(COUNTRY_WEIGHTS), (k) => COUNTRY_WEIGHTS[k] ?? 0);
export const citiesByCountry = new Map<string, WeightedPicker<GazetteerCity>>();
for (const iso2 of Object.keys(COUNTRY_WEIGHTS)) {
  const cities = GAZETTEER.cities.filter((c) => c.country_iso2 === iso2);
  if (cities.length) citiesByCountry.set(iso2, new WeightedPicker(cities, (c) => c.population ** 0.7));
}
export const anyCity = new WeightedPicker(
  GAZETTEER.cities,
  (c) => (COUNTRY_WEIGHTS[c.country_iso2] ?? 0.3) * c.population ** 0.5,
);
export const departmentPicker = new WeightedPicker(ROLES.departments, (d) => DEPARTMENT_WEIGHTS[d.name] ?? 1);
export const schoolsByCountry = new Map<string, School[]>();
for (const s of SCHOOLS.schools)
  schoolsByCountry.set(s.country, [...(schoolsByCountry.get(s.country) ?? []), s]);

export function pickCity(rng: Rng): GazetteerCity {
  const iso2 = countryPicker.pick(rng);
  return (citiesByCountry.get(iso2) ?? anyCity).pick(rng);
}

export function createDemoWorld(seed: number, peopleCount: number, reference: Date): DemoWorld {
  const companyCount = Math.max(25, Math.round(peopleCount / 25));
  const hqPicker = new WeightedPicker(
    GAZETTEER.cities,
    (c) => (COUNTRY_WEIGHTS[c.country_iso2] ?? 0.3) * c.population ** 0.6,
  );
  return {
    seed,
    reference,
    companies: generateCompanies(seed, companyCount, hqPicker, reference.getUTCFullYear()),
  };
}

export function demoCompanies(world: DemoWorld) {
  return world.companies.map(toCompany);
}

/** Employers by country, weighted by head count, built once per world. */
export const employerIndex = new WeakMap<
  DemoWorld,
  { byCountry: Map<string, WeightedPicker<DemoCompany>>; all: WeightedPicker<DemoCompany> }
>();
export function employers(world: DemoWorld) {
  let index = employerIndex.get(world);
  if (!index) {
    const weight = (c: DemoCompany) => Math.sqrt(c.employees_count ?? 1);
    const byCountry = new Map<string, WeightedPicker<DemoCompany>>();
    const grouped = new Map<string, DemoCompany[]>();
    for (const c of world.companies) {
      const k = c.hq.country_iso2 ?? "";
      grouped.set(k, [...(grouped.get(k) ?? []), c]);
    }
    for (const [k, list] of grouped) byCountry.set(k, new WeightedPicker(list, weight));
    index = { byCountry, all: new WeightedPicker(world.companies, weight) };
    employerIndex.set(world, index);
  }
  return index;
}

export function levelFor(years: number, rng: Rng): Level {
  if (years < 1)
    return rng.chance(0.4) ? { level: "Intern", kind: "Intern" } : { level: "Entry", kind: "Entry" };
  if (years < 3) return { level: "Entry", kind: "Entry" };
  if (years < 6)
    return rng.chance(0.75) ? { level: "Specialist", kind: "Mid" } : { level: "Senior", kind: "Senior" };
  if (years < 10) {
    const r = rng.next();
    if (r < 0.6) return { level: "Senior", kind: "Senior" };
    if (r < 0.85) return { level: "Manager", kind: "Manager" };
    return { level: "Specialist", kind: "Mid" };
  }
  if (years < 16) {
    const r = rng.next();
    if (r < 0.4) return { level: "Senior", kind: "Senior" };
    if (r < 0.65) return { level: "Manager", kind: "Manager" };
    if (r < 0.8) return { level: "Head", kind: "Head" };
    if (r < 0.95) return { level: "Director", kind: "Director" };
    return { level: "Owner", kind: "Owner" };
  }
  const r = rng.next();
  if (r < 0.25) return { level: "Senior", kind: "Senior" };
  if (r < 0.4) return { level: "Manager", kind: "Manager" };
  if (r < 0.62) return { level: "Director", kind: "Director" };
  if (r < 0.8) return { level: "VP", kind: "VP" };
  if (r < 0.93) return { level: "C-Level", kind: "C-Level" };
  return { level: "Owner", kind: "Owner" };
}

/** Abbreviations (SWE, PM, SDR) are how people search, not how they title themselves. */
export function spelledOut(titles: string[]): string[] {
  const full = titles.filter((t) => !/^[A-Z]{2,4}$/.test(t));
  return full.length ? full : titles;
}

export function titleFor(level: Level, dept: Department, baseTitle: string, rng: Rng): string {
  switch (level.kind) {
    case "Intern":
      return rng.chance(0.5) ? `${baseTitle} Intern` : `${rng.pick(["Intern", "Trainee"])} ${baseTitle}`;
    case "Entry": {
      const prefix = rng.pick(["Junior", "Associate", "", ""]);
      return prefix ? `${prefix} ${baseTitle}` : baseTitle;
    }
    case "Mid":
      return rng.chance(0.15) ? `${baseTitle} II` : baseTitle;
    case "Senior": {
      const prefix = rng.pick(["Senior", "Senior", "Senior", "Sr.", "Staff", "Principal", "Lead"]);
      return `${prefix} ${baseTitle}`;
    }
    case "Owner":
      return rng.pick(ROLES.founder_titles);
    default:
      return rng.pick(spelledOut(dept.leader_titles[level.kind]));
  }
}

export function pickSkills(family: Family, dept: Department, rng: Rng, n: number): string[] {
  const own = rng.sample(family.skills, n);
  const neighbours = dept.families.filter((f) => f !== family).flatMap((f) => f.skills);
  const extra = neighbours.length ? rng.sample(neighbours, rng.int(0, 2)) : [];
  return [...new Set([...own, ...extra])];
}

export function emailLocal(pattern: string, first: string, last: string): string {
  const f = slug(first, "");
  const l = slug(last, "");
  return pattern
    .replace("{first}", f)
    .replace("{last}", l)
    .replace("{f}", f.charAt(0))
    .replace("{l}", l.charAt(0));
}

export function phoneFor(iso2: string, rng: Rng): string {
  // Numbers from ranges set aside for fiction where a country has one.
  if (iso2 === "US" || iso2 === "CA")
    return `+1 ${rng.int(201, 989)}-555-01${String(rng.int(0, 99)).padStart(2, "0")}`;
  if (iso2 === "GB") return `+44 7700 900${String(rng.int(0, 999)).padStart(3, "0")}`;
  if (iso2 === "AU") return `+61 491 570 ${String(rng.int(0, 999)).padStart(3, "0")}`;
  const code = COUNTRY_BY_ISO2.get(iso2)?.phone_code ?? "1";
  return `+${code} ${rng.int(100, 999)} ${rng.int(100, 999)} ${String(rng.int(0, 9999)).padStart(4, "0")}`;
}
