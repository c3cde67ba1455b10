/** Named values of the database (versions, first-start marker, import progress, leases) over PostgreSQL. */
import type { MetaRepository } from "../../domain/storage/index.ts";
import { one, query, type Sql } from "./client.ts";

/** The lease's row is `{"holder", "until"}`; taken when it is missing, expired or the holder's own. */
const CLAIM = `INSERT INTO meta (key, value) VALUES ($1, json_build_object('holder', $2::text, 'until', $3::bigint)::text)
  ON CONFLICT (key) DO UPDATE SET value = excluded.value
  WHERE meta.value::jsonb->>'holder' = $2 OR (meta.value::jsonb->>'until')::bigint < $4
  RETURNING 1 AS ok`;

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
    async claim(name, holder, nowMs, ttlMs) {
      return (await one<{ ok: number }>(sql, CLAIM, [name, holder, nowMs + ttlMs, nowMs])) !== null;
    },
    async release(name, holder) {
      await query(sql, "DELETE FROM meta WHERE key = $1 AND value::jsonb->>'holder' = $2", [name, holder]);
    },
  };
}
