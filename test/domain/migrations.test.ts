import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PG_MIGRATIONS } from "../../src/db/postgres/migrate.ts";
import { journalled } from "../../src/db/rows/migrations.ts";
import { openDatabase } from "../../src/db/sqlite/client.ts";
import { MIGRATIONS, migrate } from "../../src/db/sqlite/migrate.ts";
import { tempDir } from "../helpers/server.ts";

describe("migrations", () => {
  test("each engine embeds every migration drizzle-kit journaled, in order, each with its own file's text", () => {
    for (const [engine, list] of [
      ["sqlite", MIGRATIONS],
      ["postgres", PG_MIGRATIONS],
    ] as const) {
      const dir = join(import.meta.dir, `../../src/db/${engine}/migrations`);
      const journal = JSON.parse(readFileSync(join(dir, "meta/_journal.json"), "utf8"));
      expect(list.map((m) => m.tag)).toEqual(journal.entries.map((e: { tag: string }) => e.tag));
      for (const m of list) expect(m.sql).toBe(readFileSync(join(dir, `${m.tag}.sql`), "utf8"));
    }
  });

  test("a list that misses or misorders one of the journal's migrations fails where it is built", () => {
    const journal = { entries: [{ tag: "0000_a" }, { tag: "0001_b" }] };
    expect(journalled(journal, { "0000_a": "a", "0001_b": "b" })).toEqual([
      { tag: "0000_a", sql: "a" },
      { tag: "0001_b", sql: "b" },
    ]);
    expect(() => journalled(journal, { "0000_a": "a" })).toThrow(
      "embedded migrations [0000_a] are not the journal's [0000_a, 0001_b]",
    );
    expect(() => journalled(journal, { "0001_b": "b", "0000_a": "a" })).toThrow("are not the journal's");
  });

  test("apply once, then are no-ops; pragmas are set deliberately", () => {
    const dir = tempDir();
    try {
      const { sqlite } = openDatabase(join(dir.path, "m.db"));
      expect(migrate(sqlite)).toEqual(MIGRATIONS.map((m) => m.tag));
      expect(migrate(sqlite)).toEqual([]);
      const pragma = (name: string) => Object.values(sqlite.query(`PRAGMA ${name}`).get() as object)[0];
      expect(pragma("journal_mode")).toBe("wal");
      expect(pragma("foreign_keys")).toBe(1);
      expect(pragma("synchronous")).toBe(1);
      expect(pragma("busy_timeout")).toBe(5000);
      const tables = sqlite
        .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((r) => r.name);
      for (const t of [
        "people",
        "experiences",
        "educations",
        "companies",
        "contacts",
        "posts",
        "post_reactions",
        "api_keys",
        "credit_ledger",
        "jobs",
        "job_items",
        "search_sessions",
        "people_fts",
        "companies_fts",
      ]) {
        expect(tables).toContain(t);
      }
      expect(sqlite.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      sqlite.close();
    } finally {
      dir.cleanup();
    }
  });
});
