/**
 * One condition of a filter pasted from a tool, in each form the tools write it: SQL's and pandas'
 * (`col NOT IN (...)`, `df.col.isin([...])`, `col ILIKE '%x%'`, `'go' = ANY(skills)`, a formula's
 * `D2:D="x"`) and a panel's ("Label (op): values", "Label: op values", "Label op values", "Label:
 * values"). ./read-tool-filters.ts finds the conditions of a text; ./tool-filter-columns.ts says
 * what a column means; ./tool-filter-operators.ts knows the operators' spellings.
 */
import { columnOf, type FilterCondition, isRoleWord } from "./tool-filter-columns.ts";
import {
  isProseValue,
  OP_ANYWHERE,
  OP_LEADING,
  type Op,
  type OpSpec,
  specOf,
  WEAK_OPS,
} from "./tool-filter-operators.ts";
import { splitTop } from "./tool-filter-split.ts";

const unquote = (v: string) =>
  v
    .trim()
    .replace(/^['"“‘`]|['"”’`]$/g, "")
    .trim();
/** A list as written: "('A', 'B')", "['A','B']", "A, B", "A OR B"; AND between items means all. */
function valuesOf(text: string, label: string, any = false): { values: string[]; all: boolean } {
  const inner = text.trim().replace(/^[[(]\s*([\s\S]*?)\s*[\])]$/, "$1");
  // A lower-case "and" joins skills; in a title or a name it is a word ("Strategy and Operations").
  const and = columnOf(refLabel(label))?.column === "skills" ? /\s+(?:AND|and|&)\s+/ : /\s+AND\s+/;
  const all = splitTop(inner, and).length > 1;
  const values = splitTop(inner, new RegExp(`\\s*,\\s*|\\s+(?:OR|or)\\s+|${and.source}|\\s*;\\s*`))
    .map(unquote)
    .filter(Boolean)
    .flatMap((v) => (any && splitsAtAnd(label, v) ? v.split(/\s+and\s+/) : [v]));
  return { values, all };
}
/** Departments and levels listed as alternatives: "Finance, Legal and Sales" is three, "Research and Development" one. */
const splitsAtAnd = (label: string, value: string) =>
  / and /.test(value) &&
  ["department", "level"].includes(columnOf(refLabel(label))?.column ?? "") &&
  !isRoleWord(value);

/** A column reference: a name, `table.col`, `df.col`, `df['col']`, `{Col}`, `[Col]`, a sheet range. */
const REF = String.raw`(?:[A-Za-z_][\w]*\.)?(?:[A-Za-z_][\w.]*|\[\s*["'][^"']+["']\s*\]|"[^"]+"|\{[^{}]+\}|\[@?[^\]]+\]|(?:'[^']+'|\w+)!\$?[A-Z]{1,3}\$?\d*(?::\$?[A-Z]{1,3}\$?\d*)?|\$?[A-Z]{1,3}\$?\d+:\$?[A-Z]{1,3}\$?\d*|\w+\[@?[^\]]+\])`;
const refLabel = (ref: string) =>
  ref
    .trim()
    .replace(/^\w+\[@?([^\]]+)\]$/, "$1")
    .replace(/^(?:df|data|people|candidates)\s*\[\s*["']([^"']+)["']\s*\]$/, "$1")
    .replace(/^[{["]@?|[}\]"]$/g, "")
    .replace(/^(?:df|data)\./, "");
/** A sheet's column by letter ("Column C", "D2:D") names no fact: its values say what they are. */
const LETTER_COLUMN =
  /^(?:(?:column|col)\s+[A-Z]{1,3}|(?:'[^']+'|\w+)!.*|\$?[A-Z]{1,3}\$?\d*:\$?[A-Z]{1,3}\$?\d*)$/i;
const isLabel = (label: string) =>
  (!/[.,;!?]\s*$|[()]/.test(label) && columnOf(refLabel(label)) !== undefined) ||
  LETTER_COLUMN.test(label.trim()) ||
  /^\{[^{}]+\}$/.test(label.trim());
/** A lone capital letter names a sheet's column in a =QUERY string ("where D = 'x'"). */
const isCodeLabel = (label: string) => isLabel(label) || /^[A-Z]$/.test(label.trim());

/** strong: an operator prose does not write; false: a word prose writes too ("is"); undefined: a colon. */
export type Read = { condition: FilterCondition; strong: boolean | undefined };
export const make = (
  label: string,
  spec: OpSpec,
  raw: string,
  strong: boolean | undefined,
): Read | undefined => {
  // "between 3 and 5 years": the "and" is the range's.
  const list = spec.op === "between" ? raw.replace(/\s+and\s+/i, ", ") : raw;
  const { values, all } = valuesOf(list.replace(/^\s*:\s*/, ""), label, spec.any);
  if (!values.length) return undefined;
  let op = spec.op;
  if (op === "=" && all && !spec.any) op = "all";
  if (op === "contains" && values.some((v) => v.includes("%"))) op = "like";
  return { condition: { label: refLabel(label), negative: spec.negative, op, values }, strong };
};

/** SQL's and pandas' forms of one condition, before the panel's words. */
function codeCondition(term: string): Read | undefined {
  const t = term.trim().replace(/^\(\s*([\s\S]*)\s*\)$/, "$1");
  const not = /^(?:~|NOT\s+|!)\s*([\s\S]+)$/i.exec(t);
  if (not) {
    const read = codeCondition(not[1] as string);
    return read && { ...read, condition: { ...read.condition, negative: !read.condition.negative } };
  }
  const r = (re: string) => new RegExp(`^(${REF})${re}$`, "is").exec(t);
  let m = r(String.raw`\s+(NOT\s+)?IN\s*([(\[][\s\S]*[)\]])`);
  if (m) return make(m[1] as string, { negative: Boolean(m[2]), op: "=" }, m[3] as string, true);
  m = r(String.raw`\s+(NOT\s+)?I?LIKE\s+(\S[\s\S]*)`);
  if (m) return make(m[1] as string, { negative: Boolean(m[2]), op: "like" }, m[3] as string, true);
  m = r(String.raw`\s+BETWEEN\s+(\S+)\s+AND\s+(\S+)`);
  if (m) return make(m[1] as string, { negative: false, op: "between" }, `${m[2]}, ${m[3]}`, true);
  m = r(String.raw`\.isin\(\s*([\s\S]*)\)`);
  if (m) return make(m[1] as string, { negative: false, op: "=" }, m[2] as string, true);
  m = r(String.raw`\.between\(\s*([^,]+),\s*([^,)]+)[^)]*\)`);
  if (m) return make(m[1] as string, { negative: false, op: "between" }, `${m[2]}, ${m[3]}`, true);
  m = r(String.raw`\.str\.(contains|startswith|endswith|match)\(\s*(["'][^"']*["'])[^)]*\)`);
  if (m) {
    const op: Op = m[2] === "startswith" ? "begins" : m[2] === "endswith" ? "ends" : "regex";
    const pattern = m[2] === "match" ? `^${unquote(m[3] as string)}` : unquote(m[3] as string);
    return {
      condition: { label: refLabel(m[1] as string), negative: false, op, values: [pattern] },
      strong: true,
    };
  }
  // "'python' = ANY(skills)", "skills @> ARRAY['a','b']".
  m = /^(["'][^"']+["'])\s*=\s*ANY\s*\(\s*([\w.]+)\s*\)$/i.exec(t);
  if (m) return make(m[2] as string, { negative: false, op: "=" }, m[1] as string, true);
  m = new RegExp(String.raw`^(${REF})\s*(@>|&&)\s*(?:ARRAY)?\s*(\[[\s\S]*\])$`, "i").exec(t);
  if (m)
    return make(m[1] as string, { negative: false, op: m[2] === "@>" ? "all" : "=" }, m[3] as string, true);
  m = r(String.raw`\s*(==|!=|<>|>=|<=|=>|=<|≠|≥|≤|=|>|<)\s*(["'“‘]?[^"'”’]*["'”’]?|\d+(?:\.\d+)?)`);
  if (m && isCodeLabel(m[1] as string)) {
    const spec = specOf(m[2] as string) as OpSpec;
    const quoted = /^["'“‘]/.test(m[3] as string);
    return make(
      m[1] as string,
      spec,
      quoted ? (m[3] as string) : (m[3] as string),
      !WEAK_OPS.has(m[2] as string),
    );
  }
  return undefined;
}

const proseIn = (raw: string) =>
  splitTop(raw.replace(/^\s*:\s*/, ""), /\s*,\s*|\s+(?:OR|or)\s+/).some(
    (item) => !/^['"“‘]/.test(item) && isProseValue(item),
  );

/** A panel's forms: "Label (op): values", "Label: op values", "Label op values", "Label: values". */
function panelCondition(segment: string): Read | undefined {
  const read = panelForms(segment);
  return read && !proseIn(read.raw) ? read.read : undefined;
}
function panelForms(segment: string): { read: Read | undefined; raw: string } | undefined {
  const s = segment.trim();
  const at = (label: string, spec: OpSpec, raw: string, strong: boolean | undefined) => ({
    read: make(label, spec, raw, strong),
    raw,
  });
  let m = /^(.+?)\s*\(\s*([^()]+?)\s*\)\s*:\s*(.+)$/s.exec(s);
  const parenthesised = m && specOf(m[2] as string);
  if (m && parenthesised && isLabel(m[1] as string))
    return at(m[1] as string, parenthesised, m[3] as string, true);
  m = /^([^:]+?)\s*:\s*(.+)$/s.exec(s);
  if (m && isLabel(m[1] as string)) {
    const lead = OP_LEADING.exec(m[2] as string);
    const spec = lead && specOf(lead[1] as string);
    if (lead && spec) return at(m[1] as string, spec, (m[2] as string).slice(lead[0].length), true);
    // A column named as an exclusion ("Exclude cities: Nice") is the operator itself.
    const excluded = columnOf(refLabel(m[1] as string))?.excluded || undefined;
    return at(m[1] as string, { negative: false, op: "=" }, m[2] as string, excluded);
  }
  for (const op of s.matchAll(OP_ANYWHERE)) {
    const label = s.slice(0, op.index).trim();
    const spec = specOf(op[0]);
    if (!label || !spec || !isLabel(label)) continue;
    return at(label, spec, s.slice((op.index ?? 0) + op[0].length), !WEAK_OPS.has(op[0].toLowerCase()));
  }
  return undefined;
}

/**
 * One condition. Outside a wrapper (WHERE, df[...], =FILTER) a code form needs a named column:
 * "engineers not in (Berlin, Munich)" names no column, its "engineers" is the query's.
 */
export function conditionOf(term: string, wrapped = true): Read | undefined {
  const code = codeCondition(term);
  if (code && (wrapped || isLabel(code.condition.label))) return code;
  return panelCondition(term);
}

/** An operator of a SQL condition, read or not ("created_at > '2024-01-01'" is a term of its own). */
const COMPARISON = /[=<>≠≥≤!~]|\b(?:IN|LIKE|ILIKE|ANY|BETWEEN|IS)\b/i;

export const startsTerm = (t: string) => Boolean(conditionOf(t)) || COMPARISON.test(t);
