/**
 * Review r64 of main's English occupations (6d38342) on PostgreSQL: a word such as "teachers" is
 * one criterion of 135 occ0 tokens ("inspectors" 148, "makers" 143), `tokens && $1` over
 * people_facets. PostgreSQL estimates that an overlap with so many elements matches about half the
 * rows, so it reads the whole table instead of the GIN index, and an overlap of 135 texts with each
 * row's ~84 tokens costs ~0.4 ms a row. Measured on this file's population (2,054 demo people's
 * facet rows copied to 104,754): count of "teachers" 41,958 ms by the sequential scan the planner
 * chose, 1.47 ms through the GIN index (enable_seqscan off); "nurses" (11 tokens) takes the index.
 * The same query on SQLite answers in tens of milliseconds; totals agree on both engines.
 *
 * The population: demo people, their facet rows copied (ids shifted) so the planner sees a table of
 * a realistic size without seeding 100,000 people; the copies are facet rows only, so the foreign
 * key to people is dropped in this throwaway database.
 */
import { beforeAll, expect, test } from "bun:test";
import postgres from "postgres";
import { pgCondition } from "../../src/db/postgres/search.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { queryReaders } from "../helpers/query.ts";
import { TEST_ENGINE } from "../helpers/server.ts";
import { storeOpener } from "../helpers/stores.ts";

const pgOnly = test.skipIf(TEST_ENGINE !== "postgres");
const { leaves } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));
const opener = storeOpener();
let url = "";

beforeAll(async () => {
  if (TEST_ENGINE !== "postgres") return;
  url = await freshDatabase();
  const storage = await opener.open("postgres", { url });
  await seedDemoData(storage, { people: 2000, seed: 7, reference: new Date(Date.UTC(2026, 0, 1)) });
  const db = postgres(url, { max: 1, onnotice: () => {} });
  await db.unsafe("ALTER TABLE people_facets DROP CONSTRAINT people_facets_id_people_id_fk");
  await db.unsafe(
    `INSERT INTO people_facets (id, tokens, words, rank)
     SELECT f.id + g * 100000, f.tokens, f.words, f.rank + g FROM people_facets f, generate_series(1, 50) g`,
  );
  await db.unsafe("ANALYZE people_facets");
  await db.end();
}, 600_000);

/** The plan PostgreSQL chooses to count the people an occupation word's criterion matches. */
async function countPlan(query: string): Promise<string> {
  const tokens = leaves(query).flatMap((l) => l.criterion.tokens);
  const params: unknown[] = [];
  const where = pgCondition({ tokens }, params);
  const db = postgres(url, { max: 1 });
  const rows = await db.unsafe(
    `EXPLAIN SELECT count(*) FROM people_facets f WHERE ${where}`,
    params as never,
  );
  await db.end();
  return rows.map((r) => String(Object.values(r)[0])).join("\n");
}

pgOnly("an occupation word of 11 tokens is counted through the GIN index", async () => {
  expect(await countPlan("nurses")).not.toContain("Seq Scan on people_facets");
});

pgOnly(
  "an occupation word of 135 tokens is counted through the GIN index, not a read of every row",
  async () => {
    expect(leaves("teachers")[0]?.criterion.tokens.length).toBeGreaterThan(100);
    expect(await countPlan("teachers")).not.toContain("Seq Scan on people_facets");
  },
);
