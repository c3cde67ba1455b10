/**
 * Field filters typed as search operators, the habit people carry over from Gmail, GitHub, Sales
 * Navigator and Lucene: `title:"backend engineer"`, `country:(NL OR BE)`, `skills:(terraform AND
 * kubernetes)`, `yoe:[3 TO 8]`, `yoe:>5`, `tenure:>=2y`, `-company:"Acme Labs"`, `NOT
 * location:"united states"`, mixed with free words. Each field is read through the key table of the
 * structured-filter pass (./read-structured.ts), so a key maps to the criterion the parser already
 * has for it (a company key to the current employer, `past_company` to an earlier one, a place key
 * to a place with ISO codes as countries, `yoe` to years of experience, `tenure` to time at the
 * employer), and is written back as the prose the later passes read.
 *
 * A leading `-`, `!` or `NOT` excludes what the field names. In a prose query the exclusion is
 * taken out of its place and said last, each in a sentence of its own ("not currently at Acme."),
 * so its "not" reaches nothing else; in a boolean string (an operator in capitals outside the
 * fields' values) it stays in place as `NOT (<field as prose>)`, for the boolean reader to scope.
 * An exclusion the key table cannot say (a negated range) is dropped with a note: an exclusion not
 * understood is never applied, least of all as a requirement.
 *
 * A key the table does not know (`followers:>100`, `is:unread`, `foo:bar`) is dropped, key and
 * value, with a note in explain: without its key the value's meaning is unknown, and read as free
 * text it could turn into a requirement or, worse, a cue ("foo:bar engineers" read "bar" as
 * "except").
 */
import { isBooleanString } from "./read-boolean.ts";
import { fieldProse } from "./read-structured.ts";

/** A field's value: a quoted phrase, a parenthesised list, a Lucene range, or one token. */
const VALUE = String.raw`"[^"]*"|“[^”]*”|\([^()]*\)|[\[{]\s*[^\s\]}]+\s+TO\s+[^\s\]}]+\s*[\]}]|[^\s()"“]+`;
/**
 * `key:value` with no space after the colon (prose writes "Note: ..." with one), a key of letters
 * and underscores (never a time, "10:30", nor a URL's scheme, "https://"), after a space, an opening
 * parenthesis or the start; a `-`, `!` or `NOT ` before it excludes.
 */
const FIELD = new RegExp(
  String.raw`(^|[\s(])(-|!|NOT\s+)?([A-Za-z][A-Za-z_]{1,30}):(?!//)(${VALUE})(?=$|[\s),.;])`,
  "gu",
);

export interface FieldSyntaxReading {
  text: string;
  notes: string[];
}

const unquote = (v: string) => v.trim().replace(/^["“]|["”]$/g, "");

/** A number with its unit of years ("2y", "5yrs") as the number; months as whole years when exact. */
function inYears(v: string): string {
  const years = /^(\d{1,2})\s*(?:y|yr|yrs|year|years)$/i.exec(v);
  if (years) return years[1] as string;
  const months = /^(\d{1,3})\s*(?:m|mo|mos|months?)$/i.exec(v);
  if (months && Number(months[1]) % 12 === 0) return String(Number(months[1]) / 12);
  return v;
}

/** A value as the structured pass's field: an operator, a list of values, and whether all are asked. */
function fieldValue(raw: string): { op: string; values: string[]; all: boolean } {
  const range = /^([[{])\s*(\S+)\s+TO\s+(\S+?)\s*([\]}])$/.exec(raw);
  if (range) {
    // Lucene: [a TO b] takes both ends, {a TO b} neither; * is an open end.
    const [, open, a, b, close] = range as unknown as [string, string, string, string, string];
    const low = a === "*" ? undefined : Number(inYears(a)) + (open === "{" ? 1 : 0);
    const high = b === "*" ? undefined : Number(inYears(b)) - (close === "}" ? 1 : 0);
    if (low !== undefined && high !== undefined) return { op: "=", values: [`${low}-${high}`], all: false };
    if (low !== undefined) return { op: ">=", values: [String(low)], all: false };
    return { op: "<=", values: [String(high)], all: false };
  }
  if (raw.startsWith("(")) {
    const inner = raw.slice(1, -1);
    const parts = inner.match(/"[^"]*"|“[^”]*”|[^\s"“,|]+|[,|]/g) ?? [];
    const values: string[] = [];
    let run: string[] = [];
    let all = false;
    const flush = () => {
      if (run.length) values.push(run.join(" "));
      run = [];
    };
    for (const p of parts) {
      if (/^(?:OR|or|,|\|)$/.test(p)) flush();
      else if (/^(?:AND|and|&&)$/.test(p)) {
        all = true;
        flush();
      } else run.push(unquote(p));
    }
    flush();
    return { op: "=", values, all };
  }
  const compared = /^([<>]=?|=)(.+)$/.exec(raw);
  if (compared) return { op: compared[1] as string, values: [inYears(compared[2] as string)], all: false };
  return { op: "=", values: [inYears(unquote(raw))], all: false };
}

/**
 * Keys as tools spell them run together or by another name (LinkedIn Recruiter's `currentcompany:`,
 * Google's `intitle:`), as the key table's names.
 */
function tableKey(key: string): string {
  const k = key.toLowerCase();
  if (/^(?:in|job|current)?title$|^headline$/.test(k)) return "title";
  return k.replace(/^(current|past|previous|former|prior|job)_?(?=[a-z])/, "$1_");
}

/** The query with its field filters as prose; the query unchanged when it holds none. */
export function readFieldSyntax(query: string): FieldSyntaxReading {
  const notes: string[] = [];
  if (!FIELD.test(query)) return { text: query, notes };
  FIELD.lastIndex = 0;
  // A boolean string is one with an operator in capitals outside the fields themselves.
  const boolean = isBooleanString(query.replace(FIELD, "$1"));
  const excluded: string[] = [];
  const text = query.replace(
    FIELD,
    (_m, before: string, negation: string | undefined, key: string, raw: string) => {
      const { op, values, all } = fieldValue(raw);
      const rawKey = all ? `${tableKey(key)}_all` : tableKey(key);
      if (!negation) {
        const read = fieldProse(rawKey, op, values, notes);
        if (!read) return `${before} `;
        return boolean ? `${before} (${read.text}) ` : `${before} ${read.text} , `;
      }
      if (boolean) {
        // The boolean reader scopes the NOT; what it negates is the field's positive reading.
        const read = fieldProse(rawKey, op, values, notes);
        if (read) return `${before} NOT (${read.text}) `;
      } else {
        const read = fieldProse(rawKey, op === "=" ? "!=" : op, values, []);
        if (read?.negative) {
          excluded.push(read.text);
          return `${before} `;
        }
      }
      notes.push(`exclusion "${negation.trim()}${key}:${raw}" not understood: not applied`);
      return `${before} `;
    },
  );
  const sentences = excluded.map((e) => ` ${e}.`).join("");
  return { text: `${text.replace(/[\s,]+$/, "")}${excluded.length ? "." : ""}${sentences}`, notes };
}
