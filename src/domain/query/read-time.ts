/**
 * The time pass, over the raw text (after the polarity rewrites, before the ranges): employment
 * state ("between jobs", "not working at the moment", "out of work for more than six months"), the
 * window an event is dated by ("in the last year", "in the past six months", "recently"), the start
 * of the current job ("just started", "new at", "joined", "changed jobs") and time at the current
 * employer ("since 2020", "for ages", "been at X for 5+ years"). Each becomes a criterion over the
 * month tokens of ../search/time-facets.ts, counted back from the day the query is asked.
 *
 * Durations are grammar, not phrases: a quantity ("six", "a few", "a couple of") and a unit
 * (months, years, a decade) anywhere a span is said.
 */
import { companyNameKey } from "../keys.ts";
import { monthWindowTokens, timeFacet } from "../search/time-facets.ts";
import type { Criterion } from "./criteria.ts";
import { exclusionCueBefore } from "./cue-before.ts";
import { NUMBER_WORDS } from "./number-words.ts";
import { cut, type ScanState, type Window } from "./parse-state.ts";

const QUANTITIES: Record<string, number> = {
  ...NUMBER_WORDS,
  // A vague quantity bounds a window at its upper reading ("in the last few months": up to five).
  few: 5,
  "a few": 5,
  couple: 3,
  "a couple": 3,
  "a couple of": 3,
  "couple of": 3,
  several: 7,
};
const QUANTITY = `(\\d{1,3}|a couple(?: of)?|couple(?: of)?|a few|few|several|${Object.keys(QUANTITIES)
  .filter((k) => /^[a-z]+$/.test(k))
  .join("|")})`;
const UNIT = "(months?|mos?|years?|yrs?|weeks?|days?|decades?)";
const quantity = (s: string | undefined) => (s ? (QUANTITIES[s.toLowerCase()] ?? Number(s)) : 1);
/** A span in months: "six months" 6, "a couple of years" 24, "a decade" 120. */
function months(q: string | undefined, unit: string): number {
  const n = quantity(q);
  const u = unit.toLowerCase();
  if (u.startsWith("decade")) return n * 120;
  if (u.startsWith("y")) return n * 12;
  if (u.startsWith("w")) return Math.max(1, Math.round(n / 4));
  // "in the last 90 days": the nearest whole months, as weeks are (never less than one).
  if (u.startsWith("d")) return Math.max(1, Math.round(n / 30));
  return n;
}

/** "in the last year", "over the past six months", "within the last few weeks", "recently", "this year". */
const WINDOW = new RegExp(
  `\\b(?:(?:in|within|during|over)\\s+)?(?:the\\s+)?(?:last|past|previous)\\s+(?:${QUANTITY}\\s+)?${UNIT}\\b|\\b(?:recently|lately|of late)\\b|\\bthis\\s+year\\b`,
  "i",
);
/** A window said without a number ("recently", "just started"): six months. */
export const RECENT_MONTHS = 6;

/** The window said; of several ("recently (in the last 3 months)") the one with a number wins. */
function readWindow(state: ScanState) {
  let m = WINDOW.exec(state.text);
  while (m) {
    cut(state, m.index, m[0].length);
    if (m[2]) state.window = { minAgo: 0, maxAgo: months(m[1], m[2]) };
    else if (state.window) {
      // a vague window after a numbered one adds nothing
    } else if (/this/i.test(m[0])) state.window = { minAgo: 0, maxAgo: state.now.getUTCMonth() };
    else state.window = { minAgo: 0, maxAgo: RECENT_MONTHS };
    m = WINDOW.exec(state.text);
  }
}

const NOW_WORDS = "(?:\\s+(?:currently|now|these days|presently))?";
/**
 * Not in work now; a "working at/for/in", "employed by X" after it is an employer, read by the
 * negation pass ("not employed by Hooli" is not at Hooli; "not employed by anyone" is out of work).
 */
