/**
 * Ranking over all matches: for broad queries, the first ten the search serves against the first ten
 * of an exhaustive ranking of every matching person: title fit class from the current title, then
 * the index's quality order (the ranking as defined); and, for comparison, by quality alone. That the
 * index's order is the quality prior is checked apart: the rank keys of 10,000 random people are
 * recomputed from their records.
 *   bun bench/ranking.ts DATABASE [MIN_SHARE=0.05]
 * Queries matching fewer than MIN_SHARE of all people are skipped (broad means >= 50k at 1M).
 * Prints matches, overlap@10 and the retrieval time per query, and the mean overlap.
 */
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { compilePlan } from "../src/domain/query/plan.ts";
import { rolePreferences } from "../src/domain/query/preferences.ts";
import { rankKey } from "../src/domain/search/prior.ts";
import { fitOf } from "../src/domain/search/retrieve.ts";
import { SearchService } from "../src/domain/search/search.ts";

const path = process.argv[2];
if (!path) {
  console.error("usage: bun bench/ranking.ts DATABASE [MIN_SHARE]");
  process.exit(2);
}
const minShare = Number(process.argv[3] ?? 0.05);
const storage = await openStorage(
  loadConfig(/^postgres(ql)?:\/\//.test(path) ? { DATABASE_URL: path } : { DATABASE_PATH: path }),
  { cacheMiB: 512 },
);
const people = await storage.people.count();
const service = new SearchService(storage);
const QUERIES = [
  "software engineers",
  "engineers",
  "senior engineers",
  "people in the United States",
  "people in Europe",
  "people in India",
  "salespeople",
  "marketers",
  "managers",
  "directors",
  "people who know Python",
  "people who know SQL",
  "people with 10+ years of experience",
  "people with a bachelor's degree",
  "people with a master's degree",
  "engineers in the US",
  "designers",
  "product managers",
  "data scientists",
  "senior people in Europe",
  "founders",
  "people in Germany",
  "recruiters",
  "finance people",
  "people in North America",
  "people in EMEA",
  "people in Asia",
  "people in the UK",
  "people who know Java",
  "people who know JavaScript",
  "people who know Excel",
  "people with 5+ years of experience",
  "senior software engineers",
  "software engineers in Europe",
];

const rows: { query: string; matches: number; overlap: number; qualityOnly: number; ms: number }[] = [];
for (const query of QUERIES) {
  const plan = await service.plan({ query, companies: [], schools: [] });
  if (plan.prefer.length) continue;
  const match = compilePlan(plan.where);
  const preferences = rolePreferences(plan.where);
  const matches = await storage.search.matchCount(match);
  if (matches < minShare * people) continue;
  const t = performance.now();
  const fast = (await service.retrieve(plan)).ids.slice(0, 10);
  const ms = performance.now() - t;
  // Exhaustive: every match, in the index's quality order, with its fit class from its current
  // title (the rank key itself is checked against the records below).
  const scored: { id: number; fit: number; position: number }[] = [];
  for (let after = 0; ; ) {
    const { ids, next } = await storage.search.matchRanked(match, 20_000, after);
    if (!ids.length) break;
    const titles = await storage.search.currentTitles(ids);
    for (const id of ids)
      scored.push({ id, fit: fitOf(preferences, titles.get(id)), position: scored.length });
    after = next;
  }
  const overlapBy = (order: (x: (typeof scored)[number], y: (typeof scored)[number]) => number) => {
    const best = new Set(
      [...scored]
        .sort(order)
        .slice(0, 10)
        .map((s) => s.id),
    );
    return fast.filter((id) => best.has(id)).length / Math.min(10, scored.length);
  };
  const overlap = overlapBy((x, y) => x.fit - y.fit || x.position - y.position);
  // Ignoring the title fit: how much of the first ten the fit classes change.
  const qualityOnly = overlapBy((x, y) => x.position - y.position);
  rows.push({ query, matches, overlap, qualityOnly, ms });
  console.log(
    `${query.padEnd(40)} ${String(matches).padStart(8)} matches  overlap@10 ${overlap.toFixed(2)} (by quality alone ${qualityOnly.toFixed(2)})  ${ms.toFixed(1)} ms`,
  );
}
// The index's order is the prior's: the rank key of a random sample recomputed from the records.
const sqlite = (storage as { handle?: { sqlite?: import("bun:sqlite").Database } }).handle?.sqlite;
if (sqlite) {
  const sample = sqlite
    .query<{ id: number; facet_rank: number }, [number]>(
      "SELECT id, facet_rank FROM people WHERE id IN (SELECT id FROM people ORDER BY random() LIMIT ?)",
    )
    .all(10_000);
  const people = new Map((await storage.people.getMany(sample.map((r) => r.id))).map((p) => [p.id, p]));
  const wrong = sample.filter((r) => {
    const p = people.get(r.id);
    return !p || rankKey(p, r.id) !== r.facet_rank;
  }).length;
  console.log(`rank keys recomputed from ${sample.length} random records: ${wrong} differ from the index`);
}
const mean = (f: (r: (typeof rows)[number]) => number) =>
  rows.reduce((s, r) => s + f(r), 0) / Math.max(1, rows.length);
console.log(
  `${rows.length} broad queries (>= ${(minShare * 100).toFixed(0)}% of ${people} people); mean overlap@10 ${mean((r) => r.overlap).toFixed(3)} (by quality alone ${mean((r) => r.qualityOnly).toFixed(3)})`,
);
await storage.close();
