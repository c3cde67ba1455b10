/**
 * Filters pasted from tools, read as a grammar of their own: a SaaS panel ("Location (is any of):
 * London, Dublin | Seniority (is not): Junior", "Current employer: is not Acme", "Skills includes
 * Go AND Rust · Region is Europe"), an AutoFilter ("City: equals Paris; Title: begins with Data",
 * "Column C: Does not equal X"), Airtable and Notion view filters ("Where {Role} is 'X' AND
 * {Country} is any of 'A', 'B'"), SQL ("SELECT ... WHERE col = 'x' AND col NOT IN (...) AND col
 * ILIKE '%x%' AND 'go' = ANY(skills) AND years >= 2"), pandas (`df[(df.col == "x") &
 * ~df.col.isin([...]) & df.col.str.contains("a|b")]`), a spreadsheet `=FILTER(range, D2:D="x",
 * G2:G<>"y")` and a header row with its row of values ("Title | Company — Analyst | ≠ Acme").
 *
 * Each condition is a column, an operator and values (./tool-filter-columns.ts says what the column
 * means and writes the condition as prose): every negative operator (is not, is none of, does not
 * equal, !=, <>, ≠, NOT IN, NOT ILIKE, ~isin, "Exclude ...") excludes each of its values. The reader
 * takes a text only when it finds the tool's syntax (a wrapper such as WHERE, df[...] or =FILTER,
 * or an operator prose does not write between a column and its values); a segment it does not
 * recognise is left, as written, to the rest of the parser. A key:value search string (round 12's
 * `title:"x"`), a JSON object and a form of "Label: value" lines are other readers' and declined.
 * Alternatives between conditions (a top-level OR, a `|` in pandas, `+` in a formula) are not a
 * filter's conjunction: the reader declines rather than read them as AND.
 */
import type { CompanyLexicon } from "./company-names.ts";
import {
  columnOf,
  conditionProse,
  type FilterCondition,
  isRoleWord,
  normalColumn,
} from "./tool-filter-columns.ts";
import {
  isProseValue,
  isTable,
  OP_ANYWHERE,
  OP_LEADING,
  type Op,
  type OpSpec,
  specOf,
  WEAK_OPS,
} from "./tool-filter-operators.ts";

