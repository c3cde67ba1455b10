/**
 * A criterion of many facet tokens (a tenure, a start before a year, a span of graduation years, the
 * countries of a time zone: a token per month, year or country) is read through the GIN index on
 * PostgreSQL whatever its length (src/db/postgres/search.ts, LONG_LIST): the planner, left to its
 * statistics, counts each token it has none for at 0.5 % of the table and chose a sequential scan,
 * or a walk of the rank index testing the list on every row, from about a dozen tokens on. The
 * statements the repository sends for a 100-token list are explained on a table whose statistics
 * say that many tokens match a third of it, and must read the index; the answers must be SQLite's.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import postgres from "postgres";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import type { PgCompanySnapshots } from "../../src/db/postgres/company-snapshots.ts";
import { createPgSearchRepository } from "../../src/db/postgres/search.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { timeFacet } from "../../src/domain/search/time-facets.ts";
import type { FacetExpr, SearchRepository, Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
let pgUrl: string;
let sqlite: Storage;
let pg: Storage;

beforeAll(async () => {
  pgUrl = await freshDatabase();
  sqlite = await openStorage(loadConfig({ DATABASE_PATH: join(dir.path, "long-lists.db") }));
  pg = await openStorage(loadConfig({ DATABASE_URL: pgUrl }));
  const reference = new Date(Date.UTC(2026, 0, 1));
  await seedDemoData(sqlite, { people: 2000, seed: 61, reference });
  await seedDemoData(pg, { people: 2000, seed: 61, reference });
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  // As a table looks once autovacuum has run: statistics, and the GIN index's pending list merged
  // (a pending list is costed as read by every index scan, which on 2,000 people outweighs the table).
  await admin`VACUUM ANALYZE people_facets`;
  await admin.end();
}, 180_000);
afterAll(async () => {
  await sqlite?.close();
  await pg?.close();
  dir.cleanup();
});

const years = (from: number, to: number, token: (y: number) => string) =>
  Array.from({ length: to - from + 1 }, (_, i) => token(from + i));
const months = (year: number, token: (y: number, m: number) => string) =>
  Array.from({ length: 12 }, (_, i) => token(year, i + 1));
/** Started the current job between 1950 and 2019 (by year), or in 2020-2022 (by month): 106 tokens, many match. */
const startedBefore2023: FacetExpr = {
  tokens: [
    ...years(1950, 2019, timeFacet.startedYear),
    ...[2020, 2021, 2022].flatMap((y) => months(y, timeFacet.startedMonth)),
  ],
};
/** Joined the current employer before 1990 (by year and by month): 100 tokens, few or none match. */
const joinedLongAgo: FacetExpr = {
  tokens: [
    ...years(1950, 1989, timeFacet.joinedYear),
    ...[1985, 1986, 1987, 1988, 1989].flatMap((y) => months(y, timeFacet.joinedMonth)),
  ],
};
/** Ended an earlier job in any month of 2015-2022: 96 tokens. */
const leftBetween: FacetExpr = {
  tokens: [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022].flatMap((y) => months(y, timeFacet.endedMonth)),
};
const engineers: FacetExpr = { tokens: ["dept0engineering"] };
const cases: FacetExpr[] = [
  startedBefore2023,
  joinedLongAgo,
  leftBetween,
  { all: [engineers, startedBefore2023] },
  { all: [engineers, leftBetween, { not: startedBefore2023 }] },
  { any: [joinedLongAgo, { tokens: ["ctry0de"] }] },
  { all: [{ tokens: ["emp0yes"] }, { not: leftBetween }] },
];

