/** Named values of the database (versions, first-start marker, import progress) over PostgreSQL. */
import type { MetaRepository } from "../../domain/storage/index.ts";
import { one, query, type Sql } from "./client.ts";

export function createPgMetaRepository(sql: Sql): MetaRepository {
  return {
    async get(key) {
      return (
        (await one<{ value: string }>(sql, "SELECT value FROM meta WHERE key = $1", [key]))?.value ?? null
      );
    },
    async set(key, value) {
      await query(
        sql,
        "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [key, value],
      );
    },
  };
}
