/**
 * Demo people: a career history that makes sense (titles that progress with seniority, plausible
 * dates, employers in or near the person's country), skills that fit the role, education, contacts
 * following each employer's email pattern, and posts with reactions. Deterministic per person index:
 * the steps of a life story (./life-story.ts) in a fixed order over one random stream per person.
 */

import type { Education, Experience, Person } from "../model.ts";
import { demoContacts, demoPosts } from "./activity.ts";
import { type DemoPersonOutput, type DemoWorld, pickSkills } from "./career.ts";
import type { DemoCompany } from "./companies.ts";
import { demoEducation } from "./education.ts";
import { DEMO_PROFILE_HOST } from "./hosts.ts";
import {
  type CareerPath,
  careerPath,
  type Identity,
  identity,
  isEngineering,
  jobHistory,
  type ProfileText,
  profileText,
  type Standing,
  standing,
  type Works,
  works,
} from "./life-story.ts";
import { mix, Rng } from "./rng.ts";
import { DECISION_MAKERS, LANGUAGE_BY_COUNTRY, LEVEL_FACTOR, SALARY_BASE } from "./tables.ts";

export type { DemoPersonOutput, DemoWorld } from "./career.ts";
export { createDemoWorld, demoCompanies } from "./career.ts";

/** Everything the steps of one life story made, for the record. */
interface Story {
  index: number;
  who: Identity;
  career: CareerPath;
  experience: Experience[];
  current: Experience | null;
  education: Education[];
  skills: string[];
  profile: ProfileText;
  network: Standing;
  made: Works;
}

export class DemoPeopleGenerator {
  /** Recently generated people, the pool that reacts to posts. */
  private readonly recent: { name: string; headline: string | null; url: string }[] = [];

  constructor(private readonly world: DemoWorld) {}

  person(index: number): DemoPersonOutput {
    const { world } = this;
    const rng = new Rng(mix(world.seed, index, 0x9e));
    const who = identity(world, index, rng);
    const career = careerPath(world, who.city, rng);
    const { family, dept, years } = career;
    const { experience, baseTitle } = jobHistory(world, who, career, rng);
    const current = experience.find((e) => e.active_experience === 1) ?? null;
    const currentCompany = current ? (career.positions[career.positions.length - 1]?.company ?? null) : null;
    // Education: a bachelor's before the career, sometimes a master's, MBA or PhD.
    const careerStartYear = Math.floor(career.startMonthIndex / 12);
    const education = demoEducation(rng, { city: who.city, dept, family, years, careerStartYear });
    const skills = pickSkills(family, dept, rng, rng.int(5, 12));
    const title = current?.position_title ?? experience[0]?.position_title ?? baseTitle;
    const profile = profileText(career, { title, company: currentCompany }, skills, rng);
    const network = standing(world, rng);
    const made = works(world, career, education, skills, rng);
    const story: Story = {
      index,
      who,
      career,
      experience,
      current,
      education,
      skills,
      profile,
      network,
      made,
    };
    const person = personRecord(world, story, rng);
    const { contacts, social } = demoContacts(rng, {
      first: who.first,
      last: who.last,
      pnetUrl: who.pnetUrl,
      city: who.city,
      currentCompany,
      working: current !== null,
      isEngineer: isEngineering(dept),
    });
    const posts = this.posts(story, currentCompany, rng);
    if (posts.length) {
      person.post_count = posts.length;
      person.posts = posts.map((p) => p.post.text).join("\n\n");
    }
    return { person, contacts, social, posts };
  }

  /** Posts, with reactions from people generated before this one (who then joins that pool). */
  private posts(story: Story, currentCompany: DemoCompany | null, rng: Rng): DemoPersonOutput["posts"] {
    const { who } = story;
    const posts = demoPosts(rng, {
      seed: this.world.seed,
      index: story.index,
      reference: this.world.reference,
      first: who.first,
      last: who.last,
      handle: who.handle,
      pnetUrl: who.pnetUrl,
      currentCompany,
      fill: story.profile.fill,
      recent: this.recent,
    });
    this.recent.push({ name: who.name, headline: story.profile.headline, url: who.pnetUrl });
    if (this.recent.length > 2000) this.recent.splice(0, this.recent.length - 2000);
    return posts;
  }
}

