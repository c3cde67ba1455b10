/**
 * A condition both required and excluded ("any city except Berlin (we have too many Berliners
 * already)" read Berlin from the aside as well as from the exclusion): no one can hold both, and
 * the plan would answer with whatever relaxation finds. The exclusion is the one said as a
 * condition (a cue scoped over it); the requirement came from a mention. The required copy is
 * dropped with a note, so the plan asks what was excluded never.
 */
import { facet } from "../search/facets.ts";
import type { Criterion } from "./criteria.ts";
import { allOf, conjuncts, isLeaf, type PlanNode } from "./plan.ts";
import { titleWords } from "./reduce-title.ts";
import { familyWordTitle } from "./title-vocabulary.ts";

const key = (c: Criterion) => `${c.kind}\u0000${[...c.tokens].sort().join(" ")}\u0000${c.min}-${c.max}`;

/**
 * The excluded reading narrowed to a title when the exclusion names a title inside a family the
 * query also asks ("product managers, not product owners": the Product Owner title, not the whole
 * Product Management family the phrase also names); null when it has no such narrower reading.
 */
function narrowerTitle(excluded: Criterion): Criterion | null {
  if (excluded.kind !== "role") return null;
  const title = excluded.alternatives?.find(
    (a) => a.kind === "role" && a.tokens.some((t) => t.startsWith("ttl0")),
  );
  if (title && key(title) !== key(excluded)) return title;
  return aliasAsTitle(excluded);
}

/**
 * A family's other query word excluded ("lawyers, not solicitors", "accountants, not bookkeepers"):
 * the phrase names the family only; the exclusion narrows to the title the word is (a stored title
 * that is the word holds that title's token), never to the whole family asked.
 */
function aliasAsTitle(excluded: Criterion): Criterion | null {
  if (!excluded.from || !excluded.tokens.every((t) => t.startsWith("fam0"))) return null;
  const entry = familyWordTitle(titleWords(excluded.from).words.join(" "));
  if (!entry?.family || !excluded.tokens.includes(facet.family(entry.family))) return null;
  return {
    kind: "role",
    label: `Job title ${entry.title}`,
    tokens: [facet.title(entry.title)],
    value: entry.title,
    from: excluded.from,
    confidence: excluded.confidence,
  };
}

/** The plan without a required conjunct that an excluded conjunct also names. */
export function dropContradictions(where: PlanNode, notes: string[]): PlanNode {
  const parts = conjuncts(where);
  const excluded = new Map<string, Criterion>();
  for (const p of parts)
    if ("not" in p && isLeaf(p.not) && p.not.tokens.length) excluded.set(key(p.not), p.not);
  if (!excluded.size) return where;
  const narrowed = new Map<Criterion, Criterion>();
  const kept = parts.filter((p) => {
    const against = isLeaf(p) ? excluded.get(key(p)) : undefined;
    if (!isLeaf(p) || !against) return true;
    const title = narrowerTitle(against);
    if (title) {
      narrowed.set(against, title);
      notes.push(`"${against.from}" excludes the title "${title.value}" alone: "${p.label}" is asked`);
      return true;
    }
    notes.push(`"${p.label}" is also excluded: the exclusion holds, the requirement is dropped`);
    return false;
  });
  if (!narrowed.size && kept.length === parts.length) return where;
  return allOf(
    kept.map((p) => {
      const title = "not" in p && isLeaf(p.not) ? narrowed.get(p.not) : undefined;
      return title ? { not: title } : p;
    }),
  );
}
