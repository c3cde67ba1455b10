/**
 * Candidate retrieval best-first. The facet index keeps every person under a static rank key
 * (./prior.ts), so one index read returns a query's matches best first by profile quality, however
 * many there are. On top of that, the matches are read class by class (the exact title asked, then
 * its other names, then every match: src/domain/query/preferences.ts), each class one bounded
 * read that leaves out the better classes. The first `limit` candidates are then the best `limit`
 * of all matches by (class, quality, id), whatever their number. When fewer than `limit` people
 * match, one read is all it takes: the classes are told apart in code from their titles.
 */
import type { FacetFilter, SearchRepository, WordMode } from "../../db/repositories/types.ts";
import { titleTokens } from "./facets.ts";

export async function bestFirst(
  search: SearchRepository,
  filter: FacetFilter,
  preferences: readonly (readonly string[])[],
  words: readonly string[],
  mode: WordMode,
  limit: number,
): Promise<number[]> {
  const first = await search.matchRanked(filter, words, mode, limit);
  if (preferences.length === 0) return first.ids;
  if (first.ids.length < limit) {
    // Every match is in hand, best quality first: their fit comes from their current titles (a
    // short read of the people rows; the facet index keeps no tokens to read back).
    const titles = new Map((await search.rankingRows(first.ids)).map((r) => [r.id, r.title]));
    const fitOf = (id: number) => {
      const held = new Set(titleTokens(titles.get(id)));
      const fit = preferences.findIndex((group) => group.some((t) => held.has(t)));
      return fit === -1 ? preferences.length : fit;
    };
    // Stable: within a class, the index's order (quality, then id) stays.
    return first.ids
      .map((id, i) => ({ id, i, fit: fitOf(id) }))
      .sort((a, b) => a.fit - b.fit || a.i - b.i)
      .map((c) => c.id);
  }
  const out: number[] = [];
  const classes = [...preferences, null];
  for (let fit = 0; fit < classes.length && out.length < limit; fit++) {
    const preferred = classes[fit];
    const narrowed = preferred ? [...filter, preferred] : filter;
    const better = preferences.slice(0, fit).flat();
    const { ids } = await search.matchRanked(narrowed, words, mode, limit - out.length, 0, better);
    out.push(...ids);
  }
  return out;
}
