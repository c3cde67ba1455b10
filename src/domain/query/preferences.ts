/**
 * What makes one match fit a role query better than another, as facet tokens, best class first:
 * the exact title asked ("iOS developers": people whose title, without level words, is iOS
 * Developer), then the titles that name the same role (for a family query, the family's own
 * names: "software engineers" prefers Software Engineer and Software Developer over Backend
 * Engineer). Every match is in the last, implicit class. Used by retrieval to read the best class
 * first (src/domain/search/retrieve.ts); they filter nothing.
 */
import { facet } from "../search/facets.ts";
import type { Criterion } from "./criteria.ts";
import { FAMILY_ALIASES } from "./lexicon.ts";
import { words } from "./text.ts";
import { TITLE_LEXICON } from "./titles.ts";

const FAMILY_TOKEN_PREFIX = "fam0";

/** Title tokens of the vocabulary titles a family is also called by. */
const FAMILY_NAMES = new Map<string, string[]>();
for (const [family, aliases] of Object.entries(FAMILY_ALIASES)) {
  const tokens = aliases
    .map((a) => TITLE_LEXICON.get(words(a).join(" ")))
    .filter((e) => e !== undefined)
    .map((e) => facet.title(e.title));
  FAMILY_NAMES.set(facet.family(family), [...new Set(tokens)]);
}

export function rolePreferences(criteria: readonly Criterion[]): string[][] {
  const role = criteria.find((c) => c.kind === "role");
  if (!role) return [];
  const exact = role.from
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((phrase) => facet.exactTitle(phrase));
  const named = role.tokens
    .filter((t) => t.startsWith(FAMILY_TOKEN_PREFIX))
    .flatMap((t) => FAMILY_NAMES.get(t) ?? []);
  return [exact, named].filter((group) => group.length > 0);
}
