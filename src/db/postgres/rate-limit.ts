/**
 * Token buckets in PostgreSQL (several instances, no Redis): one upsert refills, takes and writes
 * a bucket with the database's clock, so two instances can never both spend the last token.
 */
import { BucketRateLimiter, type BucketStore } from "../../domain/billing/rate-limiter.ts";
import { one, query, type Sql } from "./client.ts";
import { Coalescer } from "./coalescer.ts";

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
/**
 * Several gated takes on one tier bucket ($4, limit $5, rate $6) in one statement, decided as if
 * they had come one after another in the order given. Each caller's gate ($1, $2, $3: arrays, one
 * per caller) is peeked as GATED_TAKE peeks it; of the n callers it lets through, the bucket's
 * level r (refilled, read under its row lock; a missing bucket is full) grants the first
 * g = min(n, floor(r)) and refuses the rest, and the bucket is written once: r - g. A bucket that
 * another transaction created after this statement's snapshot is neither locked nor written here
 * (`written` 0): its callers are sent again (gatedTakesOnOneBucket).
 */
const GATED_TAKES_ON_ONE_BUCKET = `WITH now AS (SELECT ${NOW} AS ms),
  asked AS (
    SELECT * FROM unnest($1::text[], $2::float8[], $3::float8[]) WITH ORDINALITY AS a(gate_key, gate_limit, gate_rate, ord)
  ), gated AS (
    SELECT a.ord, coalesce((SELECT least(a.gate_limit, g.tokens + greatest(0, now.ms - g.updated_ms) * a.gate_rate)
      FROM rate_buckets AS g WHERE g.key = a.gate_key), a.gate_limit) AS gate_tokens
    FROM asked a, now
  ), locked AS (
    SELECT least($5::float8, b.tokens + greatest(0, now.ms - b.updated_ms) * $6::float8) AS r
    FROM rate_buckets AS b, now WHERE b.key = $4 FOR UPDATE OF b
  ), level AS (
    SELECT coalesce((SELECT r FROM locked), $5::float8) AS r, EXISTS (SELECT 1 FROM locked) AS existed,
      (SELECT count(*) FROM gated WHERE gate_tokens >= 1)::float8 AS n
  ), decided AS (
    SELECT r, existed, n, least(n, greatest(0, floor(r))) AS g FROM level
  ), taken AS (
    INSERT INTO rate_buckets AS b (key, tokens, updated_ms, allowed)
    SELECT $4, d.r - d.g, now.ms, d.g = d.n FROM decided d, now WHERE d.n > 0
    ON CONFLICT (key) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms, allowed = excluded.allowed
    WHERE (SELECT existed FROM decided)
    RETURNING 1
  )
  SELECT g.ord, g.gate_tokens, d.r, d.g, d.n, (SELECT count(*) FROM taken)::int AS written
  FROM gated g, decided d ORDER BY g.ord`;
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

  /** Concurrent calls on one bucket go as one statement (./coalescer.ts, GATED_TAKES_ON_ONE_BUCKET). */
  applyGated(gate: { key: string; limit: number }, key: string, limit: number, windowMs: number) {
    return this.gatedTakes.run({ gate, key, limit, windowMs });
  }

  private readonly gatedTakes = new Coalescer<GatedTakeAsked, GatedTakeAnswer>(
    (asked) => gatedTake(this.sql, asked),
    (asked) => gatedTakesTogether(this.sql, asked),
  );

  async close(): Promise<void> {
    clearInterval(this.sweep);
  }
}

interface GatedTakeAsked {
  gate: { key: string; limit: number };
  key: string;
  limit: number;
  windowMs: number;
}

interface GatedTakeAnswer {
  gate: { tokens: number; allowed: boolean };
  taken: { tokens: number; allowed: boolean } | null;
}

/** One gated take, alone: GATED_TAKE. */
async function gatedTake(sql: Sql, { gate, key, limit, windowMs }: GatedTakeAsked): Promise<GatedTakeAnswer> {
  const row = await one<{ gate_tokens: number; tokens: number | null; allowed: boolean | null }>(
    sql,
    GATED_TAKE,
    [gate.key, gate.limit, gate.limit / windowMs, key, limit, limit / windowMs],
  );
  const gateTokens = Number(row?.gate_tokens ?? gate.limit);
  return {
    gate: { tokens: gateTokens, allowed: gateTokens >= 1 },
    taken: row && row.tokens !== null ? { tokens: Number(row.tokens), allowed: row.allowed === true } : null,
  };
}

/**
 * Gated takes that arrived together: one statement per bucket (the same key at the same limit and
 * window), each locking its one bucket row (two statements never wait for each other's rows, so
 * they cannot deadlock), sent at once. Answers in the order asked.
 */
async function gatedTakesTogether(sql: Sql, asked: readonly GatedTakeAsked[]): Promise<GatedTakeAnswer[]> {
  const buckets = new Map<string, number[]>();
  for (const [i, a] of asked.entries()) {
    const bucket = JSON.stringify([a.key, a.limit, a.windowMs]);
    const callers = buckets.get(bucket);
    if (callers) callers.push(i);
    else buckets.set(bucket, [i]);
  }
  const answers: GatedTakeAnswer[] = new Array(asked.length);
  await Promise.all(
    [...buckets.values()].map(async (at) => {
      const mine = at.map((i) => asked[i] as GatedTakeAsked);
      const got =
        mine.length === 1
          ? [await gatedTake(sql, mine[0] as GatedTakeAsked)]
          : await gatedTakesOnOneBucket(sql, mine);
      for (const [j, i] of at.entries()) answers[i] = got[j] as GatedTakeAnswer;
    }),
  );
  return answers;
}

/** GATED_TAKES_ON_ONE_BUCKET: the callers through the gate in order, the first g granted. */
async function gatedTakesOnOneBucket(sql: Sql, asked: readonly GatedTakeAsked[]): Promise<GatedTakeAnswer[]> {
  const { key, limit, windowMs } = asked[0] as GatedTakeAsked;
  const rows = await query<{
    ord: number;
    gate_tokens: number;
    r: number;
    g: number;
    n: number;
    written: number;
  }>(sql, GATED_TAKES_ON_ONE_BUCKET, [
    asked.map((a) => a.gate.key),
    asked.map((a) => a.gate.limit),
    asked.map((a) => a.gate.limit / windowMs),
    key,
    limit,
    limit / windowMs,
  ]);
  const first = rows[0];
  // Created by another transaction since this statement's snapshot: nothing was taken; again.
  if (first && Number(first.n) > 0 && Number(first.written) === 0) return gatedTakesOnOneBucket(sql, asked);
  let through = 0;
  return rows.map((row) => {
    const gateTokens = Number(row.gate_tokens);
    const gate = { tokens: gateTokens, allowed: gateTokens >= 1 };
    if (!gate.allowed) return { gate, taken: null };
    const [r, g, i] = [Number(row.r), Number(row.g), through++];
    // As if one after another: the i-th through the gate found r - i tokens (r - g once refused).
    return { gate, taken: i < g ? { tokens: r - i - 1, allowed: true } : { tokens: r - g, allowed: false } };
  });
}

/** The limiter over this database's buckets, shared by every instance on it. */
export class PostgresRateLimiter extends BucketRateLimiter {
  constructor(sql: Sql, windowSeconds = 60) {
    super(new PostgresBuckets(sql, windowSeconds), windowSeconds);
  }
}
