/**
 * Token buckets in PostgreSQL (several instances, no Redis): one upsert refills, takes and writes
 * a bucket with the database's clock, so two instances can never both spend the last token.
 */
import { closed, decision, type RateDecision, type RateLimiter } from "../../domain/billing/rate-limiter.ts";
import { one, query, type Sql } from "../postgres/client.ts";

const NOW = "(extract(epoch from clock_timestamp()) * 1000)::bigint";
const REFILLED = `least($2::float8, b.tokens + greatest(0, ${NOW} - b.updated_ms) * $3::float8)`;
const TAKE = `INSERT INTO rate_buckets AS b (key, tokens, updated_ms, allowed)
  VALUES ($1, $2::float8 - $4::float8, ${NOW}, true)
  ON CONFLICT (key) DO UPDATE SET
    tokens = ${REFILLED} - CASE WHEN ${REFILLED} >= 1 THEN $4::float8 ELSE 0 END,
    allowed = ${REFILLED} >= 1,
    updated_ms = ${NOW}
  RETURNING tokens, allowed`;

export class PostgresRateLimiter implements RateLimiter {
  private readonly sweep: ReturnType<typeof setInterval>;

  constructor(
    private readonly sql: Sql,
    private readonly windowSeconds = 60,
  ) {
    // Buckets idle for two windows are full again: forget them now and then.
    this.sweep = setInterval(() => {
      void query(this.sql, `DELETE FROM rate_buckets WHERE updated_ms < ${NOW} - $1`, [
        this.windowSeconds * 2000,
      ]).catch(() => {});
    }, 300_000);
    this.sweep.unref?.();
  }

  peek(key: string, limit: number): Promise<RateDecision> {
    return this.run(key, limit, 0);
  }

  take(key: string, limit: number): Promise<RateDecision> {
    return this.run(key, limit, 1);
  }

  private async run(key: string, limit: number, consume: 0 | 1): Promise<RateDecision> {
    if (limit <= 0) return closed(this.windowSeconds);
    const row = await one<{ tokens: number; allowed: boolean }>(this.sql, TAKE, [
      key,
      limit,
      limit / (this.windowSeconds * 1000),
      consume,
    ]);
    return decision(limit, this.windowSeconds, Number(row?.tokens ?? 0), row?.allowed ?? false);
  }

  async close(): Promise<void> {
    clearInterval(this.sweep);
  }
}
