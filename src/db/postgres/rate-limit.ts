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
/** `refill` over bucket `alias` with the limit and rate in the given parameters. */
const refilled = (alias: string, limit: string, rate: string) =>
  `least(${limit}::float8, ${alias}.tokens + greatest(0, ${NOW} - ${alias}.updated_ms) * ${rate}::float8)`;
/**
 * A request's failed-auth gate and its tier bucket in one statement: the gate ($1, limit $2, rate
 * $3) peeked (a missing bucket is full), and only when it holds a token, a token taken from the
 * bucket ($4, $5, $6) as APPLY does. `taken` is null when the gate refused.
 */
const GATED_TAKE = `WITH gate AS (
    SELECT coalesce((SELECT ${refilled("g", "$2", "$3")} FROM rate_buckets AS g WHERE g.key = $1), $2::float8) AS tokens
  ), taken AS (
    INSERT INTO rate_buckets AS b (key, tokens, updated_ms, allowed)
    SELECT $4, $5::float8 - 1, ${NOW}, true FROM gate WHERE gate.tokens >= 1
    ON CONFLICT (key) DO UPDATE SET
      tokens = ${refilled("b", "$5", "$6")} - CASE WHEN ${refilled("b", "$5", "$6")} >= 1 THEN 1 ELSE 0 END,
      allowed = ${refilled("b", "$5", "$6")} >= 1,
      updated_ms = ${NOW}
    RETURNING tokens, allowed
  )
  SELECT gate.tokens AS gate_tokens, taken.tokens, taken.allowed FROM gate LEFT JOIN taken ON true`;
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

  async applyGated(gate: { key: string; limit: number }, key: string, limit: number, windowMs: number) {
    const row = await one<{ gate_tokens: number; tokens: number | null; allowed: boolean | null }>(
      this.sql,
      GATED_TAKE,
      [gate.key, gate.limit, gate.limit / windowMs, key, limit, limit / windowMs],
    );
    const gateTokens = Number(row?.gate_tokens ?? gate.limit);
    return {
      gate: { tokens: gateTokens, allowed: gateTokens >= 1 },
      taken:
        row && row.tokens !== null ? { tokens: Number(row.tokens), allowed: row.allowed === true } : null,
    };
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
