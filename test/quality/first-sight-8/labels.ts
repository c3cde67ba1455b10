/**
 * Round 8's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; a region covers the
 * countries the data has; "ex-X" is an earlier employer X and not X now), plus:
 *
 * - Indian-English postings: only what is required is judged. "preferred", "immediate joiners",
 *   "notice period", "CTC", "LPA", "no bar", "kindly share", "urgent" are preferences or noise.
 *   "freshers" is the junior level (the data has no one without a job: juniors have 1-3 years);
 *   "freshers (0-2 yrs)" juniors with < 36 months. "having N+ yrs of exp" is >= 12N months of
 *   experience. "working in <city>" is the place; "working with / currently working with <company>"
 *   the current employer. "B.Tech / B.E." is a bachelor's, "M.Tech / MS / M.E." a master's (a PhD
 *   holder's master's counts); "B.Tech from IIT Bombay" a bachelor's written at IIT Bombay (another
 *   degree there is `maybe`: the record pairs degree and school, a reader might not). "MBA from a top
 *   B-school" an MBA at one of the data's named schools (an MBA at an unnamed local school is
 *   `maybe`). "CA" is the accounting family. "PAN India", "any Indian city" is India. A city the
 *   data lacks (Pune, Hyderabad, Noida) matches nobody; the rest of the list still does. "need not
 *   apply", "no candidates from", "not from" exclude the current employer: such a person is
 *   **inverted**, as is a "no freshers" junior or a person in an "except <city>" city.
 * - Saved-search filters: every field is a criterion, fields are and-ed; a list inside a field is
 *   any-of (places, titles, levels, companies, skills), unless the field says "(all)". "Seniority:
 *   Senior, Lead" is the senior IC level (the data writes Lead as a senior IC title); "Entry" junior;
 *   "Manager", "Director", "VP", "CXO" / "CTO" the leaders at that level in the field's function.
 *   "Title: X" is the role family X names (any specialty for "Software Engineer", the specialty for
 *   "Backend Engineer"). "Years of experience: a-b" is 12a <= months < 12(b + 1); "min N" / "N+" >=
 *   12N; "Years in current role / at current company" is tenure. Fields the data has no fact for
 *   (company size, industry, open to work, keywords naming no skill) are not judged. "Exclude
 *   companies", "Current company: not X", "exclude_seniority", "Exclude location" name who is
 *   **inverted**; "Past company: not X" makes an earlier job at X inverted. A place exclusion with
 *   no other place field: a person without a place is `maybe`.
 * - Investor / due-diligence questions: "<Company>'s engineering team" is the engineering families
 *   (software, mobile, devops, data engineering, ML, QA, security) and the engineering leaders at
 *   that company; "data people" data engineering, data science and analysis; "sales team" account
 *   executives, sales engineers and sales leaders; "product people" product managers and product
 *   leaders. "senior people" is the senior IC level and leaders (manager and above; founders
 *   `maybe`). "came from X", "used to be at X", "previously at X" is X as the earlier employer.
 *   "joined in the last N years" is the current job starting in the last N years: jobs start in
 *   January, so with today in late 2026 "the last three years" is a start year >= 2024. "longest" /
 *   "longest-serving" has no number: it is labelled as those on the team with >= 10 years in seat
 *   (the top band of the data's tenures, which run from 1 year 10 months to 13 years 10 months), so
 *   a first page of newcomers answers it wrongly; "the most senior <function> people" is the top two
 *   levels that function has in the data (engineering VP and CTO, product head and VP, sales
 *   director and VP): the single top level holds about 11 people per company at 12,000. "longer
 *   than N years" is tenure > 12N months; "more than N years of experience" months > 12N.
 *   "excluding founders", "other than juniors", "not counting the sales team", "aren't managers":
 *   a result of that kind is **inverted**.
 */
import type { RoundQuery } from "../first-sight-harness.ts";
import type { DegreeKind, EighthLatent } from "./people.ts";

export const CLASSES = [
  "in_profiles",
  "in_qualifications",
  "in_exclusions",
  "filter_pipes",
  "filter_json",
  "filter_params",
  "dd_tenure",
  "dd_moves",
  "dd_seniority",
] as const;
export type EighthClass = (typeof CLASSES)[number];
export type EighthQuery = RoundQuery<EighthLatent, EighthClass>;

type L = EighthLatent;
type Family = L["family"];
type Level = L["seniority"];

export const IC_LEVELS: Level[] = ["junior", "mid", "senior"];
export const ENG_FAMILIES: Family[] = ["software", "mobile", "devops", "data_eng", "ml", "qa", "security"];
export const DATA_FAMILIES: Family[] = ["data_eng", "data_science", "data_analysis"];
export const EUROPE = [
  "DE",
  "AT",
  "CH",
  "PT",
  "CZ",
  "PL",
  "DK",
  "SE",
  "IT",
  "BE",
  "NL",
  "FR",
  "ES",
  "GB",
  "IE",
];
export const DACH = ["DE", "AT", "CH"];

/** An individual contributor of one of `families` (leaders and founders carry the family "other"). */
export const ic = (l: L, ...families: Family[]) =>
  families.includes(l.family) && IC_LEVELS.includes(l.seniority);
export const atLevel = (l: L, ...levels: Level[]) => levels.includes(l.seniority);
/** A leader of `dept` ("engineering", "product", "sales", "marketing") at one of `levels` (any when none). */
export const leader = (l: L, dept: string, ...levels: Level[]) =>
  l.leads === dept && (levels.length === 0 || levels.includes(l.seniority));
export const engTeam = (l: L) => ic(l, ...ENG_FAMILIES) || leader(l, "engineering");
export const salesTeam = (l: L) => ic(l, "account_exec", "sales_eng") || leader(l, "sales");
/** Senior people: the senior IC level and leaders from manager up (founders are apart). */
export const seniorPeople = (l: L) => l.seniority === "senior" || (l.leads !== null && l.leads !== "founder");
export const founder = (l: L) => l.seniority === "founder";

export const inCity = (l: L, ...cities: string[]) => l.city !== null && cities.includes(l.city);
export const inCountry = (l: L, ...codes: string[]) => l.country !== null && codes.includes(l.country);
export const hasSkill = (l: L, ...skills: string[]) => skills.some((s) => l.skills.includes(s));
export const hasAllSkills = (l: L, ...skills: string[]) => skills.every((s) => l.skills.includes(s));
export const hasDegree = (l: L, ...kinds: DegreeKind[]) => kinds.some((k) => l.degrees.includes(k));
export const studied = (l: L, ...schools: string[]) => schools.some((s) => l.schools.includes(s));
/** A `kind` degree written at one of `schools` ("named" for any of the data's named schools). */
export const degreeAt = (l: L, kind: DegreeKind, ...schools: string[]) =>
  l.studies.some(
    (s) =>
      s.degree === kind &&
      (schools.includes(s.school) || (schools.includes("named") && s.school !== "local")),
  );
export const at = (l: L, ...employers: string[]) => employers.includes(l.employer);
export const cameFrom = (l: L, ...employers: string[]) => l.past !== null && employers.includes(l.past);

/** Months of experience in [12a, 12(b + 1)): "a-b yrs". */
export const yearsBetween = (l: L, a: number, b: number) => l.months >= 12 * a && l.months < 12 * (b + 1);
export const yearsAtLeast = (l: L, n: number) => l.months >= 12 * n;
/** "longest" in seat: >= 10 years at the current employer (the convention above). */
export const longestServing = (l: L) => l.tenure >= 120;
