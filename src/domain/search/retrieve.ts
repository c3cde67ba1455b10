/**
 * Candidate retrieval best-first. The facet index hands out matches in row order, which is
 * insertion order: taking the first thousand of 100k matches would choose a search's first page by
 * when people were imported. Instead the matches are read class by class (the exact title asked,
 * then its other names, then every match: src/domain/query/preferences.ts) and, within a class,
 * quality tier by tier (./prior.ts), each read one bounded index query that leaves out the better
 * classes already read. The first `limit` candidates are then the best `limit` of all matches by
 * (class, tier), whatever their number; within a tier, person id orders them.
 */
import type { FacetFilter, SearchRepository, WordMode } from "../../db/repositories/types.ts";
import { facet } from "./facets.ts";
import { QUALITY_TIERS } from "./prior.ts";

export interface Candidate {
  id: number;
  /** Index into the preference classes; preferences.length for "every other match". */
  fit: number;
  tier: number;
}

export async function bestFirst(
  search: SearchRepository,
  filter: FacetFilter,
  preferences: readonly (readonly string[])[],
  words: readonly string[],
  mode: WordMode,
  limit: number,
): Promise<Candidate[]> {
  const out: Candidate[] = [];
  // One plain read first: when fewer than `limit` people match, their number is known and the
  // tier reads stop as soon as all of them are placed (narrow queries then cost a few reads).
  const everyone = (await search.matchIds(filter, words, mode, limit)).length;
  if (everyone < limit) limit = everyone;
  const classes = [...preferences, null];
  for (let fit = 0; fit < classes.length && out.length < limit; fit++) {
    const preferred = classes[fit];
    const better = preferences.slice(0, fit).flat();
    for (let tier = 0; tier < QUALITY_TIERS && out.length < limit; tier++) {
      const narrowed = [...filter, ...(preferred ? [preferred] : []), [facet.tier(tier)]];
      const ids = await search.matchIds(narrowed, words, mode, limit - out.length, 0, better);
      for (const id of ids) out.push({ id, fit, tier });
    }
  }
  return out;
}
