/**
 * The contract of /api/search/explain is the parsed query: the plan (a tree, in words and as JSON),
 * the criteria it asks for and excludes (with the facet tokens each filters on), the words it did
 * not understand (they rank, they filter nothing), what relaxation dropped when the plan matches no
 * one, notes, and how results are ranked. What the storage engine runs for it is shown under
 * `debug` only, for people debugging a deployment: it differs between engines.
 */
import type { Criterion } from "../domain/query/criteria.ts";
import { describePlan, leavesOf, planJson } from "../domain/query/plan.ts";
import type { Explained } from "../domain/search/explain.ts";

function criterionBody(c: Criterion) {
  return {
    kind: c.kind,
    label: c.label,
    from: c.from,
    tokens: c.tokens,
    ...(c.min === undefined ? {} : { min: c.min }),
    ...(c.max === undefined ? {} : { max: c.max }),
    ...(c.words === undefined ? {} : { words: c.words }),
  };
}

export function explainBody({ query, plan, answered, engine }: Explained) {
  const leaves = leavesOf(plan.where);
  return {
    query,
    plan: describePlan(plan.where) || "everyone",
    planner: plan.planner ?? "rules",
    tree: planJson(plan.where),
    criteria: leaves.filter((l) => !l.negated).map((l) => criterionBody(l.criterion)),
    excluded: leaves.filter((l) => l.negated).map((l) => criterionBody(l.criterion)),
    not_understood: plan.prefer,
    keywords: plan.prefer,
    // What those words point at in this database's own profiles: ranking only (docs/search.md).
    associations: (plan.associated ?? []).map((a) => ({
      word: a.word,
      points_at: a.label,
      token: a.facet,
      share: a.share,
      pmi: a.pmi,
      support: a.support,
    })),
    relaxed: answered.relaxed.map((c) => c.label),
    answered: describePlan(answered.where) || "everyone",
    notes: [...plan.notes, ...answered.notes],
    ranking: plan.prefer.length
      ? `people matching the plan; those holding every word not understood first, then some, each by bm25; then the other matches by title fit${plan.associated?.length ? " (the families the words point at after the query's own)" : ""} and profile quality; ties by id`
      : "people matching the plan, by title fit and profile quality; ties by id",
    debug: engine,
  };
}
