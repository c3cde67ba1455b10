/**
 * Years and tenure as dictation and sales-ops sheets say them, brought to what the time and range
 * passes read:
 * - years said in words: "twenty twenty two" = 2022, "two thousand and nineteen" = 2019, "nineteen
 *   ninety nine" = 1999 (a speech-to-text box writes them so);
 * - the year the current job started: "started at their current company in 2022 or later",
 *   "joined in 2021 or after", "at their current company since 2020 or before" (a start year of
 *   2020 or earlier: the job has lasted since then), as time in the current job;
 * - tenure shorthand: "≥3y tenure", "tenure 2+ yrs", "tenure >= 4 years";
 * - "YoE 3-5", "YoE: 8+", "YoE ≥ 5" (the unit before the number) as "3-5 years of experience".
 */
import { exclusionCueBefore } from "./cue-before.ts";
import { TWO_DIGITS as TWO, twoDigits, UNITS } from "./number-words.ts";
import { cut, type ScanState } from "./parse-state.ts";
import { tenureCriterion } from "./read-time.ts";

/** "twenty twenty two", "nineteen ninety nine": a century word and two digits. */
const CENTURY_YEAR = new RegExp(`\\b(twenty|nineteen)\\s+(${TWO})\\b`, "gi");
/** "two thousand and twenty two", "two thousand nineteen". */
const THOUSAND_YEAR = new RegExp(`\\btwo\\s+thousand\\s+(?:and\\s+)?(${TWO}|${UNITS.join("|")})\\b`, "gi");

/** Years in words as digits; anything that is not a year (1950-2049) is left as said. */
export function yearsInWords(text: string): string {
  return text
    .replace(CENTURY_YEAR, (whole, century: string, rest: string) => {
      const n = twoDigits(rest);
      const year = (century.toLowerCase() === "twenty" ? 2000 : 1900) + (n ?? -1000);
      return n !== undefined && year >= 1950 && year < 2050 ? String(year) : whole;
    })
    .replace(THOUSAND_YEAR, (whole, rest: string) => {
      const n = twoDigits(rest) ?? (UNITS.indexOf(rest.toLowerCase()) + 1 || undefined);
      return n !== undefined && n < 50 ? String(2000 + n) : whole;
    });
}

const FILL = "(?:\\s+(?:like|um|uh|about|around))*";
const CURRENT =
  "(?:(?:(?:at|with|in)\\s+)?(?:their|his|her|the|your)\\s+(?:current\\s+|present\\s+)?(?:company|employer|job|role|position|firm)\\s+)";
/** A start of the current job in a year, and which side of it: "started ... in 2022 or later". */
const STARTED_YEAR = new RegExp(
  `\\b(?:(?:started|began|start|starting)(?:\\s+working)?\\s+${CURRENT}|(?:joined|joining)\\s+${CURRENT}?|(?:(?:have|has|had)\\s+)?been\\s+${CURRENT}|(?:at|with)\\s+${CURRENT})(in|since|from|after|before)${FILL}\\s+((?:19|20)\\d\\d)(?:\\s*(or\\s+(?:later|after|since|newer|more\\s+recently)|or\\s+(?:earlier|before|prior)|and\\s+(?:later|after)|onwards?|\\+))?`,
  "i",
);
/** Tenure shorthand: "≥3y tenure", "3+ yrs tenure", "tenure ≥ 3 years", "tenure: 2+y". */
const TENURE =
  /(?:(?:≥|>=|>|at\s+least|min\.?)\s*(\d{1,2})\s*\+?\s*(?:y|yrs?|years?)\s+(?:of\s+)?tenure|(\d{1,2})\s*\+\s*(?:y|yrs?|years?)\s+(?:of\s+)?tenure|\btenure\s*[:=]?\s*(?:≥|>=|>|at\s+least|min\.?)?\s*(\d{1,2})\s*\+?\s*(?:y|yrs?|years?)\b)/i;
/** "YoE 3-5", "YoE: 8+", "YoE ≥ 5": the unit said before the number. */
const YOE_FIRST =
  /\b(?:yoe|years\s+of\s+exp(?:erience)?|exp(?:erience)?)\s*[:=]?\s*(?:(≥|>=|>)\s*)?(\d{1,2}(?:\s*[-–]\s*\d{1,2}|\s*\+)?)(?!\s*(?:years?|yrs?|y|months?)\b)(?![\d.])/gi;

/** Pass (text, before the other time readers and the ranges). */
export function readStartYear(state: ScanState) {
  state.text = yearsInWords(state.text).replace(
    YOE_FIRST,
    (_m, op: string | undefined, n: string) =>
      ` ${op === ">" ? "over " : ""}${n.replace(/\s+/g, "")}${op === "≥" || op === ">=" ? "+" : ""} years of experience `,
  );
  const asked = state.now.getUTCFullYear() * 12 + state.now.getUTCMonth();
  const started = STARTED_YEAR.exec(state.text);
  if (started) {
    const year = Number(started[2]);
    const word = (started[1] as string).toLowerCase();
    const side = (started[3] ?? "").toLowerCase();
    const earlier = word === "before" || /earlier|before|prior/.test(side);
    const later =
      word === "after" || /later|after|since|newer|recent|onward|\+/.test(side) || word === "since";
    // "since 2020 or before": a start in 2020 or earlier; "in 2022 or later": 2022 or after.
    const window = earlier
      ? { minAgo: Math.max(0, asked - (year * 12 + (word === "before" ? -1 : 11))) }
      : later
        ? { minAgo: 0, maxAgo: Math.max(0, asked - (year + (word === "after" ? 1 : 0)) * 12) }
        : { minAgo: Math.max(0, asked - (year * 12 + 11)), maxAgo: Math.max(0, asked - year * 12) };
    // "excluding anyone who joined in 2025 or later": the start window excluded, with its cue.
    const cue = exclusionCueBefore(state.text, started.index);
    const from = cue ?? started.index;
    cut(state, from, started.index + started[0].length - from);
    const criterion = tenureCriterion(state, window, started[0]);
    state.loose.push(cue === undefined ? criterion : { not: criterion });
  }
  const tenure = TENURE.exec(state.text);
  if (tenure) {
    const n = Number(tenure[1] ?? tenure[2] ?? tenure[3]);
    const over = /^>(?!=)/.test(tenure[0].trim());
    cut(state, tenure.index, tenure[0].length);
    state.loose.push(tenureCriterion(state, { minAgo: n * 12 + (over ? 1 : 0) }, tenure[0]));
  }
}
