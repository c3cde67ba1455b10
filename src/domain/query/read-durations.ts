/**
 * Durations as shorthand and British idiom say them (round 7 of first sight), brought to what the
 * range pass reads or read as time in the current job:
 * - experience shorthand: "5y+ exp", "15y+ experience" = "5+ years of experience"; "18mo-5y exp"
 *   = "1-5 years of experience" (experience is counted in whole years: 18 months is the year it
 *   falls in); "3y-6y exp" = "3-6 years";
 * - a tenure ceiling: "<3y tenure", "under 2 yrs tenure", "tenure < 4y": fewer months than that in
 *   the current job;
 * - tenure idiom: "in post at least four years", "in their current role for 5+ years", "who've done
 *   five years or more at their current firm", "4+ years at their current company": time in the
 *   current job, never years of experience (the job, not the career, is named).
 */
import { exclusionCueBefore } from "./cue-before.ts";
import { NUMBER_WORDS } from "./number-words.ts";
import { cut, type ScanState } from "./parse-state.ts";
import { tenureCriterion } from "./read-time.ts";

const WORD_NUMBERS = Object.keys(NUMBER_WORDS)
  .filter((k) => /^[a-z]+$/.test(k))
  .join("|");
const N = `(\\d{1,2}|${WORD_NUMBERS})`;
const YEARS_UNIT = "(?:years?|yrs?|y)";
const EXPERIENCE = "(?=\\s*(?:of\\s+)?(?:exp\\b|exp\\.|experience|yoe\\b))";

/** "5y+ exp", "4 yrs+ experience": the "+" after the unit. */
const PLUS_AFTER_UNIT = new RegExp(`\\b(\\d{1,2})\\s*${YEARS_UNIT}\\s*\\+${EXPERIENCE}`, "gi");
/** "18mo-5y exp", "6 months - 3 yrs experience". */
const MONTHS_TO_YEARS = new RegExp(
  `\\b(\\d{1,3})\\s*(?:mo|mos|months?)\\s*(?:[-–]|to)\\s*(\\d{1,2})\\s*${YEARS_UNIT}${EXPERIENCE}`,
  "gi",
);
/** "3y-6y exp": the unit said twice. */
const UNIT_TWICE = new RegExp(`\\b(\\d{1,2})\\s*y\\s*[-–]\\s*(\\d{1,2})\\s*${YEARS_UNIT}${EXPERIENCE}`, "gi");

const LESS = "(?:<|under|less\\s+than|fewer\\s+than|below)";
/** "<3y tenure", "under 2 yrs of tenure", "tenure < 4y", "tenure under 3 years". */
const TENURE_BELOW = new RegExp(
  `${LESS}\\s*${N}\\s*${YEARS_UNIT}\\s+(?:of\\s+)?tenure\\b|\\btenure\\s*(?:of\\s+)?[:=]?\\s*${LESS}\\s*${N}\\s*${YEARS_UNIT}(?![\\p{L}])`,
  "iu",
);

const SEAT =
  "(?:in\\s+(?:the\\s+)?same\\s+(?:company|firm|employer|job|role|place)|in\\s+post|in\\s+(?:the\\s+|their\\s+|his\\s+|her\\s+)?(?:current\\s+|present\\s+)?(?:role|post|seat|job|position)|at\\s+(?:the|their|his|her)\\s+(?:current|present)\\s+(?:firm|company|employer|job|role|workplace|organi[sz]ation))";
const DURATION = `(at\\s+least\\s+|min(?:imum)?\\.?\\s+|over\\s+|more\\s+than\\s+|(?:less|fewer)(?:\\s+than)?\\s+|under\\s+|below\\s+|<\\s*|at\\s+most\\s+|up\\s+to\\s+|max(?:imum)?\\.?\\s+)?${N}\\s*(\\+\\s*)?${YEARS_UNIT}(\\s*\\+|\\s+or\\s+(?:more|longer|above|over))?`;
/** "in post at least four years", "in their current role for 5+ years". */
const SEAT_THEN_DURATION = new RegExp(`\\b${SEAT}\\s+(?:for\\s+)?${DURATION}(?![\\p{L}\\p{N}])`, "iu");
/** "who've done five years or more at their current firm", "4+ years in their current role". */
const DURATION_THEN_SEAT = new RegExp(
  `(?:\\b(?:who['’]?ve|who\\s+have|have|has|having)\\s+)?(?:\\b(?:done|spent|served|been)\\s+)?(?<![\\p{L}\\p{N}<≤])${DURATION}\\s+${SEAT}\\b`,
  "iu",
);

const count = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

/**
 * "20 years in the industry", "two decades in tech", "10 yrs in the field": a career's length said
 * by where it was spent, read as experience (it was dropped). Not "in business development" nor
 * "in tech sales": there the words name a function, left to the other passes.
 */
const IN_THE_TRADE = new RegExp(
  `\\b(${N}\\s*\\+?\\s*(?:${YEARS_UNIT}|decades?)\\s*\\+?)\\s+in\\s+(?:the\\s+)?(?:industry|field|profession|trade|tech|workforce)(?![\\s-]+(?:of\\s+)?(?:development|developer|sales|analy|intelligence|operations|management|studies))\\b`,
  "gi",
);

/** Pass (text, after the start dates, before the start years, the time pass and the ranges). */
export function readDurations(state: ScanState) {
  state.text = state.text
    .replace(IN_THE_TRADE, "$1 of experience")
    .replace(PLUS_AFTER_UNIT, " $1+ years ")
    .replace(MONTHS_TO_YEARS, (_m, mo: string, y: string) => ` ${Math.floor(Number(mo) / 12)}-${y} years `)
    .replace(UNIT_TWICE, " $1-$2 years ");
  const below = TENURE_BELOW.exec(state.text);
  if (below) {
    const n = count((below[1] ?? below[2]) as string);
    cut(state, below.index, below[0].length);
    state.loose.push(tenureCriterion(state, { minAgo: 0, maxAgo: Math.max(0, n * 12 - 1) }, below[0]));
  }
  for (const [pattern, at] of [
    [SEAT_THEN_DURATION, 1],
    [DURATION_THEN_SEAT, 1],
  ] as const) {
    const m = pattern.exec(state.text);
    if (!m) continue;
    const n = count(m[at + 1] as string);
    if (!Number.isFinite(n) || n <= 0) continue;
    const bound = (m[at] ?? "").toLowerCase();
    // "less than 2 years in the current job": fewer than 24 months; "at most 2 years": up to 24.
    const window = /less|fewer|under|below|</.test(bound)
      ? { minAgo: 0, maxAgo: Math.max(0, n * 12 - 1) }
      : /most|up\s+to|max/.test(bound)
        ? { minAgo: 0, maxAgo: n * 12 }
        : { minAgo: n * 12 + (/over|more/.test(bound) ? 1 : 0) };
    // "excluding anyone at their current company for over 6 years": the time there, excluded.
    const cue = exclusionCueBefore(state.text, m.index);
    const from = cue ?? m.index;
    cut(state, from, m.index + m[0].length - from);
    const tenure = tenureCriterion(state, window, m[0]);
    state.loose.push(cue === undefined ? tenure : { not: tenure });
  }
}
