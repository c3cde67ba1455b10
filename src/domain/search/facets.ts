/**
 * Facet tokens: the structured side of search. Every person gets a bag of tokens (current title
 * family, level, place, employers, schools, skills, years of experience...) that the facet index
 * (FTS5, detail=none) stores; a query's structured criteria become an AND/OR of the same tokens.
 * Intersecting posting lists this way costs little even when a token is held by a third of the
 * profiles, and nothing is ranked, which is what makes common criteria cheap (docs/search.md).
 *
 * A token is `<namespace>0<key>`: namespaces hold no `0`, keys are folded to letters and digits.
 */
import { companyNameToken } from "../keys.ts";
import { memoize } from "../memo.ts";
import type { Person } from "../model.ts";
import { classifyTitle, LEVEL_BY_MANAGEMENT_LEVEL } from "../query/classify-title.ts";
import { titleWords } from "../query/reduce-title.ts";
import { fold, keyOf } from "../query/text.ts";
import type { Level } from "../query/title-entry.ts";
import { departmentOfFamily } from "../query/title-vocabulary.ts";
import type { FacetExpr, FacetFilter } from "../storage/index.ts";
import { certificationKeys } from "../vocab/certifications.ts";
import { SCHOOLS } from "../vocab/index.ts";
import { industryConcepts } from "../vocab/industries.ts";
import { fluency, languageCode } from "../vocab/languages.ts";
import { countryFieldsOf } from "../vocab/places.ts";
import { groupsOf } from "../vocab/regions.ts";
import { canonicalSkill } from "../vocab/skills.ts";
import { addCareerTokens } from "./career-facets.ts";
import { addTimeTokens, timeFacet } from "./time-facets.ts";

/** Bump when the tokens of a person change meaning: the index is rebuilt on the next start. */
export const FACETS_VERSION = 21;

export const MAX_YEARS_TOKEN = 40;

export const facet = {
  family: (name: string) => `fam0${keyOf(name)}`,
  // Developer, engineer and programmer name one role ("Full Stack Developer" = "Full Stack Engineer").
  title: (title: string) => `ttl0${keyOf(title.replace(/\b(developer|programmer)(s?)\b/gi, "engineer$2"))}`,
  /** The title's own words without level words: what "exactly this title" means in ranking. */
  exactTitle: (title: string) => `ttx0${keyOf(titleWords(title).words.join(" "))}`,
  department: (name: string) => `dept0${keyOf(name)}`,
  /** An earlier position's title as written, without level words ("used to be teachers"). */
  pastTitle: (title: string) => `ptl0${keyOf(titleWords(title).words.join(" "))}`,
  /** The department of an earlier position ("technical founders": engineering before). */
  pastDepartment: (name: string) => `pdep0${keyOf(name)}`,
  /** The level an earlier job was held at ("former managers"). */
  pastLevel: (level: Level) => `plvl0${level}`,
  level: (level: Level) => `lvl0${level}`,
  prefix: (word: string) => `pre0${word}`,
  city: (iso2: string, name: string) => `city0${iso2.toLowerCase()}${keyOf(name)}`,
  state: (iso2: string, name: string) => `st0${iso2.toLowerCase()}${keyOf(name)}`,
  country: (iso2: string) => `ctry0${iso2.toLowerCase()}`,
  region: (name: string) => `reg0${keyOf(name)}`,
  /** A group of countries queries name ("dach", "cee", "emea": src/domain/vocab/regions.ts). */
  group: (key: string) => `grp0${key}`,
  currentCompany: (id: number) => `cc0${id}`,
  pastCompany: (id: number) => `pc0${id}`,
  /**
   * Employers by name as well as by id: vendors' experience items often name a company without
   * linking its record, and a query resolves a name to both.
   */
  currentCompanyName: (name: string) => `ccn0${companyNameToken(name)}`,
  pastCompanyName: (name: string) => `pcn0${companyNameToken(name)}`,
  school: (name: string) => schoolToken(name),
  degree: (kind: DegreeKind) => `deg0${kind}`,
  /** A degree of this kind taken at this school, one education entry ("a master's from ETH"). */
  degreeAt: (kind: DegreeKind, schoolKey: string) => `dsch0${kind}0${schoolKey}`,
  skill: (name: string) => `sk0${keyOf(name)}`,
  /** At least this many years of experience; `yrs00` is held by everyone whose experience is known. */
  yearsAtLeast: (years: number) => `yrs0${years}`,
  decisionMaker: () => "dm0yes",
  industry: (name: string) => `ind0${keyOf(name)}`,
  /** The industry of a past employer. */
  pastIndustry: (name: string) => `pind0${keyOf(name)}`,
  /** The year of the last graduation. */
  graduationYear: (year: number) => `gy0${year}`,
  /** The size band of the current employer (COMPANY_SIZE_BANDS, by lower bound). */
  companySize: (lowerBound: number) => `csz0${lowerBound}`,
  /** A language the profile lists above a basic level (ISO 639-1 code: ../vocab/languages.ts). */
  language: (code: string) => `lang0${code}`,
  /** A language the profile lists at a fluent or native level. */
  fluentLanguage: (code: string) => `langf0${code}`,
  /** A certification the profile lists, by its key in ../vocab/certifications.ts ("cissp", "aws"). */
  certification: (key: string) => `cert0${key}`,
  /** The ESCO occupation the current job links to (src/domain/occupations/jobs.ts), by its URI. */
  occupation: (uri: string) => `occ0${keyOf(uri.replace(/^https?:\/\/data\.europa\.eu\/esco\//, ""))}`,
  /** Held by everyone: what a query made only of exclusions subtracts from. */
  everyone: () => "all0yes",
};

