/**
 * Polarity, a pass of its own: every way a query says "not", "except", "no longer" or "before" is
 * brought to the few forms the later passes read with the right sense, and whatever cue is still
 * unread at the end makes the criterion it governs not apply rather than apply positively.
 *
 * - text (before the ranges): contractions ("aren't" = "are not"), exclusions said as people say them
 *   ("nobody from", "anyone but", "apart from" = "except"), departures ("left", "quit", "moved on
 *   from", "came out of", "no longer with" = "formerly"), "not at X anymore" = "formerly at X";
 * - words (before the names): an earlier role ("used to be a developer", "former designers") is a
 *   past role, never the current one;
 * - after the phrases: a window said with a departure ("left a bank in the last year") dates it;
 * - after the operators: the guard (./polarity-guard.ts).
 */
import { facet } from "../search/facets.ts";
import { monthWindowTokens, timeFacet } from "../search/time-facets.ts";
import type { Criterion } from "./criteria.ts";
import { FOREIGN_REWRITES, portugueseInThe } from "./foreign-polarity.ts";
import { LEVEL_LABEL } from "./meaning-criteria.ts";
import { addItem, cuedAt, markUsed, type ScanState, span, type Window, type Word } from "./parse-state.ts";
import { PHRASES, phraseAt, phraseMeans, ROLE_MEANINGS } from "./phrase-meanings.ts";
import { readModifiedPastTitle } from "./read-past-titles.ts";
import { LEADER_LEVELS } from "./title-entry.ts";

