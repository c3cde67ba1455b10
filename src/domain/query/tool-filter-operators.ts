/**
 * The operators filter tools write between a column and its values, by polarity (./read-tool-filters.ts
 * reads the rest of the syntax). An operator that names alternatives ("is any of", "one of") keeps
 * them alternatives whatever joins the values ("Python, Go and Rust"): only a plain "is", "includes"
 * or ":" with AND between its values asks for all of them.
 */
import { escapeRegExp, type FilterCondition } from "./tool-filter-columns.ts";

export type Op = FilterCondition["op"];
/** any: the spelling names alternatives, so an "and" between its values is no AND. */
export type OpSpec = { negative: boolean; op: Op; any?: boolean };

/** Operators as tools write them, by polarity; the longest spelling is tried first. */
const OPS: [string[], OpSpec][] = [
  [
    [
      "is none of",
      "is not any of",
      "none of",
      "is not in",
      "not in",
      "is not one of",
      "not one of",
      "has none of",
      "does not equal",
      "doesn't equal",
      "is not equal to",
      "not equal to",
      "does not include",
      "doesn't include",
      "does not have",
      "excludes",
      "exclude",
      "is not",
      "isn't",
      "not equals",
      "!==",
      "!=",
      "<>",
      "≠",
    ],
    { negative: true, op: "=" },
  ],
  [["does not contain", "doesn't contain", "not contains"], { negative: true, op: "contains" }],
  [["not ilike", "not like"], { negative: true, op: "like" }],
  [
    ["does not begin with", "doesn't begin with", "does not start with", "doesn't start with"],
    { negative: true, op: "begins" },
  ],
  [["includes all of", "has all of", "contains all of"], { negative: false, op: "all" }],
  [
    [
      "is any of",
      "is one of",
      "any of",
      "one of",
      "is in",
      "in",
      "is either",
      "includes any of",
      "contains any of",
      "has any of",
    ],
    { negative: false, op: "=", any: true },
  ],
  [
    ["is equal to", "equals", "equal to", "includes", "include", "has", "is", "===", "==", "="],
    { negative: false, op: "=" },
  ],
  [["contains", "matches"], { negative: false, op: "contains" }],
  [["ilike", "like"], { negative: false, op: "like" }],
  [["begins with", "starts with"], { negative: false, op: "begins" }],
  [["ends with"], { negative: false, op: "ends" }],
  [
    ["is at least", "at least", "is greater than or equal to", "greater than or equal to", ">=", "=>", "≥"],
    { negative: false, op: ">=" },
  ],
  [
    ["is at most", "at most", "is less than or equal to", "less than or equal to", "<=", "=<", "≤"],
    { negative: false, op: "<=" },
  ],
  [
    ["is greater than", "greater than", "is more than", "more than", "over", ">"],
    { negative: false, op: ">" },
  ],
  [["is less than", "less than", "fewer than", "under", "<"], { negative: false, op: "<" }],
  [["is between", "between"], { negative: false, op: "between" }],
];
const OP_SPEC = new Map<string, OpSpec>(OPS.flatMap(([spellings, spec]) => spellings.map((s) => [s, spec])));
const OP_SOURCE = [...OP_SPEC.keys()]
  .sort((a, b) => b.length - a.length)
  .map((s) => (/^[a-z]/.test(s) ? `\\b${escapeRegExp(s)}\\b` : escapeRegExp(s)).replace(/ /g, "\\s+"))
  .join("|");
/** An operator anywhere (for "Label op values"). */
export const OP_ANYWHERE = new RegExp(OP_SOURCE, "giu");
/** An operator at the start of a field's value ("Current employer: is not Acme"). */
export const OP_LEADING = new RegExp(`^\\s*(${OP_SOURCE})\\s*`, "iu");
export const specOf = (op: string) => OP_SPEC.get(op.toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'"));
/** Only "=" (and ":") is written in prose and key=value lists the structured reader owns. */
export const WEAK_OPS = new Set(["=", "is", "in", "has", "includes", "include", "equals", "over", "under"]);

/**
 * Words no value of a column holds: a pronoun, a modal or a verb ("junior, and they must be in
 * Berlin", "fintech, must be in London") or a conjunction opening an item ("but Kotlin").
 */
const PROSE_WORD =
  /^(?:and|but|or|also|plus|though|although|while|yet|so|then|as|than|ideally|preferably)\b|\b(?:they|them|their|we|us|our|you|your|he|she|it|its|who|whom|whose|which|must|should|shall|need|needs|needed|would|could|can|may|might|will|be|been|being|are|was|were|do|does|did|want|wants|wanted)\b/i;
/** A value that is only a word of how much the column matters ("important", "not a must", "flexible"). */
const IMPORTANCE =
  /^(?:(?:so|that|as|very|too|really|overly|super|particularly|all\s+that|a|an|the|big|hard|strict)\s+)*(?:important|relevant|required|a\s+requirement|necessary|mandatory|essential|critical|crucial|a\s+priority|priority|negotiable|flexible|strict|a\s+(?:deal[\s-]?breaker|must|concern|factor|big\s+deal|issue)|an\s+issue|key|fixed)(?=\s*$|\s+(?:as|to|for|here|at\s+all|though|but)\b)/i;
/**
 * Whether a value said after an operator is a sentence about the column, not a value of it: then
 * the operator's scope is unknown and the condition is not read. A code in capitals ("US", "IT",
 * "BE") is a value however it is spelt in English.
 */
export const isProseValue = (item: string) => {
  const words = item.replace(/\b[A-Z]{2,}\b/g, " ").trim();
  return PROSE_WORD.test(words) || IMPORTANCE.test(words) || item.split(/\s+/).length > 6;
};
/**
 * SQL's FROM names a table only in a statement SQL-shaped ("SELECT *", "SELECT name, title", a
 * `crm.people`); "select people from Berlin where ..." is English, its "from Berlin" the query's.
 */
const PEOPLE_TABLE =
  /^(?:people|persons?|candidates?|contacts?|profiles?|users?|leads?|prospects?|employees?|members?|talent|records?|rows?|data|df)$/i;
export const isTable = (select: string, from: string) =>
  /[_.\d`"'[]/.test(from) || PEOPLE_TABLE.test(from) || /^\*$|[,_.(]/.test(select.trim());
