/**
 * What makes one match fit a role query better than another, as facet tokens, best class first:
 * the exact title asked ("iOS developers": people whose title, without level words, is iOS
 * Developer), then the titles that name the same role (for a family query, the family's own
 * names: "software engineers" prefers Software Engineer and Software Developer over Backend
 * Engineer). Every match is in the last, implicit class. Used by retrieval to read the best class
 * first (src/domain/search/retrieve.ts); they filter nothing.
 */
import { facet } from "../search/facets.ts";
import { ROLES } from "../vocab/index.ts";
import { leavesOf, type PlanNode } from "./plan.ts";
import { FAMILY_ALIASES } from "./query-vocabulary.ts";
import { words } from "./text.ts";
import { TITLE_LEXICON } from "./title-vocabulary.ts";

const FAMILY_TOKEN_PREFIX = "fam0";

/** Department token -> the family tokens of its families. */
const DEPARTMENT_FAMILIES = new Map<string, string[]>(
  ROLES.departments.map((d) => [facet.department(d.name), d.families.map((f) => facet.family(f.name))]),
);

/** Title tokens of the vocabulary titles a family is also called by. */
const FAMILY_NAMES = new Map<string, string[]>();
for (const [family, aliases] of Object.entries(FAMILY_ALIASES)) {
  const tokens = aliases
    .map((a) => TITLE_LEXICON.get(words(a).join(" ")))
    .filter((e) => e !== undefined)
    .map((e) => facet.title(e.title));
  FAMILY_NAMES.set(facet.family(family), [...new Set(tokens)]);
}

/** The fit classes of a plan: from the titles it asks for (not those it excludes). */
export function rolePreferences(where: PlanNode): string[][] {
  const leaves = leavesOf(where).filter((l) => !l.negated);
  const roles = leaves.filter((l) => l.criterion.kind === "role").map((l) => l.criterion);
  if (!roles.length) {
    // "designers", "engineers": the department's own practitioners (its families) before its
    // leaders; not when the query asks for a level ("engineering managers" are the leaders).
    if (leaves.some((l) => l.criterion.kind === "level" || l.criterion.kind === "title_prefix")) return [];
    const families = leaves
      .filter((l) => l.criterion.kind === "department")
      .flatMap((l) => l.criterion.tokens.flatMap((t) => DEPARTMENT_FAMILIES.get(t) ?? []));
    return families.length ? [[...new Set(families)]] : [];
  }
  const exact = [...new Set(roles.map((r) => facet.exactTitle(r.from)))];
  const named = [
    ...new Set(
      roles
        .flatMap((r) => r.tokens)
        .filter((t) => t.startsWith(FAMILY_TOKEN_PREFIX))
        .flatMap((t) => FAMILY_NAMES.get(t) ?? []),
    ),
  ];
  return [exact, named].filter((group) => group.length > 0);
}
