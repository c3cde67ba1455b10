/** Idempotency keys over the billing connection (durable, group commit): claims are atomic. */
import type { Database } from "bun:sqlite";
import type { IdempotencyBegin, IdempotencyRepository } from "../../domain/storage/index.ts";
import { GroupCommit } from "./group-commit.ts";

export function createSqliteIdempotencyRepository(billing: Database): IdempotencyRepository {
  const commits = new GroupCommit(billing);
  const read = billing.prepare<
    { request_hash: string; state: string; status: number | null; body: string | null; created_at: number },
    [number, string]
  >(
    "SELECT request_hash, state, status, body, created_at FROM idempotency_keys WHERE key_id = ? AND idem_key = ?",
  );
  const claim = billing.prepare(
    `INSERT INTO idempotency_keys (key_id, idem_key, request_hash, state, created_at) VALUES (?, ?, ?, 'in_progress', ?)
     ON CONFLICT (key_id, idem_key) DO UPDATE SET request_hash = excluded.request_hash, state = 'in_progress',
       status = NULL, body = NULL, created_at = excluded.created_at`,
  );
  return {
    begin(keyId, idemKey, requestHash, now, expiredBefore, abandonedBefore) {
      return commits.run((): IdempotencyBegin => {
        const row = read.get(keyId, idemKey);
        if (row && row.created_at >= expiredBefore) {
          const abandoned = row.state !== "done" && row.created_at < abandonedBefore;
          if (!abandoned) {
            if (row.request_hash !== requestHash) return { kind: "mismatch" };
            if (row.state !== "done") return { kind: "in_progress" };
            return { kind: "replay", status: row.status ?? 200, body: row.body ?? "null" };
          }
        }
        claim.run(keyId, idemKey, requestHash, now);
        return { kind: "new" };
      });
    },
    complete(keyId, idemKey, status, body) {
      return commits.run(() => {
        billing.run(
          "UPDATE idempotency_keys SET state = 'done', status = ?, body = ? WHERE key_id = ? AND idem_key = ?",
          [status, body, keyId, idemKey],
        );
      });
    },
    abandon(keyId, idemKey) {
      return commits.run(() => {
        billing.run(
          "DELETE FROM idempotency_keys WHERE key_id = ? AND idem_key = ? AND state = 'in_progress'",
          [keyId, idemKey],
        );
      });
    },
  };
}
