/**
 * What a search needs, loaded at start in the background (issue 49, "warm from the first
 * request"): the company lexicon, the associations table, the occupation taxonomy, the
 * vocabularies the parser reads, and the facet index's pages. A fresh process answered its first
 * search 10-40 times slower than the next ones: each of these was loaded, and each code path
 * compiled, by the first request that needed it. `serve` says ready (/readyz) once this is done.
 *
 * The rehearsal runs searches made from the database's own first people (their titles, places and
 * employers), the way a request does (plan, retrieve, read and judge a page), but stores no
 * session and charges nothing, and plans with the rules alone (never the operator's LLM). No query
 * list of ours: what is read is what this data holds.
 */
import type { Person } from "../model.ts";
import { occupations } from "../occupations/index.ts";
import type { Storage } from "../storage/index.ts";
import { assess } from "./evaluate.ts";
import type { SearchService } from "./search.ts";
import { MAX_CANDIDATES } from "./search-model.ts";

/** People read for the rehearsal's queries; queries made of them; results read and judged a query. */
const SAMPLE_PEOPLE = 20;
const REHEARSALS = 6;
const PAGE = 10;

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

/** Loads what searches need and rehearses a few; resolves when done (a failure is the caller's to log). */
export async function warmSearch(search: SearchService, storage: Storage): Promise<{ queries: number }> {
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
  const queries = rehearsalQueries(await storage.people.scan(0, SAMPLE_PEOPLE));
  for (const query of queries) {
    const plan = await search.plan({ query, companies: [], schools: [] }, { rulesOnly: true });
    await turn();
    const answered = await search.retrieve(plan, MAX_CANDIDATES);
    await turn();
    for (const person of await storage.people.getMany(answered.ids.slice(0, PAGE))) assess(person, answered);
    await turn();
  }
  return { queries: queries.length };
}
