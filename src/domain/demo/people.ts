/**
 * Demo people: a career history that makes sense (titles that progress with seniority, plausible
 * dates, employers in or near the person's country), skills that fit the role, education, contacts
 * following each employer's email pattern, and posts with reactions. Deterministic per person index.
 */

import { companySnapshot } from "../company-snapshot.ts";
import { formatYearMonth, monthsBetween } from "../dates.ts";
import type {
  Contact,
  Education,
  Experience,
  Person,
  Post,
  Reaction,
  ReactionType,
  Social,
} from "../model.ts";
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
import { DEMO_PROFILE_HOST, PERSONAL_EMAIL_DOMAINS } from "./hosts.ts";
import { namePool, slug } from "./names.ts";
import { mix, Rng, WeightedPicker } from "./rng.ts";

/** Share of demo people per country (roughly where professional-network members are). */
const COUNTRY_WEIGHTS: Record<string, number> = {
  US: 30,
  IN: 11,
  GB: 8,
  DE: 6,
  CA: 4,
  FR: 4,
  BR: 4,
  ES: 3,
  AU: 3,
  NL: 2.5,
  IT: 2,
  PL: 2,
  MX: 2,
  JP: 1.5,
  SE: 1.5,
  IE: 1,
  CH: 1.2,
  SG: 1.2,
  IL: 1.2,
  ZA: 1.2,
  BE: 1,
  PT: 1,
  AR: 1,
  AE: 1,
  AT: 0.8,
  CZ: 0.8,
  DK: 0.7,
  NO: 0.6,
  FI: 0.6,
  NZ: 0.5,
};
const DEPARTMENT_WEIGHTS: Record<string, number> = {
  Engineering: 30,
  Sales: 14,
  Marketing: 9,
  Operations: 9,
  Finance: 7,
  "Data Science": 6,
  "Customer Success": 6,
  "Human Resources": 6,
  Product: 5,
  Design: 4,
  Legal: 2,
};
const LANGUAGE_BY_COUNTRY: Record<string, string> = {
  DE: "German",
  AT: "German",
  CH: "German",
  FR: "French",
  BE: "Dutch",
  NL: "Dutch",
  ES: "Spanish",
  MX: "Spanish",
  AR: "Spanish",
  PT: "Portuguese",
  BR: "Portuguese",
  IT: "Italian",
  SE: "Swedish",
  NO: "Norwegian",
  DK: "Danish",
  FI: "Finnish",
  PL: "Polish",
  CZ: "Czech",
  IN: "Hindi",
  JP: "Japanese",
  IL: "Hebrew",
  AE: "Arabic",
};
/** Median yearly base salary (USD) of a mid-level professional, by country. */
const SALARY_BASE: Record<string, number> = {
  US: 110000,
  CA: 85000,
  GB: 70000,
  IE: 72000,
  DE: 72000,
  AT: 62000,
  CH: 115000,
  FR: 58000,
  NL: 65000,
  BE: 62000,
  ES: 42000,
  PT: 32000,
  IT: 42000,
  SE: 60000,
  NO: 70000,
  DK: 72000,
  FI: 56000,
  PL: 35000,
  CZ: 33000,
  IN: 22000,
  SG: 75000,
  AU: 85000,
  NZ: 65000,
  JP: 55000,
  BR: 25000,
  MX: 22000,
  AR: 18000,
  IL: 80000,
  AE: 70000,
  ZA: 30000,
};
const LEVEL_FACTOR: Record<string, number> = {
  Intern: 0.35,
  Entry: 0.7,
  Specialist: 1,
  Senior: 1.35,
  Manager: 1.45,
  Head: 1.7,
  Director: 1.9,
  VP: 2.4,
  "C-Level": 3,
  Owner: 2,
};
const DECISION_MAKERS = new Set(["Manager", "Head", "Director", "VP", "C-Level", "Owner"]);
const REACTION_WEIGHTS: [ReactionType, number][] = [
  ["like", 60],
  ["celebrate", 14],
  ["support", 8],
  ["love", 8],
  ["insightful", 8],
  ["funny", 2],
];

export interface DemoWorld {
  seed: number;
  reference: Date;
  companies: DemoCompany[];
}

export interface DemoPersonOutput extends PersonWrite {
  posts: { post: Post; reactions: Reaction[] }[];
}

interface Level {
  level: string;
  /** Intern, Entry, Mid, Senior (individual contributors) or a leader level. */
  kind: "Intern" | "Entry" | "Mid" | "Senior" | LeaderLevel | "Owner";
}

