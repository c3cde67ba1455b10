/**
 * What a column of a filter pasted from a tool means, and a condition on it said as the prose the
 * rest of the parser reads (./read-tool-filters.ts reads the syntax). Columns are mapped by what
 * they mean, whatever the tool calls them ("Job function", `job_family`, `{Department}` are the
 * department; "Geography", `country_code`, "Locations" a place; `years_at_company`, "Tenure" the
 * time at the employer; `months_in_role` the current job's). A negative operator excludes every
 * value of its list, each in a sentence of its own, said after the positive conditions so its "not"
 * reaches nothing else. A column with no fact behind it (an e-mail, a salary) is dropped with a
 * note; a column the table does not know (a sheet's column letter, "Tags") gives its values as
 * written, for the prose readers.
 */
import { countryOfCode } from "../vocab/regions.ts";
import type { CompanyLexicon } from "./company-names.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";
import { TITLE_LEXICON } from "./title-vocabulary.ts";

export type Column =
  | "role"
  | "department"
  | "level"
  | "place"
  | "company"
  | "pastCompany"
  | "companyTenure"
  | "roleTenure"
  | "experience"
  | "skills"
  | "school"
  | "degree"
  | "industry"
  | "noise"
  | "unknown";

/** A condition as the tool states it: a column, its polarity, its operator and its values. */
export interface FilterCondition {
  /** The column as written ("Job function", "people.seniority", "D2:D"). */
  label: string;
  negative: boolean;
  /** "=" (any of the values), "all" (every value), a comparator, or a pattern's kind. */
  op: "=" | "all" | ">" | ">=" | "<" | "<=" | "between" | "contains" | "begins" | "ends" | "like" | "regex";
  values: string[];
}

/**
 * Column names, normalised (lower case, words joined by "_", a table prefix dropped). A time
 * column is its whole name ("Years in role", "time_in_current_job"): prose before it ("engineers in
 * the role more than 6 months") is no column (it was, and the engineers were lost).
 */
const COLUMNS: [RegExp, Column][] = [
  [/^(?:past|previous|former|prior)_(?:company|companies|employers?|organi[sz]ations?)$/, "pastCompany"],
  [
    /^(?:current_)?(?:company|companies|employers?|organi[sz]ations?|org|account|company_name|employer_name)$/,
    "company",
  ],
  [
    /^(?:(?:years?|months?|yrs|mos|time|tenure|duration)_)?(?:in|time_in)_(?:the_)?(?:current_)?(?:role|job|position)$|^role_tenure$|^tenure_in_role$/,
    "roleTenure",
  ],
  [
    /^(?:(?:years?|months?|yrs|mos|time|tenure|duration)_)?(?:at|with)_(?:the_)?(?:current_)?(?:company|employer)$|^(?:company_)?tenure(?:_years)?$/,
    "companyTenure",
  ],
  [
    /^(?:(?:min|max|total)_)?(?:years?_(?:of_)?|yrs_)?(?:experience|exp|yoe)(?:_years)?(?:_(?:min|max))?$|^years$/,
    "experience",
  ],
  [
    /^(?:current_)?(?:job_)?(?:titles?|roles?|positions?|occupations?|headline)(?:_title)?$|^job$|^title_current$/,
    "role",
  ],
  [
    /^(?:job_)?(?:functions?|departments?|dept|teams?|famil(?:y|ies)|disciplines?)$|^job_famil(?:y|ies)$|^role_family$/,
    "department",
  ],
  [
    /^(?:(?:management|seniority|job|career)_)?(?:seniority|seniorities|levels?|grades?|rank)(?:_levels?)?$/,
    "level",
  ],
  [
    /^(?:current_)?(?:locations?|loc|city|cities|country|countries|country_codes?|regions?|geo|geography|geographies|markets?|offices?|metro|area|based_in|state)$/,
    "place",
  ],
  // A tag is a free label: its values say what they are.
  [/^(?:tags?|labels?)$/, "unknown"],
  [/^(?:skills?|skill_tags|keywords?|tech|technologies|tech_stack|stack|tools|expertise)$/, "skills"],
  [/^(?:schools?|universit(?:y|ies)|colleges?|education|alma_mater)$/, "school"],
  [/^(?:degrees?|qualifications?|education_levels?)$/, "degree"],
  [/^(?:industry|industries|sectors?|verticals?)$/, "industry"],
  [
    /^(?:(?:first_|last_|full_)?name|e_?mail|phone|id|salary|comp|compensation|company_size|headcount|employees|status|stage|owner|source|created(?:_at)?|updated(?:_at)?|linkedin(?:_url)?|url|notes?)$/,
    "noise",
  ],
];

