/**
 * Both engines' drizzle schemas are built from one table list (src/db/rows/tables.ts); each
 * engine's migrations are generated from its schema. drizzle-kit is run here against a copy of each
 * engine's migrations: it must find nothing to migrate, so a change to the table list that was not
 * followed by `npm run db:generate` / `npm run db:generate:pg` (or one that changes a schema by
 * accident) fails here rather than on a deployed database.
 */
import { expect, test } from "bun:test";
import { cpSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { tempDir } from "../helpers/server.ts";

const root = join(import.meta.dir, "../..");

for (const [engine, dialect] of [
  ["sqlite", "sqlite"],
  ["postgres", "postgresql"],
] as const) {
  test(`${engine}: the migrations hold every change of the schema built from the table list`, () => {
    const dir = tempDir();
    try {
      const out = join(dir.path, "migrations");
      cpSync(join(root, `src/db/${engine}/migrations`), out, { recursive: true });
      const before = readdirSync(out).sort();
      // drizzle-kit writes under `./<out>`: a path relative to the working directory.
      const run = Bun.spawnSync(
        [
          "npx",
          "--no-install",
          "drizzle-kit",
          "generate",
          "--dialect",
          dialect,
          "--schema",
          `./src/db/${engine}/schema.ts`,
          "--out",
          relative(root, out),
        ],
        { cwd: root, stdout: "pipe", stderr: "pipe" },
      );
      const said = `${run.stdout.toString()}${run.stderr.toString()}`;
      expect(run.exitCode, said).toBe(0);
      expect(said).toContain("No schema changes");
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      dir.cleanup();
    }
  }, 60_000);
}