const NOT_WORKING = new RegExp(
  [
    "\\b(?:(?:are|is|am|currently)\\s+)?(?:not|no longer)\\s+(?:currently\\s+)?(?:working|employed|in work)\\b(?!\\s+(?:at|for|with|in|on|as|under)\\b|\\s+by\\s+(?!(?:anyone|anybody|any\\s+(?:one|company|companies|employers?|firms?|organi[sz]ations?))\\b))",
    "\\bbetween\\s+(?:jobs|roles|positions|gigs)\\b",
    "\\bout\\s+of\\s+(?:work|a job|a role)\\b",
    "\\b(?:unemployed|jobless|job[\\s-]?seekers?|job[\\s-]?seeking)\\b",
    "\\bwithout\\s+(?:a\\s+)?(?:job|work)\\b",
    "\\b(?:looking|searching|hunting)\\s+for\\s+(?:work|(?:an?\\s+)?(?:new\\s+)?(?:jobs?|roles?|positions?)|new\\s+(?:opportunities|roles))\\b",
    "\\bopen\\s+(?:to|for)\\s+(?:work|(?:new\\s+)?(?:opportunities|jobs?|roles?))\\b",
    // An event that ends the job: "lost (their) job", "laid off", "let go", "made redundant".
    "\\b(?:lost|lose|loses|losing)\\s+(?:their\\s+|his\\s+|her\\s+|a\\s+|the\\s+|my\\s+)?(?:jobs?|roles?|positions?)\\b",
    "\\b(?:(?:got|been|was|were|get|gets|getting|recently|just)\\s+)?(?:laid\\s+off|let\\s+go|made\\s+redundant)\\b",
    "\\bon\\s+the\\s+(?:job\\s+)?market\\b",
  ]
    .map((p) => `(?:${p})`)
    .join("|") + NOW_WORDS,
  "i",
);
/** How long: "for more than six months", "for over a year", "for at least 3 months". */
const FOR_SPAN = new RegExp(
  `^\\s*(?:for\\s+)?(more than|over|longer than|at least|under|less than)?\\s*${QUANTITY}?\\s*\\+?\\s*${UNIT}\\b`,
  "i",
);

/**
 * An exclusion said just before the state: "exclude anyone who is between jobs", "but not people
 * who are out of work", "other than those currently unemployed". The state is then excluded: the
 * people asked for are working now.
 */
const EXCLUDED_STATE =
  /\b(?:exclude|excluding|except(?:\s+for)?|not|no|without|leave\s+out|leaving\s+out|other\s+than|minus|skip|omit|drop|remove|filter\s+out|but\s+not)\s+(?:(?:anyone|anybody|people|those|someone|candidates|profiles|the\s+ones|ones)\s+)?(?:(?:who|that|which)\s+(?:is|are|were|was|is\s+currently|are\s+currently)\s+)?(?:currently\s+)?$/i;

function readEmployment(state: ScanState) {
  const m = NOT_WORKING.exec(state.text);
  if (!m) return;
  const rest = state.text.slice(m.index + m[0].length);
  const span = /^\s*for\b/i.test(rest) ? FOR_SPAN.exec(rest) : null;
  const excluded = EXCLUDED_STATE.exec(state.text.slice(0, m.index));
  if (excluded && !span) {
    cut(state, excluded.index, m.index + m[0].length - excluded.index);
    state.loose.push({
      kind: "employment",
      label: "Working now",
      tokens: [timeFacet.employed(true)],
      from: `${excluded[0]}${m[0]}`.trim(),
      value: "yes",
      confidence: 0.9,
    });
    return;
  }
  cut(state, m.index, m[0].length + (span ? span[0].length : 0));
  const criterion: Criterion = {
    kind: "employment",
    label: "Not working now",
    tokens: [timeFacet.employed(false)],
    from: m[0].trim(),
    value: "no",
    confidence: 0.95,
  };
  state.loose.push(criterion);
  if (!span) return;
  const n = months(span[2], span[3] as string);
  const op = (span[1] ?? "at least").toLowerCase();
  const window: Window = /under|less/.test(op)
    ? { minAgo: 0, maxAgo: n }
    : { minAgo: /more|over|longer/.test(op) ? n + 1 : n };
  state.loose.push({
    kind: "employment",
    label: `Out of work ${/under|less/.test(op) ? "for less than" : "for at least"} ${window.maxAgo ?? window.minAgo} months`,
    tokens: monthWindowTokens(
      state.now,
      window.minAgo,
      window.maxAgo,
      timeFacet.idleSinceMonth,
      timeFacet.idleSinceYear,
    ),
    from: span[0].trim(),
    value: `${window.minAgo}..${window.maxAgo ?? ""}`,
    confidence: 0.9,
  });
}

const JOB = "(?:jobs?|roles?|positions?|compan(?:y|ies)|employers?|gigs?)";
/**
 * The current job began recently: "just started", "new at", "joined", "changed jobs"; in any tense
 * and without the verb, as typed ("just join new company", "new job", "joining recently").
 */
