/**
 * The per-word counts of the facet index on PostgreSQL (word_holders, migration 0015): after every
 * kind of write that changes facet rows (the seed's upserts, rewrites with other words, a bulk
 * import over existing people on the COPY path, concurrent writers, an erasure, a facet rebuild,
 * the migration over rows already written) each word's kept count is the number of facet rows
 * whose words contain it, as the GIN count `words @> ARRAY[word]` gives it; and a search's word
 * count (matchCount) answers from it what the count over the rows answers.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { exportLines } from "../../src/cli/export-lines.ts";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import type { Person } from "../../src/domain/model.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";
import { collect } from "../helpers/stores.ts";

const dir = tempDir();
let url: string;
let storage: Storage;
let sql: postgres.Sql;
const reference = new Date(Date.UTC(2026, 0, 1));
const open = () => openStorage(loadConfig({ DATABASE_URL: url, LOG_LEVEL: "silent" }));

beforeAll(async () => {
  url = await freshDatabase();
  storage = await open();
  sql = postgres(url, { max: 2, onnotice: () => {} });
  await seedDemoData(storage, { people: 400, seed: 48, reference });
}, 120_000);
afterAll(async () => {
  await storage.close();
  await sql.end();
  dir.cleanup();
});

/** Words whose kept count is not the count of facet rows holding them (both ways), with both figures. */
async function miscounted(): Promise<{ word: string; kept: number | null; rows: number }[]> {
  const rows = await sql`
    WITH words AS (SELECT DISTINCT unnest(words) AS word FROM people_facets UNION SELECT word FROM word_holders)
    SELECT w.word, h.n AS kept, (SELECT count(*)::int FROM people_facets f WHERE f.words @> ARRAY[w.word]) AS rows
    FROM words w LEFT JOIN word_holders h ON h.word = w.word`;
  return rows
    .map((r) => ({ word: r.word as string, kept: r.kept as number | null, rows: r.rows as number }))
    .filter((r) => (r.kept ?? 0) !== r.rows);
}

const heldWords = async () =>
  Number((await sql`SELECT count(*)::int AS n FROM word_holders WHERE n > 0`)[0]?.n);

/** People rewritten with a word of their own added to the headline (and their old headline's words gone). */
async function rewrite(people: Person[], word: string) {
  await storage.people.upsert(
    people.map((p) => ({ person: { ...p, headline: `${word} ${p.id}` }, contacts: [], social: [] })),
    { source: "test" },
  );
}

test("the seed's writes are counted", async () => {
  expect(await heldWords()).toBeGreaterThan(500);
  expect(await miscounted()).toEqual([]);
});

test("a word's count through the search repository is the count of the rows holding it", async () => {
  const [common] = await sql`SELECT word, n FROM word_holders ORDER BY n DESC, word LIMIT 1`;
  const word = common?.word as string;
  expect(common?.n).toBeGreaterThan(50);
  expect(await storage.search.matchCount({ words: [word] })).toBe(common?.n);
  expect(await storage.search.matchCount({ words: [word] }, 10)).toBe(10);
  expect(await storage.search.matchCount({ all: [{ words: [word] }] })).toBe(common?.n);
  expect(await storage.search.matchCount({ words: ["zzqxnotaword"] })).toBe(0);
  // Two words: the people holding both, counted over the rows (no kept count says it).
  const [second] = await sql`SELECT word FROM word_holders ORDER BY n DESC, word OFFSET 1 LIMIT 1`;
  const [both] =
    await sql`SELECT count(*)::int AS n FROM people_facets WHERE words @> ${[word, second?.word]}::text[]`;
  expect(await storage.search.matchCount({ words: [word, second?.word as string] })).toBe(both?.n);
  // A ranked read with its total: the kept count, bounded as asked.
  const ranked = await storage.search.matchRankedCounted({ words: [word] }, 5, 20);
  expect(ranked.ids).toHaveLength(5);
  expect(ranked.matched).toBe(20);
  expect((await storage.search.matchRankedCounted({ words: [word] }, 5, null)).matched).toBe(common?.n);
});

test("rewrites with other words move the counts, one writer or several at once", async () => {
  const people = await storage.people.scan(0, 120);
  await rewrite(people.slice(0, 30), "quuxwidget");
  expect(await storage.search.matchCount({ words: ["quuxwidget"] })).toBe(30);
  expect(await miscounted()).toEqual([]);
  // Four writers at once over overlapping people and common words: none fails, none is lost.
  await Promise.all([0, 1, 2, 3].map((w) => rewrite(people.slice(w * 25, w * 25 + 40), `frobword${w}`)));
  expect(await miscounted()).toEqual([]);
  expect(await storage.search.matchCount({ words: ["quuxwidget"] })).toBe(0);
});

test("a bulk import over existing people (COPY, merged per chunk) is counted", async () => {
  const lines = await collect(exportLines(storage, "people"));
  const changed = lines.map((line, i) => {
    const record = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(i % 3 === 0 ? { ...record, headline: `bulkword ${i}` } : record);
  });
  const file = join(dir.path, "people.jsonl");
  writeFileSync(file, changed.join("\n"));
  await importPeopleFile(storage, file, { batchSize: 64, workers: 1 });
  expect(await storage.search.matchCount({ words: ["bulkword"] })).toBe(Math.ceil(lines.length / 3));
  expect(await miscounted()).toEqual([]);
});

test("an erasure takes the person's words out", async () => {
  const [person] = await storage.people.scan(0, 1);
  const id = person?.id as number;
  await rewrite([person as Person], "erasedword");
  expect(await storage.search.matchCount({ words: ["erasedword"] })).toBe(1);
  await storage.privacy.erase({
    personId: id,
    reason: "test",
    requestedBy: "test",
    identifiers: [],
    pnetUrl: person?.pnet_url ?? "",
    marker: { removed: true },
    scrubParams: (_kind, params) => params,
    isSubjectUrl: () => false,
    now: new Date(),
  });
  expect(await storage.search.matchCount({ words: ["erasedword"] })).toBe(0);
  expect(await miscounted()).toEqual([]);
});

test("a facet rebuild and the migration over rows already written leave exact counts", async () => {
  await storage.search.ensureFacets(`test-rebuild-${Date.now()}`);
  expect(await miscounted()).toEqual([]);
  // The migration again on this database: the table, its triggers and its fill from the rows.
  await storage.close();
  await sql.unsafe(
    `DROP TABLE word_holders;
     DROP FUNCTION word_holders_added, word_holders_removed, word_holders_changed CASCADE;
     DELETE FROM __migrations WHERE tag = '0015_word_holders'`,
  );
  storage = await open();
  expect(await heldWords()).toBeGreaterThan(500);
  expect(await miscounted()).toEqual([]);
});
