/** API keys, credits and the ledger over SQLite. */
import type { Database } from "bun:sqlite";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { apiKeys, meta } from "../../schema.ts";
import { type LedgerRow, toLedgerEntry } from "../rows.ts";
import type {
  ApiKeyRecord,
  ApiKeyRepository,
  CreditRepository,
  LedgerEntry,
  MetaRepository,
  Tier,
} from "../types.ts";
import { GroupCommit } from "./group-commit.ts";
import { accessLogWriter, inferredEmailWriter } from "./privacy.ts";

type KeyRow = typeof apiKeys.$inferSelect;

function toRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    tier: row.tier as Tier,
    credits: row.credits,
    lastTopupAt: row.lastTopupAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
  };
}

export function createSqliteApiKeyRepository(db: Db): ApiKeyRepository {
  // Every authenticated request runs these two: prepared once rather than built per call.
  const byHash = db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.hash, sql.placeholder("hash")))
    .prepare();
  const byId = db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.id, sql.placeholder("id")))
    .prepare();
  return {
    async create(input) {
      const row = db.insert(apiKeys).values(input).returning().get();
      return toRecord(row);
    },
    async get(id) {
      const row = byId.get({ id });
      return row ? toRecord(row) : null;
    },
    async revoke(id) {
      const row = db
        .update(apiKeys)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id })
        .get();
      return row !== undefined;
    },
    async findByHash(hash) {
      const row = byHash.get({ hash });
      return row ? toRecord(row) : null;
    },
    async list() {
      return db.select().from(apiKeys).orderBy(asc(apiKeys.id)).all().map(toRecord);
    },
    async count() {
      return db.select({ n: count() }).from(apiKeys).get()?.n ?? 0;
    },
  };
}

/**
 * Credits over the billing connection (synchronous=FULL) with group commit: a debit or grant
 * resolves once it is on disk. The balance always equals the sum of the key's ledger rows.
 */
export function createSqliteCreditRepository(billing: Database): CreditRepository {
  const commits = new GroupCommit(billing);
  const logAccess = accessLogWriter(billing);
  const keepIssued = inferredEmailWriter(billing);
  const ledgerInsert = billing.prepare(
    `INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const guardedDebit = billing.prepare<{ credits: number }, [number, number, number]>(
    "UPDATE api_keys SET credits = credits - ?1 WHERE id = ?2 AND credits >= ?3 RETURNING credits",
  );
  const addCredits = billing.prepare<{ credits: number }, [number, string | null, number]>(
    "UPDATE api_keys SET credits = credits + ?1, last_topup_at = coalesce(?2, last_topup_at) WHERE id = ?3 RETURNING credits",
  );
  const balanceOf = billing.prepare<{ credits: number }, [number]>(
    "SELECT credits FROM api_keys WHERE id = ?",
  );

  return {
    grant(keyId, amount, options) {
      if (!Number.isInteger(amount) || amount <= 0)
        return Promise.reject(new Error("grant amount must be a positive integer"));
      return commits.run(() => {
        const now = new Date().toISOString();
        const row = addCredits.get(amount, options.purchased ? now : null, keyId);
        if (!row) throw new Error(`no API key with id ${keyId}`);
        ledgerInsert.run(
          keyId,
          amount,
          row.credits,
          options.operation,
          options.requestId ?? null,
          options.jobId ?? null,
          now,
        );
        return row.credits;
      });
    },
    debit(keyId, amount, context) {
      if (!Number.isInteger(amount) || amount < 0)
        return Promise.reject(new Error("debit amount must be a whole number"));
      return commits.run(() => {
        if (amount === 0) return { ok: true, balance: balanceOf.get(keyId)?.credits ?? 0 };
        const row = guardedDebit.get(amount, keyId, amount);
        if (!row) return { ok: false, balance: balanceOf.get(keyId)?.credits ?? 0 };
        ledgerInsert.run(
          keyId,
          -amount,
          row.credits,
          context.operation,
          context.requestId ?? null,
          context.jobId ?? null,
          new Date().toISOString(),
        );
        const at = Math.floor(Date.now() / 1000);
        for (const grant of context.access ?? [])
          logAccess(keyId, grant.personId, grant.fields, context.operation, at);
        if (context.issued?.length) keepIssued(context.issued, new Date(at * 1000).toISOString());
        return { ok: true, balance: row.credits };
      });
    },
    async ledger(keyId, limit = 1000): Promise<LedgerEntry[]> {
      return billing
        .query<LedgerRow, [number, number]>(
          "SELECT * FROM credit_ledger WHERE key_id = ? ORDER BY id DESC LIMIT ?",
        )
        .all(keyId, limit)
        .reverse()
        .map(toLedgerEntry);
    },
    async unreconciled() {
      return billing
        .query<{ keyId: number; balance: number; ledgerSum: number }, []>(
          `SELECT k.id AS keyId, k.credits AS balance, coalesce(sum(l.delta), 0) AS ledgerSum
           FROM api_keys k LEFT JOIN credit_ledger l ON l.key_id = k.id
           GROUP BY k.id HAVING k.credits != coalesce(sum(l.delta), 0)`,
        )
        .all();
    },
  };
}

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
