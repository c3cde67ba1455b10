/**
 * The migration that made ids never reused (issue 42) seeds each sequence past the highest id any
 * table still names, on a database that already holds data and erasures: a person erased before
 * the upgrade (their id only in the erasure log and the access log) never has their id given again.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";
import postgres from "postgres";
import { migratePostgres } from "../../src/db/postgres/migrate.ts";
import { openDatabase } from "../../src/db/sqlite/client.ts";
import { migrate } from "../../src/db/sqlite/migrate.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

/** What an older database holds: people up to 3, erasures of 40, an access-log row naming 55, reactions of post 12. */
const OLD_DATA = [
  "INSERT INTO erasures (person_id, reason, requested_by, removed, erased_at) VALUES (40, 'r', 'cli', '{}', '2026-01-01')",
  "INSERT INTO access_log (key_id, person_id, fields, operation, created_at) VALUES (1, 55, '[]', 'contacts', 1)",
  "INSERT INTO post_reactions (post_id, name, pnet_url, reaction_type, reacted_at) VALUES (12, 'n', 'u', 'LIKE', 'x')",
];

test("SQLite: the sequences start past every id named anywhere", () => {
  const dir = tempDir();
  try {
    const { sqlite } = openDatabase(join(dir.path, "old.db"));
    migrate(sqlite);
    // Back to the database as it was before the migration, with data in it.
    sqlite.run("DROP TABLE id_sequences");
    sqlite.run("DELETE FROM __migrations WHERE tag = '0019_id_sequences'");
    sqlite.run("PRAGMA foreign_keys = OFF");
    for (const statement of OLD_DATA) sqlite.run(statement);
    expect(migrate(sqlite)).toEqual(["0019_id_sequences"]);
    const rows = sqlite
      .query<{ name: string; last: number }, []>("SELECT name, last FROM id_sequences")
      .all();
    expect(Object.fromEntries(rows.map((r) => [r.name, r.last]))).toEqual({
      people: 55,
      companies: 0,
      posts: 12,
    });
    sqlite.close();
  } finally {
    dir.cleanup();
  }
});

test("PostgreSQL: the sequences start past every id named anywhere", async () => {
  const sql = postgres(await freshDatabase(), { max: 1, onnotice: () => {} });
  try {
    await migratePostgres(sql);
    await sql.unsafe("DROP TABLE id_sequences");
    await sql.unsafe("DELETE FROM __migrations WHERE tag = '0012_id_sequences'");
    await sql.unsafe("ALTER TABLE post_reactions DROP CONSTRAINT post_reactions_post_id_posts_id_fk");
    for (const statement of OLD_DATA) await sql.unsafe(statement);
    expect(await migratePostgres(sql)).toEqual(["0012_id_sequences"]);
    const rows = await sql.unsafe<{ name: string; last: string }[]>("SELECT name, last FROM id_sequences");
    expect(Object.fromEntries(rows.map((r) => [r.name, Number(r.last)]))).toEqual({
      people: 55,
      companies: 0,
      posts: 12,
    });
  } finally {
    await sql.end();
  }
});
