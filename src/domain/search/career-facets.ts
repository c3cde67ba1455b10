/**
 * Facet tokens of a career's shape (issue 45, round 13 of first sight): whether the person ever
 * changed employer, whether the current employer promoted (or moved) them from an earlier job there,
 * how many whole years the job before the current one lasted, and the employer the career started
 * at. They answer "only ever worked at one company", "promoted from within", "hired in from another
 * company", "less than three years at their previous employer", "started out at X" with the index
 * alone: each is at most one or two tokens a person, posting lists like any other facet, so a query
 * at 1M people costs what any facet condition costs (no per-row statement, no scan); a range of
 * years is an OR of the year tokens, as graduation years are.
 */
import { companyNameKey } from "../keys.ts";
import type { Person } from "../model.ts";
import { joinedCurrentCompany } from "./time-facets.ts";

type Add = (token: string) => void;
type ExperienceItem = Person["experience"][number];

/** Years a previous job's token counts up to (longer runs hold the top token). */
export const MAX_PREVIOUS_YEARS = 40;

const nameKey = (name: string) => companyNameKey(name).replace(/[^a-z0-9]/g, "");

export const careerFacet = {
  /** Jobs at two or more employers: the person changed employer at least once. */
  moved: () => "crr0moved",
  /** An earlier job at the current employer, in the unbroken run that ends with the current job. */
  promotedInside: () => "crr0inside",
  /** The job before the current one lasted this many whole years (start to end). */
  previousYears: (years: number) => `crrpy0${Math.min(years, MAX_PREVIOUS_YEARS)}`,
  /** The employer of the earliest job, by record and by name. */
  firstCompany: (id: number) => `crrfc0${id}`,
  firstCompanyName: (name: string) => `crrfcn0${nameKey(name)}`,
};

const month = (year: number | null | undefined, m: number | null | undefined) =>
  year ? year * 12 + (m ?? 1) - 1 : null;
const startOf = (e: ExperienceItem) => month(e.date_from_year, e.date_from_month);
const endOf = (e: ExperienceItem) => month(e.date_to_year, e.date_to_month ?? 12);

/** An employer's key: the record's id when linked, else its name. */
const employerKey = (e: ExperienceItem) =>
  e.company_id !== null ? `id:${e.company_id}` : e.company_name ? `n:${nameKey(e.company_name)}` : null;

/** The career tokens of a person (`active`: the current job, if any). */
export function addCareerTokens(p: Person, active: ExperienceItem | null, add: Add) {
  const jobs = p.experience;
  const employers = new Set(jobs.map(employerKey).filter((k): k is string => k !== null));
  if (employers.size > 1) add(careerFacet.moved());
  if (active) {
    const start = startOf(active);
    const joined = start === null ? null : joinedCurrentCompany(jobs, active);
    const sameEarlier = jobs.some(
      (e) => e !== active && e.active_experience !== 1 && employerKey(e) === employerKey(active),
    );
    if (joined !== null && start !== null ? joined < start : sameEarlier) add(careerFacet.promotedInside());
  }
  // The job before the current one: the earlier job that ended last (or, undated ends, started last).
  const earlier = jobs.filter((e) => e !== active && e.active_experience !== 1 && startOf(e) !== null);
  const last = earlier.sort((a, b) => (endOf(b) ?? startOf(b) ?? 0) - (endOf(a) ?? startOf(a) ?? 0))[0];
  if (last) {
    const from = startOf(last) as number;
    const to = endOf(last) ?? (active ? startOf(active) : null);
    if (to !== null && to >= from) add(careerFacet.previousYears(Math.floor((to - from) / 12)));
  }
  const dated = jobs.filter((e) => startOf(e) !== null);
  const first =
    dated.sort((a, b) => (startOf(a) as number) - (startOf(b) as number))[0] ??
    (jobs.length === 1 ? jobs[0] : undefined);
  if (first) {
    if (first.company_id !== null) add(careerFacet.firstCompany(first.company_id));
    if (first.company_name) add(careerFacet.firstCompanyName(first.company_name));
  }
}