/** The person record (in the canonical field order) from a story; the record's own chances drawn in field order. */
function personRecord(world: DemoWorld, story: Story, rng: Rng): Person {
  const { who, career, current, skills, profile, experience, education } = story;
  const { family, finalLevel } = career;
  const earlierFamilies = [...new Set(career.positions.map((p) => p.family).filter((f) => f !== family))];
  const { connections, followers, created, updated } = story.network;
  const { codeRepos, publications, certifications } = story.made;
  return {
    id: story.index + 1,
    ...nameFields(who),
    headline: profile.headline,
    description: profile.summary,
    summary: profile.summary,
    picture_permalink: rng.chance(0.8)
      ? `https://media.${DEMO_PROFILE_HOST.replace(/^www\./, "")}/p/${who.handle}.jpg`
      : null,
    picture_url: null,
    ...locationFields(who),
    pnet_url: who.pnetUrl,
    pnet_shorthand_names: [who.handle],
    connections_count: connections,
    followers_count: followers,
    post_count: 0,
    posts: null,
    liked_posts: null,
    recommendations: rng.chance(0.2)
      ? `${who.first} is one of the most dependable ${family.name.toLowerCase()} professionals I have worked with.`
      : null,
    recommendations_count: rng.chance(0.2) ? rng.int(1, 12) : 0,
    is_working: current !== null,
    is_decision_maker: current !== null && DECISION_MAKERS.has(finalLevel.level),
    ...experienceTotals(experience, career.years),
    ...activeExperience(current),
    skills,
    inferred_skills: rng.sample(
      family.skills.filter((s) => !skills.includes(s)),
      rng.int(1, 4),
    ),
    historical_skills: earlierFamilies.flatMap((f) => rng.sample(f.skills, 2)),
    interests: rng.sample(INTERESTS, rng.int(0, 3)),
    services: finalLevel.kind === "Owner" ? `${family.name} consulting` : null,
    ...educationTotals(education),
    ...salaryFields(world, who, career),
    patents_count: 0,
    patents_topics: [],
    publications_count: publications.length,
    publications_topics: publications.length ? [skills[0] ?? family.name] : [],
    projects_count: 0,
    projects_topics: [],
    ...changeFields(world, current, created, updated),
    experience_recently_closed: [],
    experience,
    education,
    languages: languages(who),
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
}

const INTERESTS = [
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
];

function nameFields(who: Identity) {
  const { first, middle, last, name } = who;
  return {
    name,
    full_name: middle ? `${first} ${middle} ${last}` : name,
    first_name: first,
    first_name_initial: first.charAt(0),
    middle_name: middle,
    middle_name_initial: middle ? middle.charAt(0) : null,
    last_name: last,
    last_name_initial: last.charAt(0),
  };
}

function locationFields(who: Identity) {
  const { city, country } = who;
  return {
    location: `${city.name}, ${city.state}, ${country?.name}`,
    location_full: `${city.name}, ${city.state}, ${country?.name}`,
    location_country: country?.name ?? null,
    location_city: city.name,
    location_state: city.state,
    location_country_iso2: city.country_iso2,
    location_country_iso3: country?.iso3 ?? null,
    location_regions: country?.regions ?? [],
  };
}

/** Totals derived the same way import derives them. */
function experienceTotals(experience: readonly Experience[], years: number) {
  let months = 0;
  for (const e of experience) months += e.duration_months ?? 0;
  const byDept = new Map<string, number>();
  const byLevel = new Map<string, number>();
  for (const e of experience) {
    if (e.department) byDept.set(e.department, (byDept.get(e.department) ?? 0) + (e.duration_months ?? 0));
    if (e.management_level)
      byLevel.set(e.management_level, (byLevel.get(e.management_level) ?? 0) + (e.duration_months ?? 0));
  }
  return {
    total_experience_duration_months: Math.min(months, years * 12 + 12),
    total_experience_duration_months_breakdown_department: [...byDept].map(([department, m]) => ({
      department,
      total_experience_duration_months: m,
    })),
    total_experience_duration_months_breakdown_management_level: [...byLevel].map(
      ([management_level, m]) => ({ management_level, total_experience_duration_months: m }),
    ),
  };
}

function activeExperience(current: Experience | null) {
  return {
    active_experience_company_id: current?.company_id ?? null,
    active_experience_title: current?.position_title ?? null,
    active_experience_description: current?.description ?? null,
    active_experience_department: current?.department ?? null,
    active_experience_management_level: current?.management_level ?? null,
  };
}

function educationTotals(education: readonly Education[]) {
  return {
    last_graduation_date: education.length ? Math.max(...education.map((e) => e.date_to_year ?? 0)) : null,
    education_degrees: [...new Set(education.map((e) => e.degree).filter((d): d is string => !!d))],
  };
}

/** A salary for the country, the final level and the department, with its projections. */
function salaryFields(world: DemoWorld, who: Identity, career: CareerPath) {
  const levelFactor = LEVEL_FACTOR[career.finalLevel.level] ?? 1;
  const salary =
    Math.round(
      ((SALARY_BASE[who.city.country_iso2] ?? 50000) *
        levelFactor *
        (isEngineering(career.dept) ? 1.15 : 1)) /
        1000,
    ) * 1000;
  const currency = "USD";
  const salaryUpdated = `${world.reference.getUTCFullYear()}-01-01T00:00:00.000Z`;
  return {
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
  };
}

/** The record's dates, and what changed lately when the current job started in the last six months. */
function changeFields(world: DemoWorld, current: Experience | null, created: string, updated: string) {
  const refYear = world.reference.getUTCFullYear();
  const refMonth = world.reference.getUTCMonth() + 1;
  const recentlyStarted =
    current &&
    current.date_from_year !== null &&
    refYear * 12 + refMonth - (current.date_from_year * 12 + (current.date_from_month ?? 1)) <= 6;
  return {
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
  };
}

/** The country's language when it has one of its own, and English. */
function languages(who: Identity): Person["languages"] {
  const nativeLanguage = LANGUAGE_BY_COUNTRY[who.city.country_iso2];
  return [
    ...(nativeLanguage
      ? [{ language: nativeLanguage, proficiency: "Native or bilingual proficiency", order_in_profile: 0 }]
      : []),
    {
      language: "English",
      proficiency: nativeLanguage ? "Full professional proficiency" : "Native or bilingual proficiency",
      order_in_profile: nativeLanguage ? 1 : 0,
    },
  ];
}
