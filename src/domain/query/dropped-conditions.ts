/**
 * A condition the query takes back (issue 45, review 59): "drop the Spark requirement", "remove the
 * location filter", "lose the PhD condition", "forget about Figma", "SAP is no longer needed",
 * "Selenium is optional now". What it names stops filtering; it is never excluded (the removal
 * verbs of ./exclusion-cues.ts remove people: "drop the interns" still excludes them).
 *
 * - text (before the hedges, the exclusion cues and polarity): each such clause is cut from the text
 *   and what it names kept aside, so no later pass reads "drop" or "no longer" as a cue;
 * - plan (after the tree is built): what is named is read alone, as a query, and every leaf with
 *   one of its labels is taken out of the tree; a kind's word ("the location", "the seniority",
 *   "the company") takes out every leaf of that kind. "Optional" keeps the words as ranking words.
 */
import type { CriterionKind, ParsedQuery } from "./criteria.ts";
import { cut, type ParseContext, type ScanState } from "./parse-state.ts";
import { allOf, isLeaf, leavesOf, type PlanNode } from "./plan.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { fold } from "./text.ts";

type Parse = (query: string, context: ParseContext) => ParsedQuery;

/** What a clause took back: the words that name it, whether they still rank, and the text after it. */
export interface Dropped {
  said: string;
  ranks: boolean;
  /** What follows the clause: a condition said again there ("Never mind the title. Sales managers") stays. */
  after: string;
}

/** Where a clause starts: the text's start, a punctuation mark, or a joining word. */
const CLAUSE_START =
  "(^|[.;:!?,(]\\s*|\\b(?:and|but|then|so)\\s+)(?:(?:now|then|also|please|ok|okay|actually|and)\\s+)*";
const NAMED = "((?:(?![,;.!?])[^,;.!?])+?)";
const VERB =
  "(?:remove|drop|delete|lose|cut|ditch|scrap|skip|lift|waive|take\\s+(?:out|off|away)|get\\s+rid\\s+of|forget(?:\\s+about)?|never\\s+mind)";
const DETERMINER = "(?:(?:the|that|this|those|these|our|my|your|any|all)\\s+)?";
const CONDITION =
  "(?:requirements?|filters?|conditions?|criteri(?:on|a)|constraints?|restrictions?|must[\\s-]haves?|limits?)";
