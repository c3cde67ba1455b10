/**
 * The associations table (issue 29) on both engines: the same people give the same table, the
 * narrow read it is built from (scanTexts) holds what the stored people do, and a database larger
 * than the scan bound is sampled over its whole id range, not its first rows.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { buildAssociations, storedAssociations } from "../../src/domain/search/associations.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
const engines: Record<string, Storage> = {};
const seed = { people: 3000, seed: 7, reference: new Date(Date.UTC(2026, 0, 1)) };

beforeAll(async () => {
  engines.sqlite = await openStorage(loadConfig({ DATABASE_PATH: join(dir.path, "assoc.db") }));
  engines.postgres = await openStorage(loadConfig({ DATABASE_URL: await freshDatabase() }));
  for (const storage of Object.values(engines)) await seedDemoData(storage, seed);
}, 120_000);
afterAll(async () => {
  for (const storage of Object.values(engines)) await storage.close();
  dir.cleanup();
});

test("the same people give the same table on SQLite and PostgreSQL, stored and read back", async () => {
  const sqlite = await buildAssociations(engines.sqlite as Storage);
  const postgres = await buildAssociations(engines.postgres as Storage);
  expect(sqlite.entries.length).toBeGreaterThan(10);
  expect(sqlite.scanned).toBe(3000);
  const { builtMs: _a, ...left } = sqlite;
  const { builtMs: _b, ...right } = postgres;
  expect(right).toEqual(left);
  expect((await storedAssociations(engines.postgres as Storage))?.entries).toEqual(sqlite.entries);
}, 60_000);

test("scanTexts reads of every stored person what scan's person holds (the build reads no whole person)", async () => {
  for (const storage of Object.values(engines)) {
    const people = await storage.people.scan(0, 5000);
    const texts = await storage.people.scanTexts(0, 5000);
    expect(people).toHaveLength(3000);
    const fromPeople = people.map((p) => {
      const active = p.experience.find((e) => e.active_experience === 1) ?? null;
      return {
        id: p.id,
        title: active?.position_title ?? p.active_experience_title ?? null,
        headline: p.headline,
        skills: p.skills,
      };
    });
    expect(texts).toEqual(fromPeople);
    // The seed has people without a current job (no title): absent fields are read as scan reads them.
    expect(texts.some((t) => t.title === null)).toBe(true);
  }
}, 60_000);

test("above the scan bound the sample is spread over every id, on both engines", async () => {
  for (const storage of Object.values(engines)) {
    const top = await storage.people.maxId();
    expect(top).toBeGreaterThanOrEqual(3000);
    // Observe which ids the build reads (a wrapper that records, not a stand-in: the reads are real).
    const read: number[] = [];
    const scanTexts = storage.people.scanTexts.bind(storage.people);
    const observed = {
      ...storage,
      people: Object.assign(Object.create(storage.people), {
        scanTexts: async (after: number, limit: number) => {
          const rows = await scanTexts(after, limit);
          for (const p of rows) read.push(p.id);
          return rows;
        },
      }),
    } as Storage;
    const table = await buildAssociations(observed, undefined, 500);
    expect(table.scanned).toBe(500);
    expect(table.people).toBe(3000);
    expect(new Set(read).size).toBe(500);
    // Every tenth of the id range is read from, the last one included.
    const tenths = new Set(read.map((id) => Math.min(9, Math.floor(((id - 1) * 10) / top))));
    expect([...tenths].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  }
}, 60_000);
