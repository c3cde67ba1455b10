/** API keys over PostgreSQL: only a hash of each key is stored (see src/domain/billing/keys.ts). */
import type { Tier } from "../../domain/billing/tiers.ts";
import type { ApiKeyRecord, ApiKeyRepository } from "../../domain/storage/index.ts";
import { one, query, type Sql } from "./client.ts";
import { notifyKey, type PgKeyCache } from "./key-cache.ts";

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

/** `cache`: keys by hash for this instance (./key-cache.ts); revocations notify every instance. */
export function createPgApiKeyRepository(sql: Sql, cache: PgKeyCache): ApiKeyRepository {
  /** The key of `hash` from the database, kept in the cache unless a change overtook the read. */
  const read = async (hash: string) => {
    const started = cache.startRead();
    const row = await one<KeyRow>(sql, "SELECT * FROM api_keys WHERE hash = $1", [hash]);
    if (!row) return null;
    const key = toKey(row);
    cache.set(hash, key, started);
    return key;
  };
  return {
    cachesKeys: true,
    cachedByHash: (hash) => cache.get(hash),
    keepFresh(id) {
      const hash = cache.dueForRefresh(id);
      // A failed background read leaves the entry to expire: the next request then reads it.
      if (hash !== undefined) read(hash).catch(() => {});
    },
    async create(input) {
      const row = await one<KeyRow>(
        sql,
        "INSERT INTO api_keys (name, prefix, hash, tier, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING *",
        [input.name, input.prefix, input.hash, input.tier, input.expiresAt],
      );
      return toKey(row as KeyRow);
    },
    async findByHash(hash) {
      return cache.get(hash) ?? read(hash);
    },
    async get(id) {
      const row = await one<KeyRow>(sql, "SELECT * FROM api_keys WHERE id = $1", [id]);
      return row ? toKey(row) : null;
    },
    async revoke(id) {
      // Every instance drops the key from its cache when this commits; this one at once.
      const rows = await query(
        sql,
        `UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL RETURNING id, ${notifyKey("id")}`,
        [new Date().toISOString(), id],
      );
      cache.drop(id);
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
