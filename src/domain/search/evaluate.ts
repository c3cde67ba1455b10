/**
 * The quality filter: every candidate is checked against every part of the query's plan, YES /
 * MAYBE / NO with a reason. It reads the full stored record (the facet index only narrowed the
 * field), and it is the same scorer deep research validates with. Only the plan's conjuncts can
 * reject: criteria relaxation dropped and the words the parser did not place are shown (YES when
 * the person holds them, MAYBE otherwise) but never say NO.
 */

import type { Person } from "../model.ts";
import type { Criterion, Evaluation, Verdict } from "../query/criteria.ts";
import { conjuncts, describePlan, holds, isLeaf, leafExpr, leavesOf, type PlanNode } from "../query/plan.ts";
import { fold, singular } from "../query/text.ts";
import { companySizeBand, facetTokens } from "./facets.ts";
import { joinedCurrentCompany, timeFacet } from "./time-facets.ts";

/** The namespace of the month-joined tokens (`ccj0…`, `ccjy0…` both start with it). */
const COMPANY_JOINED = timeFacet.joinedYear(0).slice(0, 3);

/** Share of the criteria (YES 1, MAYBE 0.5) a candidate needs, with no NO at all. */
export const ACCEPTANCE_THRESHOLD = 0.75;

export interface Assessment {
  evaluations: Evaluation[];
  /** 0..1: YES counts 1, MAYBE 0.5, averaged over the criteria (1 when there are none). */
  score: number;
  accepted: boolean;
  matched: string[];
}

function hasData(person: Person, criterion: Criterion): boolean {
  const active = person.experience.find((e) => e.active_experience === 1);
  switch (criterion.kind) {
    case "role":
    case "level":
    case "title_prefix":
    case "department":
      return Boolean(active?.position_title ?? person.active_experience_title);
    case "location":
      return Boolean(person.location_country_iso2 || person.location_city);
    case "current_company":
    case "past_company":
    case "company":
      return person.experience.length > 0;
    case "school":
    case "degree":
      return person.education.length > 0;
    case "skill":
      return person.skills.length > 0;
    case "years":
      return person.total_experience_duration_months !== null;
    case "decision_maker":
      return person.is_decision_maker !== null;
    case "industry":
      return Boolean(active?.company_industry);
    case "past_industry":
      return person.experience.some((e) => e.active_experience !== 1 && e.company_industry);
    case "background":
      return person.experience.some((e) => e.position_title);
    case "past_role":
      return person.experience.some((e) => e.active_experience !== 1 && e.position_title);
    case "employment":
      return person.experience.length > 0 || person.is_working !== null;
    case "language":
      return (person.languages ?? []).length > 0;
    case "certification":
      return (person.certifications ?? []).length > 0;
    case "tenure":
      return Boolean(active?.date_from_year) || person.experience.length > 0;
    case "graduation_year":
      return person.last_graduation_date !== null || person.education.some((e) => e.date_to_year !== null);
    case "company_size":
      return companySizeBand(active?.company_employees_count, active?.company_size_range) !== null;
    case "text":
      return true;
  }
}

/** What the person's record says of what a criterion asks: the reason shown beside a verdict. */
function describe(person: Person, criterion: Criterion): string {
  const active = person.experience.find((e) => e.active_experience === 1);
  return (
    describeCurrentJob(person, active, criterion) ??
    describeHistory(person, criterion) ??
    describeEducation(person, criterion) ??
    describeProfile(person, criterion)
  );
}

type Job = Person["experience"][number];

/** The current job: its title, employer, industry, size and start. */
function describeCurrentJob(
  person: Person,
  active: Job | undefined,
  criterion: Criterion,
): string | undefined {
  switch (criterion.kind) {
    case "role":
    case "level":
    case "title_prefix":
    case "department": {
      const title = active?.position_title ?? person.active_experience_title;
      return title ? `current title: ${title}` : "no current title";
    }
    case "current_company":
      return active?.company_name ? `currently at ${active.company_name}` : "no current employer";
    case "employment":
      return active ? `currently at ${active.company_name ?? "an employer"}` : "no current job";
    case "industry":
      return active?.company_industry ? `current employer in ${active.company_industry}` : "industry unknown";
    case "company_size": {
      const n = active?.company_employees_count ?? active?.company_size_range;
      return n ? `current employer: ${n} employees` : "current employer's size unknown";
    }
    case "tenure":
      return describeTenure(person, active, criterion);
  }
  return undefined;
}

function describeTenure(person: Person, active: Job | undefined, criterion: Criterion): string {
  if (!active?.date_from) return "no current job start known";
  const joined = joinedCurrentCompany(person.experience, active);
  // A time at the company (its tokens name the month joined) is judged by the stay, not the seat.
  if (!criterion.tokens.some((t) => t.startsWith(COMPANY_JOINED)) || joined === null)
    return `current job since ${active.date_from}`;
  const since = `${Math.floor(joined / 12)}-${String((joined % 12) + 1).padStart(2, "0")}`;
  return `at ${active.company_name ?? "the current company"} since ${since}, current job since ${active.date_from}`;
}

/** The jobs before and beside the current one: employers, their industries, positions held. */
function describeHistory(person: Person, criterion: Criterion): string | undefined {
  switch (criterion.kind) {
    case "past_company":
    case "company": {
      const names = [...new Set(person.experience.map((e) => e.company_name).filter(Boolean))];
      return names.length ? `employers: ${names.slice(0, 4).join(", ")}` : "no employers listed";
    }
    case "past_industry": {
      const past = [
        ...new Set(person.experience.filter((e) => e.active_experience !== 1).map((e) => e.company_industry)),
      ].filter(Boolean);
      return past.length
        ? `past employers in ${past.slice(0, 3).join(", ")}`
        : "no past employer's industry known";
    }
    case "past_role":
    case "background": {
      const titles = [...new Set(person.experience.map((e) => e.position_title).filter(Boolean))];
      return titles.length ? `positions: ${titles.slice(0, 4).join(", ")}` : "no positions listed";
    }
  }
  return undefined;
}