const STARTED = new RegExp(
  [
    `\\b(?:started|began)\\s+(?:their|his|her|the)\\s+(?:current|present)\\s+${JOB}`,
    `\\b(?:just|recently|newly)\\s+(?:start(?:ed|s|ing)?|join(?:ed|s|ing)?|began|begin|moved|switched|hired)(?:\\s+(?:an?\\s+|the\\s+)?new\\s+${JOB})?`,
    `\\b(?:started|start|starts|began|begin|took|landed|join|joins|joining|got|(?:moved|switched|changed|went)\\s+to)\\s+(?:an?\\s+|the\\s+)?new\\s+${JOB}`,
    `\\b(?:in\\s+)?(?:an?\\s+)?new\\s+(?:jobs?|roles?|positions?|employers?)\\b(?!\\s+(?:at|in|as)\\b)`,
    "\\b(?:who\\s+)?(?:joined|joining|join|joins|hired)(?=\\s*(?:[,;?.!]|$|\\s+(?:in|within|during|over|recently|lately|this|last|past|<)\\b))",
    "\\b(?:changed|switched|swapped|moved)\\s+(?:jobs|roles|employers|companies)",
    "\\bnew\\s+(?:joiners?|hires?|starters?|in\\s+(?:the|their)\\s+(?:job|role))",
    "\\bnew(?=\\s+at\\b)",
    "\\b(?:who\\s+)?joined(?=\\s*(?:[,;?.!]|$|\\s+(?:in|within|during|over|recently|lately|this)\\b))",
    // "joined Acme", "joined a fintech": the employer they joined is the current one.
    "\\b(?:who\\s+)?(?:just\\s+|recently\\s+)?joined(?=\\s+(?:\\p{Lu}|an?\\s))",
  ]
    .map((p) => `(?:${p})`)
    .join("|"),
  "giu",
);

/**
 * "who started within the last 90 days": a start verb is the current job's when a window was said
 * with it (the window pass has cut it: the verb then ends its clause); "started in sales" is none.
 */
const STARTED_IN_WINDOW =
  /\b(?:who\s+)?(?:start|started|starting|began|begin|onboarded|came\s+on\s*board)(?=\s*(?:[,;?.!]|$))/giu;

function readStarted(state: ScanState) {
  const found = [
    ...state.text.matchAll(STARTED),
    ...(state.window ? state.text.matchAll(STARTED_IN_WINDOW) : []),
  ].sort((a, b) => a.index - b.index);
  if (!found.length) return;
  // "not those who joined in the last 5 years": the start is excluded (issue 45, never the opposite).
  let excluded = false;
  for (const m of found.reverse()) {
    const cue = exclusionCueBefore(state.text, m.index);
    const from = cue ?? m.index;
    excluded ||= cue !== undefined;
    const rest = state.text.slice(m.index + m[0].length);
    if (/joined$/i.test(m[0]) && /^\s+(?:\p{Lu}|an?\s)/u.test(rest))
      state.text = `${state.text.slice(0, from)} at${rest}`;
    else cut(state, from, m.index + m[0].length - from);
  }
  const window = state.window ?? withinSpan(state) ?? { minAgo: 0, maxAgo: RECENT_MONTHS };
  state.window = undefined;
  const tenure = tenureCriterion(state, window, found.map((m) => m[0]).join(", "));
  state.loose.push(excluded ? { not: tenure } : tenure);
}

/** An upper bound said with a start: "<6 month", "less than 3 months", "within 2 mos", "under a year". */
const WITHIN = new RegExp(
  `(?:<\\s*|\\b(?:less\\s+than|less|under|within|fewer\\s+than|max|at\\s+most)\\s+)${QUANTITY}?\\s*${UNIT}\\b`,
  "i",
);

function withinSpan(state: ScanState): Window | undefined {
  const m = WITHIN.exec(state.text);
  if (!m) return undefined;
  cut(state, m.index, m[0].length);
  return { minAgo: 0, maxAgo: months(m[1], m[2] as string) };
}

