/**
 * Level and place said in plain words, as the words the later passes read:
 * - leaders: "the bosses", "head honchos", "higher-ups", "big shots", "the people in
 *   charge", "anyone with people under them", "the ones the salespeople answer / report to" (who
 *   reports to them is not who is asked for) -> "leaders"; "rather than manage", "instead of
 *   managing" -> "not leaders" ("top brass" is ./office-nicknames.ts's, its literal sense kept);
 * - the top of a function: "the (very) top person on the tech side" -> that function's C-level;
 * - the start of a career: "just starting out", "new to the field", "fresh out of college",
 *   "beginners", "newbies", "rookies" -> the entry level (a career's start, not a new job: read as a
 *   tenure, "just starting" asked for six months at the company);
 * - experience as an idiom: "a year or two under their belt" -> "1-2 years of experience";
 * - a function as its activity after a leadership phrase: "in charge of selling" -> sales;
 * - places: "the Americas" (North and South America), "the German-speaking countries" (DACH),
 *   "the English-speaking countries", "the continent" / "continental Europe" (Europe without the UK
 *   and Ireland), "the US east coast" (the east coast's states, not the whole US or them);
 *   "over in", "down in", "up in", "back in" a place -> "in".
 * Each is a class of plain phrasing with its maintained counterpart in the vocabulary (levels,
 * country groups, subnational regions); no phrase here names a query's company or city.
 */
import type { ScanState } from "./parse-state.ts";

const FUNCTION_SIDES: [RegExp, string][] = [
  [/^(?:tech|technology|technical|engineering|it|software)$/i, "engineering"],
  [/^(?:money|finance|financial|numbers)$/i, "finance"],
  [/^(?:sales|selling|commercial)$/i, "sales"],
  [/^(?:marketing)$/i, "marketing"],
  [/^(?:product)$/i, "product"],
  [/^(?:people|hr)$/i, "human resources"],
  [/^(?:design)$/i, "design"],
  [/^(?:data)$/i, "data"],
];

const ACTIVITY_FUNCTIONS: [RegExp, string][] = [
  [/^selling$/i, "sales"],
  [/^(?:hiring|recruiting|recruitment)$/i, "recruiting"],
  [/^(?:the\s+money|the\s+finances|the\s+books)$/i, "finance"],
  [/^(?:the\s+tech|the\s+technology|building\s+the\s+product)$/i, "engineering"],
  [/^(?:advertising|promotion|promoting)$/i, "marketing"],
];