/** Company size bands (employees): each person's current employer falls in one, by its lower bound. */
export const COMPANY_SIZE_BANDS: readonly [number, number][] = [
  [1, 10],
  [11, 50],
  [51, 200],
  [201, 500],
  [501, 1000],
  [1001, 5000],
  [5001, 10000],
  [10001, Number.POSITIVE_INFINITY],
];

/** Graduation years a range may name (a range is an OR of these years' tokens). */
export const GRADUATION_YEARS: readonly [number, number] = [1950, 2040];

/** The band of a company size: from the employee count, else from a range as written ("51-200", "10,001+"). */
export function companySizeBand(
  count: number | null | undefined,
  range: string | null | undefined,
): number | null {
  let n = typeof count === "number" && count > 0 ? count : null;
  if (n === null && range) {
    const m = /^\s*([\d,.]+)\s*(?:-|–|to|\+)/.exec(range);
    const lo = m ? Number((m[1] as string).replace(/[,.]/g, "")) : Number.NaN;
    if (Number.isFinite(lo) && lo > 0) n = lo;
  }
  if (n === null) return null;
  const band = COMPANY_SIZE_BANDS.find(([lo, hi]) => n >= lo && n <= hi);
  return band ? band[0] : null;
}

export type DegreeKind = "phd" | "mba" | "master" | "bachelor";

/** The kind of a degree as people write it ("MSc", "Master of Science" -> master). */
export function degreeKind(degree: string | null | undefined): DegreeKind | null {
  return degree ? degreeKindMemo(degree) : null;
}

// Schools, degrees and titles repeat across people: an import reads each distinct one once (../memo.ts).
const schoolToken = memoize((name: string) => `sch0${keyOf(schoolCanonical(name))}`);
const degreeKindMemo = memoize(readDegreeKind);

function readDegreeKind(degree: string): DegreeKind | null {
  // Dotted abbreviations are one word: "Ph.D." is PhD, "M.Sc." MSc, "M.B.A." MBA, "B.Tech" BTech.
  const d = ` ${fold(degree.replace(/\b([A-Za-z]{1,2})\.(?=[A-Za-z])/g, "$1"))} `;
  if (/ (phd|ph d|doctor|doctorate|doctoral|dphil|dr|drph|edd|doktor|dottorato) /.test(d)) return "phd";
  if (/ (mba|emba|master of business administration) /.test(d)) return "mba";
  if (
    / (master|masters|msc|ms|ma|meng|mphil|mres|m tech|mtech|mca|llm|diplom|dipl|laurea magistrale|mestrado|maestria) /.test(
      d,
    )
  )
    return "master";
  if (
    / (bachelor|bachelors|bsc|bs|ba|beng|btech|b tech|be|bba|bca|llb|licenciatura|licence|laurea|undergraduate) /.test(
      d,
    )
  )
    return "bachelor";
  return null;
}

const SCHOOL_BY_ALIAS = new Map<string, string>();
for (const s of SCHOOLS.schools) {
  SCHOOL_BY_ALIAS.set(keyOf(s.name), s.name);
  for (const a of s.aliases) if (!SCHOOL_BY_ALIAS.has(keyOf(a))) SCHOOL_BY_ALIAS.set(keyOf(a), s.name);
}

/** "Oxford University" and "The University of Oxford" are written for "University of Oxford". */
function schoolVariants(name: string): string[] {
  const f = fold(name)
    .replace(/^the /, "")
    .replace(/\buniv\b/g, "university");
  const out = [f];
  const tail = /^(.+) university$/.exec(f);
  if (tail) out.push(`university of ${tail[1]}`);
  const head = /^university of (.+)$/.exec(f);
  if (head) out.push(`${head[1]} university`);
  return out;
}

