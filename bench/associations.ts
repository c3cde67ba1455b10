/**
 * What mining the associations costs (docs/search.md, "Associations learned from the data").
 *   bun bench/associations.ts DATABASE
 * DATABASE: a seeded SQLite file or a postgres:// URL. Builds the table (stored in the database's
 * meta, replacing the one there), prints the build time, the people read, the pairs kept and the
 * stored size, then the time to read it back.
 */
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { buildAssociations, lookupOf, storedAssociations } from "../src/domain/search/associations.ts";
import { SearchService } from "../src/domain/search/search.ts";

const path = process.argv[2];
if (!path) {
  console.error("usage: bun bench/associations.ts DATABASE");
  process.exit(2);
}
const config = loadConfig({
  ...(/^postgres(ql)?:\/\//.test(path) ? { DATABASE_URL: path } : { DATABASE_PATH: path }),
  LOG_LEVEL: "silent",
});
const storage = await openStorage(config);
const rssBefore = process.memoryUsage().rss;
// Peak RSS while mining, sampled (the counts are small; the batches of records read are not).
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 100);
const table = await buildAssociations(storage);
clearInterval(sampler);
Bun.gc(true);
const rssAfter = process.memoryUsage().rss;
const t0 = performance.now();
const stored = await storedAssociations(storage);
const lookup = lookupOf(stored ?? table);
const loadMs = performance.now() - t0;
const bytes = JSON.stringify(table).length;
console.log(
  `${table.people} people, ${table.scanned} read: ${table.entries.length} pairs over ${lookup.size} words in ${(table.builtMs / 1000).toFixed(1)} s; stored ${(bytes / 1024).toFixed(0)} KiB; read back in ${loadMs.toFixed(0)} ms; RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, peak ${(peak / 2 ** 20).toFixed(0)} MiB, ${(rssAfter / 2 ** 20).toFixed(0)} MiB after a full GC`,
);

// Latency of queries with words the parser cannot place, associations off and on (the search
// function: plan, retrieve, session; after a warm-up pass). Words of the demo data's own text.
const soft = ["pipeline", "inventory", "vendor", "cold calling", "proof of concept", "supply chain", "lean"];
const tails = ["", " in Germany", " in London", " with 5+ years"];
const queries = soft.flatMap((w) => tails.map((t) => `people doing ${w}${t}`));
const service = new SearchService(storage);
const pct = (xs: number[], p: number) =>
  xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
for (const on of [false, true, false, true]) {
  const ms: number[] = [];
  for (const query of queries) {
    const t = performance.now();
    await service.start(0, { query, companies: [], schools: [], advancedFiltering: true, associations: on });
    ms.push(performance.now() - t);
  }
  console.log(
    `soft-word queries, associations ${on ? "on " : "off"}: n=${ms.length} p50 ${pct(ms, 0.5).toFixed(1)} ms  p95 ${pct(ms, 0.95).toFixed(1)} ms  max ${Math.max(...ms).toFixed(1)} ms`,
  );
}
await storage.close();