/** "drop the Spark requirement", "remove the location filter", "lose that condition". */
const VERB_BEFORE_CONDITION = new RegExp(
  `${CLAUSE_START}${VERB}\\s+${DETERMINER}(?:${NAMED}\\s+)?${CONDITION}(?:\\s+(?:on|for|of|about|around|regarding|that\\s+they\\s+(?:have|know))\\s+${NAMED})?(?=\\s*(?:[,;.!?)]|$|\\s(?:and|but)\\s))`,
  "giu",
);
/** "forget about Figma", "never mind the PhD": the rest of the clause. */
const FORGET = new RegExp(
  `${CLAUSE_START}(?:forget(?:\\s+about)?|never\\s+mind(?:\\s+about)?)\\s+${NAMED}(?=\\s*(?:[,;.!?)]|$|\\s(?:and|but)\\s))`,
  "giu",
);
/** "SAP is no longer needed", "Kafka isn't required anymore", "Selenium is optional now": said after it. */
const TAKEN_BACK_AFTER =
  /\s+(?:is|are)\s+(?:(?:no\s+longer|not\s+(?=\S+\s+any\s*(?:more|longer)))\s+(?:needed|required|necessary|mandatory|essential|a\s+must|a\s+requirement)|(?:now\s+)?(optional))(?:\s+(?:any\s*more|any\s+longer|now))?(?=\s*(?:[,;.!?)]|$))|\s+(?:is|are)n['’]?t\s+(?:needed|required|necessary)\s+any\s*(?:more|longer)(?=\s*(?:[,;.!?)]|$))/giu;
const CLAUSE_BREAK = /[,;.!?\n(]|\b(?:but|and|though|however)\b/gi;

/** Pass (text, before ./read-hedges.ts): clauses that take a condition back, cut and kept aside. */
export function readDroppedText(state: ScanState): Dropped[] {
  const dropped: Dropped[] = [];
  for (const form of [VERB_BEFORE_CONDITION, FORGET])
    state.text = state.text.replace(form, (whole: string, start: string, ...rest: unknown[]) => {
      // The groups, then the offset and the whole text (never a group: read again, it would recur).
      const [offset, text] = rest.slice(-2) as [number, string];
      const said = rest
        .slice(0, -2)
        .filter((n): n is string => typeof n === "string" && n !== "")
        .join(" ");
      if (said) dropped.push({ said, ranks: false, after: text.slice(offset + whole.length) });
      state.notes.push(`"${whole.slice(start.length).trim()}": that condition is taken back, not applied`);
      return `${start} , `;
    });
  for (let m = TAKEN_BACK_AFTER.exec(state.text); m; m = TAKEN_BACK_AFTER.exec(state.text)) {
    const before = state.text.slice(0, m.index);
    let at = 0;
    for (const b of before.matchAll(CLAUSE_BREAK)) at = b.index + b[0].length;
    const said = before.slice(at).trim();
    state.notes.push(
      `"${`${said}${m[0]}`.trim()}": ${m[1] ? "optional, ranks only" : "taken back, not applied"}`,
    );
    if (said) dropped.push({ said, ranks: Boolean(m[1]), after: state.text.slice(m.index + m[0].length) });
    cut(state, at, m.index + m[0].length - at);
    TAKEN_BACK_AFTER.lastIndex = 0;
  }
  return dropped;
}

/** A kind's own word: "the location requirement" takes back every place said. */
const KIND_WORDS: [RegExp, CriterionKind[]][] = [
  [/^(?:locations?|places?|city|cities|country|countries|regions?|geo(?:graphy)?)$/, ["location"]],
  [/^(?:seniority|levels?|seniority\s+levels?)$/, ["level", "title_prefix"]],
  [/^(?:experience|years(?:\s+of\s+experience)?)$/, ["years"]],
  [/^(?:tenure|time\s+in\s+role)$/, ["tenure"]],
  [/^(?:company|companies|employers?|current\s+employer)$/, ["current_company", "past_company", "company"]],
  [/^(?:titles?|job\s+titles?|roles?)$/, ["role", "department", "background"]],
  [/^(?:skills?|tech(?:\s+stack)?|stack)$/, ["skill"]],
  [/^(?:industry|industries|sectors?)$/, ["industry", "past_industry"]],
  [/^(?:languages?)$/, ["language"]],
  [/^(?:degrees?|education)$/, ["degree"]],
  [/^(?:schools?|universit(?:y|ies)|colleges?)$/, ["school"]],
  [/^(?:certifications?|certificates?)$/, ["certification"]],
  [/^(?:company\s+size|headcount|size)$/, ["company_size"]],
];

const DETERMINERS = /^(?:(?:the|that|this|those|these|our|my|your|any|all|a|an)\s+)+/i;

/** What a kept-aside clause names: kinds by their word, else the labels its words read as alone. */
function namedBy(said: string, context: ParseContext, parse: Parse) {
  const words = said.replace(DETERMINERS, "").trim().toLowerCase();
  const kinds = KIND_WORDS.find(([pattern]) => pattern.test(words))?.[1];
  if (kinds) return { kinds: new Set<string>(kinds), labels: new Set<string>(), soft: [] as string[] };
  const read = parse(said, context);
  return {
    kinds: new Set<string>(),
    labels: new Set(leavesOf(read.where).map((l) => l.criterion.label)),
    soft: read.prefer,
  };
}

/** The tree without the leaves `gone` says; an `all`, `any` or `not` left empty goes with them. */
function prune(node: PlanNode, gone: (label: string, kind: string) => boolean): PlanNode | null {
  if (isLeaf(node)) return gone(node.label, node.kind) ? null : node;
  if ("not" in node) {
    const inner = prune(node.not, gone);
    return inner ? { not: inner } : null;
  }
  const list = ("all" in node ? node.all : node.any).map((n) => prune(n, gone));
  const kept = list.filter((n): n is PlanNode => n !== null);
  if (kept.length === list.length) return node;
  if (!kept.length) return null;
  if (kept.length === 1) return kept[0] as PlanNode;
  return "all" in node ? { all: kept } : { any: kept };
}

/** Pass (the tree): what the kept-aside clauses name, taken out; "optional" words rank. */
export function applyDropped(
  parsed: { where: PlanNode; prefer: string[]; notes: string[] },
  dropped: readonly Dropped[],
  context: ParseContext,
  parse: Parse,
): { where: PlanNode; prefer: string[] } {
  let where = parsed.where;
  const prefer = [...parsed.prefer];
  for (const d of dropped) {
    const { kinds, labels, soft } = namedBy(d.said, context, parse);
    const restated = new Set(leavesOf(parse(d.after, context).where).map((l) => l.criterion.label));
    const gone = (label: string, kind: string) =>
      !restated.has(label) && (kinds.has(kind) || labels.has(label));
    const found = leavesOf(where).some((l) => gone(l.criterion.label, l.criterion.kind));
    where = prune(where, gone) ?? allOf([]);
    const words = fold(d.said)
      .split(" ")
      .filter((w) => w && !STOP_WORDS.has(w));
    if (d.ranks) prefer.push(...words.filter((w) => !prefer.includes(w)));
    else for (const w of soft) if (prefer.includes(w)) prefer.splice(prefer.indexOf(w), 1);
    if (!found && !soft.length) parsed.notes.push(`"${d.said}": nothing asked before it, nothing taken back`);
  }
  return { where: "all" in where ? where : allOf([where]), prefer };
}
