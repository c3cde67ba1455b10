/**
 * The quality filter: every candidate is checked against every criterion of the query, YES / MAYBE
 * / NO with a reason. It reads the full stored record (the facet index only narrowed the field),
 * and it is the same scorer deep research validates with.
 */

import type { Person } from "../model.ts";
import type { Criterion, Evaluation, Verdict } from "../query/criteria.ts";
import { fold, singular } from "../query/text.ts";
import { facetTokens } from "./facets.ts";

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
  }
}

function describe(person: Person, criterion: Criterion): string {
  const active = person.experience.find((e) => e.active_experience === 1);
  const title = active?.position_title ?? person.active_experience_title;
  switch (criterion.kind) {
    case "role":
    case "level":
    case "title_prefix":
    case "department":
      return title ? `current title: ${title}` : "no current title";
    case "location":
      return person.location ? `located in ${person.location}` : "location unknown";
    case "current_company":
      return active?.company_name ? `currently at ${active.company_name}` : "no current employer";
    case "past_company":
    case "company": {
      const names = [...new Set(person.experience.map((e) => e.company_name).filter(Boolean))];
      return names.length ? `employers: ${names.slice(0, 4).join(", ")}` : "no employers listed";
    }
    case "school": {
      const names = person.education.map((e) => e.institution_name).filter(Boolean);
      return names.length ? `schools: ${names.join(", ")}` : "no education listed";
    }
    case "degree": {
      const names = person.education.map((e) => e.degree).filter(Boolean);
      return names.length ? `degrees: ${names.join(", ")}` : "no degrees listed";
    }
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
    case "industry":
      return active?.company_industry ? `current employer in ${active.company_industry}` : "industry unknown";
  }
}

/** The searchable text of a person, folded, with spaces around: keyword checks look for " word". */
export function personText(person: Person): string {
  const parts = [
    person.name,
    person.headline,
    person.summary,
    person.description,
    person.location,
    ...person.skills,
    ...person.experience.flatMap((e) => [e.position_title, e.company_name]),
    ...person.education.flatMap((e) => [e.institution_name, e.degree, e.field_of_study]),
  ];
  return ` ${fold(parts.filter(Boolean).join(" "))} `;
}

export function assess(
  person: Person,
  criteria: readonly Criterion[],
  keywords: readonly string[],
  threshold = ACCEPTANCE_THRESHOLD,
): Assessment {
  const tokens = new Set(facetTokens(person));
  const evaluations: Evaluation[] = [];
  for (const c of criteria) {
    let verdict: Verdict;
    if (c.tokens.some((t) => tokens.has(t))) verdict = "YES";
    else verdict = hasData(person, c) ? "NO" : "MAYBE";
    evaluations.push({ criterion: c.label, verdict, reason: describe(person, c) });
  }
  if (keywords.length) {
    const text = personText(person);
    const found = keywords.filter((k) => text.includes(` ${singular(fold(k))}`));
    const verdict: Verdict =
      found.length === keywords.length ? "YES" : found.length * 2 >= keywords.length ? "MAYBE" : "NO";
    evaluations.push({
      criterion: `Mentions ${keywords.join(", ")}`,
      verdict,
      reason: found.length ? `mentions ${found.join(", ")}` : "mentions none of them",
    });
  }
  const score = evaluations.length
    ? evaluations.reduce((s, e) => s + (e.verdict === "YES" ? 1 : e.verdict === "MAYBE" ? 0.5 : 0), 0) /
      evaluations.length
    : 1;
  return {
    evaluations,
    score: Math.round(score * 1000) / 1000,
    accepted: score >= threshold && !evaluations.some((e) => e.verdict === "NO"),
    matched: evaluations.filter((e) => e.verdict === "YES").map((e) => e.criterion),
  };
}
