/**
 * Conditionals and provisos, as a hiring manager hedges a request (issue 45, round 22): a
 * conditional connective has a polarity and governs its clause up to the clause's end (a sentence
 * mark, a comma, a semicolon, a colon or "but"). Each is written as the plain form the later passes
 * read:
 *
 * - requirement ("as long as", "so long as", "provided (that)", "providing", "only if", "assuming",
 *   "on condition that", "if and only if", "only when"): the clause is asked, its subject a relative
 *   ("as long as they're based in X" is "who are based in X"); said of a degree ("with a PhD, but
 *   only if it's from X") it binds the degree ("with a PhD from X");
 * - exclusion ("not if", "but not if", "skip / drop / rule out them if"): the clause is excluded
 *   ("not those who are junior"); "unless" and "except if / when" are left to the formal register's
 *   reading of "unless" (./read-formal-register.ts), their contractions spelled out so it reads
 *   them ("unless they're in X": "unless they are in X", X excluded);
 * - permission ("fine if", "okay if", "no problem if", "a plus if", "I don't mind if"): nothing is
 *   asked or excluded; the clause is dropped with a note (letting X in is no requirement of X);
 * - concession and preference ("even if", "whether or not", "regardless of whether", "especially /
 *   particularly / ideally if", "if ..., even better"): the clause allows or favours, never filters:
 *   dropped with a note.
 * Left unread with a note, never half-read (./proviso-scopes.ts): an exclusion of two conditions
 * joined by "and" (NOT (A AND B), which no later pass writes), an "unless" that exempts ("unless
 * ..., in which case any level") or names no criterion ("unless they are happy to relocate"), and a
 * condition on part of the ask ("if they're in Berlin, they must be senior", "Munich, or Berlin if
 * they are senior"); "only if they have X, otherwise Y" asks X or Y.
 *
 * A connective with no subject after it is left as said (the clause's scope is not known).
 * No maintained source lists these connectives: they are English usage, written once here.
 */
import type { ScanState } from "./parse-state.ts";
import { CONTRACTED, EXCLUSION, readProvisoScopes, SUBJECT, TO_CLAUSE_END } from "./proviso-scopes.ts";

const CONTRACTIONS: Record<string, string> = {
  re: "are",
  ve: "have",
  d: "would",
  s: "is",
  "aren't": "are not",
  "isn't": "is not",
  "weren't": "were not",
  "wasn't": "was not",
  "haven't": "have not",
  "hasn't": "has not",
};
/** A contraction spelled out ("'re": "are", "aren't": "are not"); "" for none. */
const spelled = (short?: string, negated?: string) =>
  CONTRACTIONS[(short ?? negated ?? "").toLowerCase().replace("’", "'")] ?? "";

const REQUIREMENT = String.raw`(?:as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|providing(?:\s+that)?|if\s+and\s+only\s+if|only\s+(?:if|when)|assuming(?:\s+that)?|on\s+(?:the\s+)?condition\s+that)`;
const PERMISSION = String.raw`(?:(?:(?:it|that)['’]s|(?:it|that)\s+is|it\s+would\s+be|it['’]d\s+be)\s+)?(?:(?:fine|ok|okay|alright|all\s+right|acceptable|good|great|nice|no\s+problem|not\s+a\s+problem|a\s+(?:plus|bonus))\s+(?:if|when)|(?:i|we)\s+(?:don['’]t|do\s+not)\s+mind\s+if|(?:it\s+)?(?:doesn['’]t|does\s+not)\s+matter\s+if)`;

/** "with a PhD, but only if it's from X": the degree bound to the place said of it. */
const DEGREE_PROVISO = new RegExp(
  String.raw`\b(with\s+(?:an?|the)\s+[\p{L}'’.]+(?:\s+degree)?)\s*,?\s*(?:but\s+)?${REQUIREMENT}\s+it(?:['’]s|\s+is|\s+was)\s+(from|at|in)\b`,
  "giu",
);
const PERMITTED = new RegExp(
  String.raw`[,;:]?\s*(?<![\p{L}])${PERMISSION}\s+${SUBJECT}${CONTRACTED}${TO_CLAUSE_END}`,
  "giu",
);
const EXCLUDED = new RegExp(String.raw`,?\s*(?<![\p{L}])${EXCLUSION}\s+${SUBJECT}${CONTRACTED}\s+`, "giu");
const REQUIRED = new RegExp(
  String.raw`,?\s*(?:but\s+)?(?<![\p{L}])${REQUIREMENT}\s+${SUBJECT}${CONTRACTED}\s+`,
  "giu",
);
/** "unless they're", "except if they aren't": the contraction spelled out for the "unless" reading. */
const UNLESS = new RegExp(
  String.raw`(?<![\p{L}])(?:unless|except\s+(?:if|when))\s+(${SUBJECT})${CONTRACTED}\s+`,
  "giu",
);

/** Pass (text, before the formal register reads "unless"): provisos in their plain forms. */
export function readProvisos(state: ScanState): void {
  const note = (said: string, read: string) => state.notes.push(`read "${said.trim()}" as "${read.trim()}"`);
  let text = state.text.replace(DEGREE_PROVISO, (whole, degree: string, relation: string) => {
    note(whole, `${degree} ${relation}`);
    return `${degree} ${relation}`;
  });
  text = text.replace(PERMITTED, (whole) => {
    state.notes.push(`"${whole.replace(/^[,;:]/, "").trim()}": permitted, not a condition`);
    return " ";
  });
  text = readProvisoScopes(text, state.notes);
  text = text.replace(EXCLUDED, (whole, short?: string, negated?: string) => {
    // "skip them if they aren't in X": a double negation, X asked.
    const read = (
      negated
        ? `, who ${spelled(short, negated).replace(/\s+not$/, "")} `
        : `, but not those who ${spelled(short)} `
    ).replace(/\s+/g, " ");
    note(whole, read);
    return read;
  });
  text = text.replace(REQUIRED, (whole, short?: string, negated?: string) => {
    const read = `, who ${spelled(short, negated)} `.replace(/\s+/g, " ");
    note(whole, read);
    return read;
  });
  text = text.replace(UNLESS, (_whole, subject: string, short?: string, negated?: string) => {
    return `unless ${subject} ${spelled(short, negated)} `.replace(/\s+/g, " ");
  });
  state.text = text
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,;:])/g, "$1")
    .replace(/([,;:])\s*,/g, "$1");
}
