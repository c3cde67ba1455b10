/**
 * Query variations for deep research, deterministic: the exact criteria first, then one variation
 * per way of widening a single criterion (a title to its family, a family to its department, a
 * level to its neighbours, a literal title word to its level, a city to its state and country, a
 * country to its regions, current employer to current or past; exclusions and ranges kept). Every
 * candidate a variation finds is still judged against the original criteria, so widening finds the
 * people the exact filter cannot see (a missing location, a title outside the vocabulary is a
 * MAYBE, not a NO) without letting in people who plainly do not fit.
 */

import type { Criterion } from "../query/criteria.ts";
import { compilePlan, conjuncts, isLeaf, type PlanNode } from "../query/plan.ts";
import { LEVELS, type Level } from "../query/title-entry.ts";
import { TITLE_LEXICON } from "../query/title-vocabulary.ts";
import { facet } from "../search/facets.ts";
import type { FacetExpr } from "../storage/index.ts";
import { GAZETTEER, ROLES } from "../vocab/index.ts";

export interface Variation {
  label: string;
  filter: FacetExpr;
}

const FAMILY_OF_TITLE = new Map<string, string>();
for (const e of TITLE_LEXICON.values())
  if (e.family) FAMILY_OF_TITLE.set(facet.title(e.title), facet.family(e.family));
const DEPARTMENT_OF_FAMILY = new Map<string, string>();
for (const d of ROLES.departments)
  for (const f of d.families) DEPARTMENT_OF_FAMILY.set(facet.family(f.name), facet.department(d.name));
const WIDER_PLACE = new Map<string, string[]>();
for (const c of GAZETTEER.cities) {
  const wider = [facet.country(c.country_iso2)];
  if (c.state) wider.unshift(facet.state(c.country_iso2, c.state));
  WIDER_PLACE.set(facet.city(c.country_iso2, c.name), wider);
}
for (const c of GAZETTEER.countries)
  WIDER_PLACE.set(
    facet.country(c.iso2),
    c.regions.slice(0, 1).map((r) => facet.region(r)),
  );
const LEVEL_TOKENS = LEVELS.map((l) => facet.level(l));

function widen(c: Criterion): { label: string; tokens: string[] } | null {
  const tokens = new Set(c.tokens);
  const add = (t: string | undefined) => t && tokens.add(t);
  switch (c.kind) {
    case "role":
      for (const t of c.tokens) add(FAMILY_OF_TITLE.get(t) ?? DEPARTMENT_OF_FAMILY.get(t));
      return tokens.size > c.tokens.length
        ? { label: `${c.label}, or neighbouring titles`, tokens: [...tokens] }
        : null;
    case "level":
      for (const t of c.tokens) {
        const i = LEVEL_TOKENS.indexOf(t);
        if (i > 0) add(LEVEL_TOKENS[i - 1]);
        if (i >= 0 && i < LEVEL_TOKENS.length - 1) add(LEVEL_TOKENS[i + 1]);
      }
      return { label: `${c.label}, or one level either side`, tokens: [...tokens] };
    case "title_prefix":
      return {
        label: `${c.label}, or any senior title`,
        tokens: [...tokens, facet.level("senior" as Level)],
      };
    case "location":
      for (const t of c.tokens) for (const w of WIDER_PLACE.get(t) ?? []) add(w);
      return tokens.size > c.tokens.length ? { label: `${c.label}, or nearby`, tokens: [...tokens] } : null;
    case "current_company":
      return {
        label: `${c.label}, or formerly`,
        tokens: [...c.tokens, ...c.tokens.map((t) => t.replace(/^cc0/, "pc0"))],
      };
    default:
      return null;
  }
}

export function generateVariations(where: PlanNode, prefer: readonly string[]): Variation[] {
  const parts = conjuncts(where);
  const exact = compilePlan(where);
  const out: Variation[] = [];
  if (prefer.length)
    out.push({
      label: "exact criteria and every word",
      filter: { all: [exact, ...prefer.map((w) => ({ words: [w] }))] },
    });
  out.push({ label: "exact criteria", filter: exact });
  parts.forEach((part, i) => {
    if (!isLeaf(part) || part.kind === "text") return;
    const wider = widen(part);
    if (!wider) return;
    out.push({
      label: wider.label,
      filter: compilePlan({
        all: parts.map((other, j) => (j === i ? { ...part, tokens: wider.tokens } : other)),
      }),
    });
  });
  return out;
}