/** The vocabulary name of a school given any of its names; other schools stay as written. */
export function schoolCanonical(name: string): string {
  for (const variant of schoolVariants(name)) {
    const hit = SCHOOL_BY_ALIAS.get(keyOf(variant));
    if (hit) return hit;
  }
  return name;
}

/** The level of a person's current role: the title's own word first, the data's level otherwise. */
export function currentLevel(title: string | null, managementLevel: string | null): Level | null {
  const fromData = managementLevel ? LEVEL_BY_MANAGEMENT_LEVEL[managementLevel.toLowerCase()] : undefined;
  const t = classifyTitle(title);
  // A title that says "Senior" or "Intern" is what searchers mean by it; for plain titles the
  // data's level (Manager, Director...) is more precise than "no level word".
  if (t.prefix || t.base?.level) return t.level;
  // A grade ("Engineer II") says the level when the data does not.
  if (!fromData && t.level) return t.level;
  return fromData ?? t.level;
}

/**
 * The title tokens of a current title: its vocabulary title, the title as written (a title no
 * rule places still finds itself), its exact words and its families. Ranking reads a short list's
 * fit from these.
 */
export function titleTokens(title: string | null | undefined): readonly string[] {
  return title ? titleTokensMemo(title) : [];
}

const titleTokensMemo = memoize((title: string): readonly string[] => {
  const t = classifyTitle(title);
  const families = [...(t.base?.family ? [t.base.family] : []), ...t.families].map((f) => facet.family(f));
  return [
    ...(t.base ? [facet.title(t.base.title)] : []),
    facet.title(title),
    facet.exactTitle(title),
    ...families,
  ];
});

type Add = (token: string) => void;
type ExperienceItem = Person["experience"][number];

/** The facet tokens of a person, deduplicated, in a fixed order: role, place, employers, schools, the rest. */
export function facetTokens(p: Person): string[] {
  const out = new Set<string>();
  const add = (token: string) => {
    // A value that folds to nothing leaves a bare namespace ("fam0"): not a token.
    if (token.indexOf("0") < token.length - 1) out.add(token);
  };
  const active = p.experience.find((e) => e.active_experience === 1) ?? null;
  addRoleTokens(p, active, add);
  // Someone between jobs is what they last were, under tokens of their own: "product managers
  // between jobs" asks for them, "product managers" (now) does not.
  const last = active ? null : lastEnded(p);
  if (last) addRoleTokens(p, last, (t) => add(timeFacet.lastRole(t)));
  addPlaceTokens(p, add);
  addEmployerTokens(p, active, add);
  addEducationTokens(p, add);
  addTimeTokens(p, active, add);
  addCareerTokens(p, active, add);
  // Listed skills only: inferred ones are a guess, and "who know Kubernetes" means listed. Each by
  // its vocabulary name and as written.
  for (const s of p.skills) {
    add(facet.skill(s));
    const known = canonicalSkill(s);
    if (known) add(facet.skill(known));
  }

  if (typeof p.total_experience_duration_months === "number") {
    const years = Math.floor(p.total_experience_duration_months / 12);
    for (let y = 0; y <= Math.min(years, MAX_YEARS_TOKEN); y++) add(facet.yearsAtLeast(y));
  }
  if (p.is_decision_maker) add(facet.decisionMaker());
  addLanguageTokens(p, add);
  for (const c of p.certifications ?? [])
    for (const key of certificationKeys(c.title, c.issuer)) add(facet.certification(key));
  add(facet.everyone());
  return [...out];
}

/** Languages listed, by code whichever language they are written in; a basic level is not speaking it. */
function addLanguageTokens(p: Person, add: Add) {
  for (const l of p.languages ?? []) {
    const code = languageCode(l.language);
    if (!code) continue;
    const level = fluency(l.proficiency);
    if (level !== "basic") add(facet.language(code));
    if (level === "fluent") add(facet.fluentLanguage(code));
  }
}

/** The job that ended last, for a person with no current one. */
function lastEnded(p: Person): ExperienceItem | null {
  const when = (e: ExperienceItem) => (e.date_to_year ?? 0) * 12 + (e.date_to_month ?? 12);
  return p.experience.reduce<ExperienceItem | null>((a, e) => (!a || when(e) > when(a) ? e : a), null);
}

/**
 * The title the vocabulary reads a job by: as written, or, when the English vocabulary places
 * nothing of it ("Softwareentwickler", "Jefe de ventas"), the English preferred label of the ESCO
 * occupation it links to (issue 46), so that a title in another language meets its English
 * equivalent in the same families.
 */
export function titleAsRead(title: string | null, occupation: ExperienceItem["occupation"]): string | null {
  if (!title || !occupation) return title;
  const t = classifyTitle(title);
  return t.base || t.families.length ? title : occupation.label;
}

