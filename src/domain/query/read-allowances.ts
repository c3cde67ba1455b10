/**
 * Allowances and conditions said not to be needed (round 15 of first sight, issue 45, and review
 * r62): what they name is accepted, not required, so they filter nothing. Each names its thing
 * under a negation ("don't rule out juniors", "not opposed to people in Leeds", "doesn't have to
 * be in Berlin"); read as one negation by the exclusion passes, each was the opposite of the ask.
 * - an objection said negated: "not that I'd say no to a senior", "we wouldn't turn down", "don't
 *   rule out", "not ruling out", "not against", "not opposed / averse to", "not unhappy with",
 *   "can't say I'd mind", "I can't say juniors would be a problem", "it's not that we don't want";
 * - an objection denied after the thing: "juniors are no dealbreaker", "X is not a hard no";
 * - a level said to be fine ("seniors are fine"): a rung allowed beside the ones asked. Any other
 *   thing said to be fine is the acceptable set, still the condition ("Munich or Berlin is fine");
 * - a requirement said not to be one: "doesn't have to be in Berlin", "not necessarily senior",
 *   "no need to be", "not required to be", "needn't be", "Berlin isn't a must": dropped, noted.
 * An allowed level said beside "mainly / mostly <level>" joins it as an alternative ("mainly
 * mid-level ... not that I'd say no to a senior": mid or senior). No maintained source lists these
 * forms: they are English grammar (a negated objection, a negated requirement), written once here.
 */
import type { ScanState } from "./parse-state.ts";

/** Where what an allowance names ends: a clause's end, or a "but" / "though". */
const UNTIL = "(?=\\s*(?:[,;.!?()—–]|\\bbut\\b|\\bthough\\b|$))";
const NEG =
  "(?:do\\s*n['’]?t|do\\s+not|does\\s*n['’]?t|does\\s+not|would\\s*n['’]?t|would\\s+not|wo\\s*n['’]?t|will\\s+not|['’]d\\s+not|not|never)";
/**
 * An objection whose negation allows what follows it; "don't mind which team" is an indifference
 * (./read-hedges.ts), not an allowance of a thing.
 */
const OBJECTION =
  "(?:say(?:ing)?\\s+no\\s+to|turn(?:ing)?\\s+down|rul(?:e|ing)\\s+out|mind|object(?:ing)?\\s+to|(?:be\\s+)?(?:against|opposed\\s+to|averse\\s+to|unhappy\\s+with|put\\s+off\\s+by))";
const ALLOWS_BEFORE = new RegExp(
  `\\b(?:not\\s+that\\s+(?:i|we)(?:['’]d|\\s+would)\\s+${OBJECTION}|(?:i|we)?\\s*(?:['’](?:m|re)\\s+|\\s+(?:am|are)\\s+)?${NEG}\\s+${OBJECTION}|can\\s*['’]?t\\s+say\\s+(?:(?:i|we)(?:['’]d|\\s+would)\\s+${OBJECTION})|(?:it['’]s|it\\s+is)\\s+not\\s+that\\s+(?:i|we)\\s+${NEG}\\s+(?:want|like|need)(?:\\s+to\\s+(?:see|meet|hire))?)\\s+(?!(?:which|what|where|whether|if|how|who|when|about)\\b)([^,;.!?()—–]+?)${UNTIL}`,
  "gi",
);
/** "I can't say juniors would be a problem": a negated objection around the thing. */
const CANT_SAY_PROBLEM =
  /\b(?:i|we)?\s*(?:can\s*['’]?t|cannot|could\s*n['’]?t|would\s*n['’]?t|do\s*n['’]?t)\s+(?:say|think|see\s+(?:how|why))\s+([^,;.!?()—–]{1,40}?)\s+(?:would|will|should|could|are|is|would\s+be)\s+(?:be\s+)?an?\s+(?:real\s+|big\s+)?(?:problem|issue|concern|dealbreaker|deal\s+breaker|obstacle)(?=\s*(?:[,;.!?)—–]|\bbut\b|$))/gi;
