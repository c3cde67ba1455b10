/** API keys over SQLite: only a hash of each key is stored (see src/domain/billing/keys.ts). */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Tier } from "../../domain/billing/tiers.ts";
import type { ApiKeyRecord, ApiKeyRepository } from "../../domain/storage/index.ts";
import type { Db } from "./client.ts";
import { apiKeys } from "./schema.ts";

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