/** The current role (or the last, between jobs): its title, families, department, level and level word. */
function addRoleTokens(p: Person, active: ExperienceItem | null, add: Add) {
  const written = active?.position_title ?? p.active_experience_title ?? null;
  const title = titleAsRead(written, active?.occupation ?? null);
  const t = classifyTitle(title);
  if (title !== written) for (const token of titleTokens(written)) add(token);
  for (const token of titleTokens(title)) add(token);
  if (active?.occupation) add(facet.occupation(active.occupation.uri));
  for (const family of t.families) {
    add(facet.family(family));
    const department = departmentOfFamily(family);
    if (department && !t.base?.level) add(facet.department(department));
  }
  if (t.base) {
    if (t.base.family) add(facet.family(t.base.family));
    if (t.base.department) add(facet.department(t.base.department));
  }
  const department = active?.department ?? p.active_experience_department;
  if (department) add(facet.department(department));
  // The level word as written ("Senior Softwareentwickler"); else the occupation's label's; else,
  // for a contributor's title in the vocabulary with no level word and no level in the data
  // ("UX Designer", "Accountant"), the middle grade a career ladder gives the plain title (the
  // grade under "Senior", over "Junior"): "mid-level designers" asks for them (round 4 #4). A level
  // word the vocabulary's whole title hides ("Senior Accountant", "Staff Accountant") is no plain title.
  const level =
    currentLevel(written, active?.management_level ?? p.active_experience_management_level) ??
    (title === written ? null : currentLevel(title, null));
  if (level) add(facet.level(level));
  else if (t.base?.family && !t.base.level && !t.inferred && !t.prefix && !titleWords(title ?? "").level)
    add(facet.level("mid"));
  const prefix = classifyTitle(written).prefix ?? t.prefix;
  if (prefix) add(facet.prefix(prefix));
}

/** Places to the gazetteer's names, whatever language or field the record wrote them in. */
function addPlaceTokens(p: Person, add: Add) {
  const { place, regions } = countryFieldsOf(p);
  if (place.iso2) {
    add(facet.country(place.iso2));
    for (const group of groupsOf(place.iso2)) add(facet.group(group));
    if (place.city) add(facet.city(place.iso2, place.city));
    if (place.cityAsWritten) add(facet.city(place.iso2, place.cityAsWritten));
    if (place.state) add(facet.state(place.iso2, place.state));
  }
  for (const r of regions) add(facet.region(r));
}

/** Employers now and before: departments left, companies by id and name, industries, the current one's size. */
function addEmployerTokens(p: Person, active: ExperienceItem | null, add: Add) {
  for (const e of p.experience) {
    const current = e.active_experience === 1;
    if (!current) {
      const earlier = classifyTitle(e.position_title).base?.department ?? e.department;
      if (earlier) add(facet.pastDepartment(earlier));
      const level = currentLevel(e.position_title, e.management_level);
      if (level) add(facet.pastLevel(level));
      if (e.position_title && titleWords(e.position_title).words.length)
        add(facet.pastTitle(e.position_title));
    }
    if (e.company_id !== null)
      add(current ? facet.currentCompany(e.company_id) : facet.pastCompany(e.company_id));
    if (e.company_name)
      add(current ? facet.currentCompanyName(e.company_name) : facet.pastCompanyName(e.company_name));
  }
  // Industries as written and as the industries they read as ("FinTech" is Fintech and Financial Services).
  if (active?.company_industry) {
    add(facet.industry(active.company_industry));
    for (const c of industryConcepts(active.company_industry)) add(facet.industry(c));
  }
  for (const e of p.experience)
    if (e.active_experience !== 1 && e.company_industry) {
      add(facet.pastIndustry(e.company_industry));
      for (const c of industryConcepts(e.company_industry)) add(facet.pastIndustry(c));
    }
  const band = active ? companySizeBand(active.company_employees_count, active.company_size_range) : null;
  if (band !== null) add(facet.companySize(band));
}

/** Schools, degrees and the last graduation year. */
function addEducationTokens(p: Person, add: Add) {
  for (const e of p.education) {
    if (e.institution_name) add(facet.school(e.institution_name));
    const kind = degreeKind(e.degree);
    if (kind) add(facet.degree(kind));
    if (kind && e.institution_name) add(facet.degreeAt(kind, facet.school(e.institution_name).slice(4)));
  }
  const graduated = p.last_graduation_date ?? Math.max(0, ...p.education.map((e) => e.date_to_year ?? 0));
  if (graduated >= GRADUATION_YEARS[0] && graduated <= GRADUATION_YEARS[1])
    add(facet.graduationYear(graduated));
}

/** An AND of ORs of tokens (a FacetFilter, the form deep research's variations were stored in) as an expression. */
export function filterExpr(filter: FacetFilter): FacetExpr {
  return { all: filter.map((group) => ({ tokens: group })) };
}
