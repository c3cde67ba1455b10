/** Named values of the database (versions, first-start marker, import progress, leases) over SQLite. */
import type { Database } from "bun:sqlite";
import { eq } from "drizzle-orm";
import type { MetaRepository } from "../../domain/storage/index.ts";
import type { Db } from "./client.ts";
import { meta } from "./schema.ts";

/** The lease's row is `{"holder", "until"}`; taken when it is missing, expired or the holder's own. */
const CLAIM = `INSERT INTO meta (key, value) VALUES (?1, json_object('holder', ?2, 'until', ?3))
  ON CONFLICT (key) DO UPDATE SET value = excluded.value
  WHERE json_extract(meta.value, '$.holder') = ?2 OR json_extract(meta.value, '$.until') < ?4`;

export function createSqliteMetaRepository(db: Db, sqlite: Database): MetaRepository {
  const claim = sqlite.prepare<unknown, [string, string, number, number]>(CLAIM);
  const release = sqlite.prepare<unknown, [string, string]>(
    "DELETE FROM meta WHERE key = ? AND json_extract(value, '$.holder') = ?",
  );
  return {
    async get(key) {
      return db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).get()?.value ?? null;
    },
    async set(key, value) {
      db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } }).run();
    },
    async claim(name, holder, nowMs, ttlMs) {
      return claim.run(name, holder, nowMs + ttlMs, nowMs).changes === 1;
    },
    async release(name, holder) {
      release.run(name, holder);
    },
  };
}
