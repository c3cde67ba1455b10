/**
 * Round 10's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; a region covers the
 * countries the data has; "ex-X" is an earlier employer X and not X now), plus:
 *
 * - The data's clock: every job starts in January; with today in late November 2026 a person with N
 *   whole years has 12N + 10 months of experience, current jobs started 2013-2025 (nobody in 2026),
 *   a tenure is 12(2026 - start year) + 10 months, and a career started in 2026 - N. Everyone has
 *   one or two jobs: an earlier employer exists for people with more than three years, and it may
 *   be the current employer again.
 * - Numeric comparatives, on months of experience (or of tenure): "at least / no fewer than / not
 *   less than / N-plus / N+" is >= 12N; "under / less than / shy of" < 12N; "more than / over /
 *   north of / upwards of" >= 12(N + 1), and N years and some months is `maybe` (more than N, or N
 *   to a reader who counts whole years); "no more than / tops / a max of / not more than" <= 12N,
 *   and N years and some months is `maybe` likewise; "between A and B", "A to B" 12A <= m < 12(B+1);
 *   "N or so / give or take a year / roughly N" within 12 months of 12N, within 24 months `maybe`.
 *   "in their third year" is 24 <= m < 36. Start years: "no earlier than Y" >= Y, "before Y" < Y,
 *   "between Y1 and Y2" inclusive. "worked at two or more companies" is an earlier employer other
 *   than the current one (an earlier job at the current employer again is `maybe`); "only ever had
 *   one employer" no earlier employer, or the same one.
 * - Times anchored on events: the pandemic began in March 2020, so a job started in January 2020 is
 *   on its edge: "since the pandemic" is a start in 2021 or later and "before the pandemic" 2019 or
 *   earlier, with 2020 `maybe` either way; "during the pandemic" 2021, with 2020 and 2022 `maybe`.
 *   Brexit took effect on 31 January 2020 (the transition ended with 2020): "before Brexit took
 *   effect" 2019 or earlier, "since Brexit" 2021 or later, 2020 `maybe` either way. "Before the 2008
 *   financial crisis" 2007 or earlier (2008 `maybe`: a January 2008 start precedes its autumn).
 *   "Left X before Y" is an earlier job at X that ended (when the current one began) before Y.
 * - Calendar expressions, as of late November 2026: "last year" 2025, "the year before last" 2024;
 *   "early 2023", "Q1 2024", "the start of 2022" are those years (every job starts in January);
 *   "already at X by Q3 2024" a start in 2024 or earlier; "within the last couple of years" 2025
 *   (a January 2024 start, 2 years 10 months ago, is `maybe`); "pre-2020" before 2020, "post-2022"
 *   2023 or later; "in the 2010s" 2010-2019; "the turn of the decade" 2020 (2019 and 2021 `maybe`);
 *   "the mid-2010s" 2014-2016 (2013 and 2017 `maybe`). "This past spring" and "last quarter" hold no
 *   job start in the data (nobody started in 2026), so no query asks for one.
 * - Hedged asks: only requirements and hard exclusions are judged; preferences never filter.
 *   Requirements: the role noun asked, "must", "required", "non-negotiable", "is a deal-breaker"
 *   (what is missing breaks the deal), "hard requirement", "as long as", "has to". Hard exclusions,
 *   **inverted**: "hard no on", "absolutely no", "no X, non-negotiable", "must not be", "no one at".
 *   Preferences, not judged: "ideally", "preferably", "preferred", "bonus if", "nice to have", "if
 *   possible", "would be great", "we'd rather not", "we'd prefer they weren't", "not a deal-breaker".
 *   "open to X too / as well" widens a place or level list to hold X; "don't mind" asks for nothing.
 *   A place the data lacks (Hamburg) matches nobody; the rest of the list still does.
 * - Everywhere: a place exclusion with no place asked: a person without a place is `maybe`.
 */
import type { RoundQuery } from "../first-sight-harness.ts";
import type { TenthLatent } from "./people.ts";

export {
  at,
  atLevel,
  cameFrom,
  DACH,
  ENG_FAMILIES,
  EUROPE,
  hasAllSkills,
  hasDegree,
  hasSkill,
  IC_LEVELS,
  ic,
  inCity,
  inCountry,
  leader,
} from "../first-sight-8/labels.ts";
export { junior } from "../first-sight-9/labels.ts";

export const CLASSES = [
  "num_experience",
  "num_tenure",
  "num_history",
  "time_events",
  "time_calendar",
  "time_decades",
  "hedge_require",
  "hedge_exclude",
  "hedge_open",
] as const;
export type TenthClass = (typeof CLASSES)[number];
export type TenthQuery = RoundQuery<TenthLatent, TenthClass>;

type L = TenthLatent;

// Comparatives over a month count `m` (of experience or of tenure) and a number of years `n`.
/** "at least N", "no fewer than N", "not less than N", "N-plus". */
export const atLeast = (m: number, n: number) => m >= 12 * n;
/** "under N", "less than N", "shy of N". */
export const under = (m: number, n: number) => m < 12 * n;
/** "more than / over / north of / upwards of N": a whole year more; N years and some months is `justOver`. */
export const over = (m: number, n: number) => m >= 12 * (n + 1);
/** "no more than / tops / a max of N": up to N years; N years and some months is `justOver`. */
export const atMost = (m: number, n: number) => m <= 12 * n;
/** N years and some months: `maybe` for "more than N" and for "no more than N". */
export const justOver = (m: number, n: number) => m > 12 * n && m < 12 * (n + 1);
/** "between A and B years", "A to B years": 12A <= m < 12(B + 1). */
export const between = (m: number, a: number, b: number) => m >= 12 * a && m < 12 * (b + 1);
/** "N or so", "give or take a year", "roughly N": within a year of N; within two years is `nearly`. */
export const about = (m: number, n: number) => Math.abs(m - 12 * n) <= 12;
export const nearly = (m: number, n: number) => Math.abs(m - 12 * n) <= 24;

/** The current job started in one of `years`. */
export const startedIn = (l: L, ...years: number[]) => years.includes(l.since);
/** The current job started in [from, to] (inclusive). */
export const startedBetween = (l: L, from: number, to: number) => l.since >= from && l.since <= to;
/** The year the first job started (the earlier job's, else the current one's). */
export const careerStart = (l: L) => l.pastFrom ?? l.since;
/** An earlier employer other than the current one. */
export const changedEmployer = (l: L) => l.past !== null && l.past !== l.employer;
/** No earlier employer, or the current one again. */
export const oneEmployer = (l: L) => l.past === null || l.past === l.employer;

/** Has a country and it is none of `codes` (a place exclusion; a person without a place is `unplaced`). */
export const placedOutside = (l: L, ...codes: string[]) => l.country !== null && !codes.includes(l.country);
/** Has a city and it is none of `cities`. */
export const placedOutsideCity = (l: L, ...cities: string[]) => l.city !== null && !cities.includes(l.city);
export const unplaced = (l: L) => l.country === null;
/** A leader of any function from manager up (founders are apart). */
export const anyLeader = (l: L) => l.leads !== null && l.leads !== "founder";
export const founder = (l: L) => l.seniority === "founder";
