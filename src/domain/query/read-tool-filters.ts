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
 * Each condition is a column, an operator and values (./tool-filter-condition.ts reads one in each
 * tool's form; ./tool-filter-columns.ts says what the column means and writes the condition as
 * prose): every negative operator (is not, is none of, does not
 * equal, !=, <>, ≠, NOT IN, NOT ILIKE, ~isin, "Exclude ...") excludes each of its values. The reader
 * takes a text only when it finds the tool's syntax (a wrapper such as WHERE, df[...] or =FILTER,
 * or an operator prose does not write between a column and its values); a segment it does not
 * recognise is left, as written, to the rest of the parser. A key:value search string (round 12's
 * `title:"x"`), a JSON object and a form of "Label: value" lines are other readers' and declined.
 * Alternatives between conditions (a top-level OR, a `|` in pandas, `+` in a formula) are not a
 * filter's conjunction: the reader declines rather than read them as AND. This file finds where a
 * text's conditions are (a wrapper's terms, a bracketed group, a panel's segments, a header row).
 */
import type { CompanyLexicon } from "./company-names.ts";
import { columnOf, conditionProse, normalColumn } from "./tool-filter-columns.ts";
import { conditionOf, make, type Read, startsTerm } from "./tool-filter-condition.ts";
import { isTable, OP_LEADING, type Op, specOf } from "./tool-filter-operators.ts";
import { enclosed, joinTerms, splitTop, splitTopWith } from "./tool-filter-split.ts";

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
