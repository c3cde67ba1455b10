/** Idempotency claims over PostgreSQL: claimed in one statement, an expired claim taken over in place. */
import type { IdempotencyRepository } from "../../domain/storage/index.ts";
import { one, query, type Sql } from "./client.ts";

export function createPgIdempotencyRepository(sql: Sql): IdempotencyRepository {
  return {
    async begin(keyId, idemKey, requestHash, now, expiredBefore, abandonedBefore) {
      return sql.begin(async (tx) => {
        // Claim first (one statement, no race); an expired claim is taken over in place.
        const claimed = await query(
          tx,
          `INSERT INTO idempotency_keys (key_id, idem_key, request_hash, state, created_at)
           VALUES ($1, $2, $3, 'in_progress', $4)
           ON CONFLICT (key_id, idem_key) DO UPDATE
             SET request_hash = excluded.request_hash, state = 'in_progress', status = NULL, body = NULL,
                 created_at = excluded.created_at
             WHERE idempotency_keys.created_at < $5
               OR (idempotency_keys.state <> 'done' AND idempotency_keys.created_at < $6)
           RETURNING key_id`,
          [keyId, idemKey, requestHash, now, expiredBefore, abandonedBefore],
        );
        if (claimed.length === 1) return { kind: "new" as const };
        const row = await one<{
          request_hash: string;
          state: string;
          status: number | null;
          body: string | null;
        }>(
          tx,
          "SELECT request_hash, state, status, body FROM idempotency_keys WHERE key_id = $1 AND idem_key = $2",
          [keyId, idemKey],
        );
        if (!row) return { kind: "in_progress" as const };
        if (row.request_hash !== requestHash) return { kind: "mismatch" as const };
        if (row.state !== "done") return { kind: "in_progress" as const };
        return { kind: "replay" as const, status: row.status ?? 200, body: row.body ?? "null" };
      });
    },
    async complete(keyId, idemKey, status, body) {
      await query(
        sql,
        "UPDATE idempotency_keys SET state = 'done', status = $1, body = $2 WHERE key_id = $3 AND idem_key = $4",
        [status, body, keyId, idemKey],
      );
    },
    async abandon(keyId, idemKey) {
      await query(
        sql,
        "DELETE FROM idempotency_keys WHERE key_id = $1 AND idem_key = $2 AND state = 'in_progress'",
        [keyId, idemKey],
      );
    },
  };
}
