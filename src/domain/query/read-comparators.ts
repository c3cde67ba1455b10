/**
 * Numeric comparatives as people say them (round 10 of first sight), as grammar: a bound word, a
 * number and a unit, either order, brought to the forms the range and duration passes read ("at
 * least N years", "at most N years", "under N years", "more than N years"):
 * - negated bounds flip: "no fewer than" / "not less than" / "not under" = at least; "no more
 *   than" / "not more than" / "not over" = at most;
 * - other bound words: "north of", "upwards of", "in excess of" = more than; "shy of", "short of",
 *   "just under" = under; "a max of" = at most, "a min of" = at least; a bound after the number
 *   ("three years' experience tops", "5 years max") = at most;
 * - spelled numbers before a unit are digits ("seven years"), "a decade" is ten years, "two
 *   decades" twenty;
 * - a bound with a bare number after a years criterion takes its unit ("at least 10 years, but not
 *   anyone over 20" = at most 20 years); a bare number with no unit said anywhere stays unread;
 * - "in their third year at their company": tenure in the third year (24 to 35 months);
 * - "roughly five years at one company", "a decade or so at the same place", "give or take a
 *   year": about N years in the current job, a year either side;
 * - "at their company / employer" and "at one company" are the current one;
 * - the number of employers: "only ever had one employer" is the idiom ./negation-idioms.ts reads
 *   (no earlier employer), "worked at two or more companies" asks for an earlier employer.
 */
import { earlierJob } from "./negation-idioms.ts";
import { TWO_DIGITS, twoDigits, UNITS } from "./number-words.ts";
import { cut, type ScanState } from "./parse-state.ts";
import { tenureCriterion } from "./read-time.ts";

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const UNIT_AHEAD = "(?=[\\s-]*(?:-?\\s*plus\\s+|\\+\\s*)?(?:years?|yrs?|months?|decades?)\\b)";
/** A number said in words before a unit, 1..99 ("seven", "twenty-five"): number-words.ts's table. */
const SPELLED_NUMBER = new RegExp(`\\b(${TWO_DIGITS}|${UNITS.join("|")})${UNIT_AHEAD}`, "gi");
const spelled = (w: string) => twoDigits(w) ?? UNITS.indexOf(w.toLowerCase()) + 1;

/** Bound words rewritten to the canonical ones, in order (negations first). */
const BOUND_WORDS: [RegExp, string][] = [
  [/\b(?:no|not)\s+(?:fewer|less)\s+than\b/gi, "at least"],
  [/\b(?:no|not)\s+(?:more|longer|greater)\s+than\b|\bnot\s+(?:over|above|beyond)\b(?=\s*\d)/gi, "at most"],
  [/\bnot\s+(?:under|below)\b(?=\s*\d)/gi, "at least"],
  [/\b(?:north|upwards)\s+of\b|\bin\s+excess\s+of\b|\bwell\s+(?:over|above)\b/gi, "more than"],
  [/\b(?:(?:just|a\s+bit|a\s+little|slightly)\s+)?(?:shy|short)\s+of\b(?=\s*\d)|\bjust\s+under\b/gi, "under"],
  [/\b(?:an?\s+)?max(?:imum)?\s+of\b/gi, "at most"],
  [/\b(?:an?\s+)?min(?:imum)?\s+of\b/gi, "at least"],
];
/** A duration ahead, with its unit written in full or cut to a letter ("5y", "10 yrs", "18 mos"). */
const DURATION_AHEAD =
  "(?=\\d{1,2}(?:[.,]\\d)?\\s*(?:y|yrs?|years?|mos?|months?)(?![\\p{L}])(?!\\s*(?:of\\s+)?tenure\\b))";
/** A sign after "tenure" is the tenure reader's (./read-start-year.ts: "tenure > 5y"). */
const NOT_TENURE = "(?<!\\btenure\\s*[:=]?\\s*)";
/**
 * Comparison signs before a duration, as reports write them ("≥5y", ">= 3 yrs", "< 18 months"): the
 * bound words the duration passes read. Only before a duration: a date after a sign ("left ≥ 2023",
 * "start ≥ 01/2023") is the date passes'.
 */
