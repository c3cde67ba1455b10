/**
 * A career's shape as people say it (issue 45, round 13 of first sight), read to the career tokens
 * the index keeps (../search/career-facets.ts), each said positively or under its own exclusion cue:
 * - changed employer: "switched employers", "moved around", "hired in from another company", "from
 *   elsewhere", "changed jobs at least once", "now at their second company", "after working
 *   somewhere else first", "got the new title by switching companies";
 * - promoted within: "promoted internally / from within / in-house", "moved up internally", "came
 *   up at one company";
 * - one employer: "whole career (has been) at X", "still at the company where their career
 *   started", "stayed with the same employer" ("only ever worked at one company" is
 *   ./negation-idioms.ts's, which reads it as no earlier job at all): no change of employer, a
 *   promotion there is still one;
 * - one job: "first and only job", "first-jobbers" (no earlier job at all);
 * - the previous job's length: "less than three years at their previous employer", "at least 8
 *   years at their previous company", "promoted within two years of joining" (a promotion within);
 * - where a career started: "started out at X", "got their start at X" are the first job's employer,
 *   read as "first job was at X" (an employer the names pass places; "have since gone somewhere
 *   else" is a departure, as "have since moved on").
 * An exclusion cue right before the phrase in its clause ("nobody who has", "skip anyone who",
 * "rather than", "not", "excluding anyone who") excludes it; the cue is taken with the phrase, so no
 * later pass reads it against something else.
 */
