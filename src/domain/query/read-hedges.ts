/**
 * Hedged asks (round 10 of first sight): a message that mixes what it requires, what it refuses and
 * what it would only like. Requirements and hard refusals filter; preferences and soft refusals
 * never do (the preferences said as "ideally", "nice to have", "… preferred" are ./read-ad.ts's).
 *
 * - hard refusals are exclusions, never the thing they name: "a hard no on X", "X is a hard no",
 *   "X are a no-go", "X are off the table", "X is off-limits" become the "excluding X" / "X
 *   excluded" forms the exclusion passes read;
 * - requirement cues only say that what they sit beside is required, which every criterion already
 *   is: "is a must", "(must)", "must be", "non-negotiable", "that's required", "is a hard
 *   requirement", "is a deal-breaker" (what is missing breaks the deal), "as long as" are dropped
 *   and what they govern stays; "must not be X" is "not X";
 * - soft refusals and indifference filter nothing: "we'd rather not X", "we'd prefer people who
 *   aren't X", "we'd rather avoid X", "we'd rather skip X", "we don't mind X" are dropped with their
 *   clause (up to the next comma, "but" or "though"); a positive "we'd prefer X" only ranks.
 * When a cue's clause cannot be told, nothing of it filters (never the opposite of what was said).
 */
import { CRITERION_KINDS, type ParsedQuery, RANGE_KINDS } from "./criteria.ts";
import { cut, type ParseContext, type ScanState } from "./parse-state.ts";
import { leavesOf } from "./plan.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { sayLanguageRequirements } from "./read-languages.ts";
import { fold } from "./text.ts";

type Parse = (query: string, context: ParseContext) => ParsedQuery;

