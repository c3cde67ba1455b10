/**
 * A search leaves people out by id where it knows them whole (src/domain/search/answer.ts, the rest
 * of a soft word's matches; ./retrieve.ts, the preferred classes read one by one): the reads must
 * find what the same reads with a NOT found, on both engines, and count the same. On PostgreSQL the
 * ranked read and its count share one read of the matches (onePassSql), whose second branch runs
 * only when the count reaches its bound: both branches are held to the reads they replace.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { bestFirst } from "../../src/domain/search/retrieve.ts";
import type { FacetExpr, Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
const engines: [string, Storage][] = [];

beforeAll(async () => {
  const sqlite = await openStorage(loadConfig({ DATABASE_PATH: join(dir.path, "leave-out.db") }));
  const pg = await openStorage(loadConfig({ DATABASE_URL: await freshDatabase() }));
  const reference = new Date(Date.UTC(2026, 0, 1));
  await seedDemoData(sqlite, { people: 2000, seed: 48, reference });
  await seedDemoData(pg, { people: 2000, seed: 48, reference });
  engines.push(["sqlite", sqlite], ["postgres", pg]);
}, 120_000);
afterAll(async () => {
  for (const [, storage] of engines) await storage.close();
  dir.cleanup();
});

const words = (...list: string[]): FacetExpr => ({ any: list.map((w) => ({ words: [w] })) });
/** Structured matches and soft words, broad and narrow. */
const cases: { match: FacetExpr; soft: FacetExpr }[] = [
  { match: { tokens: ["fam0softwareengineering"] }, soft: words("python") },
  { match: { tokens: ["fam0softwareengineering"] }, soft: words("python", "kubernetes") },
  {
    match: { all: [{ tokens: ["dept0engineering"] }, { tokens: ["ctry0us", "ctry0gb"] }] },
    soft: words("react"),
  },
  { match: { tokens: ["fam0salesdevelopment", "fam0accountexecutive"] }, soft: words("hubspot") },
];

describe("leaving people out by id finds what a NOT finds", () => {
  test("the ranked read, its titles and its count, both engines alike", async () => {
    const seen: unknown[] = [];
    for (const [, storage] of engines) {
      const search = storage.search;
      const found: unknown[] = [];
      for (const { match, soft } of cases) {
        // Every match holding a soft word, read whole (as the tiers are before the rest is read).
        const holders = (await search.matchRanked({ all: [match, soft] }, 5000)).ids;
        const without: FacetExpr = { all: [match, { not: soft }] };
        expect(holders.length).toBeGreaterThan(0);
        for (const limit of [1, 20, 5000]) {
          const byWords = await search.matchRanked(without, limit);
          const byIds = await search.matchRanked(match, limit, 0, holders);
          expect(byIds.ids).toEqual(byWords.ids);
          expect(byIds.ids.length).toBeGreaterThan(0);
          // Counted: unbounded, bounded above the count and bounded below it (the one read's second branch).
          const rest = await search.matchCount(without);
          for (const upTo of [null, rest + 1, rest, 3]) {
            const counted = await search.matchRankedCounted(match, limit, upTo, { leaveOut: holders });
            expect(counted.ids).toEqual(byWords.ids);
            expect(counted.matched).toBe(upTo === null ? rest : Math.min(rest, upTo));
            const titles = await search.currentTitles(byWords.ids);
            expect([...counted.titles.entries()].sort()).toEqual([...titles.entries()].sort());
          }
          found.push(byIds.ids, rest);
        }
      }
      seen.push(found);
    }
    expect(seen[1]).toEqual(seen[0]);
  });

  test("the ranked read with its count and no one left out reads the same as the reads it replaced", async () => {
    for (const [, storage] of engines) {
      const search = storage.search;
      for (const { match } of cases) {
        const all = await search.matchCount(match);
        expect(all).toBeGreaterThan(3);
        for (const upTo of [null, all + 1, all, 3]) {
          const counted = await search.matchRankedCounted(match, 50, upTo);
          expect(counted.ids).toEqual((await search.matchRanked(match, 50)).ids);
          expect(counted.matched).toBe(await search.matchCount(match, upTo));
          expect(counted.titles.size).toBe(counted.ids.length);
          // Without titles: the same ids and count, no titles.
          const bare = await search.matchRankedCounted(match, 50, upTo, { titles: false });
          expect(bare.ids).toEqual(counted.ids);
          expect(bare.matched).toBe(counted.matched);
          expect(bare.titles.size).toBe(0);
        }
      }
    }
  });

  test("preferred classes read one by one leave out the better classes as a NOT did", async () => {
    const seen: number[][] = [];
    for (const [, storage] of engines) {
      const search = storage.search;
      const match: FacetExpr = { tokens: ["dept0engineering"] };
      // A rare first class (fewer than the read asks for), then classes that overlap it: a NOT
      // that left out nobody would read CTOs in the US again in the second class.
      const preferences = [["ttl0chieftechnologyofficer"], ["ctry0us"], ["fam0softwareengineering"]];
      const first = await search.matchRanked({ all: [match, { tokens: preferences[0] as string[] }] }, 1000);
      const overlap = await search.matchRanked(
        { all: [match, ...preferences.slice(0, 2).map((t) => ({ tokens: t }))] },
        1000,
      );
      expect(first.ids.length).toBeGreaterThan(0);
      expect(first.ids.length).toBeLessThan(30);
      expect(overlap.ids.length).toBeGreaterThan(0);
      for (const limit of [30, 400]) {
        const ids = (await bestFirst(search, match, preferences, limit)).ids;
        // The same by NOT: each class read leaving out the better classes' tokens.
        const byNot: number[] = [];
        for (let fit = 0; fit < preferences.length && byNot.length < limit; fit++) {
          const better = preferences.slice(0, fit).flat();
          const read = await search.matchRanked(
            {
              all: [
                match,
                { tokens: preferences[fit] as string[] },
                ...(better.length ? [{ not: { tokens: better } }] : []),
              ],
            },
            limit - byNot.length,
          );
          byNot.push(...read.ids);
        }
        // The classes read by id hold what they held by NOT; the places after them come from the first read.
        expect(byNot.length).toBeGreaterThan(first.ids.length);
        expect(ids.slice(0, byNot.length)).toEqual(byNot);
        seen.push(ids);
      }
    }
    expect(seen.slice(2)).toEqual(seen.slice(0, 2));
  });
});