import { careerFacet, MAX_PREVIOUS_YEARS } from "../search/career-facets.ts";
import type { Criterion } from "./criteria.ts";
import { earlierJob } from "./negation-idioms.ts";
import { UNITS } from "./number-words.ts";
import type { ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import type { PlanNode } from "./plan.ts";
import { canonicalBounds } from "./read-comparators.ts";
import { words } from "./text.ts";

/** A criterion on an earlier job that one career token answers, for the words `from`. */
const earlierJobShape =
  (label: string, token: string, value: string) =>
  (from: string): Criterion => ({ kind: "past_company", label, tokens: [token], from, value });

/** Someone who has worked for more than one employer. */
export const changedEmployer = earlierJobShape(
  "Has changed employer (an earlier job at another company)",
  careerFacet.moved(),
  "another employer",
);

/** Someone whose current employer moved them up from an earlier job there. */
export const promotedWithin = earlierJobShape(
  "Promoted within the current employer (an earlier job there)",
  careerFacet.promotedInside(),
  "the current employer",
);

/** The job before the current one lasted `min`..`max` whole years. */
export function previousJobYears(min: number, max: number | undefined, from: string): Criterion {
  const top = Math.min(max ?? MAX_PREVIOUS_YEARS, MAX_PREVIOUS_YEARS);
  const tokens: string[] = [];
  for (let y = Math.max(0, min); y <= top; y++) tokens.push(careerFacet.previousYears(y));
  const label =
    max === undefined
      ? `At least ${min} years in the previous job`
      : min > 0
        ? `${min} to ${max} years in the previous job`
        : `At most ${max} years in the previous job`;
  return { kind: "tenure", label, tokens, from, value: `${min}..${max ?? ""}` };
}

const CO = "(?:compan(?:y|ies)|employers?|firms?|organi[sz]ations?|places?|one)";
const SWITCH = "(?:switch(?:ed|ing)?|chang(?:ed|ing|e)|hopp(?:ed|ing)|mov(?:ed|ing)\\s+between)";
const HIRED = "(?:hired|brought|came|come|coming|joined|joining|moved|moving)(?:\\s+(?:in|over))?";
const NUMBER = `(\\d{1,2}|${UNITS.join("|")}|ten)`;
const PREVIOUS = `(?:their|the|his|her)\\s+(?:previous|last|prior|former|old)\\s+${CO}`;
/** "within the company they're at now", "at their current employer": where the person works now. */
const WHERE_THEY_ARE = `(?:with)?in\\s+(?:the|their|his|her)\\s+(?:(?:current|present|own)\\s+)?${CO}(?:\\s+(?:they|she|he)(?:['’]re|['’]s|\\s+are|\\s+is)\\s+(?:at|with|in)(?:\\s+(?:now|today|currently))?)?|(?:at|inside)\\s+(?:their|his|her)\\s+(?:current|present|own)\\s+${CO}`;
/** "the whole time", "their entire career", "all along", "throughout": a span that is the whole career. */
const ALL_ALONG = `\\s+(?:(?:the|their|his|her|for\\s+(?:the|their|his|her))\\s+(?:whole|entire)\\s+(?:time|life|lives|careers?|working\\s+lives?)|all\\s+along|throughout(?:\\s+(?:their|his|her)\\s+careers?)?|ever\\s+since)`;
/** More than one employer counted ("two employers so far", "three companies to date"). */
const SEVERAL = "(?:two|2|three|3|four|4|five|5|several|multiple|more\\s+than\\s+one|at\\s+least\\s+two)";
const num = (said: string) =>
  said === "ten" ? 10 : /^\d/.test(said) ? Number(said) : UNITS.indexOf(said) + 1;

type Reading = {
  re: RegExp;
  read: (m: RegExpExecArray, state: ScanState) => PlanNode[];
  keep?: (m: RegExpExecArray, negated: boolean) => string;
};

/** Words that may follow "promoted" said of a person: a time, a place, a joiner, or a role (read by the phrase pass). */
const AFTER_PROMOTED =
  /^\s+(?:to|into|in|within|during|over|this|last|recently|lately|since|internally|from|inside|and|or|but|who|at|by|after|before|twice|once|again|yet|ever)\b/i;

/**
 * "promoted" with an object that is no role ("marketers who promoted events", "promoted posts"):
 * the verb of promoting something, not a promotion.
 */
function promotedSomething(m: RegExpExecArray): boolean {
  const rest = m.input.slice(m.index + m[0].length);
  const next = /^\s+([\p{L}-]+)/u.exec(rest)?.[1];
  if (!next || AFTER_PROMOTED.test(rest) || m[2] || m[3]) return false;
  return !PHRASES.get(words(next).join(" "))?.some((meaning) => PROMOTED_ROLE_KINDS.has(meaning.kind));
}
const PROMOTED_ROLE_KINDS = new Set(["title", "family", "department", "level", "prefix", "dm"]);

/** When a promotion happened: "in the last year", "this year", "recently", "since 2024". */
const PROMOTION_WINDOW = String.raw`(?:(?:in|within|during|over)\s+the\s+(?:last|past|previous)\s+(?:(?:\d{1,2}|few|couple(?:\s+of)?|several|${UNITS.join("|")}|ten)\s+)?(?:days?|weeks?|months?|years?|quarters?)|(?:this|last)\s+(?:year|quarter|month)|recently|lately|(?:in|since)\s+(?:19|20)\d\d)`;

const READINGS: Reading[] = [
  // "promoted within two years of joining": a promotion at the employer, the earlier job's length.
  {
    re: new RegExp(
      `\\bpromoted\\s+(?:with)?in\\s+${NUMBER}\\s+years?\\s+(?:of|after)\\s+(?:joining|starting)(?:\\s+(?:their|the|his|her)\\s+${CO})?`,
      "gi",
    ),
    read: (m) => [promotedWithin(m[0]), previousJobYears(0, num((m[1] as string).toLowerCase()), m[0])],
  },
  // The previous job's length, with its bound.
  {
    re: new RegExp(
      `\\b(?:(?:spent|spending|worked|working|stayed|been)\\s+)?(less\\s+than|under|fewer\\s+than|below|at\\s+most|no\\s+more\\s+than|at\\s+least|more\\s+than|over)\\s+${NUMBER}\\s*(\\+)?\\s*years?\\s+(?:at|with|in)\\s+${PREVIOUS}`,
      "gi",
    ),
    read: (m) => {
      const bound = (m[1] as string).toLowerCase().replace(/\s+/g, " ");
      const n = num((m[2] as string).toLowerCase());
      if (/less|under|fewer|below/.test(bound)) return [previousJobYears(0, n - 1, m[0])];
      if (/most|no more/.test(bound)) return [previousJobYears(0, n, m[0])];
      if (/more|over/.test(bound)) return [previousJobYears(n + 1, undefined, m[0])];
      return [previousJobYears(n, undefined, m[0])];
    },
  },
  {
    re: new RegExp(`\\b${NUMBER}\\s*(?:\\+|or\\s+more)\\s*years?\\s+(?:at|with|in)\\s+${PREVIOUS}`, "gi"),
    read: (m) => [previousJobYears(num((m[1] as string).toLowerCase()), undefined, m[0])],
  },
  // Promoted within the current employer.
  {
    re: new RegExp(
      `\\b(?:(?:were|was|been|got|get|being)\\s+)?(?:promoted|moved\\s+up|rose|risen|grown|grew)\\s+(?:internally|from\\s+within|in[-\\s]?house|inside|through\\s+the\\s+ranks|${WHERE_THEY_ARE})\\b|\\bcame\\s+up\\s+(?:at|through|in)\\s+(?:one|a\\s+single|the\\s+same)\\s+compan(?:y|ies)\\b|\\binternal(?:ly)?\\s+promot(?:ed|ions?)\\b`,
      "gi",
    ),
    read: (m) => [promotedWithin(m[0])],
  },
  // "promoted in the last year", "recently promoted to manager": a promotion at the current
  // employer, dated by the current job's start (the job the promotion began); what it was to stays.
  {
    re: new RegExp(
      String.raw`\b(?:(?:were|was|been|got|get|being)\s+)?(recently\s+|newly\s+|just\s+)?promoted(\s+(?:to|into)\s+(?:an?\s+)?[\p{L}-]+(?:\s+(?:level|role|position))?)?(?:\s+(${PROMOTION_WINDOW}))?`,
      "giu",
    ),
    read: (m) => (promotedSomething(m) ? [] : [promotedWithin(m[0])]),
    keep: (m, negated) => {
      if (promotedSomething(m)) return m[0];
      let to = (m[2] ?? "").replace(/^\s*(?:to|into)\s+(?:an?\s+)?/i, " ");
      // "promoted to staff", "promoted to manager": one word at the end is the level it names.
      if (/^\s*[\p{L}-]+\s*$/u.test(to) && !/^\s+\p{L}/u.test(m.input.slice(m.index + m[0].length)))
        to = `${to} level`;
      const when = m[3] ?? (m[1] ? "recently" : "");
      // Under a negation the start is not asked: "not promoted this year" is no promotion, not a new job.
      return `${to} , ${when && !negated ? `started their current role ${when} , ` : ""}`;
    },
  },
  // One employer: no change of employer.
  {
    re: new RegExp(
      `\\b(?:still\\s+)?(?:at|with)\\s+the\\s+${CO}\\s+where\\s+(?:their|his|her|they)\\s+(?:careers?\\s+)?(?:started|began|start(?:ed)?\\s+out)|\\bstayed\\s+(?:at|with)\\s+(?:one|a\\s+single|the\\s+same)\\s+${CO}(?:${ALL_ALONG})?(?=\\s*(?:[,.;!?)]|$))|\\b(?:(?:at|with)\\s+)?(?:one|a\\s+single|the\\s+same)\\s+${CO}${ALL_ALONG}(?=\\s*(?:[,.;!?)]|$))|\\b(?:one|single)[-\\s](?:company|employer)\\s+careers?|\\bnever\\s+${SWITCH}\\s+${CO}`,
      "gi",
    ),
    read: (m) => [{ not: changedEmployer(m[0]) }],
  },
  // "whole career (has been) at X": X now, and no other employer; the name stays for the names pass.
  {
    re: /\b(?:whose\s+)?(?:whole|entire)\s+careers?\s+(?:has\s+been\s+|have\s+been\s+|was\s+|were\s+|so\s+far\s+)?(?=at\s|with\s)/gi,
    read: (m) => [{ not: changedEmployer(m[0]) }],
    keep: () => " ",
  },
  // One job: no earlier job at all.
  {
    re: /\b(?:first\s+and\s+only|one\s+and\s+only)\s+(?:job|role|position|employer)\b|\bfirst[-\s]jobbers?\b/gi,
    read: (m, state) => [{ not: earlierJob(state, m[0]) }],
  },
  // "counting promotions", "promotions included": how time at the employer is counted (it is).
  {
    re: /\b(?:counting|including|incl\.?|with)\s+(?:internal\s+)?promotions\b|\b(?:internal\s+)?promotions\s+(?:included|counted|count)\b/gi,
    read: () => [],
  },
  // Hired in from another company: the words between ("moved to Orbital Freight from another
  // company", "joined Acme from elsewhere") stay for the names pass.
  {
    re: new RegExp(
      `\\b${HIRED}\\s+((?:\\S+\\s+){0,4}?)from\\s+(?:(?:another|a\\s+different|an\\s+other|other)\\s+${CO}|elsewhere|outside)`,
      "giu",
    ),
    read: (m) => [changedEmployer(m[0])],
    keep: (m) => ` ${m[1] ?? ""} `,
  },
  // Employers counted under a ceiling ("at most two employers", "fewer than three companies so
  // far"): a ceiling allows the one-employer people, so it never asks for a change of employer;
  // only a ceiling of one employer excludes it. Read before the count it bounds.
  {
    re: new RegExp(
      `\\b(at\\s+most|no\\s+more\\s+than|not\\s+more\\s+than|up\\s+to|a\\s+max(?:imum)?\\s+of|max(?:imum)?|fewer\\s+than|less\\s+than|under)\\s+${NUMBER}\\s+(?:different\\s+)?(?:employers?|compan(?:y|ies)|firms?)\\b(?:\\s+(?:so\\s+far|to\\s+date|in\\s+(?:their|his|her)\\s+careers?))?`,
      "gi",
    ),
    read: (m, state) => {
      const strict = /fewer|less|under/i.test(m[1] as string);
      const most = num((m[2] as string).toLowerCase()) - (strict ? 1 : 0);
      if (most <= 1) return [{ not: changedEmployer(m[0]) }];
      state.notes.push(`"${m[0].trim()}": a ceiling that allows one employer: no change of employer asked`);
      return [];
    },
  },
  // Employers counted past one: "two employers so far", "worked at three companies to date".
  {
    re: new RegExp(
      `\\b${SEVERAL}\\s+(?:different\\s+)?employers\\b(?:\\s+(?:so\\s+far|to\\s+date|in\\s+(?:their|his|her)\\s+careers?))?|\\b${SEVERAL}\\s+(?:different\\s+)?(?:compan(?:y|ies)|firms)\\s+(?:so\\s+far|to\\s+date|in\\s+(?:their|his|her)\\s+careers?)`,
      "gi",
    ),
    read: (m) => [changedEmployer(m[0])],
  },
  // Changed employer; a change dated ("changed jobs in the last few months", "just switched
  // companies") is a recent start, the time readers'.
  {
    re: new RegExp(
      `(?<!\\b(?:just|recently|newly)\\s+)\\b(?:${SWITCH}\\s+${CO}|changed\\s+jobs)\\b(?:\\s+at\\s+least\\s+once|(?!\\s+(?:in|within|during|over|this|last|recently|lately|since|a\\s+few|<)\\b))|\\bmoved\\s+around|\\b(?:got|get|gotten)\\s+(?:the|a|their)\\s+(?:new\\s+)?(?:title|role|job|promotion)\\s+by\\s+${SWITCH}\\s+${CO}|\\b(?:now\\s+)?(?:at|in)\\s+their\\s+second\\s+(?:company|employer|job)|\\bmade\\s+(?:one|a)\\s+move\\s+to\\s+(?:another|a\\s+different|a\\s+new)\\s+${CO}(?:\\s+since)?|\\b(?:after\\s+)?(?:working|worked)\\s+(?:somewhere|anywhere)\\s+else\\s+(?:first|before)|\\bbefore\\s+moving\\s+to\\s+their\\s+current\\s+${CO}`,
      "giu",
    ),
    read: (m) => [changedEmployer(m[0])],
  },
];

/** An exclusion cue ending right before a phrase, in the same clause. */
const CUE_BEFORE =
  /(?:\b(?:not|no|nobody|no\s+one|none|never|skip|excluding|exclude|except|without|rather\s+than|instead\s+of|leave\s+out|but\s+not|anyone\s+but|not\s+including|[a-z]+n['’]t)\b)(?:\s+(?:anyone|anybody|someone|somebody|people|persons?|those|the\s+ones|ones|folks|candidates|profiles))?(?:\s+(?:who|that|whom))?(?:['’]s|['’]ve|\s+(?:has|have|had|is|are|was|were|got|get|did))?(?:\s+(?:been|ever|just|had))?(?:\s+with)?\s*$/i;

/**
 * A start at least this long ago: "joined (their company / Acme) more than 3 years ago", "started
 * their current job over 5 years ago"; or about then ("joined roughly 3 years ago", "joined 2 years
 * ago": about that long); a start after leaving one's own job ("left their firm 2 years ago"). The
 * bound and span stay as written for the tenure reader.
 */
/** "left their firm two years ago": the job after it began then (no employer is named). */
const LEFT_OWN_JOB = String.raw`(?:left|quit)\s+(?:their|his|her|the|a)\s+(?:last\s+|previous\s+|old\s+)?(?:jobs?|roles?|positions?|compan(?:y|ies)|employers?|firms?|startups?)`;
/** A word of the pattern's own grammar, which no employer's name (the slot is case-blind) starts with. */
const NOT_A_NAME = String.raw`(?!(?:more|over|at|longer|about|roughly|around|approximately|some|nearly|almost|not|no|well|just)\b)`;
const NAME_WORD = String.raw`${NOT_A_NAME}\p{Lu}[\p{L}\p{N}&.'-]*`;
const JOINED_AGO = new RegExp(
  String.raw`\b(?:joined|started(?:\s+at|\s+with)?|began(?:\s+at|\s+with)?|(?:was|were|got)\s+hired\s+(?:at|by)|${LEFT_OWN_JOB})` +
    String.raw`\s+(?:(?:their|his|her|the)\s+(?:current\s+|present\s+)?(compan(?:y|ies)|employers?|firms?|jobs?|roles?|positions?)\s+|(${NAME_WORD}(?:\s+${NAME_WORD}){0,3})\s+)?` +
    String.raw`(?:(more\s+than|over|at\s+least|longer\s+than)\s+|(?:about|roughly|around|approximately|some|nearly|almost)\s+)?((?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple(?:\s+of)?|several)\s+(?:years?|yrs?|months?|mos?|decades?))\s+ago\b`,
  "giu",
);

/** The time a JOINED_AGO start says, as the tenure readers read it. */
function joinedAgo(whole: string, job?: string, named?: string, floor?: string, said = ""): string {
  // The pattern is case-blind, so the employer's slot takes any word: only a capitalised one is a
  // name ("joined not more than 4 years ago" is left to the start reader).
  if (named !== undefined && !/^\p{Lu}/u.test(named)) return whole;
  const span = said.replace(/^an?\s+/i, "1 ");
  // "joined Acme about 3 years ago": Acme now, and about so long at the current employer.
  if (named !== undefined && !floor) return `at ${named} , at their current company for about ${span}`;
  if (job && /job|role|position/i.test(job)) return `in their current job for ${floor ?? "about"} ${span}`;
  return `at ${named ?? "their current company"} for ${floor ?? "about"} ${span}`;
}

/** Pass (text, before the comparatives: their bound words are made canonical here first): career-shape phrases to the career criteria. */
export function readCareerShape(state: ScanState) {
  // "started out at X", "got their start at X": the first job's employer (read-names places it).
  // "joined well over 4 years ago", "in excess of": the bound words JOINED_AGO reads.
  state.text = canonicalBounds(state.text)
    .replace(
      /\b(?:started\s+out|got\s+(?:their|his|her)\s+start|(?:started|began)\s+(?:their|his|her)\s+careers?|careers?\s+(?:started|began))\s+(?=at\s|with\s)/gi,
      "first job was ",
    )
    .replace(
      /\b(?:have|has)\s+since\s+(?:gone|moved)\s+(?:somewhere|anywhere)\s+else\b/gi,
      "have since moved on",
    )
    // "10+ yrs there" after an employer: the time at it.
    .replace(/\b(\d{1,2})\s*(\+)?\s*(?:yrs?|years?)\s+there\b/gi, "$1$2 years at their current company")
    // "joined more than 3 years ago": the time since at the employer joined, at least that long (read
    // as a recent start and years of experience, it asked the opposite).
    .replace(JOINED_AGO, joinedAgo);
  for (const { re, read, keep } of READINGS) {
    for (let m = re.exec(state.text); m; m = re.exec(state.text)) {
      const before = state.text.slice(0, m.index);
      const cue = CUE_BEFORE.exec(before.slice(-60));
      const start = cue ? m.index - cue[0].length : m.index;
      const nodes = read(m, state);
      const negated = cue !== null;
      for (const node of nodes) {
        const flip = negated ? ("not" in node ? node.not : { not: node }) : node;
        state.loose.push(flip);
      }
      if (nodes.length)
        state.notes.push(`"${m[0].trim()}": the career's shape${negated ? ", excluded" : ""}`);
      const replacement = keep ? keep(m, negated) : " , ";
      state.text = `${state.text.slice(0, start)}${replacement}${state.text.slice(m.index + m[0].length)}`;
      re.lastIndex = start + replacement.length;
    }
  }
}
