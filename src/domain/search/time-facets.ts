/**
 * Facet tokens of employment and time: whether a person holds a job now, the month the current job
 * began, the month the person joined the current employer (`joinedCurrentCompany`: a promotion
 * starts a new job, not a new stay at the company), the month each earlier job ended (alone and
 * with its employer and industry), the month the last job ended for people between jobs, and the
 * families of earlier titles. Every token names a calendar month or year, never an age ("3 months
 * ago"), so the index never goes stale: a query turns "in the last six months" into the months it
 * covers on the day it is asked (`monthWindowTokens`).
 *
 * Month tokens are `<ns>0YYYYMM`, year tokens `<ns>y0YYYY`; a window is whole years as year tokens
 * and the months of its partial years as month tokens.
 */
import { companyNameToken } from "../keys.ts";
import type { Person } from "../model.ts";
import { classifyTitle } from "../query/classify-title.ts";
import { keyOf } from "../query/text.ts";
import { industryConcepts } from "../vocab/industries.ts";

type Add = (token: string) => void;
type ExperienceItem = Person["experience"][number];

const ym = (year: number, month: number) => `${year}${String(month).padStart(2, "0")}`;
const nameKey = companyNameToken;

export const timeFacet = {
  /** Holds a job now (`yes`) or held jobs and holds none now (`no`). */
  employed: (yes: boolean) => `emp0${yes ? "yes" : "no"}`,
  /** The current job began in this month / year. */
  startedMonth: (year: number, month: number) => `cst0${ym(year, month)}`,
  startedYear: (year: number) => `csty0${year}`,
  /** The person joined the current employer in this month / year (time at the company). */
  joinedMonth: (year: number, month: number) => `ccj0${ym(year, month)}`,
  joinedYear: (year: number) => `ccjy0${year}`,
  /** An earlier job ended in this month / year. */
  endedMonth: (year: number, month: number) => `pend0${ym(year, month)}`,
  endedYear: (year: number) => `pendy0${year}`,
  /** An earlier job at this company (by record, by name) or in this industry ended in this month. */
  companyEnded: (id: number, year: number, month: number) => `pce0${id}x${ym(year, month)}`,
  companyNameEnded: (name: string, year: number, month: number) => `pcne0${nameKey(name)}x${ym(year, month)}`,
  industryEnded: (industry: string, year: number, month: number) =>
    `pie0${keyOf(industry)}x${ym(year, month)}`,
  /** Between jobs: the last job ended in this month / year. */
  idleSinceMonth: (year: number, month: number) => `idl0${ym(year, month)}`,
  idleSinceYear: (year: number) => `idly0${year}`,
  /** A role token (title, family, department, level) of the last job of someone between jobs. */
  lastRole: (token: string) => `lr0${token.replace("0", "x")}`,
  /** An earlier title's family ("a PM who used to be a developer"). */
  pastFamily: (family: string) => `pfam0${keyOf(family)}`,
};

const endOf = (e: ExperienceItem): [number, number] | null =>
  e.date_to_year ? [e.date_to_year, e.date_to_month ?? 12] : null;

/** A month as one number (year × 12 + month index). */
const startMonth = (e: ExperienceItem) =>
  e.date_from_year ? e.date_from_year * 12 + (e.date_from_month ?? 1) - 1 : null;
const endMonth = (e: ExperienceItem) =>
  e.date_to_year ? e.date_to_year * 12 + (e.date_to_month ?? 12) - 1 : null;

/** Two jobs at one employer: by record when both link one, else by name. */
function sameEmployer(a: ExperienceItem, b: ExperienceItem): boolean {
  if (a.company_id !== null && b.company_id !== null) return a.company_id === b.company_id;
  return Boolean(a.company_name && b.company_name && nameKey(a.company_name) === nameKey(b.company_name));
}

/**
 * The month (year × 12 + month index) the person joined the employer of `active`: the earliest
 * start of the unbroken run of jobs there that ends with it (an internal promotion is a new job at
 * the same company, not a new stay). An earlier job there belongs to the run unless a job elsewhere
 * lies between them: one that started once it had ended, or that started after it and ended by the
 * time the run began (a job held alongside, a board seat or a side gig, breaks nothing). Null when
 * the current job's start is unknown.
 */