/** Splits at a separator outside quotes and brackets; each part with the separator before it. */
function splitTopWith(text: string, separator: RegExp): { part: string; sep: string }[] {
  const sep = new RegExp(separator.source, `${separator.flags.replace("g", "")}y`);
  const parts: { part: string; sep: string }[] = [];
  let before = "";
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === quote || (quote === "“" && ch === "”") || (quote === "‘" && ch === "’")) quote = "";
      continue;
    }
    if (`'"“‘`.includes(ch) && !/\p{L}/u.test(text[i - 1] ?? "")) {
      quote = ch;
      continue;
    }
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch)) depth = Math.max(0, depth - 1);
    if (depth) continue;
    sep.lastIndex = i;
    const m = sep.exec(text);
    if (m?.[0].length) {
      parts.push({ part: text.slice(start, i).trim(), sep: before });
      before = m[0];
      start = i + m[0].length;
      i = start - 1;
    }
  }
  parts.push({ part: text.slice(start).trim(), sep: before });
  return parts.filter((p) => p.part);
}
const splitTop = (text: string, separator: RegExp) => splitTopWith(text, separator).map((p) => p.part);

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
type Read = { condition: FilterCondition; strong: boolean | undefined };
const make = (label: string, spec: OpSpec, raw: string, strong: boolean | undefined): Read | undefined => {
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
function conditionOf(term: string, wrapped = true): Read | undefined {
  const code = codeCondition(term);
  if (code && (wrapped || isLabel(code.condition.label))) return code;
  return panelCondition(term);
}

/** A tool's name before its filters: "AutoFilter —", "Candidate filters ›", "Filters applied (3):". */
const HEADER =
  /^\s*[\p{L} ]{0,30}?\b(?:filters?|autofilter|view|saved search|segment|criteria)\b(?:\s+applied)?(?:\s*\(\d+\))?\s*(?:[:›—–>|]+|-+(?=\s))\s*/iu;
const SQL =
  /^(?:select\s+([\s\S]+?)\s+(?:from\s+(\S+)\s+)?)?where\s+([\s\S]+?)(?:\s+(?:order\s+by|group\s+by|limit)\b[\s\S]*)?;?\s*$/i;
const PANDAS =
  /^(?:df|data|people)\s*(?:\.loc)?\s*\[([\s\S]+)\]\s*$|^(?:df|data|people)\.query\(\s*["']([\s\S]+)["']\s*\)\s*$/;
const FORMULA = /^=?\s*FILTER\s*\(([\s\S]+)\)\s*$/i;
/** A sheet's =QUERY(range, "select ... where ..."): its query string is SQL over column letters. */
const SHEET_QUERY = /^=?\s*QUERY\s*\([^,]+,\s*"\s*((?:select\s+[\s\S]*?\s+)?where\s+[^"]+)"[^)]*\)\s*$/i;
const SEGMENTS = /\s*(?:[|·•;›\n]|\s[—–]\s)\s*/;

/** An operator of a SQL condition, read or not ("created_at > '2024-01-01'" is a term of its own). */
const COMPARISON = /[=<>≠≥≤!~]|\b(?:IN|LIKE|ILIKE|ANY|BETWEEN|IS)\b/i;

/** Parts joined back to the one before (with their separator) unless they start a term. */
function joinTerms(parts: { part: string; sep: string }[], starts: (part: string) => boolean): string[] {
  const terms: string[] = [];
  for (const { part, sep } of parts) {
    if (terms.length && !starts(part)) terms[terms.length - 1] += `${sep}${part}`;
    else terms.push(part);
  }
  return terms;
}

/** The conditions a text states, with the segments read as none; undefined when it is no tool's filter. */
function conditionsOf(text: string): { reads: Read[]; rest: string[]; wrapped: boolean } | undefined {
  const body = text.replace(HEADER, "");
  let terms: string[] | undefined;
  const pandas = PANDAS.exec(body.trim());
  const formula = FORMULA.exec(body.trim());
  const sheetQuery = SHEET_QUERY.exec(body.trim());
  const sql = SQL.exec(sheetQuery ? (sheetQuery[1] as string) : body.trim());
  if (pandas) {
    const inner = (pandas[1] ?? pandas[2]) as string;
    if (splitTop(inner, /\s*\|\s*|\s+or\s+/).length > 1) return undefined;
    terms = splitTop(inner, /\s*&\s*|\s+and\s+/);
  } else if (formula) {
    const args = splitTop(formula[1] as string, /\s*,\s*/).slice(1);
    if (args.some((a) => splitTop(a, /\s*\+\s*/).length > 1)) return undefined;
    terms = args.flatMap((a) => splitTop(a, /\s*\*\s*/));
  } else if (sql) {
    const where = (sql[3] as string).replace(/\b(?:LOWER|UPPER|TRIM)\s*\(\s*([\w."]+)\s*\)/gi, "$1");
    if (splitTop(where, /\s+OR\s+/i).length > 1) return undefined;
    // A term with no operator continues the one before ("BETWEEN 3 AND 5", "Strategy and
    // Operations Manager" after an Airtable "Where").
    terms = joinTerms(splitTopWith(where, /\s+AND\s+/i), startsTerm);
  }
  if (terms) {
    const reads: Read[] = [];
    // An English "select engineers from Lisbon where ...": who is selected and from where are asked.
    const rest = sql?.[2] && !isTable(sql[1] as string, sql[2]) ? [`${sql[1]} from ${sql[2]}`] : [];
    for (const term of terms) {
      const group = groupReads(term);
      if (group === null) return undefined;
      const read = group ?? conditionOf(term);
      if (!read) rest.push(term);
      else reads.push(...[read].flat());
    }
    return reads.length ? { reads, rest, wrapped: true } : undefined;
  }
  return panelConditions(body.replace(/^\s*where\s+/i, ""));
}

const startsTerm = (t: string) => Boolean(conditionOf(t)) || COMPARISON.test(t);

/** Whether a bracket opened at a text's start closes at its end ("(a) AND (b)" is two groups). */
function enclosed(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i === text.length - 1;
  }
  return false;
}

/**
 * A bracketed group of conditions. "(country = 'US' OR country = 'CA')" is one column's values, one
 * condition; "(a AND b)" is its conditions. What prose cannot say as sentences each on their own
 * (NOT before a group of several, "NOT (a AND b)" leaves out only who is both; an OR across columns)
 * is null: the reader declines the text. Undefined: no group of several.
 */
function groupReads(term: string): Read[] | null | undefined {
  const m = /^(NOT\s+|~\s*|!\s*)?(\([\s\S]*\))$/i.exec(term.trim());
  if (!m || !enclosed(m[2] as string)) return undefined;
  const inner = (m[2] as string).slice(1, -1).trim();
  const ors = splitTop(inner, /\s+OR\s+|\s*\|\|?\s*/i);
  const ands = joinTerms(splitTopWith(inner, /\s+AND\s+|\s*&&?\s*/i), startsTerm);
  if (ors.length > 1 && ands.length > 1) return null;
  if (ors.length > 1) {
    const reads = ors.map((o) => conditionOf(o));
    const first = reads[0]?.condition;
    const same = (r: Read | undefined) =>
      r?.condition.op === "=" &&
      normalColumn(r.condition.label) === normalColumn(first?.label ?? "") &&
      r.condition.negative === first?.negative;
    if (!first || !reads.every(same)) return null;
    const values = reads.flatMap((r) => (r as Read).condition.values);
    return [{ condition: { ...first, values, negative: first.negative !== Boolean(m[1]) }, strong: true }];
  }
  if (ands.length < 2) return undefined;
  if (m[1]) return null;
  const reads = ands.map((a) => groupReads(a) ?? conditionOf(a));
  return reads.every(Boolean) ? reads.flatMap((r) => r as Read | Read[]) : null;
}

/** A panel's segments; " AND " starts a new condition only where a column follows it. */
function panelConditions(body: string): { reads: Read[]; rest: string[]; wrapped: boolean } | undefined {
  const reads: Read[] = [];
  const rest: string[] = [];
  for (const segment of splitTop(body, SEGMENTS)) {
    let current = "";
    const flush = () => {
      if (!current) return;
      const read = conditionOf(current, false);
      if (read) reads.push(read);
      else rest.push(current);
      current = "";
    };
    // Tools write the conjunction in capitals; a lower-case "and" is prose's ("cities and levels").
    // A lower-case "and" starts one only before a named column and an operator ("... and Country
    // is any of ..."), so a mail's "cities and levels" stays prose. A comma ends a condition's
    // values where a named column and its operator or colon follow ("Level is not Junior, location
    // is London"): else a negative operator's list would run over the next clause. After what is no
    // condition ("Accountants, tenure > 4y") the comma is prose's.
    for (const { part, sep } of splitTopWith(segment, /\s*,\s*|\s+AND\s+|\s+and\s+|\s+&&\s+/)) {
      const next = current ? conditionOf(part, false) : undefined;
      const named = next && columnOf(next.condition.label);
      const comma = sep.includes(",");
      const starts =
        next &&
        (/AND|&&/.test(sep) ||
          (named && !comma && next.strong !== undefined) ||
          (named && comma && conditionOf(current, false)));
      if (starts) flush();
      current = current ? `${current}${sep}${part}` : part;
    }
    flush();
  }
  return reads.length ? { reads, rest, wrapped: false } : undefined;
}

/** "Title | Company | Tenure — Analyst | ≠ Acme | > 2 yrs": a header row of columns and its row of values. */
function headerRow(text: string): Read[] | undefined {
  const [head, row, ...more] = splitTop(text.replace(HEADER, ""), /\s+[—–]\s+|\s*\n\s*/);
  if (!head || !row || more.length) return undefined;
  const labels = head.split(/\s*\|\s*|\t/);
  const cells = row.split(/\s*\|\s*|\t/);
  if (labels.length < 2 || labels.length !== cells.length || !labels.every((l) => columnOf(l)))
    return undefined;
  return labels.flatMap((label, i) => {
    const cell = cells[i] as string;
    const lead = OP_LEADING.exec(cell);
    const spec = (lead && specOf(lead[1] as string)) || { negative: false, op: "=" as Op };
    const read = make(label, spec, lead ? cell.slice(lead[0].length) : cell, true);
    return read ? [read] : [];
  });
}

export interface ToolFilterReading {
  text: string;
  notes: string[];
}

/** Other readers' syntaxes: JSON and key:value search strings. */
const OTHERS = /\{\s*"|(?:^|\s)-?[A-Za-z_]{2,30}:(?![\s/])\S/;
/** A "key=value; key!=value" list with no space around its operators: the structured reader's. */
const KEY_VALUE = /(?:^|[\s;&?,])[A-Za-z_]\w*(?:!=|>=|<=|=|>|<)[^\s=<>]/;

/** Pass (on the raw query): a filter pasted from a tool as prose; undefined when it is none. */
export function readToolFilters(query: string, companies: CompanyLexicon): ToolFilterReading | undefined {
  const text = query.replace(/\s+/g, " ").trim();
  if (OTHERS.test(text)) return undefined;
  const row = headerRow(query.trim());
  const read = row ? { reads: row, rest: [], wrapped: true } : conditionsOf(text);
  if (!read || (!read.wrapped && KEY_VALUE.test(text))) return undefined;
  // "Label: value" lines alone are a form's (./read-form.ts); an operator word between a column and
  // its values in two conditions ("Function is Marketing · Region is Europe") is a panel's.
  const worded = read.reads.filter((r) => r.strong !== undefined).length;
  if (!(read.wrapped || read.reads.some((r) => r.strong) || (read.reads.length >= 2 && worded > 0)))
    return undefined;
  const positive: string[] = [...read.rest];
  const negative: string[] = [];
  const notes: string[] = [];
  for (const { condition } of read.reads) {
    const said = conditionProse(condition, companies);
    positive.push(...said.positive);
    negative.push(...said.negative);
    notes.push(...said.notes);
  }
  notes.push("read as a filter pasted from a tool: each column's condition, exclusions each on their own");
  const sentences = [...positive, ...negative].map((s) => s.replace(/[.\s]+$/, "")).filter(Boolean);
  return { text: sentences.map((s) => `${s}.`).join(" "), notes };
}
