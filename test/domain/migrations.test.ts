import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../../src/db/sqlite/client.ts";
import { MIGRATIONS, migrate } from "../../src/db/sqlite/migrate.ts";
import { tempDir } from "../helpers/server.ts";

describe("migrations", () => {
  test("the embedded list names every migration drizzle-kit journaled, in order", () => {
    const journal = JSON.parse(
      readFileSync(join(import.meta.dir, "../../src/db/sqlite/migrations/meta/_journal.json"), "utf8"),
    );
    expect(MIGRATIONS.map((m) => m.tag)).toEqual(journal.entries.map((e: { tag: string }) => e.tag));
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
