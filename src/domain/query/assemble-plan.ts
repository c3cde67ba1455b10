/**
 * The last pass: the items the other passes placed become the plan tree. Items of one kind are
 * alternatives unless the query says "both" (places, titles, levels, schools, industries,
 * employers: "Berlin, Munich" is either), skills and required words each hold ("Python and Go");
 * excluded items become NOT; clauses split by an "or" become an ANY of ALLs; ranges and quoted
 * words hold everywhere.
 */
import { CRITERION_KINDS, type Criterion, type CriterionKind } from "./criteria.ts";
import { narrowRoles } from "./narrow-roles.ts";
import type { Item, ScanState } from "./parse-state.ts";
import { allOf, leavesOf, type PlanNode } from "./plan.ts";
import { isClock } from "./read-place-areas.ts";

/** Kinds whose items are alternatives of each other when the query lists several. */
const ALTERNATIVES = new Map<CriterionKind, string>([
  ["role", "role"],
  ["department", "role"],
  ["level", "level"],
  ["title_prefix", "level"],
  ["location", "location"],
  ["school", "school"],
  ["degree", "degree"],
  ["industry", "industry"],
  ["past_industry", "past_industry"],
  ["current_company", "current_company"],
  ["past_company", "past_company"],
  ["company", "company"],
  ["decision_maker", "decision_maker"],
]);

/**
 * The axis items merge on: a time zone is a clock, not a place beside the others, so it narrows
 * them ("engineers in Germany on CET", "in the US, EST only") and is an alternative only of
 * another zone ("GMT/WET").
 */
const axisOf = (it: Item) =>
  it.kind === "location" && isClock(it.node) ? "clock" : ALTERNATIVES.get(it.kind);

/** The order conjuncts are listed in (explain, evaluations): what the query is about first. */
export const KIND_ORDER: readonly CriterionKind[] = CRITERION_KINDS;

const rank = (node: PlanNode): number => {
  const first = leavesOf(node)[0]?.criterion.kind ?? "text";
  return KIND_ORDER.indexOf(first) + ("not" in node ? KIND_ORDER.length : 0);
};

/** The conjuncts of one clause's items. */
function conjunctsOf(items: readonly Item[]): PlanNode[] {
  const groups = new Map<string, Item[]>();
  items.forEach((it, n) => {
    const merge = axisOf(it);
    const key =
      it.group >= 0 ? `g${it.group}` : merge && !it.both ? `${it.negated ? "-" : "+"}${merge}` : `i${n}`;
    const list = groups.get(key) ?? [];
    list.push(it);
    groups.set(key, list);
  });
  const out: PlanNode[] = [];
  for (const members of groups.values()) {
    const nodes: PlanNode[] = [];
    for (const m of members) {
      // One criterion said twice ("payroll accountants", "logistics / supply chain people") is one
      // alternative: the one that carries its relaxations kept.
      const twin = nodes.findIndex((n) => sameCriterion(n, m.node));
      if (twin < 0) nodes.push(m.node);
      else if (!("alternatives" in (nodes[twin] as object)) && "alternatives" in m.node) nodes[twin] = m.node;
    }
    const node = nodes.length === 1 ? (nodes[0] as PlanNode) : { any: nodes };
    out.push((members[0] as Item).negated ? { not: node } : node);
  }
  return out;
}

/** Two nodes that ask the same, whatever words they were read from and how sure the reading was. */
function sameCriterion(a: PlanNode, b: PlanNode): boolean {
  const asked = (n: PlanNode) =>
    JSON.stringify(n, (key, value) =>
      ["from", "confidence", "alternatives"].includes(key) ? undefined : value,
    );
  return asked(a) === asked(b);
}

const axesOf = (it: Item) =>
  leavesOf(it.node).map((l) => ALTERNATIVES.get(l.criterion.kind) ?? l.criterion.kind);

/**
 * Clauses split by an "or" between items of different kinds ("juniors in software or QA roles in
 * India"): the items around the "or" are the alternatives; any other item whose kind no other clause
 * has holds for every clause (the juniors, India), and is taken out of its clause. Items of a kind
 * other clauses also have stay with their clause ("designers in Berlin or PMs in London").
 */
function hoistShared(clauses: Item[][]): Item[] {
  const shared: Item[] = [];
  clauses.forEach((clause, n) => {
    const others = clauses.filter((_, m) => m !== n).flat();
    const keep = clause.filter((it, k) => {
      const edge = (k === 0 && n > 0) || (k === clause.length - 1 && n < clauses.length - 1);
      const axes = axesOf(it);
      return edge || others.some((o) => axesOf(o).some((a) => axes.includes(a)));
    });
    shared.push(...clause.filter((it) => !keep.includes(it)));
    clauses[n] = keep;
  });
  return shared;
}

/**
 * Exclusions said after the last clause, past a comma ("designers in Berlin or senior PMs in London,
 * not juniors"): they close the whole ask, not its last alternative, whatever kinds the clauses hold.
 */
function trailingExclusions(clauses: Item[][], ws: ScanState["words"]): Item[] {
  const last = clauses[clauses.length - 1] as Item[];
  let from = last.length;
  while (from > 1 && (last[from - 1] as Item).negated) from--;
  const first = last[from];
  const before = last[from - 1];
  if (!first || !before || !ws.slice(before.end, first.start + 1).some((w) => w.boundary)) return [];
  return last.splice(from);
}

/** Pass: the plan tree. */
export function assemble(
  state: ScanState,
  clauseStarts: readonly number[],
): { where: PlanNode; criteria: Criterion[] } {
  const sorted = narrowRoles(state.items, state.words).sort((a, b) => a.start - b.start);
  const clauses: Item[][] = [[]];
  for (const it of sorted) {
    if (clauseStarts.includes(it.start) && (clauses[clauses.length - 1] as Item[]).length) clauses.push([]);
    (clauses[clauses.length - 1] as Item[]).push(it);
  }
  const sortByKind = (nodes: PlanNode[]) => nodes.sort((a, b) => rank(a) - rank(b));
  const shared =
    clauses.length > 1 ? [...trailingExclusions(clauses, state.words), ...hoistShared(clauses)] : [];
  const parts = clauses.filter((c) => c.length).map((c) => sortByKind(conjunctsOf(c)));
  const conjuncts: PlanNode[] =
    parts.length > 1
      ? [{ any: parts.map((p) => (p.length === 1 ? (p[0] as PlanNode) : allOf(p))) }]
      : (parts[0] ?? []);
  const where = allOf(sortByKind([...conjuncts, ...conjunctsOf(shared), ...state.loose]));
  const criteria = leavesOf(where)
    .filter((l) => !l.negated)
    .map((l) => l.criterion);
  return { where, criteria };
}