export function joinedCurrentCompany(
  experience: readonly ExperienceItem[],
  active: ExperienceItem,
): number | null {
  let joined = startMonth(active);
  if (joined === null) return null;
  const dated = experience.filter((e) => e !== active && startMonth(e) !== null);
  const elsewhere = dated.filter((e) => !sameEmployer(e, active));
  const earlier = dated
    .filter((e) => sameEmployer(e, active))
    .sort((a, b) => (startMonth(b) as number) - (startMonth(a) as number));
  for (const e of earlier) {
    const from = startMonth(e) as number;
    if (from >= joined) continue;
    const to = endMonth(e) ?? from;
    const runStart = joined;
    const between = elsewhere.some((o) => {
      const start = startMonth(o) as number;
      const end = o.active_experience === 1 ? Number.POSITIVE_INFINITY : (endMonth(o) ?? start);
      return start < runStart && (start >= to || (start > from && end <= runStart));
    });
    if (between) break;
    joined = from;
  }
  return joined;
}

/** The employment and time tokens of a person. */
export function addTimeTokens(p: Person, active: ExperienceItem | null, add: Add) {
  const working = active !== null || (p.is_working === true && p.experience.length === 0);
  if (working) add(timeFacet.employed(true));
  else if (p.experience.length > 0) add(timeFacet.employed(false));
  if (active?.date_from_year) {
    add(timeFacet.startedMonth(active.date_from_year, active.date_from_month ?? 1));
    add(timeFacet.startedYear(active.date_from_year));
    const joined = joinedCurrentCompany(p.experience, active) as number;
    add(timeFacet.joinedMonth(Math.floor(joined / 12), (joined % 12) + 1));
    add(timeFacet.joinedYear(Math.floor(joined / 12)));
  }
  let last: [number, number] | null = null;
  for (const e of p.experience) {
    if (e === active || e.active_experience === 1) continue;
    const family = classifyTitle(e.position_title);
    for (const f of new Set([...(family.base?.family ? [family.base.family] : []), ...family.families]))
      add(timeFacet.pastFamily(f));
    const end = endOf(e);
    if (!end) continue;
    const [y, m] = end;
    if (!last || y * 12 + m > last[0] * 12 + last[1]) last = end;
    add(timeFacet.endedMonth(y, m));
    add(timeFacet.endedYear(y));
    if (e.company_id !== null) add(timeFacet.companyEnded(e.company_id, y, m));
    if (e.company_name) add(timeFacet.companyNameEnded(e.company_name, y, m));
    if (e.company_industry)
      for (const c of new Set([e.company_industry, ...industryConcepts(e.company_industry)]))
        add(timeFacet.industryEnded(c, y, m));
  }
  if (!working && last) {
    add(timeFacet.idleSinceMonth(last[0], last[1]));
    add(timeFacet.idleSinceYear(last[0]));
  }
}

/** The first year month tokens of a window may reach back to (an open window starts here). */
export const FIRST_YEAR = 1950;

/**
 * The tokens of the months between `minAgo` and `maxAgo` months before `now` (inclusive; `maxAgo`
 * undefined: every month back to FIRST_YEAR): whole years as year tokens, the rest as months.
 */
export function monthWindowTokens(
  now: Date,
  minAgo: number,
  maxAgo: number | undefined,
  month: (year: number, month: number) => string,
  year?: (year: number) => string,
): string[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const to = current - Math.max(0, minAgo);
  const from = maxAgo === undefined ? FIRST_YEAR * 12 : current - maxAgo;
  const out: string[] = [];
  for (let i = from; i <= to; ) {
    const y = Math.floor(i / 12);
    const m = i % 12;
    if (year && m === 0 && i + 11 <= to) {
      out.push(year(y));
      i += 12;
      continue;
    }
    out.push(month(y, m + 1));
    i++;
  }
  return out;
}
