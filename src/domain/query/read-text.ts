/**
 * The first passes, over the raw text: quoted phrases and +words (required), -words (excluded),
 * and number ranges (years of experience, graduation year, company size), each taken out of the
 * text so the word passes do not read it again. Comparatives are operators: "under 2 years" is at
 * most 1, "more than 5" at least 6, "3-5 yrs" and "between 3 and 5 years" both bounds.
 */
import { MAX_YEARS_TOKEN } from "../search/facets.ts";
import type { Criterion } from "./criteria.ts";
import { NUMBER_WORDS as SHARED_NUMBER_WORDS } from "./number-words.ts";
import { cut, type ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { leafExpr } from "./plan.ts";
import { fold, singular } from "./text.ts";

// "zero" reads as a count of experience only ("zero years"), never as a time window.
const NUMBER_WORDS: Record<string, number> = { zero: 0, ...SHARED_NUMBER_WORDS };
const NUM = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const num = (s: string | undefined) =>
  s === undefined ? Number.NaN : (NUMBER_WORDS[s.toLowerCase()] ?? Number(s));

/** Quoted phrases and +words must appear; -words must not. */
/**
 * Who the search is for, not whom it asks for: "for our Madrid office", "for the Berlin team", "to
 * join our London hub". Not a constraint: taken out with a note (the constraints say where).
 */
const CONTEXT =
  /\b(?:for|to\s+join|joining)\s+(?:our|the|my|a|an|their|your)\s+(?:new\s+)?([^,;:.!?]{1,30}?)\s+(?:office|team|hub|site|branch|studio|location|headquarters|hq)\b/gi;

/**
 * The asker's own news, not whom they ask for: "our data eng lead just left", "my PM quit", "we're
 * scaling the sales team across EMEA". A clause about "our / my" people leaving, or "we" growing a
 * team, is context (a person who left the asker's team is not who is sought).
 */
const OWN_NEWS = [
  /\b(?:our|my)\s+(?:[\p{L}-]+\s+){0,4}?(?:(?:just|recently|finally)\s+|(?:has|have)\s+(?:just\s+)?)?(?:left|quit|resigned|moved\s+on|(?:is|are)\s+leaving|handed\s+in\s+(?:their|his|her)\s+notice)\b/giu,
  /\bwe(?:['’]re|\s+are)\s+(?:scaling|growing|building(?:\s+out)?|expanding|doubling)\s+(?:our|the)\s+[^,;:.!?\n]{1,40}?\s+(?:team|teams|org|organi[sz]ation|function|department)(?:\s+(?:across|in|for)\s+(?:the\s+)?\p{L}[\p{L}-]*)?/giu,
];

export function readContext(state: ScanState) {
  state.text = state.text.replace(CONTEXT, (m) => {
    state.notes.push(`"${m.trim()}": who the search is for, not applied`);
    return " , ";
  });
  for (const pattern of OWN_NEWS)
    state.text = state.text.replace(pattern, (m) => {
      state.notes.push(`"${m.trim()}": the asker's context, not applied`);
      return " , ";
    });
}

export function readQuoted(state: ScanState) {
  const required = (text: string, index: number, length: number, negated: boolean) => {
    const words = fold(text).split(" ").filter(Boolean);
    cut(state, index, length);
    if (!words.length) return;
    const criterion: Criterion = {
      kind: "text",
      label: `Mentions "${words.join(" ")}"`,
      tokens: [],
      words,
      from: text,
      confidence: 1,
    };
    state.loose.push(negated ? { not: criterion } : criterion);
  };
  for (;;) {
    const m = /["“”]([^"“”]+)["“”]/.exec(state.text);
    if (!m) break;
    required(m[1] as string, m.index, m[0].length, false);
  }
  for (;;) {
    const m = /(^|\s)([+-])(\p{L}[\p{L}\p{N}#+.]*)/u.exec(state.text);
    if (!m) break;
    const at = m.index + (m[1] as string).length;
    // "-junior": a level is excluded as a level (titles write it as a suffix too: "Designer I").
    if (m[2] === "-" && PHRASES.get(singular(fold(m[3] as string)))?.some((x) => x.kind === "level")) {
      state.text = `${state.text.slice(0, at)} not ${m[3]} ${state.text.slice(at + m[0].length - (m[1] as string).length)}`;
      continue;
    }
    required(m[3] as string, at, m[0].length - (m[1] as string).length, m[2] === "-");
  }
}

type RangeReader = [RegExp, (m: RegExpExecArray) => { min?: number; max?: number } | null];

const UNIT =
  "(?:years?|yrs?|y|yoe)\\b(?:\\s+(?:of\\s+)?(?:professional\\s+|relevant\\s+|work\\s+|industry\\s+)?(?:experience|exp)\\b)?";
const span = (min: number, max: number) => (min <= max ? { min, max } : null);

/** About n years: one either side ("five years or so", "around 3 years", "8ish years"). */
const about = (n: number) => ({ min: Math.max(n - 1, 0), max: n + 1 });

/**
 * Durations said informally, as grammar: a vague quantity with a unit ("a couple of years", "a few
 * yrs", "several years"), an approximate number ("or so", "around", "-ish"), "half a decade", a
 * span in months, and "new grads" / "straight out of uni" (under two years of work).
 */
const INFORMAL_YEARS: RangeReader[] = [
  [new RegExp(`\\b(?:a\\s+)?couple\\s+(?:of\\s+)?${UNIT}`, "i"), () => ({ min: 2, max: 3 })],
  [new RegExp(`\\b(?:a\\s+)?few\\s+${UNIT}`, "i"), () => ({ min: 2, max: 4 })],
  [new RegExp(`\\bseveral\\s+${UNIT}`, "i"), () => ({ min: 3, max: 7 })],
  [/\bhalf\s+a\s+decade\b/i, () => about(5)],
  [new RegExp(`\\b${NUM}\\s*${UNIT}\\s+or\\s+so\\b`, "i"), (m) => about(num(m[1]))],
  [
    new RegExp(
      `(?:\\b(?:about|around|roughly|approximately|approx\\.?|circa|some)\\s+|~\\s*)${NUM}\\s*${UNIT}`,
      "i",
    ),
    (m) => about(num(m[1])),
  ],
  [new RegExp(`\\b(\\d{1,2})\\s*-?ish\\s+${UNIT}`, "i"), (m) => about(num(m[1]))],
  [
    new RegExp(`\\b${NUM}\\s*(?:months?|mos?)\\s+(?:of\\s+)?(?:experience|exp)\\b`, "i"),
    (m) => ({ max: Math.floor(num(m[1]) / 12) }),
  ],
  [
    /\b(?:new|fresh|recent)\s+grad(?:uate)?s?\b|\b(?:straight|fresh|right)\s+(?:out\s+of|from)\s+(?:uni(?:versity)?|college|school)\b/i,
    () => ({ max: 1 }),
  ],
];

/** Years of experience, most specific form first. */
const YEARS: RangeReader[] = [
  ...INFORMAL_YEARS,
  [
    new RegExp(`\\bbetween\\s+${NUM}\\s+(?:and|to|-)\\s+${NUM}\\s*\\+?\\s*${UNIT}`, "i"),
    (m) => span(num(m[1]), num(m[2])),
  ],
  [
    new RegExp(`\\b${NUM}\\s*(?:-|–|to)\\s*${NUM}\\s*\\+?\\s*${UNIT}`, "i"),
    (m) => span(num(m[1]), num(m[2])),
  ],
  [
    new RegExp(`(?:\\b(?:under|less than|fewer than|below)|<)\\s*${NUM}\\s*${UNIT}`, "i"),
    (m) => (num(m[1]) >= 1 ? { max: num(m[1]) - 1 } : null),
  ],
  [
    new RegExp(
      `\\b(?:at most|up to|no more than|not more than|max(?:imum)?(?:\\s+of)?)\\s+${NUM}\\s*${UNIT}`,
      "i",
    ),
    (m) => ({ max: num(m[1]) }),
  ],
  [new RegExp(`\\b${NUM}\\s*${UNIT}\\s+or\\s+(?:less|fewer)\\b`, "i"), (m) => ({ max: num(m[1]) })],
  [new RegExp(`\\b${NUM}\\s+or\\s+(?:less|fewer)\\s+${UNIT}`, "i"), (m) => ({ max: num(m[1]) })],
  [
    new RegExp(`(?:\\b(?:over|more than|upwards of|above|in excess of)|>)\\s*${NUM}\\s*\\+?\\s*${UNIT}`, "i"),
    (m) => ({ min: num(m[1]) + 1 }),
  ],
  [/\b(?:over|more than|at least)\s+(?:a\s+)?decade\b/i, (m) => ({ min: /over|more/i.test(m[0]) ? 11 : 10 })],
  [
    new RegExp(
      `\\b(?:at least|minimum(?:\\s+of)?|min\\.?|no less than|not less than)\\s+${NUM}\\s*\\+?\\s*${UNIT}`,
      "i",
    ),
    (m) => ({ min: num(m[1]) }),
  ],
  [new RegExp(`\\b${NUM}\\s*\\+\\s*${UNIT}`, "i"), (m) => ({ min: num(m[1]) })],
  [new RegExp(`\\b${NUM}\\s+or\\s+more\\s+${UNIT}`, "i"), (m) => ({ min: num(m[1]) })],
  [new RegExp(`\\b${NUM}\\s*${UNIT}\\s+or\\s+more\\b`, "i"), (m) => ({ min: num(m[1]) })],
  [/\b(\d{1,2})\s*(?:years?|yrs?)\s+(?:of\s+)?(?:experience|exp)\b/i, (m) => ({ min: num(m[1]) })],
];

const YEAR = "((?:19|20)\\d\\d)";
const GRADUATED = "(?:graduated|graduating|graduation|grads?|graduates?|class)";
/** Graduation years. */
const GRADUATION: RangeReader[] = [
  [
    new RegExp(`\\b${GRADUATED}\\s+(?:between\\s+)?${YEAR}\\s*(?:-|–|to|and)\\s*${YEAR}\\b`, "i"),
    (m) => span(num(m[1]), num(m[2])),
  ],
  [
    new RegExp(`\\b${GRADUATED}\\s+(?:after|since)\\s+${YEAR}\\b`, "i"),
    (m) => ({ min: num(m[1]) + (/after/i.test(m[0]) ? 1 : 0) }),
  ],
  [new RegExp(`\\b${GRADUATED}\\s+before\\s+${YEAR}\\b`, "i"), (m) => ({ max: num(m[1]) - 1 })],
  [new RegExp(`\\b${GRADUATED}\\s+(?:in|of)\\s+${YEAR}\\b`, "i"), (m) => span(num(m[1]), num(m[1]))],
  [
    new RegExp(`\\b${YEAR}\\s+(?:graduates?|grads?|graduating class)\\b`, "i"),
    (m) => span(num(m[1]), num(m[1])),
  ],
];

const COUNT = "(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?k?)";
const count = (s: string | undefined) => {
  const t = (s ?? "").toLowerCase().replace(/,/g, "");
  return t.endsWith("k") ? Math.round(Number(t.slice(0, -1)) * 1000) : Number(t);
};
const STAFF = "(?:employees?|staff|headcount|fte)\\b";
/** "startups of under 50 people": people counted where a company is named are its employees. */
const PEOPLE_AS_STAFF =
  /\b(compan(?:y|ies)|startups?|firms?|employers?|orgs?|organi[sz]ations?|businesses|scale ?ups?)\b([^,;]{0,40}?\d[\d,.k]*\s*\+?\s+)(?:people|persons)\b/gi;
/** Company size (employees of the current employer). */
const SIZE: RangeReader[] = [
  [
    new RegExp(`\\bbetween\\s+${COUNT}\\s+(?:and|to)\\s+${COUNT}\\s+${STAFF}`, "i"),
    (m) => span(count(m[1]), count(m[2])),
  ],
  [
    new RegExp(`\\b${COUNT}\\s*(?:-|–|to)\\s*${COUNT}\\s+${STAFF}`, "i"),
    (m) => span(count(m[1]), count(m[2])),
  ],
  [
    new RegExp(`(?:\\b(?:under|less than|fewer than|below|sub)|<)\\s*${COUNT}\\s+${STAFF}`, "i"),
    (m) => ({ max: count(m[1]) - 1 }),
  ],
  [
    new RegExp(`\\b(?:at most|up to|no more than)\\s+${COUNT}\\s+${STAFF}`, "i"),
    (m) => ({ max: count(m[1]) }),
  ],
  [
    new RegExp(`(?:\\b(?:over|more than|above)|>)\\s*${COUNT}\\s+${STAFF}`, "i"),
    (m) => ({ min: count(m[1]) + 1 }),
  ],
  [new RegExp(`\\b(?:at least)\\s+${COUNT}\\s+${STAFF}`, "i"), (m) => ({ min: count(m[1]) })],
  [new RegExp(`\\b${COUNT}\\s*\\+\\s*${STAFF}`, "i"), (m) => ({ min: count(m[1]) })],
  [new RegExp(`\\b${COUNT}\\s+or\\s+more\\s+${STAFF}`, "i"), (m) => ({ min: count(m[1]) })],
];

function rangeLabel(kind: "years" | "graduation_year" | "company_size", min?: number, max?: number): string {
  const what = {
    years: "years of experience",
    graduation_year: "",
    company_size: "employees at the current employer",
  }[kind];
  if (kind === "graduation_year")
    return min !== undefined && max !== undefined
      ? min === max
        ? `Graduated in ${min}`
        : `Graduated between ${min} and ${max}`
      : min !== undefined
        ? `Graduated in ${min} or later`
        : `Graduated in ${max} or earlier`;
  if (min !== undefined && max !== undefined) return `${min} to ${max} ${what}`;
  if (min !== undefined) return `At least ${min} ${what}`;
  return max === 0 ? `Less than a year of experience` : `At most ${max} ${what}`;
}

type Range = { min?: number; max?: number };

/** The first reader's range found in the text, its words cut. */
function readOne(state: ScanState, readers: RangeReader[]): { range: Range; from: string } | undefined {
  for (const [pattern, read] of readers) {
    const m = pattern.exec(state.text);
    if (!m) continue;
    const range = read(m);
    if (!range) continue;
    cut(state, m.index, m[0].length);
    return { range, from: m[0].trim() };
  }
  return undefined;
}

function readWith(
  state: ScanState,
  kind: "years" | "graduation_year" | "company_size",
  readers: RangeReader[],
) {
  const found = readOne(state, readers);
  if (!found) return;
  let { min, max } = found.range;
  let from = found.from;
  // A floor and a ceiling said apart ("5+ years and at most 10 years") bound one range; bounds
  // that cannot both hold were not one range, and the first said stays.
  const more = kind === "years" ? readOne(state, readers) : undefined;
  if (more) {
    const lo = Math.max(min ?? 0, more.range.min ?? 0) || undefined;
    const hi =
      max === undefined ? more.range.max : more.range.max === undefined ? max : Math.min(max, more.range.max);
    if (lo === undefined || hi === undefined || lo <= hi) {
      min = lo;
      max = hi;
      from = `${from} ${more.from}`;
    } else state.notes.push(`"${more.from}": cannot hold with "${from}", not applied`);
  }
  if (kind === "years") {
    if (min !== undefined) min = Math.min(Math.max(min, 0), MAX_YEARS_TOKEN);
    if (min === 0) min = undefined;
  }
  if (min === undefined && max === undefined) return;
  const bounds = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  // The tokens, when the range is a list of them (an upper bound on years is a NOT: none).
  const expr = leafExpr({ kind, label: "", tokens: [], from: "", ...bounds });
  state.loose.push({
    kind,
    label: rangeLabel(kind, min, max),
    tokens:
      "tokens" in expr
        ? [...expr.tokens]
        : "all" in expr && expr.all.length === 1 && "tokens" in (expr.all[0] as object)
          ? [...(expr.all[0] as { tokens: string[] }).tokens]
          : [],
    from,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    value: `${min ?? ""}..${max ?? ""}`,
    confidence: 0.9,
  });
}

/**
 * "people leading data teams", "who manage engineering orgs", "running sales": a verb of leading
 * before a team is the leadership level of that team's department ("leaders of the data team").
 */
const LEADING =
  /\b(?:leading|managing|running|heading(?: up)?|manage|manages|lead|leads|run|runs|oversee|oversees|overseeing|in charge of)\s+(?:an?\s+|the\s+|our\s+|their\s+)?((?:[\p{L}&-]+\s+){0,2}?)(teams?|orgs?|organi[sz]ations?|departments?|functions?|groups?)\b/giu;

/**
 * The same said in the past ("who ran sales teams", "used to lead design teams"): an earlier job's
 * leadership level and department (the index keeps both for earlier jobs; not that it was one job).
 * Only after a subject or a tense word: "on managed Kubernetes teams" says what the teams run.
 */
const LED =
  /(?<=\b(?:who|that|people|someone|anyone|those|ones|folks|have|has|had|once|previously|formerly|already|and|or)\s+)(?:ran|led|managed|headed(?: up)?|oversaw|used\s+to\s+(?:lead|run|manage|head(?: up)?|oversee))\s+(?:an?\s+|the\s+|our\s+|their\s+)?((?:[\p{L}&-]+\s+){0,2}?)(teams?|orgs?|organi[sz]ations?|departments?|functions?|groups?)\b/giu;

/** The leadership ladder, lowest first, as the level words say it. */
export const LADDER: [RegExp, string][] = [
  [/^(?:people\s+)?(?:managers?|mgrs?)$/i, "manager"],
  [/^heads?(?:\s+of)?$/i, "head"],
  [/^(?:directors?|dirs?)$/i, "director"],
  [/^(?:vps?|svps?|vice\s+presidents?)$/i, "vp"],
  [/^(?:c[\s-]?level|c[\s-]?suite|chiefs?|executives?)$/i, "c level"],
];
export const RUNG =
  "(?:people\\s+)?managers?|mgrs?|heads?(?:\\s+of)?|directors?|dirs?|s?vps?|vice\\s+presidents?|c[\\s-]?level|c[\\s-]?suite|chiefs?";
/** "VP or above", "director and up", "at least manager", "director+": that rung and every one above. */
const AT_LEAST = new RegExp(
  `\\b(?:(${RUNG})(?:\\s+level)?\\s*(?:(?:or|and|&)\\s+(?:above|up|higher|more\\s+senior)|\\+(?!\\w))|(?:at\\s+least|minimum|min\\.?)\\s+(?:an?\\s+)?(${RUNG})(?:\\s+level)?)`,
  "gi",
);
/**
 * "the head of sales", "who heads sales": with the article (or as a verb) it is whoever leads the
 * department, not the title "Head of": a department's leaders at manager level and above.
 */
const THE_HEAD = /\b(?:the|who(?:['’]s|\s+is)?)\s+heads?\s+(?:of\s+|up\s+)?(?=\p{L})/giu;

export function readLeadership(state: ScanState) {
  state.text = state.text.replace(
    LED,
    (_whole, what: string, team: string) => ` former leaders , previously in ${what}${team} `,
  );
  state.text = state.text.replace(
    LEADING,
    (_whole, what: string, team: string) => ` leaders , ${what}${team} `,
  );
  state.text = state.text.replace(AT_LEAST, (whole, a?: string, b?: string) => {
    const said = (a ?? b ?? "").trim();
    const from = LADDER.findIndex(([re]) => re.test(said));
    if (from < 0) return whole;
    return ` ${LADDER.slice(from)
      .map(([, w]) => w)
      .join(" or ")} `;
  });
  state.text = state.text.replace(THE_HEAD, " leaders , ");
}

/** Years of experience, graduation years and company sizes. */
export function readRanges(state: ScanState) {
  // "ten-plus years", "5 plus years": "+".
  state.text = state.text.replace(new RegExp(`\\b${NUM}\\s*-?\\s*plus\\b`, "gi"), "$1+");
  state.text = state.text.replace(PEOPLE_AS_STAFF, "$1$2employees");
  readWith(state, "graduation_year", GRADUATION);
  readWith(state, "company_size", SIZE);
  readWith(state, "years", YEARS);
}
