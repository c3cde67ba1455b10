/**
 * Candidate retrieval best-first. The facet index keeps every person under a static rank key
 * (./prior.ts), so one index read returns a query's matches best first by profile quality, however
 * many there are. On top of that come the fit classes (the exact title asked, then its other names,
 * then every other match: src/domain/query/preferences.ts): when fewer than `limit` people match,
 * one read holds them all and their current titles tell the classes apart. When more match, the
 * first read sorted by fit is exact for as many places as it holds first-class matches (at least
 * EXACT_HEAD, or the classes are read one by one, each one bounded read that leaves out the better
 * ones, the rest coming from the first read). So the head of the candidates, what pages show first,
 * is the best of all matches by (class, quality, id), whatever their number.
 */
import { memoize } from "../memo.ts";
import type { FacetExpr, SearchRepository } from "../storage/index.ts";
import { titleTokens } from "./facets.ts";

/**
 * How many places at the head of the candidates must be exactly the best of all matches when the
 * first read alone is used (five pages of 20); with fewer first-class matches among the first read,
 * the classes are read one by one.
 */
export const EXACT_HEAD = 100;

/** The title tokens of a title, as a set, once per distinct title. */
const heldOf = memoize((title: string) => new Set(titleTokens(title)));
const NONE: ReadonlySet<string> = new Set();

/**
 * Reads these titles' tokens into the memo ahead of searches (the start-up warm-up, ./warm.ts):
 * a search classifies the current title of each of its up to a thousand candidates, and a title
 * met for the first time costs a classification (10-15 ms for the first search at 1M people).
 */
export function learnTitles(titles: Iterable<string>): void {
  for (const title of titles) heldOf(title);
}

/** The fit class of a current title: the first preferred class it holds a token of. */
export function fitOf(preferences: readonly (readonly string[])[], title: string | null | undefined): number {
  if (preferences.length === 0) return 0;
  const held = title ? heldOf(title) : NONE;
  const fit = preferences.findIndex((group) => group.some((t) => held.has(t)));
  return fit === -1 ? preferences.length : fit;
}

/** Ids in quality order, stably sorted by fit class: within a class the index's order stays. */
export function byFit(ids: readonly number[], fit: (id: number) => number): number[] {
  return ids
    .map((id, i) => ({ id, i, fit: fit(id) }))
    .sort((a, b) => a.fit - b.fit || a.i - b.i)
    .map((c) => c.id);
}

/**
 * The best `limit` matches by (fit class, quality, id), and how many people match, counted up to
 * `countUpTo` (null: exactly; 0: not counted), the people of `leaveOut` not among them. The first
 * read brings the titles and the count with it (one statement on PostgreSQL).
 */
export async function bestFirst(
  search: SearchRepository,
  match: FacetExpr,
  preferences: readonly (readonly string[])[],
  limit: number,
  countUpTo: number | null = 0,
  leaveOut: readonly number[] = [],
): Promise<{ ids: number[]; matched: number }> {
  if (preferences.length === 0 && countUpTo === 0)
    return { ids: (await search.matchRanked(match, limit, 0, leaveOut)).ids, matched: 0 };
  // The titles tell the fit classes apart: without classes they are not read.
  const first = await search.matchRankedCounted(match, limit, countUpTo, {
    leaveOut,
    titles: preferences.length > 0,
  });
  const { titles, matched } = first;
  if (preferences.length === 0) return { ids: first.ids, matched };
  // Fewer than `limit`: every match is in hand, best quality first, their fit from their titles.
  if (first.ids.length < limit)
    return { ids: byFit(first.ids, (id) => fitOf(preferences, titles.get(id))), matched };
  // More than `limit` match. The first read is the best `limit` by quality, and the best members
  // of the first class are among them in the same order: when it holds EXACT_HEAD of them, sorting
  // it by fit makes those places exactly the best of all matches (what the first pages show) and
  // costs no more reads.
  const fits = new Map(first.ids.map((id) => [id, fitOf(preferences, titles.get(id))]));
  if ([...fits.values()].filter((f) => f === 0).length >= EXACT_HEAD)
    return { ids: byFit(first.ids, (id) => fits.get(id) ?? preferences.length), matched };
  // A rare first class: each preferred class read best first, leaving out the better classes.
  // Each read before was whole (it found fewer than it asked for, or the list would be full), so
  // the better classes' matches are the people in hand: left out by id, not by testing their
  // tokens (a NOT is no index condition; on PostgreSQL it reads every match's token list).
  const out: number[] = [];
  for (let fit = 0; fit < preferences.length && out.length < limit; fit++) {
    const preferred = preferences[fit] as readonly string[];
    const { ids } = await search.matchRanked(
      { all: [match, { tokens: preferred }] },
      limit - out.length,
      0,
      out.length ? [...leaveOut, ...out] : leaveOut,
    );
    out.push(...ids);
  }
  // Every other match: the first read already holds the best of them. The preferred classes were
  // read whole (or the list is full), so whoever of the first read is not in them is the rest, in
  // order, and there are at least as many as the places left.
  const taken = new Set(out);
  for (const id of first.ids) {
    if (out.length >= limit) break;
    if (!taken.has(id)) out.push(id);
  }
  return { ids: out, matched };
}
