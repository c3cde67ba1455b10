/**
 * Times anchored on events and on the calendar (round 10 of first sight), brought to the dates the
 * date readers take ("since 03/2020", "before 2019", "2014 to 2016"), read with the one date
 * grammar of ./read-start-date.ts (DATED):
 *
 * - events, from a table of dated events (EVENTS, each with its source): "since the pandemic",
 *   "before Brexit took effect", "before the 2008 financial crisis", "during the pandemic". An event
 *   on a day in the first half of its month counts that month as after it; a later day, the month
 *   after;
 * - the calendar, counted from the day the query is asked: "last year" after a start verb (the
 *   calendar year; elsewhere the last twelve months, ./read-time.ts), "the year before last",
 *   "the start of 2022" (early 2022), "pre-2020" (before 2020), "post-2022" (after 2022), "the
 *   2010s" (2010 to 2019; "since the 2010s" from 2010 on), "the mid-2010s" (2014 to 2016), "the
 *   turn of the decade" (the last year ending in 0), "between 2015 and 2018" (2015 to 2018), "no
 *   earlier than" (since), "no later than" (by);
 * - a career's start ("began their careers in the 2010s", "careers started before the 2008
 *   crisis") is years of experience: a start in months [from, to] is asked - to to asked - from
 *   months of work, whole years inside that span;
 * - "joined X or Y in early 2022": the employers named, and the start of the current job dated;
 * - "left their previous company before the pandemic": an earlier job ended then (no employer
 *   named, so no employer's departure is dated by it).
 */
import { monthWindowTokens, timeFacet } from "../search/time-facets.ts";
import type { ScanState, Window } from "./parse-state.ts";
import { DATED, datedBounds } from "./read-start-date.ts";
import { tenureCriterion } from "./read-time.ts";

interface DatedEvent {
  /** How the event is named (the longest first). */
  names: RegExp;
  /** The day it happened (or began), ISO. */
  on: string;
  /** The last month of "during it", ISO year-month, for an event that lasted. */
  until?: string;
  /** Where the date is from. */
  source: string;
}

/** Dated events people anchor times on. Add rows here: the readers take any of them. */
export const EVENTS: readonly DatedEvent[] = [
  {
    names:
      /\b(?:the\s+)?(?:(?:covid(?:-?19)?|coronavirus)\s+pandemic|pandemic|covid(?:-?19)?(?:\s+outbreak)?|(?:first\s+)?lockdowns?)\b/i,
    on: "2020-03-11",
    // The years of lockdowns and restrictions; WHO's end of the emergency (2023-05-05) is later,
    // but hiring "during the pandemic" is said of 2020-2021.
    until: "2021-12",
    source: "WHO Director-General's remarks characterising COVID-19 as a pandemic, 11 March 2020",
  },
  {
    names: /\b(?:the\s+)?brexit\s+(?:vote|referendum)\b|\b(?:the\s+)?eu\s+referendum\b/i,
    on: "2016-06-23",
    source: "UK Electoral Commission, EU referendum results, 23 June 2016",
  },
  {
    names: /\bbrexit(?:\s+(?:took|takes|taking)\s+effect|\s+happened|\s+day)?\b/i,
    on: "2020-01-31",
    until: "2020-12",
    source:
      "The UK left the EU at 23:00 GMT on 31 January 2020 (Withdrawal Agreement); the transition ended 31 December 2020",
  },
  {
    names:
      /\b(?:the\s+)?(?:(?:2008|'08)\s+)?(?:global\s+)?(?:financial\s+crisis|financial\s+crash|credit\s+crunch|crash)(?:\s+of\s+2008)?\b|\b(?:the\s+)?(?:collapse\s+of\s+lehman(?:\s+brothers)?|lehman(?:\s+brothers)?(?:['’]s?)?\s+collapse)\b|\b(?:the\s+)?great\s+recession\b/i,
    on: "2008-09-15",
    source: "Lehman Brothers Holdings filed for Chapter 11 bankruptcy on 15 September 2008",
  },
  {
    names: /\b(?:the\s+)?dot[\s-]?com\s+(?:crash|bust|bubble(?:\s+burst(?:ing)?)?)\b/i,
    on: "2000-03-10",
    source: "The NASDAQ Composite peaked on 10 March 2000",
  },
];

const mmYYYY = (months: number) => `${String((months % 12) + 1).padStart(2, "0")}/${Math.floor(months / 12)}`;
/** The first month that is after the event: its own month when it fell in the first half. */
function boundary(event: DatedEvent): number {
  const [y, m, d] = event.on.split("-").map(Number) as [number, number, number];
  return y * 12 + (m - 1) + (d <= 15 ? 0 : 1);
}

const BEFORE = "(?:since\\s+)?(?:before|prior\\s+to|pre-?|until|till)";
const AFTER = "(?:since|after|post-?|from|following)";

