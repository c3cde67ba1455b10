/**
 * The absence of any degree, said however English says it: "without any degree on their profile",
 * "with no university degree", "who don't hold a degree", "never earned a degree", "non-graduates",
 * "degree-less". It is one exclusion: the person holds no degree of any kind (none of the degree
 * facets; a school without a degree counts as none). Left to the word passes, "without" finds no
 * kind after it and is dropped, or "degree" is read as a requirement: the opposite of the ask.
 *
 * A job ad's "no degree required" (or "needed", "necessary") says a degree is not asked for, not
 * that the person has none: it is taken out with a note and applies nothing.
 */
import { type DegreeKind, degreeKind, facet } from "../search/facets.ts";
import type { Criterion } from "./criteria.ts";
import { cut, type Item, type ScanState, type Word } from "./parse-state.ts";

const KINDS: DegreeKind[] = ["bachelor", "master", "mba", "phd"];
/** Degrees above a kind: a master's and an MBA are above a bachelor's, a PhD above both. */
const ABOVE: Record<DegreeKind, DegreeKind[]> = {
  bachelor: ["master", "mba", "phd"],
  master: ["phd"],
  mba: ["phd"],
  phd: [],
};
const DEGREE_NAME: Record<DegreeKind, string> = {
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  mba: "an MBA",
  phd: "a PhD",
};

/**
 * "whose highest degree is a bachelor's", "highest qualification: MSc", "a bachelor's as their
 * highest degree": that kind, and none above it.
 */
const KIND_WORD = String.raw`(?:a\s+|an\s+)?([\p{L}.]+(?:['’]s)?(?:\s+degree)?)`;
/** A degree's kind said by name (no other word: "only senior" is no degree). */
const DEGREE_WORD = String.raw`((?:bachelor|master)(?:['’]?s)?|mbas?|ph\.?\s?d\.?s?|doctorates?|[bm]\.?\s?sc\.?|[bm]\.?\s?a\.?|[bm]\.?\s?eng\.?|undergrad(?:uate)?)(?:\s+degrees?)?`;
const HIGHEST = new RegExp(
  [
    String.raw`\b(?:whose\s+|their\s+|with\s+(?:a\s+|the\s+)?)?highest\s+(?:degree|qualification|education(?:al)?(?:\s+(?:level|attainment))?)\s*(?:is|was|being|:|=|of|-)?\s*${KIND_WORD}`,
    String.raw`\b${KIND_WORD}\s+as\s+(?:their|the|his|her)\s+highest(?:\s+(?:degree|qualification))?`,
    // "bachelor's only", "only a bachelor's", "just a BSc", "no more than a master's": the same.
    String.raw`\b${DEGREE_WORD}\s+only\b`,
    // Not after "not" / "more than": "not only a bachelor's", "more than just a BSc" ask for more.
    String.raw`(?<!\b(?:not|more\s+than)\s+)\b(?:only|just|no\s+more\s+than)\s+(?:a\s+|an\s+)?${DEGREE_WORD}(?![\p{L}'’.])(?!\s*(?:or|and|\/|\+)\s)`,
  ].join("|"),
  "iu",
);

/**
 * "not only a bachelor's", "more than just a BSc": a degree above that kind, asked for ("no more
 * than a master's" is a ceiling, read below).
 */
const MORE_THAN = new RegExp(
  String.raw`(?<!\b(?:no|not)\s+)\b(?:not\s+(?:only|just|merely)|more\s+than(?:\s+(?:just|only|merely))?)\s+(?:a\s+|an\s+)?${DEGREE_WORD}(?![\p{L}'’.])`,
  "iu",
);

/** Words that may stand before "degree" without naming a kind ("a formal university degree"). */
const ADJECTIVE = String.raw`(?:(?:formal|university|college|academic|higher[-\s]education|tertiary|uni|completed|finished)\s+)*`;
const DEGREE = `${ADJECTIVE}(?:degrees?|diplomas?)`;
/** What may follow: where the degree would be written, or "at all". */
const TAIL = String.raw`(?:\s+(?:at\s+all|whatsoever|listed|written|(?:on|in)\s+(?:their|the|his|her|a)\s+(?:profiles?|cvs?|resumes?|résumés?)))*`;
/** Where a degree is taken, said instead of the degree ("didn't go to college"). */
const COLLEGE = String.raw`(?:college|university|uni)\b`;
const NEGATED_VERB = String.raw`(?:(?:do|does|did)\s*(?:n['’]?t|\s+not)|never|not|without)\s+(?:have|has|had|hold|holds|held|having|holding|got|get|getting|earn|earned|earning|complete|completed|completing|finish|finished|finishing)`;