const SIGN_BOUNDS: [RegExp, string][] = [
  [new RegExp(`${NOT_TENURE}(?:≥|>=|=>)\\s*${DURATION_AHEAD}`, "gu"), " at least "],
  [new RegExp(`${NOT_TENURE}(?:≤|<=|=<)\\s*${DURATION_AHEAD}`, "gu"), " at most "],
  [new RegExp(`${NOT_TENURE}>\\s*${DURATION_AHEAD}`, "gu"), " more than "],
  [new RegExp(`${NOT_TENURE}<\\s*${DURATION_AHEAD}`, "gu"), " under "],
];
/** "5y", "10y+", "2-4y": years cut to their letter, after a number (never a word's own "y"). */
const YEAR_LETTER = /(?<=\b\d{1,2})\s?y(\+)?(?=\s|[,;.)/]|$)/gu;

/** "three years' experience tops", "5 yrs max", "4 years at most": the bound after the number. */
const BOUND_AFTER =
  /\b(\d{1,2})\s*(years?|yrs?|months?)(?:['’]s?)?(\s+(?:of\s+)?(?:experience|exp)\b)?\s*,?\s+(?:tops|max(?:imum)?|at\s+(?:the\s+)?most|or\s+under)\b/gi;
/** "but not anyone over 20 (years)": the people excluded by a bound are those past it; its unit is the bound's. */
const EXCLUDED_BOUND =
  /\b(?:(?:but|and)\s+)?(?:not|no)\s+(?:anyone|anybody|one|people|those|someone|candidates)\s+(?:with\s+)?(over|above|more\s+than|older\s+than|under|below|less\s+than|fewer\s+than)\s+(\d{1,2})\b(?!\s*(?:\+|%|k\b|[.,]\d))(?:\s*(?:years?|yrs?)\b)?/gi;
/** A canonical bound and a bare number, no unit after it. */
const BARE_BOUND =
  /\b(at\s+least|at\s+most|under|over|more\s+than|less\s+than|fewer\s+than)\s+(\d{1,2})\b(?!\s*(?:\+\s*)?(?:years?|yrs?|months?|mos?|decades?|%|k\b|people|persons|employees|staff|\d|[.,]\d))/gi;

const SEAT =
  "(?:(?:their|his|her|the)\\s+(?:current\\s+|present\\s+)?(?:company|employer|firm|job|role|position|seat|post|organi[sz]ation))";
/** "in their third year at their company", "in her 2nd year in the role". */
const ORDINAL_YEAR = new RegExp(
  `\\bin\\s+(?:their|his|her|the)\\s+(${Object.keys(ORDINALS).join("|")}|\\d{1,2}(?:st|nd|rd|th))\\s+year\\s+(?:(?:at|in|with|of)\\s+${SEAT}|(at|with)\\s+(?=\\p{Lu}))`,
  "iu",
);
/** The employer said without "current": "at their company", "with one company", "at the same place". */
const THEIR_COMPANY =
  /\b(at|with|joined|joining|join|to|for|started|began)\s+(?:(?:their|his|her)(?!\s+(?:current|present|previous|prior|former|last|old|first|next))|one|a\s+single|the\s+same)\s+(company|employer|firm|place|organi[sz]ation)\b/gi;
const APPROX = "(?:roughly|about|around|approximately|approx\\.?|some|~)";
const APPROX_TAIL = "(?:or\\s+so|give\\s+or\\s+take(?:\\s+(?:a|1|one)\\s+years?)?|-?ish)";
const CURRENT_SEAT =
  "(?:at|in|with)\\s+(?:their|his|her|the)\\s+(?:current|present)\\s+(?:company|employer|firm|job|role|position|seat|post|organi[sz]ation)";
/** About N years in the current job, either order: "at their current company roughly 5 years". */
const APPROX_TENURE = [
  new RegExp(
    `\\b${CURRENT_SEAT}\\s+(?:for\\s+)?(?:${APPROX}\\s+(\\d{1,2})\\s*(?:years?|yrs?)(?:\\s*,?\\s*${APPROX_TAIL})?|(\\d{1,2})\\s*(?:years?|yrs?)\\s*,?\\s*${APPROX_TAIL})`,
    "i",
  ),
  new RegExp(
    `\\b(?:for\\s+)?(?:${APPROX}\\s+(\\d{1,2})\\s*(?:years?|yrs?)(?:\\s*,?\\s*${APPROX_TAIL})?|(\\d{1,2})\\s*(?:years?|yrs?)\\s*,?\\s*${APPROX_TAIL})\\s+${CURRENT_SEAT}`,
    "i",
  ),
];

const ONE_EMPLOYER =
  /\b(?:(?:has|have|who['’]ve|['’]ve)\s+)?only\s+(?:ever\s+)?(?:had|worked\s+(?:at|for))\s+(?:one|1|a\s+single)\s+(?:employer|company|firm)\b/gi;
const SEVERAL_EMPLOYERS =
  /\b(?:worked\s+(?:at|for)|had|been\s+at)\s+(?:(?:two|2|three|3)\s+or\s+more|more\s+than\s+(?:one|1)|multiple|several|at\s+least\s+(?:two|2))\s+(?:employers?|compan(?:y|ies)|firms?)\b/i;

const ordinal = (s: string) => ORDINALS[s.toLowerCase()] ?? Number.parseInt(s, 10);

/**
 * Bound words and signs as the duration readers read them ("well over", "in excess of", "north of",
 * "≥" -> "more than" / "at least"). Idempotent: a pass before this one that reads a bounded span
 * itself (./read-career-shape.ts, "joined well over 4 years ago") applies it first.
 */
export function canonicalBounds(text: string): string {
  let t = text;
  for (const [pattern, canonical] of [...SIGN_BOUNDS, ...BOUND_WORDS]) t = t.replace(pattern, canonical);
  return t;
}

/** Pass (raw text, before the exclusion, polarity, duration and range passes). */
export function readComparators(state: ScanState) {
  let t = canonicalBounds(
    state.text
      .replace(SPELLED_NUMBER, (w) => String(spelled(w)))
      .replace(/(?<!\bhalf\s+)\b(?:a|one)\s+decade\b/gi, "10 years")
      .replace(/\b(\d)\s+decades\b/gi, (_m, n: string) => `${Number(n) * 10} years`),
  );
  t = t.replace(YEAR_LETTER, (_m, plus?: string) => `${plus ?? ""} years`);
  t = t.replace(
    BOUND_AFTER,
    (_m, n: string, unit: string, exp: string | undefined) => ` at most ${n} ${unit}${exp ?? ""} `,
  );
  const unitBefore = (at: number) => /\b(?:years?|yrs?)\b/i.test(t.slice(0, at));
  t = t.replace(EXCLUDED_BOUND, (whole, bound: string, n: string, at: number) => {
    if (!unitBefore(at)) return whole;
    const below = /under|below|less|fewer/i.test(bound);
    // Excluding those over N keeps those at N or under; excluding those under N keeps N and over.
    return below ? ` and at least ${n} years ` : ` and at most ${n} years `;
  });
  t = t.replace(BARE_BOUND, (whole, bound: string, n: string, at: number) =>
    unitBefore(at) ? `${bound} ${n} years` : whole,
  );
  t = t.replace(ONE_EMPLOYER, " never worked anywhere else ");
  const several = SEVERAL_EMPLOYERS.exec(t);
  if (several) {
    t = `${t.slice(0, several.index)} , ${t.slice(several.index + several[0].length)}`;
    state.loose.push(earlierJob(state, several[0]));
  }
  state.text = t.replace(THEIR_COMPANY, (_m, verb: string, what: string) =>
    /place|organi/i.test(what)
      ? `${verb} their current company`
      : `${verb} their current ${what.toLowerCase()}`,
  );
  readOrdinalYear(state);
  readApproximateTenure(state);
}

function readOrdinalYear(state: ScanState) {
  const m = ORDINAL_YEAR.exec(state.text);
  if (!m) return;
  const n = ordinal(m[1] as string);
  if (!Number.isInteger(n) || n < 1 || n > 40) return;
  // The Nth year in the seat: N - 1 whole years done, fewer than N.
  state.loose.push(tenureCriterion(state, { minAgo: (n - 1) * 12, maxAgo: n * 12 - 1 }, m[0]));
  if (m[2]) state.text = `${state.text.slice(0, m.index)} at ${state.text.slice(m.index + m[0].length)}`;
  else cut(state, m.index, m[0].length);
}

function readApproximateTenure(state: ScanState) {
  for (const pattern of APPROX_TENURE) {
    const m = pattern.exec(state.text);
    if (!m) continue;
    const n = Number(m[1] ?? m[2]);
    if (!Number.isInteger(n) || n < 1) continue;
    cut(state, m.index, m[0].length);
    state.loose.push(tenureCriterion(state, { minAgo: Math.max(0, n * 12 - 12), maxAgo: n * 12 + 12 }, m[0]));
    return;
  }
}
