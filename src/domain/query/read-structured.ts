/**
 * Structured filters pasted from another tool's saved search, read as the prose the rest of the
 * parser reads: a JSON object (`{"title": "...", "location": [...], "exclude_current_company":
 * [...]}`), a key=value list (`role=data scientist; country=NL,BE`, URL parameters with `&`, `!=`
 * and `>`), a CSV header and its row, and "Key: value | Key: value" lines. Each known key becomes
 * one sentence ("in Berlin or Vienna.", "not currently at Acme."), exclusions last and each in its
 * own sentence so a "not" never reaches the next field; a key with no fact behind it (company size,
 * salary) is dropped with a note instead of becoming a ranking word.
 */
import { countryOfCode } from "../vocab/regions.ts";

type FieldValue = string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue };

/** What a field says, in the prose the later passes read; values are already a list. */
type Prose = (values: string[], op: string, all: boolean, key: string) => string | undefined;

const or = (values: string[]) => values.join(" or ");
/**
 * An ISO code in a place field is its country ("NL" is the Netherlands, not a word): a field named
 * for places says what the letters are, so no reading of them as a role is needed here.
 */
const place = (v: string) => (/^[A-Za-z]{2}$/.test(v) ? (countryOfCode(v)?.name ?? v) : v);

/** A number or range of years as "5+ years", "2-5 years", "over 5 years", "at most 5 years". */
function years(values: string[], op: string, bound: "min" | "max" | ""): string | undefined {
  const v = values.join(" ").trim();
  const range = /^(\d{1,2})\s*[-–]\s*(\d{1,2})$/.exec(v);
  if (range) return `${range[1]}-${range[2]}`;
  const n = /^(\d{1,2})\s*\+?$/.exec(v)?.[1];
  if (!n) return undefined;
  if (op === ">") return `over ${n}`;
  if (op === "<" || op === "<=" || bound === "max") return `at most ${n}`;
  return `${n}+`;
}

/**
 * The seat a field's time is in: the role's ("years_in_role", "start_date_current_role") or the
 * company's ("years_at_company", "tenure", "joined"): a promotion starts a role, not a stay.
 */
const seatOf = (key: string) =>
  /(?:^|_)(?:role|job|position)$/.test(key) ? "in their current job" : "at their current company";

/** A year the current job started, compared: `>2022` is a start in 2023 or later. */
function startYear(values: string[], op: string, key: string): string | undefined {
  const y = Number(/^(?:19|20)\d\d$/.exec(values.join("").trim())?.[0]);
  if (!y) return undefined;
  const side =
    op === ">"
      ? `in ${y + 1} or later`
      : op === ">="
        ? `in ${y} or later`
        : op === "<"
          ? `before ${y}`
          : op === "<="
            ? `before ${y + 1}`
            : `in ${y}`;
  return `started ${seatOf(key)} ${side}`;
}

const boundOf = (key: string): "min" | "max" | "" =>
  /(?:^|_)(?:min|from|gte?)(?:_|$)/.test(key)
    ? "min"
    : /(?:^|_)(?:max|to|lte?)(?:_|$)/.test(key)
      ? "max"
      : "";