/** Time at the current employer: "for ages", "since 2020", "been at X for 5+ years". */
const LONG_TIME =
  /\bfor\s+(?:ages|a\s+long\s+time|donkey'?s\s+years|yonks)\b|\blong[\s-](?:time|serving|standing)\b/i;
const SINCE = /\b(?:since|from)\s+((?:19|20)\d\d)\b/i;
const AT_FOR = new RegExp(
  `\\b((?:been|worked|working|stayed|employed)\\s+(?:at|with|for)|at)\\s+([^,;?.!]{1,40}?)\\s+for\\s+(more than|over|at least)?\\s*${QUANTITY}\\s*\\+?\\s*${UNIT}\\b`,
  "i",
);
/** "5 years at Acme", "10+ yrs with Quartzline": a span, then a named (capitalised) employer kept for the binding. */
const YEARS_AT = new RegExp(
  `\\b(more than|over|at least)?\\s*${QUANTITY}\\s*(\\+)?\\s*${UNIT}(\\s*\\+|\\s+or\\s+more)?(?=\\s+(at|with)\\s+(\\S))`,
  "i",
);
/** Whether the words after "with" begin with a company a record or the index knows. */
function namesEmployer(state: ScanState, after: string): boolean {
  const words = after
    .replace(/^\s*with\s+/i, "")
    .split(/[\s,;.!?]+/)
    .slice(0, 4);
  for (let n = words.length; n > 0; n--) {
    const name = words.slice(0, n).join(" ");
    if (state.context.companies.exact(name) || state.context.employerNames?.has(companyNameKey(name)))
      return true;
  }
  return false;
}
/** Time in "their current job/role/company": "in their current job for less than a year". */
const CURRENT_FOR = new RegExp(
  `\\b(?:(?:been|worked|working|stayed|employed)\\s+)?(?:in|at|with)\\s+(?:their|his|her|the|a|your)\\s+(?:current\\s+|present\\s+)?(job|role|position|company|employer)(?:\\s+for|(?=\\s+(?:more|over|longer|at|less|under|fewer|no)\\b))\\s+(more than|over|longer than|at least|less than|under|fewer than|no more than|at most)?\\s*${QUANTITY}?\\s*\\+?\\s*${UNIT}\\b`,
  "i",
);
/** Five years at one employer is "a long time" (the usual reading of "for ages", "long-serving"). */
export const LONG_TENURE_MONTHS = 60;

function readTenure(state: ScanState) {
  const long = LONG_TIME.exec(state.text);
  if (long) {
    cut(state, long.index, long[0].length);
    state.loose.push(tenureCriterion(state, { minAgo: LONG_TENURE_MONTHS }, long[0]));
  }
  const since = SINCE.exec(state.text);
  if (since) {
    cut(state, since.index, since[0].length);
    const asked = state.now.getUTCFullYear() * 12 + state.now.getUTCMonth();
    const ago = asked - Number(since[1]) * 12;
    if (ago >= 0) state.loose.push(tenureCriterion(state, { minAgo: 0, maxAgo: ago }, since[0]));
  }
  const current = CURRENT_FOR.exec(state.text);
  if (current) {
    // "not anyone in their current role for over 5 years": the time there, excluded.
    const cue = exclusionCueBefore(state.text, current.index);
    const from = cue ?? current.index;
    cut(state, from, current.index + current[0].length - from);
    const n = months(current[3], current[4] as string);
    const bound = current[2] ?? "";
    const window = /less|under|fewer|most/i.test(bound)
      ? { minAgo: 0, maxAgo: Math.max(0, n - 1) }
      : { minAgo: /more|over/i.test(bound) ? n + 1 : n };
    const tenure = tenureCriterion(state, window, current[0]);
    state.loose.push(cue === undefined ? tenure : { not: tenure });
  }
  const at = AT_FOR.exec(state.text);
  if (at) {
    const n = months(at[4], at[5] as string);
    const more = /more|over/i.test(at[3] ?? "") || /\+/.test(at[0]);
    state.text = `${state.text.slice(0, at.index)}at ${at[2]} ,${state.text.slice(at.index + at[0].length)}`;
    const minAgo = more && !/\+/.test(at[0]) ? n + 1 : n;
    state.loose.push(tenureCriterion(state, { minAgo }, at[0]));
  }
  const span = YEARS_AT.exec(state.text);
  // The employer is a name (capitalised): "5 years at a bank" is a career's, not a stay's; so is
  // a span said as the past ("spent two years at Acme", "after 3 years at Acme").
  const past =
    span && /\b(?:spent|after|did|done|previously|formerly|once)\s*$/i.test(state.text.slice(0, span.index));
  // "with" is as often a skill's ("3+ years with Go") as an employer's: only a known employer counts.
  const employer =
    span &&
    (span[6]?.toLowerCase() === "at" || namesEmployer(state, state.text.slice(span.index + span[0].length)));
  if (span && !past && employer && /\p{Lu}/u.test(span[7] as string)) {
    const n = months(span[2], span[4] as string);
    const over = /more|over/i.test(span[1] ?? "") && !span[3] && !span[5];
    cut(state, span.index, span[0].length);
    state.loose.push(tenureCriterion(state, { minAgo: over ? n + 1 : n }, span[0], "company"));
  }
}

/**
 * Whose time a tenure is: the seat's ("in their current role for 3 years", "in the role since
 * 2022", "in post", "at their current job since 2019") or, said any other way, the employer's ("at
 * Acme for 5+ years", "joined Acme in the last two years", "been with them since 2021", "long-
 * serving", "≥3y tenure"): a promotion inside a company starts a new role, not a new stay there.
 */
export type TenureScope = "company" | "role";
const ROLE_WORDS =
  /\b(?:roles?|positions?|posts?|seats?|titles?)\b|\b(?:current|present|same)[\s-]+job\b|\bin\s+(?:the\s+|their\s+|his\s+|her\s+|your\s+)?job\b/i;
const COMPANY_WORDS = /\b(?:compan(?:y|ies)|co\.|employers?|firms?|workplaces?|organi[sz]ations?)/i;
export const tenureScope = (said: string): TenureScope =>
  ROLE_WORDS.test(said) && !COMPANY_WORDS.test(said) ? "role" : "company";

export function tenureCriterion(
  state: ScanState,
  w: Window,
  from: string,
  scope: TenureScope = tenureScope(from),
): Criterion {
  const at = scope === "company" ? "At the current company" : "In the current job";
  const label =
    w.maxAgo === undefined
      ? `${at} for at least ${w.minAgo} months`
      : w.minAgo > 0
        ? `${at} for ${w.minAgo} to ${w.maxAgo} months`
        : `${at} for at most ${w.maxAgo} months`;
  const [month, year] =
    scope === "company"
      ? [timeFacet.joinedMonth, timeFacet.joinedYear]
      : [timeFacet.startedMonth, timeFacet.startedYear];
  return {
    kind: "tenure",
    label,
    tokens: monthWindowTokens(state.now, w.minAgo, w.maxAgo, month, year),
    from: from.trim(),
    value: `${w.minAgo}..${w.maxAgo ?? ""}`,
    confidence: 0.9,
  };
}

const ROLE_KINDS = new Set(["role", "department", "level", "title_prefix"]);

/**
 * Pass (after the phrases): asked about people not working now, a role is the one they last held
 * ("product managers between jobs"): its tokens for the last job are added.
 */
export function readLastRoles(state: ScanState) {
  const notWorking = state.loose.some((n) => "kind" in n && n.tokens.includes(timeFacet.employed(false)));
  if (!notWorking) return;
  for (const item of state.items) {
    const leaves = "kind" in item.node ? [item.node] : "all" in item.node ? item.node.all : [];
    for (const c of leaves)
      if ("kind" in c && ROLE_KINDS.has(c.kind))
        c.tokens = [...c.tokens, ...c.tokens.map(timeFacet.lastRole)];
  }
}

/**
 * Not working, with a window and no span of its own ("lost their job recently", "laid off in the
 * last 3 months"): the window dates the end of the last job (out of work for at most that long).
 */
function dateJobEnd(state: ScanState) {
  const window = state.window;
  const idle = state.loose.filter((n) => "kind" in n && n.kind === "employment");
  if (!window || window.maxAgo === undefined || idle.length !== 1) return;
  state.window = undefined;
  state.loose.push({
    kind: "employment",
    label: `Out of work for at most ${window.maxAgo} months`,
    tokens: monthWindowTokens(state.now, 0, window.maxAgo, timeFacet.idleSinceMonth, timeFacet.idleSinceYear),
    from: "window",
    value: `0..${window.maxAgo}`,
    confidence: 0.9,
  });
}

/** Pass: employment state, the window, the start of the current job and time in it. */
export function readTime(state: ScanState) {
  state.text = state.text.replace(
    /\b(?:at the moment|at present|right now|as we speak|as of now)\b/gi,
    "now",
  );
  readEmployment(state);
  readWindow(state);
  dateJobEnd(state);
  readStarted(state);
  readTenure(state);
}