/** Schools, degrees and when the person graduated. */
function describeEducation(person: Person, criterion: Criterion): string | undefined {
  switch (criterion.kind) {
    case "school": {
      const names = person.education.map((e) => e.institution_name).filter(Boolean);
      return names.length ? `schools: ${names.join(", ")}` : "no education listed";
    }
    case "degree": {
      const names = person.education.map((e) => e.degree).filter(Boolean);
      return names.length ? `degrees: ${names.join(", ")}` : "no degrees listed";
    }
    case "graduation_year": {
      const year =
        person.last_graduation_date ?? Math.max(0, ...person.education.map((e) => e.date_to_year ?? 0));
      return year > 0 ? `graduated ${year}` : "graduation year unknown";
    }
  }
  return undefined;
}

/** The rest of the profile: place, skills, experience, languages, certifications, words. */
function describeProfile(person: Person, criterion: Criterion): string {
  switch (criterion.kind) {
    case "location":
      return person.location ? `located in ${person.location}` : "location unknown";
    case "skill":
      return person.skills.length
        ? `skills include ${person.skills.slice(0, 6).join(", ")}`
        : "no skills listed";
    case "years": {
      const months = person.total_experience_duration_months;
      return months === null ? "experience unknown" : `${Math.floor(months / 12)} years of experience`;
    }
    case "decision_maker":
      return person.is_decision_maker ? "is a decision maker" : "is not a decision maker";
    case "language": {
      const listed = (person.languages ?? []).map((l) => l.language);
      return listed.length ? `languages: ${listed.slice(0, 4).join(", ")}` : "no languages listed";
    }
    case "certification": {
      const listed = (person.certifications ?? []).map((c) => c.title);
      return listed.length ? `certifications: ${listed.slice(0, 3).join(", ")}` : "no certifications listed";
    }
    default:
      return `text ${criterion.words?.length ? `searched for ${criterion.words.join(" ")}` : ""}`.trim();
  }
}

/** The searchable text of a person, folded, with spaces around: what the words index holds. */
export function personText(person: Person): string {
  const parts = [
    person.name,
    person.headline,
    person.summary,
    person.description,
    person.location,
    person.location_full,
    person.location_country,
    ...person.location_regions,
    ...person.skills,
    ...person.inferred_skills,
    ...person.experience.flatMap((e) => [e.position_title, e.company_name]),
    ...person.education.flatMap((e) => [e.institution_name, e.degree, e.field_of_study]),
  ];
  return ` ${fold(parts.filter(Boolean).join(" "))} `;
}

/** What a candidate is judged against: the plan as answered, what relaxation dropped, the soft words. */
export interface Judged {
  where: PlanNode;
  prefer: readonly string[];
  relaxed?: readonly Criterion[];
}

const WORST: Verdict[] = ["NO", "MAYBE", "YES"];

export function assess(person: Person, plan: Judged, threshold = ACCEPTANCE_THRESHOLD): Assessment {
  const held = new Set(facetTokens(person));
  // A word is held when a word of the text starts with it (singular): "physics", "payments" in
  // "payment systems". Cheaper than stemming the whole text, and what the filter always did.
  let text: string | null = null;
  const hasWord = (word: string) => {
    text ??= personText(person);
    const parts = fold(word).split(" ").filter(Boolean);
    return parts.length > 0 && parts.every((w) => (text as string).includes(` ${singular(w)}`));
  };
  const verdict = (node: PlanNode): Verdict => {
    if (isLeaf(node)) {
      if (holds(leafExpr(node), held, hasWord)) return "YES";
      return hasData(person, node) ? "NO" : "MAYBE";
    }
    if ("not" in node) return ({ YES: "NO", NO: "YES", MAYBE: "MAYBE" } as const)[verdict(node.not)];
    const verdicts = ("all" in node ? node.all : node.any).map(verdict);
    const order = "all" in node ? WORST : [...WORST].reverse();
    return order.find((v) => verdicts.includes(v)) ?? "YES";
  };
  const reason = (node: PlanNode) =>
    [...new Set(leavesOf(node).map((l) => describe(person, l.criterion)))].join("; ");
  const required: Evaluation[] = conjuncts(plan.where).map((node) => ({
    criterion: describePlan(node),
    verdict: verdict(node),
    reason: reason(node),
  }));
  const optional: Evaluation[] = (plan.relaxed ?? []).map((c) => ({
    criterion: `${c.label} (relaxed)`,
    verdict: verdict(c) === "YES" ? "YES" : "MAYBE",
    reason: describe(person, c),
  }));
  if (plan.prefer.length) {
    const found = plan.prefer.filter(hasWord);
    optional.push({
      criterion: `Mentions ${plan.prefer.join(", ")}`,
      verdict: found.length === plan.prefer.length ? "YES" : "MAYBE",
      reason: found.length ? `mentions ${found.join(", ")}` : "mentions none of them",
    });
  }
  const mean = (list: Evaluation[]) =>
    list.length
      ? list.reduce((s, e) => s + (e.verdict === "YES" ? 1 : e.verdict === "MAYBE" ? 0.5 : 0), 0) /
        list.length
      : 1;
  const evaluations = [...required, ...optional];
  return {
    evaluations,
    score: Math.round(mean(evaluations) * 1000) / 1000,
    accepted: mean(required) >= threshold && !required.some((e) => e.verdict === "NO"),
    matched: evaluations.filter((e) => e.verdict === "YES").map((e) => e.criterion),
  };
}
