/**
 * The HTTP side of a search, run once at start after the search warm-up (src/domain/search/warm.ts)
 * and before /readyz says ready (issue 49): the search routes' handlers composed, and a page of the
 * rehearsal's people written in both answer formats. Elysia composes a route's handler (its
 * validators, hooks and the code that calls them) on the first request that reaches it, and the
 * formats' code ran first for the first answer: together about half of what the first search at
 * 1M people paid beyond a warm one. No request goes through the app (none is logged or counted).
 */

import type { SearchHit } from "../domain/search/search-model.ts";
import type { PeopleSearchPage } from "../domain/search/search-people.ts";
import { peopleSearchResponse } from "../format/people.ts";
import type { App } from "./app.ts";
import { SEARCH_PATHS } from "./routes/search.ts";

/** The routes of a people search, as ./routes/search.ts declares them: the path and its older alias. */
const SEARCH_ROUTES: ReadonlySet<string> = new Set(Object.values(SEARCH_PATHS));

/** Composes the search routes of these apps and formats `hits` both ways; returns the routes composed. */
export function rehearseSearchAnswers(apps: readonly App[], hits: readonly SearchHit[], now: Date): number {
  let composed = 0;
  for (const app of apps)
    for (const route of app.routes)
      if (route.method === "GET" && SEARCH_ROUTES.has(route.path)) {
        route.compile();
        composed++;
      }
  const page: PeopleSearchPage = {
    hits: [...hits],
    posts: new Map(hits.map((h) => [h.person.id, h.posts ?? []])),
    total: hits.length,
    totalExact: true,
    query: "",
    searchId: "",
    charged: 0,
    candidates: hits.length,
    notes: [],
  };
  for (const legacy of [true, false]) peopleSearchResponse(page, { legacy, evaluations: !legacy, now });
  return composed;
}