const ABSENCE = new RegExp(
  [
    String.raw`\b(?:without|with\s+no|no|lacking|lacks?|lack\s+of)\s+(?:any\s+|a\s+|an\s+)?${DEGREE}`,
    String.raw`\b${NEGATED_VERB}\s+(?:a|an|any)\s+${DEGREE}`,
    String.raw`\bnon[-\s]?(?:graduates?|grads?|degree(?:[-\s]?holders?)?)\b`,
    String.raw`\bdegree[-\s]?less\b|\bundegreed\b`,
    String.raw`\b(?:never|not|(?:did|have|has)\s*(?:n['’]?t|\s+not))\s+graduated?\b`,
    // "didn't go to college", "never went to university", "didn't finish college", "college
    // dropouts", "without a university education": no degree (the words were excluded as text).
    String.raw`\b(?:never|(?:did|have|has)\s*(?:n['’]?t|\s+not))\s+(?:go|gone|went|been|attend(?:ed)?|finish(?:ed)?|complete(?:d)?)\s+(?:to\s+)?${COLLEGE}`,
    String.raw`\b${COLLEGE}\s+drop[-\s]?outs?\b|\bdropped\s+out\s+of\s+${COLLEGE}`,
    String.raw`\b(?:without|with\s+no|no|lacking)\s+(?:a\s+|any\s+)?(?:university|college|higher|tertiary|uni)\s+education\b`,
  ]
    .map((p) => `(?:${p})`)
    .join("|") + TAIL,
  "iu",
);
/** "with a university degree", "who hold a degree": any degree, asked for (its kind unsaid). */
const PRESENCE = new RegExp(
  String.raw`\b(?:with|has|have|having|holds?|holding|earned|completed)\s+(?:a|an|any)\s+${DEGREE}${TAIL}`,
  "iu",
);
/** "a degree or equivalent experience": a degree is one way to qualify, not a condition. */
const OR_EQUIVALENT = /^\s*(?:\([^)]*\)\s*)?(?:or|\/)\s+(?:equivalent|comparable|similar|relevant)\b/i;

/** "no degree required": a requirement waived, not a condition on the person. */
const WAIVED = /^\s*(?:is\s+|are\s+)?(?:required|needed|necessary|necessarily|a\s+must|mandatory)\b/i;

const anyDegree = (from: string): Criterion => ({
  kind: "degree",
  label: "Holds a degree (any kind)",
  tokens: KINDS.map((k) => facet.degree(k)),
  from: from.trim(),
  value: "any",
  confidence: 1,
});

/** Holding any degree above `kind`, the criterion both readings below build. */
function degreeAbove(kind: keyof typeof ABOVE, from: string): Criterion {
  return {
    kind: "degree",
    label: `Holds a degree above ${DEGREE_NAME[kind]}`,
    tokens: ABOVE[kind].map((k) => facet.degree(k)),
    from,
    value: ABOVE[kind].join(" | "),
    confidence: 1,
  };
}

/**
 * Pass: the absence of any degree as the exclusion of every degree kind; a degree of no named kind
 * asked for as any of them.
 */
export function readDegreeAbsence(state: ScanState) {
  for (;;) {
    const m = MORE_THAN.exec(state.text);
    const kind = m && degreeKind((m[1] ?? "").replace(/['’]s$/, ""));
    if (!m || !kind || !ABOVE[kind].length) break;
    cut(state, m.index, m[0].length);
    state.loose.push(degreeAbove(kind, m[0].trim()));
  }
  for (;;) {
    const m = HIGHEST.exec(state.text);
    const kind = m && degreeKind((m.slice(1).find((g) => g !== undefined) ?? "").replace(/['’]s$/, ""));
    if (!m || !kind) break;
    cut(state, m.index, m[0].length);
    const held: Criterion = {
      kind: "degree",
      label: `Holds ${DEGREE_NAME[kind]}`,
      tokens: [facet.degree(kind)],
      from: m[0].trim(),
      value: kind,
      confidence: 1,
    };
    state.loose.push(held);
    if (!ABOVE[kind].length) continue;
    state.loose.push({ not: degreeAbove(kind, m[0].trim()) });
  }
  for (;;) {
    const m = ABSENCE.exec(state.text);
    if (!m) break;
    const after = state.text.slice(m.index + m[0].length);
    const waived = WAIVED.exec(after);
    if (waived) {
      state.notes.push(`"${m[0].trim()} ${waived[0].trim()}": a requirement waived, not applied`);
      cut(state, m.index, m[0].length + waived[0].length);
      continue;
    }
    cut(state, m.index, m[0].length);
    state.loose.push({ not: anyDegree(m[0]) });
  }
  for (;;) {
    const m = PRESENCE.exec(state.text);
    if (!m) return;
    const equivalent = OR_EQUIVALENT.test(state.text.slice(m.index + m[0].length));
    cut(state, m.index, m[0].length);
    if (equivalent) state.notes.push(`"${m[0].trim()}" or equivalent: one way to qualify, not applied`);
    else state.loose.push(anyDegree(m[0]));
  }
}

/** Words that join degree kinds into both held: "a bachelor's plus a master's", "and an MBA". */
const BOTH_WORDS = new Set(["and", "plus", "both", "also", "well", "along", "together", "&"]);

/**
 * Pass (before the assembly): degree kinds joined by "and" / "plus" / "as well as" each hold — a
 * person holds several degrees — where a list with commas or "or" ("MSc, MEng, PhD") stays
 * alternatives, as other kinds' lists do.
 */
export function joinHeldDegrees(state: ScanState) {
  const degrees = state.items
    .filter((it) => it.kind === "degree" && !it.negated && it.group < 0)
    .sort((a, b) => a.start - b.start);
  for (let n = 1; n < degrees.length; n++) {
    const a = degrees[n - 1] as Item;
    const b = degrees[n] as Item;
    const between = state.words.slice(a.end, b.start) as Word[];
    if (between.length <= 4 && between.some((w) => BOTH_WORDS.has(w.w))) b.both = true;
  }
}
