/**
 * The start of the current job as a date written in numbers or shorthand (round 7 of first sight):
 * "started current role 03/2021 or later", "joined current co. after Q2 2022", "in role since '19
 * or earlier", "start date in current job mid-2020 or later", "current job started 2020–2022
 * (inclusive)", "current job start 2024+", "current-role start date ≥ 01/2023", "start date ≤
 * 2021", "in post since 2022 or before".
 *
 * A date is a month span: a year is January to December, "03/2021" March 2021, "Q2 2022" April to
 * June, "mid-2020" the middle of the year (June when it ends a span, July when it starts one),
 * "'19" 2019. An operator or a tail says which side of it: "≥", "or later", "+", "onwards" from its
 * first month; "≤", "or earlier", "or before" to its last; "after" from the month after it,
 * "before" to the month before; "a–b" or "a to b" from a's first month to b's last; a date alone
 * ("started in 2021") its own span. The bounds become time in the current job counted back from
 * the day the query is asked, as ./read-start-year.ts writes a start year said in words.
 */
import { exclusionCueBefore } from "./cue-before.ts";
import { cut, type ScanState, type Window } from "./parse-state.ts";
import { tenureCriterion } from "./read-time.ts";

const CURRENT_JOB =
  "(?:(?:their|the|his|her|your)\\s+)?(?:current|present)[\\s-]+(?:role|job|co\\.?|company|position|employer|firm|seat|post)";
const PLACE_OF_JOB = `(?:(?:in|at|of|with|for)\\s+${CURRENT_JOB}|${CURRENT_JOB})`;
/**
 * What says "the current job began": a start verb with the current job named ("current job
 * started", "started current role"), "start date", "joined", "in role / in post" (since). A start
 * verb alone ("started in 2015") may be the career's, and is left to the other passes.
 */
const START_VERB = "(?:start(?:ed|ing|s)?(?:\\s+date)?|began|begun)";
/**
 * Round 10's cues: hiring words ("hired in Q1 2024", "joiners after 2022"), being or moving there
 * ("been at their current company before 01/2020", "moved to their current employer"), holding the
 * seat, and a start verb after "who" ("who started in early 2023": the job they hold, as a
 * recruiter says it; a career's start is ./event-dates.ts's).
 */
const LATER_CUE = `(?:hired|hires|joiners|starters|new\\s+hires|(?:(?:have|has|had|['’]ve)\\s+)?been\\s+${PLACE_OF_JOB}|(?:moved|switched|came)\\s+(?:over\\s+)?to\\s+${CURRENT_JOB}|held\\s+(?:their|his|her|the)\\s+(?:seat|role|job|post|position)|(?:who|that)\\s+(?:started|began|joined))`;
const CUE = `(?:${CURRENT_JOB}\\s+${START_VERB}(?:\\s+${PLACE_OF_JOB})?|${START_VERB}\\s+${PLACE_OF_JOB}|start\\s+date(?:\\s+${PLACE_OF_JOB})?|(?:joined|joining)(?:\\s+${PLACE_OF_JOB})?|in\\s+(?:the\\s+)?(?:current\\s+)?(?:role|post|seat|position|job)|${LATER_CUE})`;
export const DATE =
  "(?:\\d{1,2}\\s*/\\s*(?:19|20)\\d\\d|q[1-4]\\s*(?:of\\s+)?(?:19|20)\\d\\d|(?:mid|early|late)[\\s-]*(?:19|20)\\d\\d|['’]\\d\\d(?![\\d])|(?:19|20)\\d\\d)";
/** Which side of a date: an operator before it ("during" is "in"). */
const OP = "(≥|>=|=>|>|≤|<=|=<|<|after|before|since|from|during|in|by|on)";
/** Which side of a date: a tail after it. */
const TAIL =
  "(\\(?\\s*inclusive\\s*\\)?|or\\s+(?:later|after|since|newer|more\\s+recently|earlier|before|prior)|and\\s+(?:later|after|earlier|before|prior)|onwards?|\\+)";
/**
 * A dated span, the one grammar of the date readers (here and ./event-dates.ts): an operator, a
 * date, a second date after a dash or "to", a tail; four groups, read by datedBounds.
 */
