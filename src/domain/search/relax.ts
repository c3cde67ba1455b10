/**
 * Relaxation: a plan that matches no one is answered by a wider plan, one step at a time, and the
 * answer says what was relaxed. Words the parser could not place never filter in the first place
 * (they rank: ./answer.ts), so the steps are over criteria: the least certain one is dropped first
 * (a typo correction, a capitalised word read as a place, an industry read from context, then by
 * kind from the most specific: skills, ranges, industries... before places and titles), and its
 * words rank the answer as soft words do. Never dropped: exclusions (dropping "not in Canada" would
 * answer the opposite), quoted or +words, and the request's own filters. While a plan holds a time
 * in the job or at the company, the employer and the role that time is about are not dropped: the
 * time goes first ("at Acme for 15+ years" with no one there that long answers Acme's people, never
 * people at other companies for 15 years).
 */
import { KIND_ORDER } from "../query/assemble-plan.ts";
import { CRITERION_KINDS, type Criterion, type CriterionKind, RANGE_KINDS } from "../query/criteria.ts";
import { allOf, conjuncts, describePlan, leavesOf, type PlanNode } from "../query/plan.ts";
import { STOP_WORDS } from "../query/query-vocabulary.ts";
import { fold } from "../query/text.ts";

const DEFAULT_CONFIDENCE = 0.8;

function relaxable(node: PlanNode): boolean {
  if ("not" in node) return false;
  return leavesOf(node).every((l) => !l.negated && !l.criterion.fixed && l.criterion.kind !== "text");
}

const confidenceOf = (node: PlanNode) =>
  Math.min(...leavesOf(node).map((l) => l.criterion.confidence ?? DEFAULT_CONFIDENCE));
const kindRank = (node: PlanNode) => KIND_ORDER.indexOf(leavesOf(node)[0]?.criterion.kind ?? "text");

/**
 * Kinds whose words say little in a profile's text ("senior", "staff", "technical", "decision
 * makers", "for 5+ years"; required words hold already); ranges ("5+ years") neither.
 */
const WORDLESS: readonly CriterionKind[] = [
  "level",
  "title_prefix",
  "background",
  "decision_maker",
  "tenure",
  "text",
];
/** What a tenure is about: kept while the tenure is in the plan. */
const TENURE_SUBJECTS = new Set<CriterionKind>(["current_company", "company", "role", "department"]);
const holdsKind = (node: PlanNode, kinds: ReadonlySet<CriterionKind>) =>
  leavesOf(node).some((l) => kinds.has(l.criterion.kind));
const TENURE = new Set<CriterionKind>(["tenure"]);
/** Kinds whose words say something in a profile's text ("Android", "Acme", "fintech"): the others. */
const WORDY = new Set(CRITERION_KINDS.filter((k) => !WORDLESS.includes(k) && !RANGE_KINDS.has(k)));

/** The words a dropped criterion was read from, as soft words. */
export function wordsOf(criteria: readonly Criterion[]): string[] {
  const out = new Set<string>();
  for (const c of criteria.filter((x) => WORDY.has(x.kind)))
    for (const w of fold(c.from).split(" "))
      if (w.length > 1 && !/^\d+$/.test(w) && !STOP_WORDS.has(w)) out.add(w);
  return [...out];
}

export interface Relaxation {
  where: PlanNode;
  /** The criteria the step dropped. */
  dropped: Criterion[];
  note: string;
}

/** The next step of relaxation, or null when nothing more may be dropped. */
export function relaxOnce(where: PlanNode): Relaxation | null {
  const parts = conjuncts(where);
  const relaxables = parts.filter(relaxable);
  const candidates = relaxables.some((p) => holdsKind(p, TENURE))
    ? relaxables.filter((p) => !holdsKind(p, TENURE_SUBJECTS))
    : relaxables;
  if (!candidates.length) return null;
  // Least certain first; among equals the most specific kind (the last in KIND_ORDER).
  const drop = [...candidates].sort(
    (a, b) => confidenceOf(a) - confidenceOf(b) || kindRank(b) - kindRank(a),
  )[0] as PlanNode;
  // Words with another reading are read that way first ("SaaS" as an industry when no one has the skill).
  if ("kind" in drop && drop.alternatives?.length) {
    const [next, ...rest] = drop.alternatives as [Criterion, ...Criterion[]];
    const reread: Criterion = { ...next, ...(rest.length ? { alternatives: rest } : {}) };
    return {
      where: allOf(parts.map((p) => (p === drop ? reread : p))),
      dropped: [],
      note: `no one matches every criterion: read "${drop.from}" as "${next.label}" instead of "${drop.label}"`,
    };
  }
  const dropped = leavesOf(drop).map((l) => l.criterion);
  // The last criterion goes only when its words can carry the search on.
  if (parts.filter((p) => !("not" in p)).length < 2 && wordsOf(dropped).length === 0) return null;
  return {
    where: allOf(parts.filter((p) => p !== drop)),
    dropped,
    note: `no one matches every criterion: relaxed "${describePlan(drop)}"${wordsOf(dropped).length ? " (its words rank the answer instead)" : ""}`,
  };
}
