/** API keys, credits (guarded debit + ledger row in one transaction), meta and idempotency claims. */

import { type LedgerRow, toLedgerEntry } from "../repositories/rows.ts";
import type {
  ApiKeyRecord,
  ApiKeyRepository,
  CreditRepository,
  IdempotencyRepository,
  LedgerEntry,
  MetaRepository,
  Tier,
} from "../repositories/types.ts";
import { one, query, type Sql } from "./client.ts";

interface KeyRow {
  id: number;
  name: string | null;
  prefix: string;
  tier: string;
  credits: number;
  last_topup_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

const toKey = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  tier: r.tier as Tier,
  credits: r.credits,
  lastTopupAt: r.last_topup_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  createdAt: r.created_at,
});

export function createPgApiKeyRepository(sql: Sql): ApiKeyRepository {
  return {
    async create(input) {
      const row = await one<KeyRow>(
        sql,
        "INSERT INTO api_keys (name, prefix, hash, tier, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING *",
        [input.name, input.prefix, input.hash, input.tier, input.expiresAt],
      );
      return toKey(row as KeyRow);
    },
    async findByHash(hash) {
      const row = await one<KeyRow>(sql, "SELECT * FROM api_keys WHERE hash = $1", [hash]);
      return row ? toKey(row) : null;
    },
    async get(id) {
      const row = await one<KeyRow>(sql, "SELECT * FROM api_keys WHERE id = $1", [id]);
      return row ? toKey(row) : null;
    },
    async revoke(id) {
      const rows = await query(
        sql,
        "UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL RETURNING id",
        [new Date().toISOString(), id],
      );
      return rows.length === 1;
    },
    async list() {
      return (await query<KeyRow>(sql, "SELECT * FROM api_keys ORDER BY id")).map(toKey);
    },
    async count() {
      return (await one<{ n: number }>(sql, "SELECT count(*) AS n FROM api_keys"))?.n ?? 0;
    },
  };
}

const LEDGER_INSERT = `INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

export function createPgCreditRepository(sql: Sql): CreditRepository {
  return {
    async grant(keyId, amount, options) {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new Error("grant amount must be a positive integer");
      return sql.begin(async (tx) => {
        const now = new Date().toISOString();
        const row = await one<{ credits: number }>(
          tx,
          "UPDATE api_keys SET credits = credits + $1, last_topup_at = coalesce($2, last_topup_at) WHERE id = $3 RETURNING credits",
          [amount, options.purchased ? now : null, keyId],
        );
        if (!row) throw new Error(`no API key with id ${keyId}`);
        await query(tx, LEDGER_INSERT, [
          keyId,
          amount,
          row.credits,
          options.operation,
          options.requestId ?? null,
          options.jobId ?? null,
          now,
        ]);
        return row.credits;
      });
    },
    async debit(keyId, amount, context) {
      if (!Number.isInteger(amount) || amount < 0) throw new Error("debit amount must be a whole number");
      if (amount === 0) {
        const row = await one<{ credits: number }>(sql, "SELECT credits FROM api_keys WHERE id = $1", [
          keyId,
        ]);
        return { ok: true, balance: row?.credits ?? 0 };
      }
      // One statement, one round trip, one transaction: the guarded UPDATE and its ledger row.
      // Two instances can never both spend the last credits.
      // The access-log rows of the contact data this charge pays for, and the inferred emails it
      // gives out, ride in the same statement; charges without any keep the plain statement.
      const params: unknown[] = [
        amount,
        keyId,
        context.operation,
        context.requestId ?? null,
        context.jobId ?? null,
        new Date().toISOString(),
      ];
      const $ = (value: unknown) => `$${params.push(value)}`;
      const access = context.access ?? [];
      const logged = access.length
        ? `, logged AS (
             INSERT INTO access_log (key_id, person_id, fields, operation, created_at)
             SELECT $2, a.person_id, a.fields, $3, ${$(Math.floor(Date.now() / 1000))}
             FROM paid, unnest(${$(access.map((a) => a.personId))}::bigint[], ${$(access.map((a) => a.fields.join(",")))}::text[]) AS a(person_id, fields)
           )`
        : "";
      const issued = context.issued ?? [];
      const kept = issued.length
        ? `, kept AS (
             INSERT INTO inferred_emails (lookup_key, person_id, domain, rating, provider, issued_at)
             SELECT e.lookup_key, e.person_id, e.domain, e.rating, e.provider, $6
             FROM paid, unnest(${$(issued.map((e) => e.email))}::text[], ${$(issued.map((e) => e.personId))}::bigint[],
               ${$(issued.map((e) => e.domain))}::text[], ${$(issued.map((e) => e.rating))}::int[],
               ${$(issued.map((e) => e.provider))}::text[]) AS e(lookup_key, person_id, domain, rating, provider)
             ON CONFLICT (lookup_key) DO NOTHING
           )`
        : "";
      const row = await one<{ balance: number }>(
        sql,
        `WITH paid AS (
           UPDATE api_keys SET credits = credits - $1 WHERE id = $2 AND credits >= $1 RETURNING credits
         )${logged}${kept}
         INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
         SELECT $2, -$1::bigint, credits, $3, $4, $5, $6 FROM paid
         RETURNING balance_after AS balance`,
        params,
      );
      if (row) return { ok: true, balance: row.balance };
      const now = await one<{ credits: number }>(sql, "SELECT credits FROM api_keys WHERE id = $1", [keyId]);
      return { ok: false, balance: now?.credits ?? 0 };
    },
    async ledger(keyId, limit = 1000): Promise<LedgerEntry[]> {
      const rows = await query<LedgerRow>(
        sql,
        "SELECT * FROM credit_ledger WHERE key_id = $1 ORDER BY id DESC LIMIT $2",
        [keyId, limit],
      );
      return rows.reverse().map(toLedgerEntry);
    },
    async unreconciled() {
      return query<{ keyId: number; balance: number; ledgerSum: number }>(
        sql,
        `SELECT k.id AS "keyId", k.credits AS balance, coalesce(sum(l.delta), 0)::bigint AS "ledgerSum"
         FROM api_keys k LEFT JOIN credit_ledger l ON l.key_id = k.id
         GROUP BY k.id HAVING k.credits != coalesce(sum(l.delta), 0)`,
      );
    },
  };
}

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