/** A column named as an exclusion ("Exclude locations", `exclude_company`, `companies_excluded`). */
const EXCLUDED_COLUMN =
  /^(?:exclude[ds]?|excluding|except|without|not|no)_(.+)$|^(.+)_(?:exclude[ds]?|excluding)$/;

export const normalColumn = (label: string) =>
  label
    .toLowerCase()
    .replace(/^.*[!.](?=[a-z_])/, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/** The column a label names, and whether its name is an exclusion; undefined when it names none. */
export function columnOf(label: string): { column: Column; excluded: boolean } | undefined {
  let key = normalColumn(label);
  const excluded = EXCLUDED_COLUMN.exec(key);
  if (excluded) key = (excluded[1] ?? excluded[2]) as string;
  const hit = COLUMNS.find(([re]) => re.test(key));
  return hit ? { column: hit[1], excluded: Boolean(excluded) } : undefined;
}

/**
 * How to say a family so the phrase reader reads the family: the first of its name and its titles
 * the vocabulary knows as that family ("Customer Support", not "Customer Support Specialist", which
 * is one title), else its first title.
 */
const FAMILY_TITLE = new Map<string, string>();
const saysFamily = (phrase: string, family: string) =>
  (PHRASES.get(words(phrase).join(" ")) ?? []).some((m) => m.kind === "family" && m.family === family);
for (const entry of TITLE_LEXICON.values()) {
  const family = entry.family;
  if (!family || FAMILY_TITLE.has(family)) continue;
  const titles = [...TITLE_LEXICON.values()].filter((e) => e.family === family).map((e) => e.title);
  FAMILY_TITLE.set(family, [family, ...titles].find((p) => saysFamily(p, family)) ?? entry.title);
}

/** A pattern's test: a SQL LIKE ("%data scien%"), a regular expression, a prefix or a substring. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function patternTest(op: FilterCondition["op"], value: string): RegExp | undefined {
  if (op === "like")
    return new RegExp(`^${escapeRegExp(value).replace(/%/g, ".*").replace(/_/g, ".")}$`, "i");
  if (op === "begins") return new RegExp(`^${escapeRegExp(value)}`, "i");
  if (op === "ends") return new RegExp(`${escapeRegExp(value)}$`, "i");
  if (op === "regex") {
    try {
      return new RegExp(value, "i");
    } catch {
      return new RegExp(escapeRegExp(value), "i");
    }
  }
  return new RegExp(escapeRegExp(value), "i");
}

/**
 * A pattern on a role column names the roles whose titles it matches (a filter tool matches
 * normalised roles, exports spell titles many ways): the families of the vocabulary's titles it
 * matches, each said by its first title; leadership titles only when no family's title matches.
 * Excluded, a pattern names only the families every title of which it matches ("does not begin
 * with Data" leaves out no family that has an "Analytics Engineer"): excluding more would exclude
 * people the filter keeps.
 */
function rolesMatching(op: FilterCondition["op"], value: string, negative: boolean): string[] {
  const test = patternTest(op, value);
  if (!test) return [];
  const matched = new Map<string, number>();
  const sizes = new Map<string, number>();
  const leaders: string[] = [];
  for (const entry of TITLE_LEXICON.values()) {
    if (entry.family) sizes.set(entry.family, (sizes.get(entry.family) ?? 0) + 1);
    if (!test.test(entry.title)) continue;
    if (entry.family) matched.set(entry.family, (matched.get(entry.family) ?? 0) + 1);
    else leaders.push(entry.title);
  }
  const families = [...matched].filter(([f, n]) => !negative || n === sizes.get(f)).map(([f]) => f);
  if (families.length) return families.map((f) => FAMILY_TITLE.get(f) as string);
  return negative ? [] : leaders.slice(0, 8);
}

/** Whether a value is a phrase the vocabulary reads as a role, a level or a department as written. */
export const isRoleWord = (v: string) =>
  (PHRASES.get(words(v).join(" ")) ?? []).some((m) =>
    ["level", "family", "department", "title"].includes(m.kind),
  );

/** A pattern's values on a role column as the roles they name; empty when an exclusion names none. */
function patternRoles(c: FilterCondition, values: string[], negative: boolean): string[] {
  return values.flatMap((v) => {
    const plain = patternWords(v);
    if (/^[\p{L}\p{N} &/+-]+$/u.test(plain) && isRoleWord(plain)) return [plain];
    const roles = rolesMatching(c.op, v, negative);
    return roles.length || negative ? roles : [plain];
  });
}

const PATTERN_OPS = new Set(["contains", "begins", "ends", "like", "regex"]);
/** A pattern's words as written ("%london%" is London), for columns the vocabulary has no titles for. */
const patternWords = (v: string) =>
  v
    .replace(/[%^$*\\]|\.\*/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** An ISO code in a place column is its country ("PT" is Portugal, not a word). */
const place = (v: string) => (/^[A-Za-z]{2}$/.test(v) ? (countryOfCode(v)?.name ?? v) : v);

/** A number of years or months; the unit from the value ("2 yrs", "18mo") or else the column's name. */
function months(value: string, label: string): number | undefined {
  const m = /^(\d{1,3}(?:\.\d+)?)\s*\+?\s*(y|yrs?|years?|m|mos?|months?)?\.?$/i.exec(value.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2] ?? (/month|mos\b|_mo\b/i.test(label) ? "m" : "y");
  return Math.round(/^m/i.test(unit) ? n : n * 12);
}

/** A time condition as prose: "at their current company for at least 24 months". */
function timeProse(c: FilterCondition, seat: string): string[] | undefined {
  // "3-5" or "3 to 5" in one value is a range.
  const range =
    c.values.length === 1 ? /^(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2}\s*\D*)$/i.exec(c.values[0] as string) : null;
  if (range && (c.op === "=" || c.op === "between"))
    c = { ...c, op: "between", values: [range[1] as string, range[2] as string] };
  const [a, b] = c.values.map((v) => months(v, c.label));
  if (a === undefined) return undefined;
  const say = (bound: string, n: number) =>
    seat ? `${seat} for ${bound} ${n} months` : `${bound} ${Math.round(n / 12)} years of experience`;
  switch (c.op) {
    case ">=":
    case "=":
      return [say("at least", a)];
    case ">":
      return [say("over", a)];
    case "<=":
      return [say("at most", a)];
    case "<":
      return [say("less than", a)];
    case "between":
      return b === undefined ? undefined : [say("at least", a), say("at most", b)];
    default:
      return undefined;
  }
}

export interface ConditionProse {
  positive: string[];
  negative: string[];
  notes: string[];
}

/**
 * How a condition on each column is said: each excluded value on its own (`not`), and the values
 * required (`is`), joined by " or " unless said otherwise (`all`: when the tool asks for every
 * value). A column not here (a sheet's letter, "Tags") is said as written: see excludedUnknown.
 */
const SAID: Partial<Record<Column, { not: string; is: string; join?: string; all?: string }>> = {
  // Titles are listed with commas ("Engineering Manager or Head of ..." would share the department
  // across the "or"); two levels with a comma read as both, so levels take "or".
  role: { not: "not {}", is: "{}", join: ", " },
  department: { not: "not {}", is: "{}" },
  level: { not: "not {}", is: "{}" },
  place: { not: "not in {}", is: "in {}" },
  company: { not: "not currently at {}", is: "currently at {}" },
  pastCompany: { not: "not formerly at {}", is: "formerly at {}" },
  skills: { not: "without {}", is: "with {}", all: " and " },
  school: { not: "not studied at {}", is: "studied at {}" },
  degree: { not: "without a {} degree", is: "with a {} degree" },
  industry: { not: "not in the {} industry", is: "in the {} industry" },
};

/** The value's kind when its column says none: an employer the lexicon knows, else as written. */
function excludedUnknown(value: string, companies: CompanyLexicon): string {
  return companies.resolve(value) ? `not currently at ${value}` : `not ${value}`;
}

/** One condition as sentences: what it requires and, each on its own, what it excludes. */
export function conditionProse(c: FilterCondition, companies: CompanyLexicon): ConditionProse {
  const out: ConditionProse = { positive: [], negative: [], notes: [] };
  const read = columnOf(c.label);
  const column = read?.column ?? "unknown";
  const negative = c.negative !== Boolean(read?.excluded);
  const pattern = PATTERN_OPS.has(c.op);
  // A value's own commas ("Smith, Jones & Co", quoted in the tool) would split it in prose into a
  // list: the name is said without them (the company lexicon matches it either way).
  let values = c.values
    .map((v) => v.trim().replace(/\s*,\s*/g, " "))
    .filter((v) => v && !/^(?:any|all|\*)$/i.test(v));
  if (!values.length) return out;
  if (column === "noise") {
    out.notes.push(`filter column "${c.label}" names no fact of the person: not a condition`);
    return out;
  }
  if (column === "companyTenure" || column === "roleTenure" || column === "experience") {
    const seat =
      column === "companyTenure"
        ? "at their current company"
        : column === "roleTenure"
          ? "in their current job"
          : "";
    const said = negative ? undefined : timeProse(c, seat);
    if (said) out.positive.push(...said);
    else out.notes.push(`filter "${c.label} ${c.op} ${values.join(", ")}" not understood: not applied`);
    return out;
  }
  if (/^[<>]/.test(c.op) || c.op === "between") {
    out.notes.push(`filter "${c.label} ${c.op} ${values.join(", ")}" compares no number: not applied`);
    return out;
  }
  if (pattern && (column === "role" || column === "unknown")) {
    const roles = patternRoles(c, values, negative);
    if (!roles.length) {
      out.notes.push(
        `exclusion "${c.label} ${c.op} ${values.join(", ")}" names no role as a whole: not applied`,
      );
      return out;
    }
    values = roles;
  } else if (pattern) values = values.map(patternWords).filter(Boolean);
  // A role's, a level's or a department's value is work, never a place: two capitals ("IT") are
  // said in lower case so the country-code reader does not take them for a country (Italy).
  if (column === "role" || column === "level" || column === "department")
    values = values.map((v) => (/^[A-Z]{2}$/.test(v) ? v.toLowerCase() : v));
  if (column === "place") values = values.map(place);
  const wording = SAID[column];
  const put = (template: string, text: string) => template.replace("{}", () => text);
  if (!wording) {
    if (negative) out.negative.push(...values.map((v) => excludedUnknown(v, companies)));
    else out.positive.push(values.join(", "));
  } else if (negative) out.negative.push(...values.map((v) => put(wording.not, v)));
  else
    out.positive.push(
      put(wording.is, values.join((c.op === "all" && wording.all) || wording.join || " or ")),
    );
  return out;
}