const REWRITES: [RegExp, string][] = [
  // "left their job in the last 3 years": no employer is named, so no employer is left; the job
  // after it began since, as "changed jobs in the last 3 years" (the time readers').
  [
    /\b(?:left|quit)\s+(?:their|his|her|the|a)\s+(?:last\s+|previous\s+|old\s+)?(?:jobs?|roles?|positions?|compan(?:y|ies)|employers?|firms?|startups?|workplaces?)\b(?=\s+(?:in|within|during|over|this|last|recently|lately|since)\b)/gi,
    " changed jobs ",
  ],
  // "left their job at Acme", "quit their role at a bank": Acme, the bank, is the employer left.
  [/\b(left|quit)\s+(?:their|his|her|the|a)\s+(?:jobs?|roles?|positions?)\s+(?:at|with)\s+/gi, "$1 "],
  // Contractions, with or without the apostrophe ("arent", "dont" are typed too).
  [/\b(are|is|was|were|do|does|did|has|have|had)n['’]?t\b/gi, "$1 not"],
  [/\bain['’]?t\b/gi, "not"],
  // Absence said as typed: "w/o", "w/out", "wo/" and "lacking", "sans" are "without".
  [/(?<![\w/])(?:w\s*\/\s*o(?:ut)?|wo\/)(?![\w/])|\b(?:lacking|lacks|sans)\b/gi, " without "],
  [/\b(?:can['’]?t|cannot|won['’]?t)\b/gi, "not"],
  // "isn't there anymore" after a past employer says again that they left it.
  [/\b(?:but\s+)?(?:is|are|s)?\s*not\s+(?:there|here|with them)\s+any\s*more\b/gi, " , "],
  // "not at Acme anymore", "not with Acme any longer": a past employer.
  [
    /\bnot\s+(?:working\s+)?(?:at|with|for)\s+([^,;?.!]{1,40}?)\s+(?:any\s*more|any\s+longer)\b/gi,
    "formerly at $1",
  ],
  // Exclusions said in everyday ways: what follows is excluded.
  [
    /\b(?:but\s+|just\s+)?(?:nobody|no\s*one|none|not\s+one|not\s+anyone|not\s+anybody|no\s+(?:people|candidates?|one))\b(?:\s+(?:who\s+(?:is|are|comes?|came)|that\s+(?:is|are)))?/gi,
    " except ",
  ],
  [
    /\b(?:leave|leaving)\s+out\b|\b(?:any(?:one|body)|every(?:one|body)|all|people)\s+(?:but|bar|except(?:\s+for)?)\b|\b(?:apart|aside)\s+from\b|\bwith\s+the\s+exception\s+of\b|\bexcepting\b|\bsave\s+for\b|\bbarring\b|\bminus\b|\bnot\s+including\b/gi,
    " except ",
  ],
  // Exclusions as notes and sales-ops sheets abbreviate them: "excl.", "excl", "exc.", "exclusive
  // of", and the verbs of leaving something out ("skip", "avoid", "ignore", "omit", "drop").
  // "ex." is left out on purpose: "ex-Acme" is a former employee, and "ex." also means "e.g.".
  [/\b(?:excl|excld|exc)\b\.?|\bexclusive\s+of\b|\bexcludes?\b/gi, " except "],
  // The same verbs before a level said as what someone is: "skip anyone at entry level", "ignore
  // anyone who is senior", "omit anyone that is an intern" (the person words go with the verb).
  [
    /(?<![\p{L}\p{N}])(?:[Ss]kip|[Ss]kipping|[Aa]void|[Aa]voiding|[Oo]mit|[Oo]mitting|[Ii]gnore|[Ii]gnoring|[Dd]rop|[Dd]ropping)\s+(?:any(?:one|body)|all|people|those)\s+(?:at|who\s+(?:is|are)|who['’]s|that\s+(?:is|are))\s+(?:an?\s+|the\s+)?(?=(?:jr|juniors?|seniors?|sr|entry|interns?|directors?|managers?|vps?|heads?|c-?level)\b)/gu,
    " except ",
  ],
  // The verbs of leaving out, only before a name (capitalised) or a level: "skip Acme people",
  // "avoid juniors"; not "designers who skip meetings". Case-sensitive for the name's capital.
  [
    /(?<![\p{L}\p{N}])(?:[Ss]kip|[Ss]kipping|[Aa]void|[Aa]voiding|[Oo]mit|[Oo]mitting|[Ii]gnore|[Ii]gnoring|[Dd]rop|[Dd]ropping)\s+(?=(?:any(?:one|body)?\s+|all\s+|the\s+)?(?:from\s+|at\s+|in\s+)?\p{Lu}|(?:any(?:one|body)?\s+|all\s+|the\s+)?(?:jr|juniors?|seniors?|sr|entry|interns?|directors?|managers?|vps?|heads?|c-?level)\b)/gu,
    " except ",
  ],
  // A preference against: "in Rome rather than Milan", "Go instead of Java" (what follows is not wanted).
  [/\b(?:rather\s+than|instead\s+of|in\s+place\s+of)\b/gi, " but not "],
  // A refusal said as a lack of interest: "not interested in (anyone / people) from X", "not
  // looking at anyone from X", "don't want anyone at X", "pass on X", "no interest in X".
  [
    /\b(?:(?:not|no)\s+(?:interested|interest)\s+in|not\s+(?:looking\s+(?:at|for)|considering|open\s+to)|(?:do|does)\s+not\s+want|pass\s+on)\s+(?:(?:any(?:one|body)?|people|candidates?|folks|someone)\s+)?(?:who\s+(?:is|are|was|were|has|have)\s+)?/gi,
    " except ",
  ],
];

/**
 * Leaving an employer or an industry: what follows is a past one. In any tense or person, as
 * non-native English says it ("who leave X last year", "leaving X"); "leave" as a noun ("on leave",
 * "parental leave") is not a departure.
 */
const DEPARTURE =
  /\b(?:(?:have|has|had)\s+)?(?:since\s+)?(?:left|quit|quits|quitting|(?<!\b(?:on|parental|maternity|paternity|sick|annual|of|study)\s+)(?:leave|leaves|leaving)(?!\s+(?:of|for)\b)|departed(?:\s+from)?|exited|moved\s+on\s+from|moved\s+(?:out|away)\s+(?:of|from)|(?:came|come|coming)\s+out\s+of|stepped\s+(?:away|down)\s+from|no\s+longer\s+(?:(?:work(?:s|ing)?|employed|engaged)\s+)?(?:at|with|for|in|by))\b/gi;

const WAS =
  "(?:worked|work|was|were|been|be|employed|working|spent\\s+(?:some\\s+)?(?:time|years)|(?:did|had)\\s+a\\s+stint)";
const BEFORE =
  "(?:before|previously|earlier(?:\\s+(?:in|on)(?:\\s+(?:their|his|her|the))?\\s+careers?)?|formerly|once|in\\s+the\\s+past)";
/**
 * An employer said in the past without a departure verb: "worked before at X", "previously was
 * at X", "was at X before", "used to work X", "who were at X". Each is "formerly at X".
 */
const PAST_AT: [RegExp, string][] = [
  [new RegExp(`\\b${WAS}\\s+${BEFORE}\\s+(?:at|for|with)\\b`, "gi"), " formerly at "],
  [new RegExp(`\\b${BEFORE}\\s+${WAS}\\s+(?:at|for|with)\\b`, "gi"), " formerly at "],
  [
    new RegExp(
      `\\b${WAS}\\s+(?:at|for|with)\\s+([^,;?.!]{1,40}?)\\s+${BEFORE}(?=\\s*(?:[,;?.!]|$)|\\s+(?:but|and|then)\\b)`,
      "gi",
    ),
    " formerly at $1 ",
  ],
  // "had been at Acme" (a past perfect is over), "previous employers include Acme": an earlier employer.
  [/\bhad\s+been\s+(?:working\s+(?:at|with|for)|employed\s+(?:at|with|for|by)|at|with)\b/gi, " formerly at "],
  [
    /\b(?:previous|past|former|earlier|prior)\s+(?:employers?|companies|workplaces?|firms)\s*(?:include|including|includes|are|were|like|such\s+as|:)/gi,
    " formerly at ",
  ],
  // "after working in fintech", "after a stint at Acme": a job that has ended.
  [
    /\bafter\s+(?:working|years|a\s+stint|a\s+career|(?:spending\s+)?(?:some\s+)?time)\s+in\b/gi,
    " formerly in ",
  ],
  [
    /\bafter\s+(?:working|years|a\s+stint|a\s+career|(?:spending\s+)?(?:some\s+)?time)\s+(?:at|for|with)\b/gi,
    " formerly at ",
  ],
  // "... and have since moved on", "but have moved on since": the departure from what was just said.
  [
    /\b(?:(?:but|and)\s+)?(?:have|has|had)\s+(?:since\s+)?moved\s+on(?:\s+since)?\b(?!\s+(?:from|to)\b)/gi,
    " , ",
  ],
  [/\bused\s+to\s+work\b(?!\s+(?:at|for|with|in|as|on)\b)/gi, " formerly at "],
  [/\bused\s+to\s+be\s+(?:at|with)\b/gi, " formerly at "],
  [/\b(?:was|were)\s+(?:at|with)\b/gi, " formerly at "],
];

/**
 * "current or former" (either order, "past or present", "and", "/") said of an employer is both its
 * present and its past people: the employer is "worked at" (the current-or-earlier criterion), so an
 * exclusion of it ("nobody from X, current or former") excludes both.
 */
const NOW_OR_THEN =
  "(?:both\\s+)?(?:(?:current|present|now)\\s*(?:or|and|&|/)\\s*(?:former|past|previous|ex)|(?:former|past|previous|ex)\\s*(?:or|and|&|/)\\s*(?:current|present))";
const EITHER_TENSE: [RegExp, string][] = [
  [
    new RegExp(
      `\\b(?:from|at|with)\\s+([^,;.!?()|]{1,40}?)\\s*[,(]?\\s*${NOW_OR_THEN}(?:\\s+(?:employees?|staff|people|folks))?\\b\\)?`,
      "gi",
    ),
    " worked at $1 ",
  ],
  [
    new RegExp(`\\b${NOW_OR_THEN}\\s+(?:(?:employees?|staff|people|folks)\\s+)?(?:of|at|from)\\b`, "gi"),
    " worked at ",
  ],
  [new RegExp(`\\b${NOW_OR_THEN}\\b(?=\\s+\\p{Lu})`, "gu"), " worked at "],
];

/** Pass (text): contractions, exclusions and departures in the forms the later passes read. */
export function readPolarityText(state: ScanState) {
  state.text = portugueseInThe(state.text);
  for (const [pattern, by] of FOREIGN_REWRITES) state.text = state.text.replace(pattern, by);
  for (const [pattern, by] of REWRITES) state.text = state.text.replace(pattern, by);
  for (const [pattern, by] of EITHER_TENSE) state.text = state.text.replace(pattern, by);
  const departed = () => {
    state.departed = true;
    return " formerly ";
  };
  state.text = state.text.replace(DEPARTURE, departed);
  for (const [pattern, by] of PAST_AT)
    state.text = state.text.replace(pattern, (...m) => {
      state.departed = true;
      return by.replace("$1", String(m[1]));
    });
}

/** Words before a role the person held before ("used to be a", "was once an", "former", "ex-"). */
const PAST_ROLE_CUES = [
  "used to be",
  "used to work a",
  "wa once",
  "were once",
  "once",
  "wa",
  "were",
  "former",
  "formerly",
  "previously",
  "ex",
  // Other ways English says a role is over ("one-time CTOs", "erstwhile heads of sales", "retired
  // nurses", "who had been directors", "previous / past presidents").
  "one time",
  "onetime",
  "erstwhile",
  "retired",
  "had been",
  "previous",
  "past",
].map((c) => c.split(" "));
const ARTICLES = new Set(["a", "an", "the"]);

const isRoleAt = (ws: readonly Word[], at: number) =>
  [3, 2, 1].some((len) => phraseMeans(ws, at, len, (kind) => ROLE_MEANINGS.has(kind)));

/** Pass (words, before the names): a role said in the past is an earlier role. */
export function readPastRoles(state: ScanState) {
  const ws = state.words;
  for (const { cue: i, at } of cuedAt(ws, PAST_ROLE_CUES, ARTICLES)) {
    const word = ws[at];
    if (!word || word.used) continue;
    if (isRoleAt(ws, at)) {
      heldBefore(word, i);
      // "former marketing VPs": the rung after the role is held before too.
      const len = [3, 2, 1].find((n) => phraseMeans(ws, at, n, (kind) => ROLE_MEANINGS.has(kind))) ?? 1;
      readPastRungs(ws, at + len, i);
      markUsed(ws, i, at);
    } else if (isLevelHeadAt(ws, at)) {
      // "former managers", "ex-directors": a level an earlier job was held at (the index's past
      // level); read as the level now it would be the opposite of the ask.
      addPastLevel(state, i, at);
    } else if (readPastRungs(ws, at, i)) markUsed(ws, i, at);
    else readModifiedPastTitle(state, i, at);
  }
}

const isRung = (kind: string) => kind === "level" || kind === "prefix";

/**
 * Levels and rungs said before a role, or of two words, after a past cue ("former senior engineers",
 * "ex C-levels", "former staff engineers"): each held before, and the role too; read as the level now
 * they asked the opposite. Whether any was read.
 */
function readPastRungs(ws: Word[], at: number, cue: number): boolean {
  let k = at;
  while (k < ws.length && !ws[k]?.used && !ws[k]?.boundary) {
    const len = [2, 1].find((n) => k + n <= ws.length && phraseMeans(ws, k, n, isRung));
    if (!len) break;
    // "former senior directors": "senior" is part of the leader's title (as ./nested-levels.ts
    // reads it now), not a second earlier level no Senior Director held.
    if (isSeniorBeforeLeader(ws, k, len)) (ws[k] as Word).used = true;
    else heldBefore(ws[k] as Word, cue);
    k += len;
  }
  if (k === at) return false;
  const role = ws[k];
  if (role && !role.used && !role.boundary && isRoleAt(ws, k)) heldBefore(role, cue);
  return true;
}

/** A phrase of the earlier job the cue at `cue` names (./read-past-spans.ts joins them). */
function heldBefore(word: Word, cue: number): void {
  word.tense = "past";
  word.pastCue = cue;
}

/** Whether the words at `at` are a leader level or a leader's title ("directors", "finance directors"). */
const leaderAt = (ws: readonly Word[], at: number) =>
  [3, 2, 1].some((n) =>
    phraseAt(ws, at, n).some(
      (m) =>
        (m.kind === "level" && m.levels.every((l) => LEADER_LEVELS.has(l))) ||
        (m.kind === "title" && m.entry.level !== null && LEADER_LEVELS.has(m.entry.level)),
    ),
  );

/** "senior" before a leader level or a leader's title, a department between or not ("senior finance directors"). */
function isSeniorBeforeLeader(ws: readonly Word[], at: number, len: number): boolean {
  if (len !== 1 || ws[at]?.w !== "senior") return false;
  const role = [2, 1].find((n) => phraseMeans(ws, at + 1, n, (kind) => ROLE_MEANINGS.has(kind))) ?? 0;
  return leaderAt(ws, at + 1) || (role > 0 && leaderAt(ws, at + 1 + role));
}

/** A level word that is the head of its phrase ("managers", not "senior" of "senior engineers"). */
const isLevelHeadAt = (ws: readonly Word[], at: number) =>
  phraseMeans(ws, at, 1, (kind) => kind === "level") && !isRoleAt(ws, at + 1) && !isLevelAt(ws, at + 1);
const isLevelAt = (ws: readonly Word[], at: number) =>
  [2, 1].some((len) => at + len <= ws.length && phraseMeans(ws, at, len, (kind) => kind === "level"));

/** The month tokens of leaving a past employer or industry within the window. */
export function datedDepartureTokens(
  state: ScanState,
  c: Criterion,
  minAgo: number,
  maxAgo: number | undefined,
): string[] | null {
  const months = (f: (y: number, m: number) => string) => monthWindowTokens(state.now, minAgo, maxAgo, f);
  if (c.kind === "past_industry" && c.value) {
    const value = c.value;
    return months((y, m) => timeFacet.industryEnded(value, y, m));
  }
  if (c.kind !== "past_company" || !c.value) return null;
  const match = state.context.companies.resolve(c.value);
  const ids = match?.ids ?? [];
  const names = match?.names.length ? match.names : [c.value];
  return [
    ...ids.flatMap((id) => months((y, m) => timeFacet.companyEnded(id, y, m))),
    ...names.flatMap((n) => months((y, m) => timeFacet.companyNameEnded(n, y, m))),
  ];
}

/**
 * The past employers the items read, and past industries when asked; items read under a "not"
 * only when asked (an excluded past employer is no departure to exclude as current).
 */
export function pastCriteria(
  state: ScanState,
  include: { industries: boolean; negated: boolean },
): Criterion[] {
  return state.items.flatMap((it) =>
    include.negated || !it.negated
      ? ("kind" in it.node ? [it.node] : "all" in it.node ? it.node.all : []).filter(
          (c): c is Criterion =>
            "kind" in c && (c.kind === "past_company" || (include.industries && c.kind === "past_industry")),
        )
      : [],
  );
}

/**
 * Date the leaving of each past employer or industry by the window: its tokens become the months
 * of leaving in the window, and its label says so in the caller's wording ("left in the last 12
 * months", "left 0-24 months ago").
 */
export function dateLeaving(
  state: ScanState,
  past: readonly Criterion[],
  window: Window,
  wording: (window: Window) => string,
) {
  for (const c of past) {
    const tokens = datedDepartureTokens(state, c, window.minAgo, window.maxAgo);
    if (!tokens) continue;
    c.tokens = tokens;
    c.label = `${c.label}, ${wording(window)}`;
  }
}

/**
 * Pass (after the phrases): a window said with a departure dates the leaving ("left a bank in the
 * last year": a bank job that ended in the last twelve months). A window nothing took is noted and
 * not applied.
 */
export function dateDepartures(state: ScanState) {
  const window = state.window;
  if (!window) return;
  state.window = undefined;
  const past = pastCriteria(state, { industries: true, negated: true });
  if (!state.departed || past.length === 0 || window.maxAgo === undefined) {
    state.notes.push("a time window was said but nothing it dates was read: not applied");
    return;
  }
  dateLeaving(state, past, window, (w) => `left in the last ${w.maxAgo} months`);
}

/** The level an earlier job was held at, from a level word after a past cue. */
function addPastLevel(state: ScanState, cue: number, at: number): void {
  const ws = state.words;
  const levels = PHRASES.get((ws[at] as Word).w)?.flatMap((m) => (m.kind === "level" ? m.levels : [])) ?? [];
  addItem(
    state,
    cue,
    at + 1,
    {
      kind: "past_role",
      label: `Previously at level ${levels.map((l) => LEVEL_LABEL[l]).join(" or ")}`,
      tokens: levels.map((l) => facet.pastLevel(l)),
      from: span(ws, cue, at + 1),
      value: levels.join(" "),
      confidence: 0.8,
    },
    "past_role",
  );
}
