/**
 * Earlier employers said with dates or as "now elsewhere" (round 7 of first sight): each is a past
 * employer, not the current one, and a date said with the leaving dates it.
 *
 * - a CV range "2018-2021 at X", "2016–2019 @ X": X is an earlier job that ended with that range,
 *   during its last year or at the turn of the next ("through 2021");
 * - "left X pre-2020", "ex-X (left 2022 or later)", "X alumni (left ≥ 2023)": the date after "left"
 *   bounds the month the X job ended (./read-start-date.ts reads the date and its operator);
 * - "X as the previous employer", "previous employer was X": "formerly at X";
 * - "now elsewhere", "now somewhere else", "now at another company", "since moved on": the earlier
 *   employer is not the current one.
 * The text pass rewrites them to the forms the names pass reads ("formerly at X", "left X");
 * the pass after the names dates the past employers and excludes them as current employers.
 */
import { facet } from "../search/facets.ts";
import type { ScanState, Window } from "./parse-state.ts";
import { dateLeaving, pastCriteria } from "./read-polarity.ts";
import { DATE, dateSpan, startBounds } from "./read-start-date.ts";

const YEAR = "((?:19|20)\\d\\d)";
/** "2018-2021 at", "2016 – 2019 @", "2015 to 2020 with": an employer after a closed range of years. */
const CV_RANGE = new RegExp(
  `(?<![\\d/])${YEAR}\\s*(?:[-–—]|to|until|till)\\s*${YEAR}\\s+(?:at|@|with|for)\\s+`,
  "gi",
);
/** "left [X] pre-2020", "(left 2022 or later)", "left ≥ 2023": the date said with a departure. */
const LEFT_DATED = new RegExp(
  `\\bleft((?:\\s+(?!(?:pre|post|before|after|in|since|by)\\b)[\\p{Lu}&][\\p{L}\\p{N}&.-]*){0,4})\\s*[(,:]?\\s*(pre|post|before|after|in|since|by|≥|>=|=>|>|≤|<=|=<|<)?[\\s-]*(${DATE})(?:\\s*(or\\s+(?:later|after|since|earlier|before|prior)|\\+|onwards?))?\\s*\\)?`,
  "giu",
);
/** "X as the previous employer", "with X as their last company". */
const AS_PREVIOUS =
  /(?<![\p{L}\p{N}])((?:[\p{Lu}&][\p{L}\p{N}&.-]*\s+){0,3}[\p{Lu}][\p{L}\p{N}&.-]*)\s+as\s+(?:the|their|his|her|a)\s+(?:previous|prior|former|last|earlier|past)\s+(?:employer|company|firm|job|workplace)\b/gu;
/** "previous employer was X", "prior company: X", "last employer X". */
const PREVIOUS_IS =
  /\b(?:previous|prior|former|last|earlier|past)\s+(?:employer|company|firm|workplace)\s*(?:was|is|being|:|=|-)?\s*(?=\p{Lu})/gu;
/** The earlier employer is not the current one; words between ("now PMs somewhere else") are kept. */
const NOW_ELSEWHERE =
  /\b(?:(?:and|but|who\s+(?:are|is))\s+)?(?:now|currently)\s+((?:\p{L}+\s+){0,3}?)(?:elsewhere|somewhere\s+else|at\s+(?:another|a\s+different|a\s+new|other)\s+(?:company|companies|firm|firms|employer|employers|place))\b|\b(?:have|has)\s+since\s+moved\s+on\b(?!\s+(?:from|out))/giu;

/** Pass (text, before the polarity rewrites): CV ranges, dated departures, "now elsewhere". */
export function readDepartureText(state: ScanState) {
  const asked = state.now.getUTCFullYear() * 12 + state.now.getUTCMonth();
  const ended = (from: number | undefined, to: number | undefined) => {
    state.leftWithin = {
      minAgo: to === undefined ? 0 : Math.max(0, asked - to),
      ...(from === undefined ? {} : { maxAgo: Math.max(0, asked - from) }),
    };
  };
  state.text = state.text.replace(CV_RANGE, (whole, a: string, b: string) => {
    const end = Number(b);
    if (end < Number(a) || end * 12 >= asked) return whole;
    // Worked there through the last year: the job ended in it or at the turn of the next.
    ended(end * 12, end * 12 + 12);
    state.elsewhere = true;
    return " formerly at ";
  });
  state.text = state.text.replace(
    LEFT_DATED,
    (whole, name: string, op: string | undefined, date: string, tail) => {
      const span = dateSpan(date);
      if (!span) return whole;
      const o = (op ?? "").toLowerCase();
      const { from, to } = startBounds(
        o === "pre" ? "before" : o === "post" ? "after" : op,
        span,
        undefined,
        tail,
      );
      ended(from, to);
      // "X alumni (left ≥ 2023)": the employer was said before; a bare "left" would take what follows.
      return name.trim() ? ` left${name} ` : " , ";
    },
  );
  const previous = () => {
    // The previous employer is the one before the current: not the current one.
    state.elsewhere = true;
    return " formerly at ";
  };
  state.text = state.text
    .replace(AS_PREVIOUS, (_m, name: string) => `${previous()}${name} `)
    .replace(PREVIOUS_IS, previous)
    .replace(NOW_ELSEWHERE, (_m, between: string | undefined) => {
      state.elsewhere = true;
      return ` , ${between ?? ""} `;
    });
}

/** The tokens of working at the company now. */
function currentTokens(state: ScanState, name: string): string[] {
  const match = state.context.companies.resolve(name);
  const names = match?.names.length ? match.names : [name];
  return [...(match?.ids ?? []).map(facet.currentCompany), ...names.map(facet.currentCompanyName)];
}

/**
 * The earlier employer's own tokens, as current ones: its name as the index holds it ("Harbor &
 * Finch" is "harborandfinch" there, while the value read from the words is "Harbor Finch").
 */
const nowOf = (tokens: readonly string[]) =>
  tokens.flatMap((t) =>
    t.startsWith("pcn0") ? [`ccn0${t.slice(4)}`] : t.startsWith("pc0") ? [`cc0${t.slice(3)}`] : [],
  );

/** Pass (after the names): date the leaving of each past employer, and exclude it as current. */
export function applyDepartures(state: ScanState) {
  const window: Window | undefined = state.leftWithin;
  state.leftWithin = undefined;
  const past = pastCriteria(state, { industries: false, negated: false });
  if (window) {
    if (past.length === 0) state.notes.push("a departure date was said but no earlier employer: not applied");
    dateLeaving(
      state,
      past,
      window,
      (w) => `left ${w.maxAgo === undefined ? `${w.minAgo}+` : `${w.minAgo}-${w.maxAgo}`} months ago`,
    );
  }
  if (!state.elsewhere && !window) return;
  state.elsewhere = false;
  const excluded = new Set(
    state.loose.flatMap((n) =>
      "not" in n && "kind" in n.not && n.not.kind === "current_company"
        ? (n.not.value ?? "").split(" | ")
        : [],
    ),
  );
  for (const c of past) {
    if (!c.value || excluded.has(c.value)) continue;
    excluded.add(c.value);
    const shown = c.label.replace(/^Previously worked at /, "").replace(/, left .*$/, "");
    state.loose.push({
      not: {
        kind: "current_company",
        label: `Currently works at ${shown}`,
        tokens: [...new Set([...currentTokens(state, c.value), ...nowOf(c.tokens)])],
        from: c.from,
        value: c.value,
        confidence: 0.9,
      },
    });
  }
}
