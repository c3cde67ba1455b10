/**
 * Token buckets in PostgreSQL (several instances, no Redis): one upsert refills, takes and writes
 * a bucket with the database's clock, so two instances can never both spend the last token.
 */
import { BucketRateLimiter, type BucketStore } from "../../domain/billing/rate-limiter.ts";
import { one, query, type Sql } from "./client.ts";

const NOW = "(extract(epoch from clock_timestamp()) * 1000)::bigint";
/** `refill` (src/domain/billing/rate-limiter.ts) in SQL: $2 the limit, $3 tokens per ms. */
const REFILLED = `least($2::float8, b.tokens + greatest(0, ${NOW} - b.updated_ms) * $3::float8)`;
const APPLY = `INSERT INTO rate_buckets AS b (key, tokens, updated_ms, allowed)
  VALUES ($1, $2::float8 - $4::float8, ${NOW}, true)
  ON CONFLICT (key) DO UPDATE SET
    tokens = ${REFILLED} - CASE WHEN ${REFILLED} >= 1 THEN $4::float8 ELSE 0 END,
    allowed = ${REFILLED} >= 1,
    updated_ms = ${NOW}
  RETURNING tokens, allowed`;
/** A peek reads the refilled level without writing it: nothing to lock, nothing to commit. */
const PEEK = `SELECT ${REFILLED} AS tokens, ${REFILLED} >= 1 AS allowed
  FROM rate_buckets AS b WHERE key = $1`;

export class PostgresBuckets implements BucketStore {
  private readonly sweep: ReturnType<typeof setInterval>;

  constructor(
    private readonly sql: Sql,
    windowSeconds: number,
  ) {
    // Buckets idle for two windows are full again: forget them now and then.
    this.sweep = setInterval(() => {
      void query(this.sql, `DELETE FROM rate_buckets WHERE updated_ms < ${NOW} - $1`, [
        windowSeconds * 2000,
      ]).catch(() => {});
    }, 300_000);
    this.sweep.unref?.();
  }

  async apply(key: string, limit: number, windowMs: number, consume: 0 | 1) {
    const rate = limit / windowMs;
    const row = consume
      ? await one<{ tokens: number; allowed: boolean }>(this.sql, APPLY, [key, limit, rate, consume])
      : await one<{ tokens: number; allowed: boolean }>(this.sql, PEEK, [key, limit, rate]);
    if (!row) return consume ? { tokens: 0, allowed: false } : { tokens: limit, allowed: true };
    return { tokens: Number(row.tokens), allowed: row.allowed };
  }

  async close(): Promise<void> {
    clearInterval(this.sweep);
  }
}

/** The limiter over this database's buckets, shared by every instance on it. */
export class PostgresRateLimiter extends BucketRateLimiter {
  constructor(sql: Sql, windowSeconds = 60) {
    super(new PostgresBuckets(sql, windowSeconds), windowSeconds);
  }
}
