/**
 * Demo people: a career history that makes sense (titles that progress with seniority, plausible
 * dates, employers in or near the person's country), skills that fit the role, education, contacts
 * following each employer's email pattern, and posts with reactions. Deterministic per person index.
 */

import { companySnapshot } from "../company-snapshot.ts";
import { formatYearMonth, monthsBetween } from "../dates.ts";
import type { Experience, Person } from "../model.ts";
import { COUNTRY_BY_ISO2, type Family, SCHOOLS } from "../vocab/index.ts";
import { demoContacts, demoPosts } from "./activity.ts";
import {
  type DemoPersonOutput,
  type DemoWorld,
  departmentPicker,
  employers,
  type Level,
  levelFor,
  pickCity,
  pickSkills,
  spelledOut,
  titleFor,
} from "./career.ts";
import type { DemoCompany } from "./companies.ts";
import { demoEducation } from "./education.ts";
import { DEMO_PROFILE_HOST } from "./hosts.ts";
import { namePool, slug } from "./names.ts";
import { mix, Rng } from "./rng.ts";
import {
  DECISION_MAKERS,
  LANGUAGE_BY_COUNTRY,
  LEVEL_FACTOR,
  SALARY_BASE,
  SUMMARY_OPENERS,
} from "./tables.ts";

export type { DemoPersonOutput, DemoWorld } from "./career.ts";
export { createDemoWorld, demoCompanies } from "./career.ts";

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
    const education = demoEducation(rng, { city, dept, family, years, careerStartYear });
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
    const { contacts, social } = demoContacts(rng, {
      first,
      last,
      pnetUrl,
      city,
      currentCompany,
      working: current !== null,
      isEngineer,
    });

    // Posts, with reactions from people generated before this one.
    const posts = demoPosts(rng, {
      seed: world.seed,
      index,
      reference: world.reference,
      first,
      last,
      handle,
      pnetUrl,
      currentCompany,
      fill,
      recent: this.recent,
    });
    if (posts.length) {
      person.post_count = posts.length;
      person.posts = posts.map((p) => p.post.text).join("\n\n");
    }
    this.recent.push({ name, headline, url: pnetUrl });
    if (this.recent.length > 2000) this.recent.splice(0, this.recent.length - 2000);
    return { person, contacts, social, posts };
  }
}
