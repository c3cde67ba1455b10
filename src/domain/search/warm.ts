/**
 * What a search needs, loaded at start in the background (issue 49, "warm from the first
 * request"): the company lexicon, the associations table, the occupation taxonomy, the
 * vocabularies the parser reads, the number of people (word weights), the pages every search reads
 * (the current titles, the facet index's directory: Storage.prefetchSearchPages), the titles of the
 * best-ranked people classified, and the code paths of a search run once. A fresh process answered
 * its first search 10-40 times slower than the next ones: each of these was loaded, and each code
 * path compiled, by the first request that needed it. `serve` says ready (/readyz) once this is
 * done, and runs the HTTP side of a search (the route, the answer's formats) itself.
 *
 * The rehearsal runs searches made from the database's own first people (their titles, places and
 * employers), the way a request does (plan, retrieve, read and judge a page with its posts), but
 * stores no session and charges nothing, and plans with the rules alone (never the operator's
 * LLM). No query list of ours: what is read is what this data holds.
 */
import type { Person, Post } from "../model.ts";
import { occupations } from "../occupations/index.ts";
import type { Storage } from "../storage/index.ts";
import { assess } from "./evaluate.ts";
import { learnTitles } from "./retrieve.ts";
import type { SearchService } from "./search.ts";
import { MAX_CANDIDATES, type SearchHit } from "./search-model.ts";

/** People read for the rehearsal's queries; queries made of them; results read and judged a query. */
const SAMPLE_PEOPLE = 20;
const REHEARSALS = 6;
const PAGE = 10;
/**
 * The best-ranked people whose current titles are classified ahead: every search reads its
 * candidates best-ranked first, so these titles are the ones searches meet most.
 */
const TITLE_SAMPLE = 5000;

/** Queries of the shapes users ask (a title; a title in a place; a title at a company), from stored people. */
export function rehearsalQueries(people: readonly Person[]): string[] {
  const out = new Set<string>();
  for (const p of people) {
    const title = p.active_experience_title?.trim();
    if (!title) continue;
    out.add(title);
    const city = p.location_city?.trim() ?? p.location?.split(",")[0]?.trim();
    if (city) out.add(`${title} in ${city}`);
    const company = p.experience.find((e) => e.active_experience === 1)?.company_name?.trim();
    if (company) out.add(`${title} at ${company}`);
    if (out.size >= REHEARSALS) break;
  }
  return [...out].slice(0, REHEARSALS);
}

/**
 * A turn of the event loop (a timer, so that waiting connections are read first): on SQLite every
 * read resolves at once, and without these the whole warm-up held the first requests (a /readyz
 * probe waited 4.5 s on a loaded host).
 */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the warm-up did; `hits`: the last rehearsal's page, for the caller to rehearse the answer's formats with. */
export interface Warmed {
  queries: number;
  /** Index entries read into the database cache (Storage.prefetchSearchPages). */
  entries: number;
  titles: number;
  hits: SearchHit[];
}

/**
 * Loads what searches need and rehearses a few; resolves when done (a failure is the caller's to
 * log). `postsPerPerson`: the posts a page reads with its people in the default (legacy) format.
 */
export async function warmSearch(
  search: SearchService,
  storage: Storage,
  options: { postsPerPerson?: number } = {},
): Promise<Warmed> {
  // The taxonomy (occupation filters) and the company lexicon load in this process's memory.
  await turn();
  occupations();
  await turn();
  await search.companies();
  await turn();
  // The stored table; a missing or stale one is built in the background without holding readiness
  // (searches go on without associations meanwhile, as they always could: ./associations.ts).
  await search.associations.loaded();
  await turn();
  // First the pages, then what reads them (the titles below, the rehearsals).
  const { entries } = await storage.prefetchSearchPages();
  await turn();
  await search.peopleCount();
  await turn();
  // Everyone, best-ranked first: no condition to read on either engine (the rank order alone).
  const best = await storage.search.matchRanked({ all: [] }, TITLE_SAMPLE);
  const titles = new Set<string>();
  for (const title of (await storage.search.currentTitles(best.ids)).values()) if (title) titles.add(title);
  await turn();
  learnTitles(titles);
  await turn();
  const posts = options.postsPerPerson ?? 0;
  const queries = rehearsalQueries(await storage.people.scan(0, SAMPLE_PEOPLE));
  let hits: SearchHit[] = [];
  for (const query of queries) {
    const plan = await search.plan({ query, companies: [], schools: [] }, { rulesOnly: true });
    await turn();
    const answered = await search.retrieve(plan, MAX_CANDIDATES);
    await turn();
    // As a page reads them: with the posts the format shows, in one read (./search.ts, page).
    const ids = answered.ids.slice(0, PAGE);
    const page =
      posts > 0
        ? await storage.people.getManyWithPosts(ids, posts)
        : { people: await storage.people.getMany(ids), posts: new Map<number, Post[]>() };
    hits = page.people.map((person) => ({
      person,
      assessment: assess(person, answered),
      ...(posts > 0 ? { posts: page.posts.get(person.id) ?? [] } : {}),
    }));
    await turn();
  }
  return { queries: queries.length, entries, titles: titles.size, hits };
}