const ALLOWED_AFTER =
  /(^|[,;:.!?(—–]|\b(?:but|and|though|although)\b)(?!\s*(?:any|every|all|whatever|whichever)\b)([^,;:.!?(—–]{1,40}?)\s+(?:is|are)\s+(?:(?:no|not\s+an?)\s+(?:real\s+|big\s+)?(?:deal[\s-]?breakers?|problem|issue|concern|obstacle|hard\s+no)|(fine|ok|okay|acceptable|allowed)(?:\s+too|\s+as\s+well)?)(?=\s*(?:[,;.!?)—–]|\bbut\b|$))/gi;
/** A requirement said not to be one: what it governs is dropped. */
const NOT_NEEDED = new RegExp(
  `\\b(?:(?:does|do|did)\\s*n['’]?t\\s+(?:have|need)\\s+to\\s+be|(?:does|do)\\s+not\\s+(?:have|need)\\s+to\\s+be|need\\s*n['’]?t\\s+be|need\\s+not\\s+be|no\\s+need\\s+(?:for\\s+(?:them|him|her|you)\\s+)?to\\s+be|not\\s+(?:necessarily|required\\s+to\\s+be|obliged\\s+to\\s+be|a\\s+must\\s+to\\s+be)|(?:is|are)\\s*n['’]?t\\s+required\\s+to\\s+be)\\s+([^,;.!?()—–]+?)${UNTIL}`,
  "gi",
);
const NOT_A_MUST =
  /(^|[,;:.!?(—–]|\b(?:but|and|though|although)\b)([^,;:.!?(—–]{1,40}?)\s+(?:is|are)\s*(?:n['’]?t|\s+not)\s+(?:a\s+must|a\s+requirement|required|essential|mandatory|necessary|needed|a\s+hard\s+requirement)(?=\s*(?:[,;.!?)—–]|\bbut\b|$))/gi;

const LEVEL_WORD =
  /^(?:an?\s+|the\s+)?(?:interns?|juniors?|jr|entry[\s-]level|mid(?:[\s-]?level)?s?|mid[\s-]?seniors?|seniors?|sr|staff|principals?|leads?|managers?|heads?|directors?|vps?|c[\s-]?level)$/i;
/** "mainly mid-level": the level the query mostly wants, which an allowed level joins. */
const MAINLY_LEVEL =
  /\b(?:mainly|mostly|primarily|predominantly|largely|preferably)\s+((?:entry[\s-]level|mid[\s-]?level|mid|junior|senior|staff|principal|manager|director|head|vp)s?)\b/i;
const isLevel = (what: string) =>
  what.split(/\s+(?:or|and|\/)\s+|\s*\/\s*/).every((w) => LEVEL_WORD.test(w.trim()));

/** Allowances filter nothing; an allowed level joins the level the query mainly wants. */
export function readAllowances(state: ScanState, text: string): string {
  const allowed: string[] = [];
  const allow = (whole: string, what: string) => {
    allowed.push(what.trim());
    state.notes.push(`"${whole.trim()}": allowed, not a condition (filters nothing)`);
  };
  let out = text.replace(ALLOWS_BEFORE, (whole, what: string) => {
    allow(whole, what);
    return " , ";
  });
  out = out.replace(CANT_SAY_PROBLEM, (whole, what: string) => {
    allow(whole, what);
    return " , ";
  });
  out = out.replace(ALLOWED_AFTER, (whole, before: string, what: string, fine?: string) => {
    // "Munich or Berlin is fine": the places that are acceptable are the condition; only a rung
    // said to be fine is one allowed beside the ones asked.
    if (fine && !isLevel(what)) return `${before} ${what} , `;
    allow(whole, what);
    return `${before} , `;
  });
  const drop = (whole: string) => {
    state.notes.push(`"${whole.trim()}": said not to be required, not applied`);
    return " , ";
  };
  out = out.replace(NOT_NEEDED, drop);
  out = out.replace(NOT_A_MUST, (whole, before: string) => `${before}${drop(whole.slice(before.length))}`);
  const levels = allowed.filter((a) => LEVEL_WORD.test(a)).map((a) => a.replace(/^(?:an?|the)\s+/i, ""));
  if (levels.length)
    out = out.replace(MAINLY_LEVEL, (_whole, level: string) => ` ${[level, ...levels].join(" or ")} `);
  return out;
}
