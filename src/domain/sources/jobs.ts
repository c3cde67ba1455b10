/**
 * Job lists of several sources joined (docs/sources.md, "Partial sources"): the winner's jobs, then
 * every job another source knows that the winner's list does not hold (the same job: one employer
 * and one start month, src/domain/changes/detect.ts), in the order of trust.
 */
import { sameJob } from "../changes/detect.ts";
import type { Experience, Person } from "../model.ts";
import { deriveTotals } from "../person.ts";

export function mergeJobs(lists: readonly Experience[][]): Experience[] {
  const out = [...(lists[0] ?? [])];
  for (const list of lists.slice(1))
    for (const job of list)
      if (!out.some((known) => sameJob(known, job))) out.push({ ...job, order_in_profile: out.length });
  return out;
}

/** The experience group's fields for a joined job list: the list and what derives from it. */
export function jobsDerived(experience: Experience[], now: Date): Record<string, unknown> {
  const p = {
    experience,
    education: [],
    education_degrees: [],
    last_graduation_date: null,
    is_working: null,
    active_experience_company_id: null,
    active_experience_title: null,
    active_experience_description: null,
    active_experience_department: null,
    active_experience_management_level: null,
    total_experience_duration_months: null,
    total_experience_duration_months_breakdown_department: [],
    total_experience_duration_months_breakdown_management_level: [],
  } as unknown as Person;
  deriveTotals(p, now);
  const { education, education_degrees, last_graduation_date, ...derived } = p as unknown as Record<
    string,
    unknown
  >;
  return derived;
}