export const DATED = `(?:${OP}\\s*)?(${DATE})(?:\\s*(?:[-–—]|to|through|until|thru)\\s*(${DATE}))?(?:\\s*${TAIL})?(?![\\p{L}\\p{N}])`;
const START_DATE = new RegExp(`\\b${CUE}\\s*(?:[:=]\\s*)?${DATED}`, "iu");

interface Span {
  first: number;
  last: number;
}

/** A date as the months it covers (year × 12 + month index). */
export function dateSpan(text: string): Span | undefined {
  const t = text.toLowerCase().replace(/\s+/g, " ").trim();
  const month = /^(\d{1,2}) ?\/ ?(\d{4})$/.exec(t);
  if (month) {
    const m = Number(month[1]);
    if (m < 1 || m > 12) return undefined;
    const at = Number(month[2]) * 12 + m - 1;
    return { first: at, last: at };
  }
  const quarter = /^q([1-4]) ?(?:of )?(\d{4})$/.exec(t);
  if (quarter) {
    const at = Number(quarter[2]) * 12 + (Number(quarter[1]) - 1) * 3;
    return { first: at, last: at + 2 };
  }
  const part = /^(mid|early|late)[ -]*(\d{4})$/.exec(t);
  if (part) {
    const year = Number(part[2]) * 12;
    if (part[1] === "early") return { first: year, last: year + 3 };
    if (part[1] === "late") return { first: year + 8, last: year + 11 };
    return { first: year + 6, last: year + 5 };
  }
  const short = /^['’](\d\d)$/.exec(t);
  const year = short ? Number(short[1]) + (Number(short[1]) < 50 ? 2000 : 1900) : Number(t);
  if (!Number.isInteger(year) || year < 1950 || year > 2099) return undefined;
  return { first: year * 12, last: year * 12 + 11 };
}

/** The first and last month the job may have started in, from the date, its operator and tail. */
export function startBounds(
  op: string | undefined,
  date: Span,
  until: Span | undefined,
  tail: string | undefined,
): { from?: number; to?: number } {
  const o = (op ?? "").toLowerCase();
  const t = (tail ?? "").toLowerCase();
  if (until) return { from: date.first, to: until.last };
  if (/earlier|before|prior/.test(t)) return { to: date.last };
  if (/later|after|since|newer|recent|onward|\+/.test(t)) return { from: date.first };
  if (o === ">" || o === "after") return { from: date.last + 1 };
  if (o === "<" || o === "before") return { to: date.first - 1 };
  if (o === "≥" || o === ">=" || o === "=>" || o === "since" || o === "from") return { from: date.first };
  if (o === "≤" || o === "<=" || o === "=<" || o === "by") return { to: date.last };
  return { from: date.first, to: date.last };
}

/** The months a DATED match spans, its operator the group `at`; undefined when a date is no date. */
export function datedBounds(m: RegExpExecArray, at: number): { from?: number; to?: number } | undefined {
  const date = dateSpan(m[at + 1] as string);
  const until = m[at + 2] ? dateSpan(m[at + 2] as string) : undefined;
  if (!date || (m[at + 2] && !until)) return undefined;
  return startBounds(m[at], date, until, m[at + 3]);
}

/** Pass (text, before ./read-start-year.ts and the time pass): a dated start of the current job. */
export function readStartDate(state: ScanState) {
  const asked = state.now.getUTCFullYear() * 12 + state.now.getUTCMonth();
  let m = START_DATE.exec(state.text);
  while (m) {
    const bounds = datedBounds(m, 1);
    if (!bounds) break;
    const { from, to } = bounds;
    // Started in month s: s ≥ from is at most (asked - from) months in the job; s ≤ to at least (asked - to).
    const window: Window = {
      minAgo: to === undefined ? 0 : Math.max(0, asked - to),
      ...(from === undefined ? {} : { maxAgo: Math.max(0, asked - from) }),
    };
    // "excluding anyone who joined in 2025 or later": the window excluded, with its cue (./cue-before.ts).
    const cue = exclusionCueBefore(state.text, m.index);
    const start = cue ?? m.index;
    cut(state, start, m.index + m[0].length - start);
    const criterion = tenureCriterion(state, window, m[0]);
    state.loose.push(cue === undefined ? criterion : { not: criterion });
    m = START_DATE.exec(state.text);
  }
}
