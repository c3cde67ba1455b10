/**
 * Ground truth for the search quality evaluation, computed from the structured fields of generated
 * people (the generator's own vocabulary in data/vocab/roles.json), not from the search code: a
 * person is relevant to a query when their record says so field by field.
 */
import type { Person } from "../../src/domain/model.ts";
import { ROLES } from "../../src/domain/vocab/index.ts";

const PREFIXES = [
  "Senior ",
  "Sr. ",
  "Staff ",
  "Principal ",
  "Lead ",
  "Junior ",
  "Associate ",
  "Intern ",
  "Trainee ",
];

/** The family of a person's current title, by the generator's title lists. */
export function familyOf(p: Person): string | null {
  let title = current(p)?.position_title ?? null;
  if (!title) return null;
  for (const dept of ROLES.departments)
    for (const f of dept.families) if (f.titles.includes(title)) return f.name;
  for (const prefix of PREFIXES) if (title.startsWith(prefix)) title = title.slice(prefix.length);
  title = title.replace(/ (Intern|II)$/, "");
  for (const dept of ROLES.departments)
    for (const f of dept.families) if (f.titles.includes(title)) return f.name;
  return null;
}

/**
 * Data scientists as search reads them since issue 28 (family recall): the Data Science family and
 * the Applied and Research Scientists the generator files under Machine Learning.
 */
export function inDataScience(p: Person): boolean {
  return (
    familyOf(p) === "Data Science" ||
    ["Applied Scientist", "Research Scientist"].includes(baseTitleOf(p) ?? "")
  );
}

export function baseTitleOf(p: Person): string | null {
  let title = current(p)?.position_title ?? null;
  if (!title) return null;
  for (const prefix of PREFIXES) if (title.startsWith(prefix)) title = title.slice(prefix.length);
  return title.replace(/ (Intern|II)$/, "");
}

export const current = (p: Person) => p.experience.find((e) => e.active_experience === 1) ?? null;
export const level = (p: Person) => current(p)?.management_level ?? null;
export const department = (p: Person) => current(p)?.department ?? null;
export const titleStarts = (p: Person, word: string) =>
  (current(p)?.position_title ?? "").startsWith(`${word} `);
export const city = (p: Person) => p.location_city;
export const country = (p: Person) => p.location_country_iso2;
export const years = (p: Person) => Math.floor((p.total_experience_duration_months ?? 0) / 12);
export const skills = (p: Person) => new Set(p.skills.map((s) => s.toLowerCase()));
export const schools = (p: Person) => new Set(p.education.map((e) => e.institution_name));
export const fieldsOfStudy = (p: Person) => new Set(p.education.map((e) => e.field_of_study));
export const degrees = (p: Person) => p.education.map((e) => e.degree ?? "");
export const hasPhd = (p: Person) => degrees(p).some((d) => /PhD|Doctor/.test(d));
export const hasMba = (p: Person) => degrees(p).some((d) => /MBA|Business Administration/.test(d));
export const industry = (p: Person) => current(p)?.company_industry ?? null;
export const currentCompany = (p: Person) => current(p)?.company_name ?? null;
export const pastCompanies = (p: Person) =>
  new Set(p.experience.filter((e) => e.active_experience !== 1).map((e) => e.company_name));
export const isLeader = (p: Person) =>
  ["Manager", "Head", "Director", "VP", "C-Level"].includes(level(p) ?? "");
