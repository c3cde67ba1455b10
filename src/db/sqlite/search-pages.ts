/**
 * The pages every search reads, read into the connection's page cache at start (issue 49, "warm
 * from the first request"). Each search looks up the current titles of up to a thousand candidates
 * in the title index (./search.ts, currentTitles): spread over the whole index, they cost a fresh
 * process one page read each (at 1M people the first search's title lookups took 20-560 ms, 2 ms
 * once the pages were cached). The index is read in id order, once, in slices with a turn of the
 * event loop between them (a request arriving meanwhile is not held), and at most as much of it
 * as three quarters of the page cache holds: the cache's own bound is what bounds the memory.
 * Also the facet index's segment directory (people_facets_idx), which every MATCH reads.
 */
import type { Database } from "bun:sqlite";

/** Index entries read a slice: ~2 MB of pages, a few milliseconds. */
const SLICE = 50_000;
/** Bytes an entry of the title index takes, about: an id, a title, the cell's header (38 at 1M demo people). */
const ENTRY_BYTES = 40;

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function readSearchPages(sqlite: Database): Promise<{ entries: number }> {
  // cache_size is negative KiB when set as a size (./client.ts), else pages.
  const setting = sqlite.query<{ cache_size: number }, []>("PRAGMA cache_size").get()?.cache_size ?? 0;
  const pageSize = sqlite.query<{ page_size: number }, []>("PRAGMA page_size").get()?.page_size ?? 4096;
  const cacheBytes = setting < 0 ? -setting * 1024 : setting * pageSize;
  const budget = Math.floor((cacheBytes * 0.75) / ENTRY_BYTES);
  // Every leaf page of the index holds its entries' ids and titles: reading the ids in index order
  // reads them all.
  const slice = sqlite.query<{ n: number; last: number | null }, [number, number]>(
    `SELECT count(*) AS n, max(id) AS last FROM (
       SELECT id FROM people INDEXED BY people_id_title_cover WHERE id > ? ORDER BY id LIMIT ?)`,
  );
  let entries = 0;
  let after = -1;
  while (entries < budget) {
    const r = slice.get(after, Math.min(SLICE, budget - entries));
    if (!r || r.n === 0 || r.last === null) break;
    entries += r.n;
    after = r.last;
    await turn();
  }
  sqlite.query("SELECT count(*) AS n FROM people_facets_idx").get();
  return { entries };
}
