/** Named values of the database (versions, first-start marker, import progress) over SQLite. */
import { eq } from "drizzle-orm";
import type { MetaRepository } from "../../domain/storage/index.ts";
import type { Db } from "./client.ts";
import { meta } from "./schema.ts";

export function createSqliteMetaRepository(db: Db): MetaRepository {
  return {
    async get(key) {
      return db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).get()?.value ?? null;
    },
    async set(key, value) {
      db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } }).run();
    },
  };
}