const REWRITES: [RegExp, string | ((...m: string[]) => string)][] = [
  // The top of a function: "the very top person on the tech side (of a company)".
  [
    /\b(?:the\s+)?(?:very\s+)?(?:top|most\s+senior|number\s+one|no\.?\s*1|highest[-\s]ranking)\s+(?:person|people|boss|bosses|dog|dogs|one|ones|exec(?:utive)?s?|job)\s+(?:on|in|of|for)\s+the\s+(\w+)\s+(?:side|part|team|department|function)(?:\s+of\s+(?:a|the|any)\s+(?:company|business|firm|org(?:anisation|anization)?))?/giu,
    (whole, side) => {
      const fn = FUNCTION_SIDES.find(([re]) => re.test(side as string))?.[1];
      return fn ? ` C-level ${fn} ` : whole;
    },
  ],
  // Who reports to them is not who is asked for.
  [
    /\b(?:the\s+ones?|people|those|someone|somebody|whoever|the\s+people|the\s+person)\s+(?:that\s+|who\s+)?(?:the|their|all\s+the|his|her)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:answer|answers|report|reports|look\s+up)\s+to\b/giu,
    " leaders , ",
  ],
  [
    /\b(?:anyone|anybody|people|those|someone|somebody)?\s*with\s+(?:people|staff|a\s+team|teams|reports|direct\s+reports)\s+(?:under|below|reporting\s+to)\s+them\b/giu,
    " leaders , ",
  ],
  [
    /\b(?:rather\s+than|instead\s+of)\s+(?:manag(?:e|ing)(?:\s+people|\s+others|\s+a\s+team)?|being\s+(?:a\s+)?(?:manager|boss)s?|leading\s+(?:people|a\s+team))\b/giu,
    " , not leaders , ",
  ],
  [
    /\b(?:head\s+honchos?|honchos?|big\s+bosses|bosses|higher[-\s]ups|big\s+shots|big\s+cheeses|big\s+wigs|bigwigs|the\s+people\s+in\s+charge)\b/giu,
    " leaders ",
  ],
  [
    /\b(in\s+charge\s+of|responsible\s+for|runs?|leads?|heads?(?:\s+up)?|the\s+bosses?\s+of|leaders\s+of)\s+(selling|hiring|recruiting|recruitment|the\s+money|the\s+finances|the\s+tech|the\s+technology|advertising|promotion|promoting)\b/giu,
    (whole, lead, activity) => {
      const fn = ACTIVITY_FUNCTIONS.find(([re]) => re.test(activity as string))?.[1];
      return fn ? ` ${lead} ${fn} ` : whole;
    },
  ],
  // The start of a career.
  [
    /\b(?:(?:just|only)\s+)?(?:starting\s+out|new\s+to\s+the\s+(?:field|industry|job\s+market|workforce)|fresh\s+out\s+of\s+(?:school|college|uni(?:versity)?)|early\s+in\s+(?:their|his|her)\s+careers?|at\s+the\s+start\s+of\s+(?:their|his|her)\s+careers?)\b/giu,
    " entry level ",
  ],
  [/\b(?:beginners?|newbies?|rookies?|greenhorns?|newcomers?)\b/giu, " juniors "],
  // Experience as an idiom.
  [
    /\b(?:(with|without)\s+)?(a\s+year\s+or\s+two|a\s+couple\s+(?:of\s+)?years|(?:\d{1,2}|one|two|three|four|five)(?:\s*(?:-|to|or)\s*(?:\d{1,2}|two|three|four|five|six))?\s+years?)\s+under\s+(?:their|his|her|the)\s+belts?\b/giu,
    (_w, lead, span) => {
      const s = (span as string).toLowerCase();
      // "without 10 years under their belt": the experience lacked, its "without" kept.
      const how = (lead as string | undefined)?.toLowerCase() === "without" ? "without" : "with";
      if (/^a\s+year\s+or\s+two$/.test(s)) return ` ${how} 1-2 years of experience `;
      // Any other span as written: the duration readers know "a couple of years", "three years".
      return ` ${how} ${s} of experience `;
    },
  ],
  // Places.
  [/\b(?:the\s+)?americas\b/giu, " North America or South America "],
  [/\b(?:the\s+)?german[-\s]speaking\s+(?:countries|world|region|part\s+of\s+europe|europe)\b/giu, " DACH "],
  [
    /\b(?:the\s+)?english[-\s]speaking\s+(?:countries|world)\b/giu,
    " the United States or the United Kingdom or Canada or Ireland or Australia or New Zealand ",
  ],
  [
    /\b(?:(?:anywhere|somewhere)\s+)?(?:on\s+the\s+continent|in\s+continental\s+europe|in\s+mainland\s+europe|continental\s+europe|mainland\s+europe)\b/giu,
    " in Europe , except the United Kingdom and Ireland , ",
  ],
  [/\b(?:the\s+)?(?:us|u\.s\.|usa)\s+(east|west)\s+coast\b/giu, " the $1 coast "],
  [/\b(?:the\s+)?(east|west)\s+coast\s+of\s+the\s+(?:us|u\.s\.|usa|united\s+states)\b/giu, " the $1 coast "],
  [/\b(?:over|down|up|back|out)\s+in\s+(?=\p{Lu}|the\s+\p{Lu}|southern|northern|eastern|western)/gu, " in "],
];

/** Pass (text, before the verb and level readers): plain level and place words as the vocabulary's. */
export function readPlainWords(state: ScanState): void {
  let text = state.text;
  for (const [re, to] of REWRITES)
    text = text.replace(re, to as (substring: string, ...args: string[]) => string);
  if (text !== state.text) state.rephrased = text;
  state.text = text;
}
