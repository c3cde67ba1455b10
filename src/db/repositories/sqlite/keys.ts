/** API keys, credits and the ledger over SQLite. */
import type { Database } from "bun:sqlite";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { apiKeys, creditLedger, meta } from "../../schema.ts";
import type {
  ApiKeyRecord,
  ApiKeyRepository,
  CreditRepository,
  LedgerEntry,
  MetaRepository,
  Tier,
} from "../types.ts";

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
  return {
    async create(input) {
      const row = db.insert(apiKeys).values(input).returning().get();
      return toRecord(row);
    },
    async findByHash(hash) {
      const row = db.select().from(apiKeys).where(eq(apiKeys.hash, hash)).get();
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

export function createSqliteCreditRepository(sqlite: Database, db: Db): CreditRepository {
  const grantSync = sqlite.transaction(
    (
      keyId: number,
      amount: number,
      purchased: boolean,
      operation: string,
      requestId: string | null,
    ): number => {
      const now = new Date().toISOString();
      const row = sqlite
        .query<{ credits: number }, [number, string | null, number]>(
          `UPDATE api_keys SET credits = credits + ?1, last_topup_at = coalesce(?2, last_topup_at)
           WHERE id = ?3 RETURNING credits`,
        )
        .get(amount, purchased ? now : null, keyId);
      if (!row) throw new Error(`no API key with id ${keyId}`);
      db.insert(creditLedger)
        .values({ keyId, delta: amount, balanceAfter: row.credits, operation, requestId, createdAt: now })
        .run();
      return row.credits;
    },
  );
  return {
    async grant(keyId, amount, options) {
      return grantSync(keyId, amount, options.purchased, options.operation, options.requestId ?? null);
    },
    async ledger(keyId): Promise<LedgerEntry[]> {
      return db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.keyId, keyId))
        .orderBy(asc(creditLedger.id))
        .all()
        .map((r) => ({
          keyId: r.keyId,
          delta: r.delta,
          balanceAfter: r.balanceAfter,
          operation: r.operation,
          requestId: r.requestId,
          jobId: r.jobId,
          createdAt: r.createdAt,
        }));
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
