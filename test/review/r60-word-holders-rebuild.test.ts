/**
 * Review r60: a facet rebuild on PostgreSQL (one transaction over every person, in batches) takes
 * the word counts' advisory lock (migration 0015) at its first batch whose words change and holds
 * it to its commit. A people write of a person in a later batch takes that person's facet row
 * lock, then waits in its trigger for the advisory lock; the rebuild then reaches that facet row
 * and waits for the writer: a deadlock, one of the two aborted by PostgreSQL. Both must succeed.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import postgres from "postgres";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";

let url: string;
let storage: Storage;
let sql: postgres.Sql;

beforeAll(async () => {
  url = await freshDatabase();
  storage = await openStorage(loadConfig({ DATABASE_URL: url, LOG_LEVEL: "silent" }));
  sql = postgres(url, { max: 2, onnotice: () => {} });
  // More people than one rebuild batch (2,000), so the rebuild has a second batch.
  await seedDemoData(storage, { people: 3000, seed: 60, reference: new Date(Date.UTC(2026, 0, 1)) });
}, 300_000);
afterAll(async () => {
  await storage.close();
  await sql.end();
});

test("a people write during a facet rebuild neither deadlocks nor is lost", async () => {
  // The stored words of the first batch's people differ from what the rebuild writes (as after a
  // FACETS_VERSION change), so the rebuild's first batch changes words and takes the lock.
  await sql`UPDATE people_facets SET words = words || ARRAY['stalewordr60'] WHERE id IN (SELECT id FROM people ORDER BY id LIMIT 50)`;
  const [last] = await sql`SELECT id FROM people ORDER BY id DESC LIMIT 1`;
  const person = await storage.people.get(Number(last?.id));
  if (!person) throw new Error("no person");
  let write: Promise<unknown> | null = null;
  const rebuild = storage.search.ensureFacets(`r60-${Date.now()}`, (done) => {
    // After the first batch: a write of a person the rebuild has not reached yet.
    if (write === null && done > 0)
      write = storage.people.upsert(
        [{ person: { ...person, headline: "writtenduringrebuild" }, contacts: [], social: [] }],
        {
          source: "test",
        },
      );
  });
  const settled = await Promise.allSettled([
    rebuild,
    (async () => {
      while (write === null) await Bun.sleep(5);
      return write;
    })(),
  ]);
  const errors = settled.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
  expect(errors).toEqual([]);
  expect(await storage.search.matchCount({ words: ["writtenduringrebuild"] })).toBe(1);
}, 300_000);