/** The words that close a clause a hedge governs. */
const CLAUSE_END = /[,;.!?\n()]|\s(?:but|though|although|however|as\s+long\s+as)\b/i;
const CLAUSE_BREAK = /[,;.!?\n(]|\b(?:but|and|though|although|however|while|whereas)\b/gi;
/** Where the clause that ends the text begins: after its last break. */
const clauseStart = (text: string) => {
  let at = 0;
  for (const m of text.matchAll(CLAUSE_BREAK)) at = m.index + m[0].length;
  return at;
};

const HARD = "(?:an?\\s+)?(?:hard|firm|absolute|definite|strict|total|flat)\\s+no";
/** "a hard no on X", "hard no to X": the refusal before what it refuses. */
const HARD_NO_ON = new RegExp(`\\b${HARD}\\s+(?:on|to|for|with)\\s+`, "gi");
/** Where the clause that says it ends: punctuation, a bracket or the text's end. */
const ENDS = "(?=\\s*(?:[,;.!?)]|$))";
/**
 * "X is a hard no", "X are a no-go", "X are off the table", "X is out", "X are a red flag", "X won't
 * work for us", "X are a deal-breaker": the refusal after it ("who is out of work" is no refusal).
 */
const REFUSED_AFTER = new RegExp(
  `(?<!\\b(?:who|that|which))\\s+(?:(?:is|are|=)\\s+(?:${HARD}\\b|(?:an?\\s+)?(?:absolute\\s+|hard\\s+)?no[\\s-]go\\b|off[\\s-]limits\\b|off\\s+the\\s+table\\b|out\\s+of\\s+the\\s+question\\b|out${ENDS}|(?:an?\\s+)?(?:big\\s+|huge\\s+|real\\s+)?red[\\s-]flags?\\b|(?<deal>(?:an?\\s+)?(?:absolute\\s+|real\\s+|total\\s+)?deal[\\s-]?breakers?\\b))|(?:won['’]?t|will\\s+not|wouldn['’]?t|would\\s+not|do(?:es)?n['’]?t|do(?:es)?\\s+not)\\s+work(?:\\s+for\\s+(?:us|me|them|this\\s+(?:role|team)|the\\s+(?:role|team)))?${ENDS})`,
  "gi",
);
/**
 * The kinds that are people, not something a person holds: "agency recruiters are a deal-breaker"
 * (having them breaks the deal) refuses them, "the PhD is a deal-breaker" (lacking it breaks the
 * deal) requires it, as round 10's labels read it.
 */
/** What a person holds or has done: ranges (years, graduation, company size), schooling, skills. */
const HELD_KINDS = new Set<string>([
  ...RANGE_KINDS,
  "school",
  "degree",
  "skill",
  "tenure",
  "language",
  "certification",
  "text",
]);
const PEOPLE_KINDS = new Set<string>(CRITERION_KINDS.filter((k) => !HELD_KINDS.has(k)));

/** Requirement cues: dropped, what they govern stays. Not after "not" (./read-ad.ts reads those). */
const REQUIREMENT_CUES: RegExp[] = [
  /\(\s*(?:must|required|mandatory|non[\s-]?negotiable|a\s+must)\s*\)/gi,
  /\b(?:(?:is|are)\s+)?(?:an?\s+)?(?:absolute\s+|hard\s+)?must(?:[\s-]haves?)?(?=\s*(?:[,;.!?)]|$))/gi,
  /\b(?:(?:that|this|it)(?:['’]s|\s+is)\s+|(?:is|are)\s+)?(?:an?\s+)?(?<!not\s+(?:an?\s+)?)(?:hard|strict|firm)\s+requirement\b/gi,
  /\b(?:(?:that|this|it)(?:['’]s|\s+is)\s+|(?:is|are)\s+)?(?<!not\s+)non[\s-]?negotiable\b/gi,
  /\b(?:(?:that|this|it)(?:['’]s|\s+is)\s+|(?:is|are)\s+)(?<!not\s+)(?:required|mandatory|essential|compulsory)\b/gi,
  /\b(?:(?:that|this|it)(?:['’]s|\s+is)\s+|(?:is|are)\s+)(?!not\b)(?:an?\s+)(?:absolute\s+)?deal[\s-]?breaker\b/gi,
  /\bas\s+long\s+as\s+(?:(?:it|they|he|she)(?:['’]s|['’]re|\s+is|\s+are)\s+)?/gi,
];
/** "must be", "must have", "must already be", "must currently be": the requirement's verb. */
const MUST_VERB =
  /\b(?:they\s+|who\s+|candidates\s+)?must(?:[\s-]+haves?\s*:?|\s+(?:(?:already|currently|still|also)\s+)?(?:be|have|use|hold|live)\b)?/gi;
const MUST_NOT = /\b(?:must\s+not|mustn['’]?t)\s+(?:be\s+)?/gi;

/** Soft refusals and indifference: the clause after them filters nothing. */
const SOFT_CUE =
  /\b(?:(?:we|i)(?:['’]d|\s+would)\s+(?:much\s+)?(?:rather|prefer)|would\s+rather|(?:we|i)\s+(?:do\s*n['’]?t|do\s+not|don['’]t)\s+mind|(?:do\s*n['’]?t|do\s+not)\s+mind|(?:we|i)\s+(?:are|['’]re)\s+not\s+fussed\s+about)\b/gi;
const NEGATIVE_IN_CLAUSE =
  /\b(?:not|no|never|avoid|skip|without|except|other\s+than|aren['’]?t|weren['’]?t|isn['’]?t|wasn['’]?t)\b|n['’]t\b/i;

/** Pass (raw text, before the job-ad and exclusion passes): hard refusals, requirement and soft cues. */
export function readHedges(state: ScanState, parse: Parse) {
  state.text = state.text.replace(HARD_NO_ON, " excluding ");
  readRefusalsAfter(state, parse);
  // Soft refusals first: their clause ends at "as long as", a requirement cue dropped next.
  readSoftRefusals(state);
  state.text = sayLanguageRequirements(state.text.replace(MUST_NOT, " not "));
  for (const cue of REQUIREMENT_CUES) state.text = state.text.replace(cue, " ");
  state.text = state.text.replace(MUST_VERB, " ");
}

/** "seniors are a hard no": "seniors excluded", the clause-start form the exclusion cues read. */
function readRefusalsAfter(state: ScanState, parse: Parse) {
  // A copy of its own: the parse below reads hedges too, and would move a shared lastIndex.
  const refusal = new RegExp(REFUSED_AFTER);
  for (let m = refusal.exec(state.text); m; m = refusal.exec(state.text)) {
    const before = state.text.slice(0, m.index);
    const at = clauseStart(before);
    const refused = before.slice(at).trim();
    const rest = state.text.slice(m.index + m[0].length);
    // A deal-breaker that is not people is a requirement: the requirement cues drop its words.
    if (m.groups?.deal && !namesPeople(refused, state.context, parse)) continue;
    state.text = refused
      ? `${before.slice(0, at)} , ${refused} excluded ,${rest}`
      : `${before.slice(0, at)} ,${rest}`;
    if (!refused) state.notes.push(`"${m[0].trim()}": a refusal with nothing before it, not applied`);
    refusal.lastIndex = 0;
  }
}

const namesPeople = (words: string, context: ParseContext, parse: Parse) =>
  leavesOf(parse(words, context).where).some((l) => PEOPLE_KINDS.has(l.criterion.kind));

function readSoftRefusals(state: ScanState) {
  for (let m = SOFT_CUE.exec(state.text); m; m = SOFT_CUE.exec(state.text)) {
    const rest = state.text.slice(m.index + m[0].length);
    const end = CLAUSE_END.exec(rest);
    const clause = end ? rest.slice(0, end.index) : rest;
    const whole = `${m[0]}${clause}`;
    const indifferent = /mind|fussed/i.test(m[0]);
    if (!indifferent && !NEGATIVE_IN_CLAUSE.test(clause)) {
      // "we'd prefer people in Berlin": a preference, it ranks.
      state.soft.push(
        ...fold(clause)
          .split(" ")
          .filter((w) => w && !STOP_WORDS.has(w) && !/^\d+$/.test(w)),
      );
      state.notes.push(`"${whole.trim()}": preferred, not required (ranks results, filters nothing)`);
    } else
      state.notes.push(
        `"${whole.trim()}": ${indifferent ? "says what does not matter" : "a soft refusal, not a requirement"}, filters nothing`,
      );
    cut(state, m.index, whole.length);
    SOFT_CUE.lastIndex = 0;
  }
}