const countryPicker = new WeightedPicker(Object.keys(COUNTRY_WEIGHTS), (k) => COUNTRY_WEIGHTS[k] ?? 0);
const citiesByCountry = new Map<string, WeightedPicker<GazetteerCity>>();
for (const iso2 of Object.keys(COUNTRY_WEIGHTS)) {
  const cities = GAZETTEER.cities.filter((c) => c.country_iso2 === iso2);
  if (cities.length) citiesByCountry.set(iso2, new WeightedPicker(cities, (c) => c.population ** 0.7));
}
const anyCity = new WeightedPicker(
  GAZETTEER.cities,
  (c) => (COUNTRY_WEIGHTS[c.country_iso2] ?? 0.3) * c.population ** 0.5,
);
const departmentPicker = new WeightedPicker(ROLES.departments, (d) => DEPARTMENT_WEIGHTS[d.name] ?? 1);
const schoolsByCountry = new Map<string, School[]>();
for (const s of SCHOOLS.schools)
  schoolsByCountry.set(s.country, [...(schoolsByCountry.get(s.country) ?? []), s]);

function pickCity(rng: Rng): GazetteerCity {
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
const employerIndex = new WeakMap<
  DemoWorld,
  { byCountry: Map<string, WeightedPicker<DemoCompany>>; all: WeightedPicker<DemoCompany> }
>();
function employers(world: DemoWorld) {
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

function levelFor(years: number, rng: Rng): Level {
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
function spelledOut(titles: string[]): string[] {
  const full = titles.filter((t) => !/^[A-Z]{2,4}$/.test(t));
  return full.length ? full : titles;
}

function titleFor(level: Level, dept: Department, baseTitle: string, rng: Rng): string {
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

function pickSkills(family: Family, dept: Department, rng: Rng, n: number): string[] {
  const own = rng.sample(family.skills, n);
  const neighbours = dept.families.filter((f) => f !== family).flatMap((f) => f.skills);
  const extra = neighbours.length ? rng.sample(neighbours, rng.int(0, 2)) : [];
  return [...new Set([...own, ...extra])];
}

function emailLocal(pattern: string, first: string, last: string): string {
  const f = slug(first, "");
  const l = slug(last, "");
  return pattern
    .replace("{first}", f)
    .replace("{last}", l)
    .replace("{f}", f.charAt(0))
    .replace("{l}", l.charAt(0));
}

function phoneFor(iso2: string, rng: Rng): string {
  // Numbers from ranges set aside for fiction where a country has one.
  if (iso2 === "US" || iso2 === "CA")
    return `+1 ${rng.int(201, 989)}-555-01${String(rng.int(0, 99)).padStart(2, "0")}`;
  if (iso2 === "GB") return `+44 7700 900${String(rng.int(0, 999)).padStart(3, "0")}`;
  if (iso2 === "AU") return `+61 491 570 ${String(rng.int(0, 999)).padStart(3, "0")}`;
  const code = COUNTRY_BY_ISO2.get(iso2)?.phone_code ?? "1";
  return `+${code} ${rng.int(100, 999)} ${rng.int(100, 999)} ${String(rng.int(0, 9999)).padStart(4, "0")}`;
}

const SUMMARY_OPENERS = [
  "{title} with {years} years of experience in {domain}.",
  "I am a {title} who loves building things that matter in {domain}.",
  "{years}+ years working across {domain}, currently {title} at {company}.",
  "Passionate {title} focused on {domain}.",
];
const POST_TEMPLATES = [
  "Excited to share that I have started a new position as {title} at {company}!",
  "Three lessons I learned this year about {skill}: start small, measure everything, and share what you learn.",
  "We are hiring! {company} is looking for people who care about {skill}. Send me a message if you are interested.",
  "Proud of the team at {company} for shipping our biggest release yet. {skill} made the difference.",
  "Just got back from a great conference on {domain}. My favourite talk was about {skill}.",
  "After {years} years in {domain}, here is my honest advice for anyone starting out: learn {skill} deeply.",
];

export class DemoPeopleGenerator {
  /** Recently generated people, the pool that reacts to posts. */
  private readonly recent: { name: string; headline: string | null; url: string }[] = [];

  constructor(private readonly world: DemoWorld) {}

  person(index: number): DemoPersonOutput {
    const { world } = this;
    const rng = new Rng(mix(world.seed, index, 0x9e));
    const refYear = world.reference.getUTCFullYear();
    const refMonth = world.reference.getUTCMonth() + 1;
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

    const dept = departmentPicker.pick(rng);
    const family = rng.pick(dept.families);
    const years = Math.min(38, Math.max(0, Math.round(rng.logNormal(8, 0.7) + rng.next() * 2 - 1)));
    const finalLevel = levelFor(years, rng);
    const isWorking = rng.chance(0.93);
    const { byCountry, all } = employers(world);
    const localEmployers = byCountry.get(city.country_iso2);
    const employer = () => (localEmployers && rng.chance(0.8) ? localEmployers.pick(rng) : all.pick(rng));

    // Walk the career forward from its start; the last position is the final level.
    const startMonthIndex = refYear * 12 + refMonth - 1 - Math.max(1, years * 12 + rng.int(0, 11));
    const endMonthIndex = refYear * 12 + refMonth - 1 - (isWorking ? 0 : rng.int(1, 14));
    const positions: {
      from: number;
      to: number | null;
      level: Level;
      company: DemoCompany;
      family: Family;
    }[] = [];
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

    const baseTitle = rng.pick(spelledOut(family.titles));
    const ym = (m: number) => ({ year: Math.floor(m / 12), month: (m % 12) + 1 });
    const experience: Experience[] = positions
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
        };
      });
    const current = experience.find((e) => e.active_experience === 1) ?? null;
    const currentCompany = current ? (positions[positions.length - 1]?.company ?? null) : null;

    // Education: a bachelor's before the career, sometimes a master's, MBA or PhD.
    const careerStartYear = Math.floor(startMonthIndex / 12);
    const localSchools = schoolsByCountry.get(city.country_iso2) ?? [];
    const school = () =>
      localSchools.length && rng.chance(0.75) ? rng.pick(localSchools) : rng.pick(SCHOOLS.schools);
    const fields = SCHOOLS.fields_by_department[dept.name] ?? ["Business Administration"];
    const education: Education[] = [];
    const addEducation = (kind: "bachelor" | "master" | "mba" | "phd", fromYear: number, toYear: number) => {
      const s = school();
      const sCountry = COUNTRY_BY_ISO2.get(s.country);
      education.push({
        degree: rng.pick(SCHOOLS.degrees[kind]),
        field_of_study: kind === "mba" ? "Business Administration" : rng.pick(fields),
        description: null,
        institution_url: `https://${DEMO_PROFILE_HOST}/school/${slug(s.name)}`,
        institution_name: s.name,
        institution_full_address: `${s.city}, ${s.state}, ${sCountry?.name ?? s.country}`,
        institution_country_iso2: s.country,
        institution_country_iso3: sCountry?.iso3 ?? null,
        institution_regions: sCountry?.regions ?? [],
        institution_city: s.city,
        institution_state: s.state,
        institution_street: null,
        institution_zipcode: null,
        date_from_year: fromYear,
        date_to_year: toYear,
        activities_and_societies: rng.chance(0.15)
          ? rng.pick([
              "Student Council",
              "Debate Club",
              "Robotics Club",
              "Rowing Team",
              "Entrepreneurship Society",
            ])
          : null,
        order_in_profile: 0,
      });
    };
    if (rng.chance(0.92)) addEducation("bachelor", careerStartYear - 4, careerStartYear);
    const phdLikely = family.name === "Machine Learning" || dept.name === "Data Science";
    if (years > 2 && rng.chance(phdLikely ? 0.2 : 0.02))
      addEducation("phd", careerStartYear, careerStartYear + 4);
    else if (rng.chance(0.3)) addEducation("master", careerStartYear, careerStartYear + 2);
    if (
      years > 5 &&
      ["Sales", "Marketing", "Product", "Finance", "Operations"].includes(dept.name) &&
      rng.chance(0.15)
    ) {
      const y = careerStartYear + rng.int(3, Math.max(3, years - 2));
      addEducation("mba", y - 2, y);
    }
    education.sort((a, b) => (b.date_to_year ?? 0) - (a.date_to_year ?? 0));
    education.forEach((e, i) => {
      e.order_in_profile = i;
    });

    const skills = pickSkills(family, dept, rng, rng.int(5, 12));
    const earlierFamilies = [...new Set(positions.map((p) => p.family).filter((f) => f !== family))];
    const currentTitle = current?.position_title ?? experience[0]?.position_title ?? baseTitle;
    const companyName = currentCompany?.name ?? null;
    const domain = currentCompany?.industryRef.keywords[0] ?? family.name.toLowerCase();
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

    const connections = Math.min(30000, rng.logNormal(400, 1.1));
    const followers = Math.round(connections * (0.8 + rng.next() * 1.5));
    const levelFactor = LEVEL_FACTOR[finalLevel.level] ?? 1;
    const salary =
      Math.round(
        ((SALARY_BASE[city.country_iso2] ?? 50000) *
          levelFactor *
          (dept.name === "Engineering" || dept.name === "Data Science" ? 1.15 : 1)) /
          1000,
      ) * 1000;
    const currency = "USD";
    const salaryUpdated = `${refYear}-01-01T00:00:00.000Z`;
    const createdYear = rng.int(2012, refYear - 1);
    const created = `${createdYear}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}T00:00:00.000Z`;
    const updated = new Date(world.reference.getTime() - rng.int(1, 120) * 86_400_000).toISOString();
    const recentlyStarted =
      current &&
      current.date_from_year !== null &&
      refYear * 12 + refMonth - (current.date_from_year * 12 + (current.date_from_month ?? 1)) <= 6;
    const nativeLanguage = LANGUAGE_BY_COUNTRY[city.country_iso2];
    const languages = [
      ...(nativeLanguage
        ? [{ language: nativeLanguage, proficiency: "Native or bilingual proficiency", order_in_profile: 0 }]
        : []),
      {
        language: "English",
        proficiency: nativeLanguage ? "Full professional proficiency" : "Native or bilingual proficiency",
        order_in_profile: nativeLanguage ? 1 : 0,
      },
    ];
    const isEngineer = dept.name === "Engineering" || dept.name === "Data Science";
    const codeRepos =
      isEngineer && rng.chance(0.3)
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

    const person: Person = {
      id: index + 1,
      name,
      full_name: middle ? `${first} ${middle} ${last}` : name,
      first_name: first,
      first_name_initial: first.charAt(0),
      middle_name: middle,
      middle_name_initial: middle ? middle.charAt(0) : null,
      last_name: last,
      last_name_initial: last.charAt(0),
      headline,
      description: summary,
      summary,
      picture_permalink: rng.chance(0.8)
        ? `https://media.${DEMO_PROFILE_HOST.replace(/^www\./, "")}/p/${handle}.jpg`
        : null,
      picture_url: null,
      location: `${city.name}, ${city.state}, ${country?.name}`,
      location_full: `${city.name}, ${city.state}, ${country?.name}`,
      location_country: country?.name ?? null,
      location_city: city.name,
      location_state: city.state,
      location_country_iso2: city.country_iso2,
      location_country_iso3: country?.iso3 ?? null,
      location_regions: country?.regions ?? [],
      pnet_url: pnetUrl,
      pnet_shorthand_names: [handle],
      connections_count: connections,
      followers_count: followers,
      post_count: 0,
      posts: null,
      liked_posts: null,
      recommendations: rng.chance(0.2)
        ? `${first} is one of the most dependable ${family.name.toLowerCase()} professionals I have worked with.`
        : null,
      recommendations_count: rng.chance(0.2) ? rng.int(1, 12) : 0,
      is_working: current !== null,
      is_decision_maker: current !== null && DECISION_MAKERS.has(finalLevel.level),
      total_experience_duration_months: null,
      total_experience_duration_months_breakdown_department: [],
      total_experience_duration_months_breakdown_management_level: [],
      active_experience_company_id: current?.company_id ?? null,
      active_experience_title: current?.position_title ?? null,
      active_experience_description: current?.description ?? null,
      active_experience_department: current?.department ?? null,
      active_experience_management_level: current?.management_level ?? null,
      skills,
      inferred_skills: rng.sample(
        family.skills.filter((s) => !skills.includes(s)),
        rng.int(1, 4),
      ),
      historical_skills: earlierFamilies.flatMap((f) => rng.sample(f.skills, 2)),
      interests: rng.sample(
        [
          "Open Source",
          "Mentoring",
          "Startups",
          "Sustainability",
          "Public Speaking",
          "Travel",
          "Running",
          "Photography",
          "Chess",
          "Cooking",
        ],
        rng.int(0, 3),
      ),
      services: finalLevel.kind === "Owner" ? `${family.name} consulting` : null,
      last_graduation_date: null,
      education_degrees: [],
      projected_total_salary: Math.round(salary * 1.15),
      projected_base_salary_p25: Math.round(salary * 0.85),
      projected_base_salary_median: salary,
      projected_base_salary_p75: Math.round(salary * 1.18),
      projected_base_salary_period: "YEARLY",
      projected_base_salary_currency: currency,
      projected_base_salary_updated_at: salaryUpdated,
      projected_additional_salary_period: "YEARLY",
      projected_additional_salary_currency: currency,
      projected_additional_salary_updated_at: salaryUpdated,
      projected_total_salary_p25: Math.round(salary * 0.95),
      projected_total_salary_median: Math.round(salary * 1.15),
      projected_total_salary_p75: Math.round(salary * 1.4),
      projected_total_salary_period: "YEARLY",
      projected_total_salary_currency: currency,
      projected_total_salary_updated_at: salaryUpdated,
      projected_additional_salary: [
        {
          projected_additional_salary_type: "Bonus",
          projected_additional_salary_p25: Math.round(salary * 0.05),
          projected_additional_salary_median: Math.round(salary * 0.1),
          projected_additional_salary_p75: Math.round(salary * 0.2),
        },
      ],
      patents_count: 0,
      patents_topics: [],
      publications_count: publications.length,
      publications_topics: publications.length ? [skills[0] ?? family.name] : [],
      projects_count: 0,
      projects_topics: [],
      created_at: created,
      updated_at: updated,
      checked_at: updated,
      changed_at: updated,
      experience_change_last_identified_at: recentlyStarted ? updated : null,
      op_created_at: created,
      op_updated_at: updated,
      profile_root_field_changes_summary: recentlyStarted
        ? [{ field_name: "headline", change_type: "modified", last_changed_at: updated }]
        : [],
      profile_collection_field_changes_summary: recentlyStarted
        ? [{ field_name: "experience", last_changed_at: updated }]
        : [],
      experience_recently_started:
        recentlyStarted && current
          ? [
              {
                company_id: current.company_id,
                company_name: current.company_name,
                company_url: current.company_pnet_url,
                company_shorthand_name: current.company_pnet_url?.split("/").pop() ?? null,
                date_from: current.date_from,
                date_to: null,
                title: current.position_title,
                identification_date: updated,
              },
            ]
          : [],
      experience_recently_closed: [],
      experience,
      education,
      languages,
      awards: [],
      certifications,
      organizations: [],
      patents: [],
      projects: [],
      publications,
      code_repos: codeRepos,
      courses: [],
      match_data: null,
    };
    // Totals derived the same way import derives them.
    let months = 0;
    for (const e of experience) months += e.duration_months ?? 0;
    person.total_experience_duration_months = Math.min(months, years * 12 + 12);
    const byDept = new Map<string, number>();
    const byLevel = new Map<string, number>();
    for (const e of experience) {
      if (e.department) byDept.set(e.department, (byDept.get(e.department) ?? 0) + (e.duration_months ?? 0));
      if (e.management_level)
        byLevel.set(e.management_level, (byLevel.get(e.management_level) ?? 0) + (e.duration_months ?? 0));
    }
    person.total_experience_duration_months_breakdown_department = [...byDept].map(([department, m]) => ({
      department,
      total_experience_duration_months: m,
    }));
    person.total_experience_duration_months_breakdown_management_level = [...byLevel].map(
      ([management_level, m]) => ({ management_level, total_experience_duration_months: m }),
    );
    person.education_degrees = [...new Set(education.map((e) => e.degree).filter((d): d is string => !!d))];
    person.last_graduation_date = education.length
      ? Math.max(...education.map((e) => e.date_to_year ?? 0))
      : null;

    // Contacts: a work email in the employer's pattern, maybe a personal one, maybe a phone.
    const contacts: Contact[] = [];
    if (currentCompany?.website_domain && rng.chance(0.7)) {
      const verified = rng.chance(0.6);
      contacts.push({
        type: "email",
        value: `${emailLocal(currentCompany.email_pattern ?? "{first}.{last}", first, last)}@${currentCompany.website_domain}`,
        rating: verified ? rng.int(85, 100) : rng.int(55, 84),
        subType: verified ? "verified" : "work",
        provider: verified ? "database_bouncer_verified" : "database_verified",
      });
    }
    if (rng.chance(0.45)) {
      contacts.push({
        type: "email",
        value: `${slug(first, "")}${rng.chance(0.5) ? "." : ""}${slug(last, "")}${rng.chance(0.4) ? rng.int(1, 99) : ""}@${rng.pick(PERSONAL_EMAIL_DOMAINS)}`,
        rating: rng.int(60, 95),
        subType: "personal",
        provider: "database_verified",
      });
    }
    if (rng.chance(0.4)) {
      contacts.push({
        type: "phone",
        value: phoneFor(city.country_iso2, rng),
        rating: rng.int(50, 95),
        subType: "mobile",
        provider: "database_verified",
      });
    }
    if (current && rng.chance(0.08)) {
      contacts.push({
        type: "phone",
        value: phoneFor(currentCompany?.hq.country_iso2 ?? city.country_iso2, rng),
        rating: rng.int(40, 80),
        subType: "work_phone",
        provider: "database_verified",
      });
    }
    const social: Social[] = [{ link: pnetUrl, type: "pn", rating: 100 }];
    if (isEngineer && rng.chance(0.35))
      social.push({
        link: `https://code.example/${slug(first + last, "")}${rng.int(1, 999)}`,
        type: "gh",
        rating: rng.int(60, 95),
      });
    if (rng.chance(0.15))
      social.push({
        link: `https://social-b.example/${slug(first + last, "")}`,
        type: "tw",
        rating: rng.int(40, 90),
      });

    // Posts, with reactions from people generated before this one.
    const posts: DemoPersonOutput["posts"] = [];
    if (rng.chance(0.12)) {
      const n = rng.int(1, 4);
      for (let k = 0; k < n; k++) {
        const postedAt = new Date(
          world.reference.getTime() - rng.int(1, 720) * 86_400_000 - rng.int(0, 86_399) * 1000,
        );
        const text = fill(rng.pick(POST_TEMPLATES));
        const reactors = this.recent.length
          ? rng.sample(this.recent, Math.min(this.recent.length, rng.logNormal(12, 0.9)))
          : [];
        const reactions: Reaction[] = reactors.map((r) => {
          const total = REACTION_WEIGHTS.reduce((s, [, w]) => s + w, 0);
          let x = rng.next() * total;
          let type: ReactionType = "like";
          for (const [t, w] of REACTION_WEIGHTS) {
            x -= w;
            if (x < 0) {
              type = t;
              break;
            }
          }
          return {
            profile: { name: r.name, headline: r.headline, pnet_url: r.url },
            reaction_type: type,
            timestamp: new Date(
              Math.min(world.reference.getTime(), postedAt.getTime() + rng.int(60, 14 * 86_400) * 1000),
            )
              .toISOString()
              .replace(/\.\d{3}Z$/, "Z"),
          };
        });
        const count = (t: ReactionType) => reactions.filter((r) => r.reaction_type === t).length;
        const postId = mix(world.seed, index, k, 0x5057);
        posts.push({
          post: {
            id: 0,
            person_id: null,
            url: `https://${DEMO_PROFILE_HOST}/posts/${handle}_activity-${postId}`,
            urn: `urn:li:activity:${postId}`,
            text,
            title: text.split(/[.!?]/)[0] ?? text,
            posted_at: postedAt.toISOString(),
            reposted: rng.chance(0.1),
            author: { firstName: first, lastName: last, username: handle, url: pnetUrl },
            counts: {
              totalReactionCount: reactions.length,
              likeCount: count("like"),
              appreciationCount: count("support"),
              empathyCount: count("love"),
              InterestCount: count("insightful"),
              praiseCount: count("celebrate"),
              commentsCount: rng.int(0, Math.max(1, Math.floor(reactions.length / 3))),
              repostsCount: rng.int(0, Math.max(1, Math.floor(reactions.length / 8))),
            },
            image: [],
            mentions: [],
            companyMentions:
              currentCompany && rng.chance(0.5)
                ? [
                    {
                      id: currentCompany.id,
                      name: currentCompany.name,
                      publicIdentifier: currentCompany.pnet_url?.split("/").pop() ?? "",
                      url: currentCompany.pnet_url ?? "",
                    },
                  ]
                : [],
            isBrandPartnership: false,
          },
          reactions,
        });
      }
      person.post_count = posts.length;
      person.posts = posts.map((p) => p.post.text).join("\n\n");
    }
    this.recent.push({ name, headline, url: pnetUrl });
    if (this.recent.length > 2000) this.recent.splice(0, this.recent.length - 2000);
    return { person, contacts, social, posts };
  }
}