function rewriteEvents(text: string): string {
  let t = text;
  for (const event of EVENTS) {
    const name = event.names.source;
    const first = boundary(event);
    t = t
      .replace(new RegExp(`\\b${BEFORE}\\s*(?:the\\s+)?(?:${name})`, "gi"), ` before ${mmYYYY(first)} `)
      .replace(new RegExp(`\\b${AFTER}\\s*(?:the\\s+)?(?:${name})`, "gi"), ` since ${mmYYYY(first)} `)
      .replace(new RegExp(`\\b(?:during|throughout|amid)\\s+(?:the\\s+)?(?:${name})`, "gi"), () => {
        if (!event.until) return ` in ${mmYYYY(first)} `;
        const [y, m] = event.until.split("-").map(Number) as [number, number];
        return ` ${mmYYYY(first)} to ${mmYYYY(y * 12 + m - 1)} `;
      });
  }
  return t;
}

/** A state that lasts to now, then "since": its start is the time said. */
const LASTING_SINCE =
  /\b(?:held|been|served|stayed|worked|lived|(?:in|into)\s+(?:the\s+|their\s+)?(?:current\s+)?(?:role|post|seat|position|job))\b[^,;.!?]*\bsince\s*$/i;
const DECADE = /\b(?:the\s+)?(early|mid|late)?[\s-]*((?:19|20)\d)0['’]?s\b/gi;

function rewriteCalendar(text: string, now: Date): string {
  const year = now.getUTCFullYear();
  const turn = year - (year % 10);
  return (
    text
      .replace(/\bthe\s+year\s+before\s+last\b/gi, ` in ${year - 2} `)
      // "started last year" dates a start: the calendar year. Elsewhere ("left X last year") it
      // stays the last twelve months the time pass reads.
      .replace(
        /\b((?:started|start|began|joined|hired|hires|joiners|starters|moved|switched)\b[^,;.!?]{0,40}?)(?<!\b(?:the|this|past)\s+)\blast\s+year\b/gi,
        (_m, before: string) => `${before} in ${year - 1} `,
      )
      .replace(/\b(?:the\s+)?(?:start|beginning)\s+of\s+((?:19|20)\d\d)\b/gi, "early $1")
      .replace(/\b(?:the\s+)?end\s+of\s+((?:19|20)\d\d)\b/gi, "late $1")
      .replace(/\b(?:the\s+)?middle\s+of\s+((?:19|20)\d\d)\b/gi, "mid $1")
      .replace(/\b(?:at|around|about)\s+(?:the\s+)?(?:early|mid|late)\s+/gi, (m) =>
        m.replace(/^\s*\S+/, "in"),
      )
      .replace(
        /\b(?:at|around)\s+the\s+turn\s+of\s+the\s+decade\b|\bthe\s+turn\s+of\s+the\s+decade\b/gi,
        ` in ${turn} `,
      )
      .replace(/\b(?:at|around)?\s*the\s+turn\s+of\s+the\s+(?:century|millennium)\b/gi, " in 2000 ")
      .replace(
        /\b(pre|post)-?((?:19|20)\d\d)\s+(hires|joiners|starters|recruits|new\s+hires)\b/gi,
        (_m, side: string, y: string, who: string) => `${who} ${/pre/i.test(side) ? "before" : "after"} ${y}`,
      )
      .replace(/\bpre-?((?:19|20)\d\d)\b/gi, "before $1")
      .replace(/\bpost-?((?:19|20)\d\d)\b/gi, "after $1")
      .replace(/\bbetween\s+((?:19|20)\d\d)\s+and\s+((?:19|20)\d\d)\b/gi, "$1 to $2")
      .replace(/\b(?:no|not)\s+earlier\s+than\b|\bnot\s+before\b(?=\s*(?:19|20)\d\d)/gi, "since")
      .replace(/\b(?:no|not)\s+later\s+than\b|\bnot\s+after\b(?=\s*(?:19|20)\d\d)/gi, "by")
      .replace(DECADE, (_m, part: string | undefined, lead: string, at: number, whole: string) => {
        const base = Number(lead) * 10;
        const [a, b] = !part
          ? [base, base + 9]
          : /early/i.test(part)
            ? [base, base + 3]
            : /mid/i.test(part)
              ? [base + 4, base + 6]
              : [base + 7, base + 9];
        const before = whole.slice(Math.max(0, at - 12), at);
        // "before the 2010s" is before its first year, "started since the 2010s" from it on, "after
        // the 2010s" after its last; any other word ("in", "during") means within it, as "since"
        // does after a state that lasts ("held their seat since the 2010s": it began then).
        if (/\b(?:before|pre|prior\s+to)\s*$/i.test(before)) return ` ${a} `;
        if (/\bsince\s*$/i.test(before) && !LASTING_SINCE.test(whole.slice(Math.max(0, at - 60), at)))
          return ` ${a} `;
        if (/\b(?:after|post)\s*$/i.test(before)) return ` ${b} `;
        return ` ${a} to ${b} `;
      })
      .replace(/\b(?:in|during|since|from)\s+((?:19|20)\d\d\s+to\s+(?:19|20)\d\d)\b/gi, " $1 ")
  );
}

/** "began their careers in 2010 to 2019", "whose careers started before 2010". */
const CAREER_START = new RegExp(
  `\\b(?:(?:started|began|begun|start|starting|launched)\\s+(?:their|his|her|your|the)\\s+careers?|careers?\\s+(?:started|began|begun|beginning|start))\\s*${DATED}`,
  "iu",
);
/** "joined Papaya Pay or Vantablue in early 2022", "joining Quartzline since 2020": the names, then the date. */
/**
 * A team inside the company named before it ("joined the Quartzline data team in 2022", "joined
 * Acme's platform group in 2021"): the company is still the employer and the date still the start;
 * the team's own words stay in the text (group 2) for the word passes ("data": the department).
 */
const TEAM = String.raw`(?:(?:'s|’s)\s+)?(?:((?:\p{Ll}[\p{L}-]*\s+){0,3})(?:team|group|squad|org|organi[sz]ation|department|division|unit)\s+)?`;

const JOINED_NAMES_DATED = new RegExp(
  `\\b[Jj]oin(?:ed|ing)\\s+(?:the\\s+)?((?:[\\p{Lu}&][\\p{L}\\p{N}&.'’-]*(?:\\s+|\\s*,\\s*|\\s+(?:or|and)\\s+)){1,8}?)${TEAM}${DATED}`,
  "u",
);

/** "left their previous company before 03/2020": an earlier job, unnamed, ended then. */
const LEFT_PREVIOUS_DATED = new RegExp(
  `\\bleft\\s+(?:their|his|her|the|a)\\s+(?:previous|prior|former|last|old|earlier)\\s+(?:company|employer|firm|job|role|position)\\s*${DATED}`,
  "iu",
);

/** Pass (raw text, before the start-date, duration, time and range passes). */
export function readEventDates(state: ScanState) {
  state.text = rewriteCalendar(rewriteEvents(state.text), state.now);
  const asked = state.now.getUTCFullYear() * 12 + state.now.getUTCMonth();
  const career = CAREER_START.exec(state.text);
  const span = career && datedBounds(career, 1);
  if (career && span) {
    // Started in month s, from <= s <= to: asked - to to asked - from months of work.
    const min = span.to === undefined ? undefined : Math.ceil(Math.max(0, asked - span.to) / 12);
    const max = span.from === undefined ? undefined : Math.floor(Math.max(0, asked - span.from) / 12);
    const said =
      min && max !== undefined
        ? `${min} to ${max} years of experience`
        : min
          ? `at least ${min} years of experience`
          : max !== undefined
            ? `at most ${max} years of experience`
            : "";
    state.text = `${state.text.slice(0, career.index)} ${said} ,${state.text.slice(career.index + career[0].length)}`;
    state.notes.push(`"${career[0].trim()}": the career's start, read as ${said || "nothing"}`);
  }
  const joined = JOINED_NAMES_DATED.exec(state.text);
  const dated = joined && datedBounds(joined, 3);
  if (joined && dated) {
    const window: Window = {
      minAgo: dated.to === undefined ? 0 : Math.max(0, asked - dated.to),
      ...(dated.from === undefined ? {} : { maxAgo: Math.max(0, asked - dated.from) }),
    };
    const team = joined[2] ? ` ${joined[2].trim()} ,` : "";
    state.text = `${state.text.slice(0, joined.index)} at ${joined[1]} ,${team}${state.text.slice(joined.index + joined[0].length)}`;
    state.loose.push(tenureCriterion(state, window, joined[0]));
  }
  const left = LEFT_PREVIOUS_DATED.exec(state.text);
  const ended = left && datedBounds(left, 1);
  if (left && ended) {
    const minAgo = ended.to === undefined ? 0 : Math.max(0, asked - ended.to);
    const maxAgo = ended.from === undefined ? undefined : Math.max(0, asked - ended.from);
    state.text = `${state.text.slice(0, left.index)} ,${state.text.slice(left.index + left[0].length)}`;
    state.loose.push({
      kind: "past_company",
      label: `Left an earlier job ${maxAgo === undefined ? `${minAgo}+` : `${minAgo}-${maxAgo}`} months ago`,
      tokens: monthWindowTokens(state.now, minAgo, maxAgo, timeFacet.endedMonth, timeFacet.endedYear),
      from: left[0].trim(),
      value: "any earlier employer",
      confidence: 0.9,
    });
  }
}