describe("long token lists on PostgreSQL", () => {
  test("answer as SQLite does: ranked reads, counts, cursors, people left out", async () => {
    const answers: unknown[][] = [];
    for (const search of [sqlite.search, pg.search]) {
      const found: unknown[] = [];
      for (const match of cases) {
        const all = await search.matchCount(match);
        found.push(all);
        for (const limit of [1, 20, 5000]) {
          const ranked = await search.matchRanked(match, limit);
          found.push(ranked.ids);
          // The next page from the cursor, and the first page with its best people left out.
          found.push((await search.matchRanked(match, limit, ranked.next)).ids);
          found.push((await search.matchRanked(match, limit, 0, ranked.ids.slice(0, 5))).ids);
          for (const upTo of [null, 3, all + 1]) {
            const counted = await search.matchRankedCounted(match, limit, upTo);
            expect(counted.ids).toEqual(ranked.ids);
            found.push(counted.matched, await search.matchCount(match, upTo));
          }
        }
      }
      answers.push(found);
    }
    expect(answers[1]).toEqual(answers[0]);
    // The cases are not vacuous: the broad list matches many, the rare one few.
    expect(await pg.search.matchCount(startedBefore2023)).toBeGreaterThan(300);
    expect(await pg.search.matchCount(leftBetween)).toBeGreaterThan(100);
  }, 120_000);

  test("a 100-token criterion is read through the GIN index, never row by row", async () => {
    const sql = postgres(pgUrl, { max: 1, onnotice: () => {} });
    try {
      // 100 tokens no one holds: the statistics know none of them, so the planner counts each at
      // its default share, and the list at about a third of the table (the estimate shown first).
      const rare: FacetExpr = { tokens: Array.from({ length: 100 }, (_, i) => `nosuch0token${i}`) };
      const estimate = (await explain(sql, "SELECT 1 FROM people_facets WHERE tokens && $1::text[]", [
        (rare as { tokens: string[] }).tokens,
      ])) as { Plan: { "Plan Rows": number } }[];
      const estimated = estimate[0]?.Plan;
      expect(estimated?.["Plan Rows"]).toBeGreaterThan(500);
      const statements = await sentFor(sql, async (search) => {
        await search.matchRanked(rare, 1);
        await search.matchRanked(rare, 20, 0, [1, 2, 3]);
        await search.matchRanked({ all: [{ tokens: ["emp0yes"] }, rare] }, 1000);
        await search.matchRankedCounted(rare, 1000, 10_001);
        await search.matchRankedCounted(rare, 20, 0);
        await search.matchCount(rare, 1);
        await search.matchCount(rare);
      });
      expect(statements.length).toBe(7);
      for (const { text, params } of statements) {
        const nodes = planNodes(await explain(sql, text, params));
        // The list is tested in the GIN index, and on rows only in a bounded walk (a Subquery Scan
        // over a Limit: rankedSql's first rows by rank), never by a scan of the table.
        const rowByRow = nodes.filter((n) => {
          if (!String(n.Filter ?? "").includes("tokens &&")) return false;
          const below = (n.Plans as Record<string, unknown>[] | undefined) ?? [];
          return n["Node Type"] !== "Subquery Scan" || !below.some((b) => b["Node Type"] === "Limit");
        });
        expect({ text, rowByRow }).toEqual({ text, rowByRow: [] });
        const gin = nodes.filter((n) => n["Index Name"] === "people_facets_tokens_gin");
        expect(gin.length).toBeGreaterThan(0);
      }
    } finally {
      await sql.end();
    }
  }, 60_000);
});

/** The statements a search repository over `sql` sends while `run` runs, with their parameters. */
async function sentFor(
  sql: postgres.Sql,
  run: (search: SearchRepository) => Promise<void>,
): Promise<{ text: string; params: unknown[] }[]> {
  const sent: { text: string; params: unknown[] }[] = [];
  const recording = new Proxy(sql, {
    get(target, key, receiver) {
      if (key !== "unsafe") return Reflect.get(target, key, receiver);
      return (text: string, params: unknown[], options: unknown) => {
        sent.push({ text, params });
        return target.unsafe(text, params as never, options as never);
      };
    },
  });
  await run(createPgSearchRepository(recording, {} as PgCompanySnapshots));
  return sent;
}

async function explain(sql: postgres.Sql, text: string, params: unknown[]): Promise<unknown> {
  const [row] = await sql.unsafe(`EXPLAIN (FORMAT JSON) ${text}`, params as never);
  return (row as unknown as { "QUERY PLAN": unknown })["QUERY PLAN"];
}

/** Every node of a plan (EXPLAIN's JSON), its sub-plans and CTEs included. */
function planNodes(plan: unknown): Record<string, unknown>[] {
  if (Array.isArray(plan)) return plan.flatMap(planNodes);
  if (plan === null || typeof plan !== "object") return [];
  const node = plan as Record<string, unknown>;
  return [...("Node Type" in node ? [node] : []), ...Object.values(node).flatMap(planNodes)];
}