/** Known keys (normalised: lower case, `_` between words, exclusion prefix removed). */
const FIELDS: [RegExp, Prose][] = [
  [
    /^(?:past|previous|former|prior|last)_(?:company|companies|employers?|organi[sz]ations?)$/,
    (v) => `formerly at ${or(v)}`,
  ],
  [
    /^(?:current_)?(?:company|companies|employers?|organi[sz]ations?)(?:_name)?$/,
    (v) => `currently at ${or(v)}`,
  ],
  [
    /^(?:start_date|started|start|joined|start_year)(?:_(?:current|in|at))?(?:_(?:role|job|company|position))?$/,
    (v, op, _all, key) => startYear(v, op, key),
  ],
  [
    /(?:years?_)?(?:in_(?:current_)?(?:role|job|position)|at_(?:current_)?company|tenure)/,
    (v, op, _all, key) => {
      const y = years(v, op, boundOf(key));
      const seat = seatOf(key.replace(/_(?:min|max)$|^(?:min|max)_/g, ""));
      if (!y) return y;
      // "tenure over 3 yrs" would read as experience: a strict bound is said with its seat.
      if (/^(?:at most|over)/.test(y) || (seat === "in their current job" && !y.includes("-")))
        return `${seat} for ${y} years`;
      return `tenure ${y} yrs`;
    },
  ],
  [
    /^(?:(?:min|max)_)?(?:years?_)?(?:of_)?(?:experience|exp|yoe|years)(?:_years)?(?:_(?:min|max))?$/,
    (v, op, _all, key) => {
      const y = years(v, op, boundOf(key));
      return y && `${y} years of experience`;
    },
  ],
  [
    /^(?:current_)?(?:job_)?(?:titles?|roles?|positions?|occupations?|functions?|departments?|teams?|job_functions?)$/,
    (v) => or(v),
  ],
  [/^(?:seniority|seniorities|seniority_levels?|levels?|job_levels?)$/, (v) => or(v)],
  [
    /^(?:locations?|loc|city|cities|country|countries|regions?|geo|places?|markets?)$/,
    (v) => `in ${or(v.map(place))}`,
  ],
  [/^(?:industry|industries|sectors?)$/, (v) => `in the ${or(v)} industry`],
  [
    /^(?:skills?|keywords?|tech|technologies|stack|tools)(?:_all)?$/,
    (v, _op, all) => `with ${v.join(all ? " and " : " or ")}`,
  ],
  [/^(?:schools?|universit(?:y|ies)|colleges?|education|alma_mater)$/, (v) => `studied at ${or(v)}`],
  [/^(?:degrees?|qualifications?|education_levels?)$/, (v) => `with a ${or(v)} degree`],
];

/** The same kinds excluded: what "not" is written before for each. */
const EXCLUDED: [RegExp, (values: string[]) => string][] = [
  [/^(?:past|previous|former|prior)_(?:company|companies|employers?)$/, (v) => `not formerly at ${or(v)}`],
  [/^(?:current_)?(?:company|companies|employers?|organi[sz]ations?)$/, (v) => `not currently at ${or(v)}`],
  [
    /^(?:locations?|loc|city|cities|country|countries|regions?|geo|places?)$/,
    (v) => `not in ${or(v.map(place))}`,
  ],
  [/^(?:industry|industries|sectors?)$/, (v) => `not in the ${or(v)} industry`],
  [/^(?:skills?|keywords?)$/, (v) => `without ${or(v)}`],
  [/^(?:schools?|universit(?:y|ies))$/, (v) => `not studied at ${or(v)}`],
  [
    /^(?:current_)?(?:titles?|roles?|seniority|seniorities|levels?|functions?|departments?)$/,
    (v) => `not ${or(v)}`,
  ],
];

/** A field that excludes: "exclude_countries", "not_titles", or the suffix form "countries_excluded". */
const NEGATED_KEY =
  /^(?:(?:exclude[ds]?|excluding|not|except|without|no)_(.+)|(.+)_(?:exclude[ds]?|excluding))$/;

export interface StructuredReading {
  text: string;
  notes: string[];
}

const normalKey = (k: string) =>
  k
    .toLowerCase()
    .replace(/(all)/, "_all")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/** One field as a sentence; undefined when the key is not one a fact stands behind. */
export function fieldProse(
  rawKey: string,
  op: string,
  values: string[],
  notes: string[],
): { text: string; negative: boolean } | undefined {
  let key = normalKey(rawKey);
  let negative = op === "!=";
  const negated = NEGATED_KEY.exec(key);
  if (negated) {
    negative = true;
    key = (negated[1] ?? negated[2]) as string;
  }
  const all = /_all$/.test(key);
  if (all) key = key.replace(/_all$/, "");
  values = values.map((v) => v.trim()).filter(Boolean);
  if (!values.length) return undefined;
  if (values.length === 1 && /^not\s+/i.test(values[0] as string)) {
    negative = !negative;
    values = [(values[0] as string).replace(/^not\s+/i, "")];
  }
  if (negative) {
    const hit = EXCLUDED.find(([k]) => k.test(key));
    if (hit) return { text: hit[1](values), negative };
  } else {
    for (const [k, prose] of FIELDS) {
      if (!k.test(key)) continue;
      const text = prose(values, op, all, key);
      if (text) return { text, negative };
    }
  }
  notes.push(`filter field "${rawKey}" not read: no fact behind it (ignored)`);
  return undefined;
}

