/**
 * A demo person's life story, step by step: who they are and where they live, the path of their
 * career, the jobs it made, how their profile reads, their standing (connections, account dates),
 * and what they made besides their jobs (code, papers, certificates). Every step draws from the
 * person's one random stream, in the order ./people.ts calls them: that order is the demo data, so
 * a step draws nothing out of turn (the wire golden test and a seeded export compare it byte for byte).
 */
import { companySnapshot } from "../company-snapshot.ts";
import { formatYearMonth, monthsBetween } from "../dates.ts";
import type { Certification, CodeRepo, Education, Experience, Publication } from "../model.ts";
import {
  COUNTRY_BY_ISO2,
  type Department,
  type Family,
  type GazetteerCity,
  type GazetteerCountry,
  SCHOOLS,
} from "../vocab/index.ts";
import {
  type DemoWorld,
  departmentPicker,
  employers,
  type Level,
  levelFor,
  pickCity,
  spelledOut,
  titleFor,
} from "./career.ts";
import type { DemoCompany } from "./companies.ts";
import { DEMO_PROFILE_HOST } from "./hosts.ts";
import { namePool, slug } from "./names.ts";
import { mix, type Rng } from "./rng.ts";
import { SUMMARY_OPENERS } from "./tables.ts";

/** Engineering and data people: some keep code repositories, and they are paid a little more. */
export const isEngineering = (dept: Department) =>
  dept.name === "Engineering" || dept.name === "Data Science";

/** Who the person is: where they live, their name, their profile's address. */
export interface Identity {
  city: GazetteerCity;
  country: GazetteerCountry | undefined;
  first: string;
  last: string;
  middle: string | null;
  name: string;
  handle: string;
  pnetUrl: string;
}

export function identity(world: DemoWorld, index: number, rng: Rng): Identity {
  const city = pickCity(rng);
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  const names = namePool(city.country_iso2);
  const female = rng.chance(0.47);
  const first = rng.pick(female ? names.female : names.male);
  const last = rng.pick(names.last);
  const middle = rng.chance(0.08) ? rng.pick(female ? names.female : names.male) : null;
  const name = `${first} ${last}`;
  const handle = `${slug(`${first} ${last}`)}-${mix(world.seed, index).toString(36)}`;
  const pnetUrl = `https://${DEMO_PROFILE_HOST}/in/${handle}`;
  return { city, country, first, last, middle, name, handle, pnetUrl };
}

/** One stretch at one employer, in months since year 0. */
export interface Position {
  from: number;
  to: number | null;
  level: Level;
  company: DemoCompany;
  family: Family;
}

/** The path of a career: its department and family, its length, and the positions along it. */
export interface CareerPath {
  dept: Department;
  family: Family;
  years: number;
  finalLevel: Level;
  startMonthIndex: number;
  /** Oldest first; the last is the current one when the person works. */
  positions: Position[];
}

/** Walks the career forward from its start; the last position is at the final level. */
export function careerPath(world: DemoWorld, city: GazetteerCity, rng: Rng): CareerPath {
  const refYear = world.reference.getUTCFullYear();
  const refMonth = world.reference.getUTCMonth() + 1;
  const dept = departmentPicker.pick(rng);
  const family = rng.pick(dept.families);
  const years = Math.min(38, Math.max(0, Math.round(rng.logNormal(8, 0.7) + rng.next() * 2 - 1)));
  const finalLevel = levelFor(years, rng);
  const isWorking = rng.chance(0.93);
  const { byCountry, all } = employers(world);
  const localEmployers = byCountry.get(city.country_iso2);
  const employer = () => (localEmployers && rng.chance(0.8) ? localEmployers.pick(rng) : all.pick(rng));

  const startMonthIndex = refYear * 12 + refMonth - 1 - Math.max(1, years * 12 + rng.int(0, 11));
  const endMonthIndex = refYear * 12 + refMonth - 1 - (isWorking ? 0 : rng.int(1, 14));
  const positions: Position[] = [];
  let cursor = startMonthIndex;
  let currentFamily = family;
  while (cursor < endMonthIndex) {
    const remaining = endMonthIndex - cursor;
    const tenure = Math.min(remaining, rng.int(10, 60));
    const last = remaining - tenure < 6;
    const elapsedYears = (cursor - startMonthIndex) / 12;
    const level = last ? finalLevel : levelFor(Math.min(elapsedYears, years - 1), rng);
    const to = last ? (isWorking ? null : endMonthIndex) : cursor + tenure;
    positions.push({ from: cursor, to, level, company: employer(), family: last ? family : currentFamily });
    if (last) break;
    cursor += tenure + (rng.chance(0.15) ? rng.int(1, 5) : 0);
    if (rng.chance(0.1)) currentFamily = rng.pick(dept.families);
  }
  if (positions.length === 0) {
    positions.push({
      from: endMonthIndex - 3,
      to: isWorking ? null : endMonthIndex,
      level: finalLevel,
      company: employer(),
      family,
    });
  }
  return { dept, family, years, finalLevel, startMonthIndex, positions };
}

/** The jobs a career path made, newest first, and the title its own family's positions share. */
export function jobHistory(
  world: DemoWorld,
  who: Identity,
  career: CareerPath,
  rng: Rng,
): { experience: Experience[]; baseTitle: string } {
  const refYear = world.reference.getUTCFullYear();
  const refMonth = world.reference.getUTCMonth() + 1;
  const { city, country } = who;
  const { dept, family } = career;
  const baseTitle = rng.pick(spelledOut(family.titles));
  const ym = (m: number) => ({ year: Math.floor(m / 12), month: (m % 12) + 1 });
  const experience: Experience[] = career.positions
    .slice()
    .reverse()
    .map((pos, order) => {
      const c = pos.company;
      const from = ym(pos.from);
      const to = pos.to === null ? null : ym(pos.to);
      const title = titleFor(
        pos.level,
        dept,
        pos.family === family ? baseTitle : rng.pick(spelledOut(pos.family.titles)),
        rng,
      );
      return {
        active_experience: pos.to === null ? 1 : 0,
        position_title: title,
        department: dept.name,
        management_level: pos.level.level,
        location:
          c.hq.country_iso2 === city.country_iso2
            ? `${city.name}, ${country?.name}`
            : `${c.hq.city}, ${c.hq.country}`,
        description: `${title} at ${c.name}. ${rng.pick(["Worked on", "Responsible for", "Led work on", "Focused on"])} ${rng.sample(pos.family.skills, 2).join(" and ")}.`,
        date_from: formatYearMonth(from.year, from.month),
        date_from_year: from.year,
        date_from_month: from.month,
        date_to: to ? formatYearMonth(to.year, to.month) : null,
        date_to_year: to?.year ?? null,
        date_to_month: to?.month ?? null,
        duration_months: monthsBetween(from, to ?? { year: refYear, month: refMonth }),
        company_id: c.id,
        company_name: c.name,
        ...companySnapshot(c),
        company_annual_revenue_source_5: null,
        company_annual_revenue_currency_source_5: null,
        order_in_profile: order,
        occupation: null,
      };
    });
  return { experience, baseTitle };
}

/** How the profile reads: its headline, its summary, and the filler of templates (posts use it too). */
export interface ProfileText {
  headline: string;
  summary: string | null;
  fill: (template: string) => string;
}

export function profileText(
  career: CareerPath,
  job: { title: string; company: DemoCompany | null },
  skills: readonly string[],
  rng: Rng,
): ProfileText {
  const { family, years } = career;
  const currentTitle = job.title;
  const companyName = job.company?.name ?? null;
  const domain = job.company?.industryRef.keywords[0] ?? family.name.toLowerCase();
  const fill = (template: string) =>
    template
      .replace("{title}", currentTitle)
      .replace("{years}", String(Math.max(1, years)))
      .replace("{domain}", domain)
      .replace("{company}", companyName ?? "my own practice")
      .replace("{skill}", skills[0] ?? family.name);
  const headline =
    rng.chance(0.6) && companyName
      ? `${currentTitle} at ${companyName}`
      : `${currentTitle} | ${skills.slice(0, 3).join(", ")}`;
  const summary = rng.chance(0.85)
    ? `${fill(rng.pick(SUMMARY_OPENERS))} Skilled in ${skills.slice(0, 5).join(", ")}. ${rng.pick([
        "I enjoy mentoring and working with cross-functional teams.",
        "Always happy to connect with people working on similar problems.",
        "Previously worked across startups and larger organisations.",
        "Open to conversations about new opportunities.",
      ])}`
    : null;
  return { headline, summary, fill };
}

/** Their network and their account's dates. */
export interface Standing {
  connections: number;
  followers: number;
  created: string;
  updated: string;
}

export function standing(world: DemoWorld, rng: Rng): Standing {
  const refYear = world.reference.getUTCFullYear();
  const connections = Math.min(30000, rng.logNormal(400, 1.1));
  const followers = Math.round(connections * (0.8 + rng.next() * 1.5));
  const createdYear = rng.int(2012, refYear - 1);
  const created = `${createdYear}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}T00:00:00.000Z`;
  const updated = new Date(world.reference.getTime() - rng.int(1, 120) * 86_400_000).toISOString();
  return { connections, followers, created, updated };
}

/** What they made besides their jobs: code (engineers, sometimes), a paper (PhDs), a certificate. */
export interface Works {
  codeRepos: CodeRepo[];
  publications: Publication[];
  certifications: Certification[];
}

export function works(
  world: DemoWorld,
  career: CareerPath,
  education: readonly Education[],
  skills: readonly string[],
  rng: Rng,
): Works {
  const refYear = world.reference.getUTCFullYear();
  const { dept, family } = career;
  const careerStartYear = Math.floor(career.startMonthIndex / 12);
  const codeRepos =
    isEngineering(dept) && rng.chance(0.3)
      ? rng.sample(family.skills, rng.int(1, 3)).map((s) => ({
          name: `${slug(s)}-${rng.pick(["toolkit", "playground", "examples", "utils", "starter"])}`,
          summary: `Small ${s} project`,
          stars: rng.logNormal(15, 1.2),
          contributions_count: rng.int(5, 400),
        }))
      : [];
  const publications = education.some((e) => SCHOOLS.degrees.phd.includes(e.degree ?? ""))
    ? [
        {
          title: `On ${skills[0] ?? "learning"} at scale`,
          description: null,
          publisher_names: ["Journal of Applied Research"],
          date_year: careerStartYear + 3,
          date_month: rng.int(1, 12),
        },
      ]
    : [];
  const certifications = rng.chance(0.2)
    ? [
        {
          title: `${rng.pick(skills)} Certification`,
          issuer: rng.pick(["Cloud Academy", "Professional Institute", "Online Learning Co."]),
          date_from_year: refYear - rng.int(0, 6),
          date_from_month: rng.int(1, 12),
          date_to_year: null,
          date_to_month: null,
        },
      ]
    : [];
  return { codeRepos, publications, certifications };
}