/** A JSON value as a list of strings; `{"min": 4}` as "4+", `{"min": 2, "max": 5}` as "2-5". */
function valuesOf(v: FieldValue): string[] {
  if (v === null || v === undefined || typeof v === "boolean") return [];
  if (Array.isArray(v)) return v.flatMap(valuesOf);
  if (typeof v === "object") {
    const min = v.min ?? v.gte ?? v.from;
    const max = v.max ?? v.lte ?? v.to;
    if (min !== undefined && max !== undefined) return [`${min}-${max}`];
    if (min !== undefined) return [`${min}+`];
    return [];
  }
  return [String(v)];
}

function boundOp(v: FieldValue): string {
  return v &&
    typeof v === "object" &&
    !Array.isArray(v) &&
    (v.max ?? v.lte) !== undefined &&
    (v.min ?? v.gte) === undefined
    ? "<="
    : "=";
}

type Field = { key: string; op: string; values: string[] };

function jsonFields(obj: Record<string, FieldValue>, prefix = ""): Field[] {
  const fields: Field[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}_${k}` : k;
    const isRange =
      v &&
      typeof v === "object" &&
      !Array.isArray(v) &&
      Object.keys(v).some((x) => /^(?:min|max|gte|lte|from|to)$/.test(x));
    if (v && typeof v === "object" && !Array.isArray(v) && !isRange) fields.push(...jsonFields(v, key));
    else fields.push({ key, op: boundOp(v), values: valuesOf(v) });
  }
  return fields;
}

const KV_FIELD = /^\s*([A-Za-z_][\w.]*)\s*(!=|>=|<=|=|>|<)\s*(.*)$/s;
/** Fields end at "&", ";" or "," before the next key ("Harbor & Finch" and "NL,BE" stay whole). */
const KV_SPLIT = /\s*[&;,]\s*(?=[A-Za-z_][\w.]*\s*(?:!=|>=|<=|=|>|<))/;
const LIST = /\s*[,|;]\s*/;

function kvFields(text: string): Field[] | undefined {
  const parts = text
    .replace(/^\s*\?/, "")
    .split(KV_SPLIT)
    .filter((p) => p.trim());
  const fields = parts.map((p) => KV_FIELD.exec(p));
  if (!fields.length || fields.some((f) => !f)) return undefined;
  // One "word > 5 years" is prose; a list, or one field with "=" in its operator, is a filter.
  if (fields.length < 2 && !fields[0]?.[2]?.includes("=")) return undefined;
  return fields.map((f) => ({
    key: f?.[1] as string,
    op: f?.[2] as string,
    values: (f?.[3] ?? "").split(LIST),
  }));
}

/** "title,location,exclude_company Data Engineer,Amsterdam;The Hague,Acme": a header and its row. */
const CSV = /^\s*([a-z_]+(?:\s*,\s*[a-z_]+)+)\s+(\S.*)$/s;
function csvFields(text: string): Field[] | undefined {
  const m = CSV.exec(text);
  if (!m) return undefined;
  const header = (m[1] as string).split(/\s*,\s*/);
  const row = (m[2] as string).split(/\s*,\s*/);
  if (row.length !== header.length || !header.some((h) => h.includes("_"))) return undefined;
  return header.map((key, i) => ({ key, op: "=", values: (row[i] as string).split(/\s*[;|]\s*/) }));
}

/** "Key: value | Key: value": only the fields prose misreads are rewritten (exclusions, ISO codes). */
const PIPE_FIELD = /^\s*([A-Za-z][\w .()-]{0,40}?)\s*:\s*(.+?)\s*$/s;
function pipeText(text: string, notes: string[]): string | undefined {
  const segments = text.split(/\s*\|\s*/);
  if (segments.length < 2 || segments.filter((s) => PIPE_FIELD.test(s)).length < 2) return undefined;
  const kept: string[] = [];
  const excluded: string[] = [];
  for (const s of segments) {
    const m = PIPE_FIELD.exec(s);
    const key = m ? normalKey(m[1] as string) : "";
    const values = m ? (m[2] as string).split(/\s*,\s*/) : [];
    if (m && NEGATED_KEY.test(key)) {
      const read = fieldProse(m[1] as string, ":", values, notes);
      if (read) excluded.push(read.text);
    } else if (
      m &&
      /^(?:country|countries|locations?)$/.test(key) &&
      values.some((v) => /^[A-Z]{2}$/.test(v))
    ) {
      kept.push(`in ${or(values.map(place))}`);
    } else kept.push(s);
  }
  if (!excluded.length && kept.join(" | ") === segments.join(" | ")) return undefined;
  return [...kept, ...excluded].join(" | ");
}

function prose(fields: Field[], notes: string[]): string {
  const positive: string[] = [];
  const negative: string[] = [];
  for (const f of fields) {
    const read = fieldProse(f.key, f.op, f.values, notes);
    if (read) (read.negative ? negative : positive).push(read.text);
  }
  return [...positive, ...negative].map((s) => `${s}.`).join(" ");
}

/**
 * "Exclude companies: A, B" / "excluding employers A and B" in prose: the field name is the
 * exclusion and the whole list is its scope (read as "not currently at A or B", the current
 * employer, which is what a saved search's company exclusion filters).
 */
/** A company name as typed: capitalised words, "&" inside ("Harbor & Finch"). */
const NAME = "\\p{Lu}[\\p{L}\\p{N}.'-]*(?:\\s+(?:&\\s+)?\\p{Lu}[\\p{L}\\p{N}.'-]*)*";
const EXCLUDED_COMPANY_LIST = new RegExp(
  `\\b(?:exclude[ds]?|excluding|except|without)\\s+(?:the\\s+)?(?:current\\s+)?(?:companies|company|employers?|organi[sz]ations?)\\s*:?\\s*(${NAME}(?:\\s*(?:,|\\band\\b|\\bor\\b)\\s*${NAME})*)`,
  "giu",
);
const LIST_SEPARATOR = /\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/g;
export function readExcludedCompanyLists(text: string): string {
  return text.replace(
    EXCLUDED_COMPANY_LIST,
    (_m, list: string) => ` not currently at ${list.replace(LIST_SEPARATOR, " or ")} `,
  );
}

/** The query as prose when it is a structured filter; undefined when it is prose already. */
function readFilter(query: string): StructuredReading | undefined {
  const notes: string[] = [];
  const open = query.indexOf("{");
  const close = query.lastIndexOf("}");
  if (open >= 0 && close > open) {
    try {
      const obj = JSON.parse(query.slice(open, close + 1)) as FieldValue;
      if (obj && typeof obj === "object" && !Array.isArray(obj)) {
        const text =
          `${query.slice(0, open)} ${prose(jsonFields(obj), notes)} ${query.slice(close + 1)}`.trim();
        return { text, notes };
      }
    } catch {
      // Not JSON: braces in prose.
    }
  }
  const fields = csvFields(query) ?? kvFields(query);
  if (fields) {
    const text = prose(fields, notes);
    if (text) return { text, notes };
  }
  const piped = pipeText(query, notes);
  return piped === undefined ? undefined : { text: piped, notes };
}

/** Pass (first, on the raw query): a structured filter as prose, then company exclusions by field name. */
export function readStructured(query: string): StructuredReading {
  const read = readFilter(query) ?? { text: query, notes: [] };
  return { text: readExcludedCompanyLists(read.text), notes: read.notes };
}
