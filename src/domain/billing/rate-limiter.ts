/**
 * Token buckets, one per (key, endpoint group): capacity = the per-minute limit, refilled
 * continuously at limit/60 tokens per second. One limiter (BucketRateLimiter: the closed group,
 * peek and take, the decision and its numbers, written once) over three stores of buckets, each
 * running `refill` atomically on one bucket: memory (one process, the default; the clock is
 * injected so tests drive refill without sleeping), PostgreSQL (src/db/postgres/rate-limit.ts) and
 * Redis (src/db/rate-limit/redis.ts), where several instances share the buckets.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until a token is available again (>= 1 when refused). */
  retryAfter: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Whether a token is there, without taking it. */
  peek(key: string, limit: number): Promise<RateDecision>;
  take(key: string, limit: number): Promise<RateDecision>;
  /**
   * A peek at `gate` and, when it allows, a take from `key`, in one call to the store where it can
   * (PostgreSQL: one statement); `take` is null when the gate refused (nothing taken).
   */
  takeUnlessGated?(gate: string, gateLimit: number, key: string, limit: number): Promise<GatedTake>;
  /** Where decisions come from now (an insured limiter's store or its fallback): /readyz. */
  health?(): RateLimiterHealth;
  close?(): Promise<void>;
}

export type LimiterStore = "redis" | "postgres" | "memory";

export interface GatedTake {
  gate: RateDecision;
  take: RateDecision | null;
}

/** `limiter.takeUnlessGated`, or its peek and take in turn where the limiter has no single call. */
export async function takeUnlessGated(
  limiter: RateLimiter,
  gate: string,
  gateLimit: number,
  key: string,
  limit: number,
): Promise<GatedTake> {
  if (limiter.takeUnlessGated) return limiter.takeUnlessGated(gate, gateLimit, key, limit);
  const opened = await limiter.peek(gate, gateLimit);
  return { gate: opened, take: opened.allowed ? await limiter.take(key, limit) : null };
}

export interface RateLimiterHealth {
  /** Where the buckets are meant to live. */
  store: LimiterStore;
  /** What answers now: the store, its fallback, or nothing (every limited request is a 503). */
  serving: "store" | "fallback" | "none";
  /** The degradation policy's fallback (RATE_LIMIT_FALLBACK). */
  fallback: LimiterStore | "none";
  /** When the store was last found unavailable (ISO 8601), while it still is. */
  since: string | null;
}

/** The decision for a bucket that holds `tokens` after this request (and whether it was allowed). */
export function decision(
  limit: number,
  windowSeconds: number,
  tokens: number,
  allowed: boolean,
): RateDecision {
  const perMs = limit / (windowSeconds * 1000);
  return {
    allowed,
    limit,
    remaining: Math.floor(tokens),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)),
    resetSeconds: Math.ceil((limit - tokens) / perMs / 1000),
  };
}

/** A limit of 0: the group is not on this tier at all. */
export function closed(windowSeconds: number): RateDecision {
  return { allowed: false, limit: 0, remaining: 0, retryAfter: windowSeconds, resetSeconds: windowSeconds };
}

/**
 * The refill of a bucket: what `tokens` held `elapsedMs` ago is now, capped at the capacity
 * `limit`, refilled at `limit` per `windowMs`. Memory runs it here; Redis's script and
 * PostgreSQL's upsert run the same arithmetic on the server, atomically.
 */
export function refill(tokens: number, elapsedMs: number, limit: number, windowMs: number): number {
  return Math.min(limit, tokens + (Math.max(0, elapsedMs) * limit) / windowMs);
}

/**
 * Where buckets live. `apply` refills the bucket at `key` (a new bucket is full), takes `consume`
 * tokens when a whole token is there, and writes it back, as one atomic step: two instances can
 * never both spend the last token. It answers the tokens left and whether a token was there.
 */
export interface BucketStore {
  apply(
    key: string,
    limit: number,
    windowMs: number,
    consume: 0 | 1,
  ): Promise<{ tokens: number; allowed: boolean }>;
  /**
   * A peek at `gate` and, when a token is there, `apply(key, ..., 1)`, as one step; `taken` null
   * when the gate refused. Stores without it are called twice (BucketRateLimiter).
   */
  applyGated?(
    gate: { key: string; limit: number },
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{
    gate: { tokens: number; allowed: boolean };
    taken: { tokens: number; allowed: boolean } | null;
  }>;
  close?(): Promise<void>;
}

/** The limiter over any bucket store: what peek and take mean, written once. */
export class BucketRateLimiter implements RateLimiter {
  constructor(
    private readonly store: BucketStore,
    private readonly windowSeconds = 60,
  ) {}

  peek(key: string, limit: number): Promise<RateDecision> {
    return this.run(key, limit, 0);
  }

  take(key: string, limit: number): Promise<RateDecision> {
    return this.run(key, limit, 1);
  }

  async takeUnlessGated(gate: string, gateLimit: number, key: string, limit: number): Promise<GatedTake> {
    const w = this.windowSeconds;
    if (!this.store.applyGated || gateLimit <= 0 || limit <= 0) {
      const opened = await this.peek(gate, gateLimit);
      return { gate: opened, take: opened.allowed ? await this.take(key, limit) : null };
    }
    const both = await this.store.applyGated({ key: gate, limit: gateLimit }, key, limit, w * 1000);
    return {
      gate: decision(gateLimit, w, both.gate.tokens, both.gate.allowed),
      take: both.taken ? decision(limit, w, both.taken.tokens, both.taken.allowed) : null,
    };
  }

  private async run(key: string, limit: number, consume: 0 | 1): Promise<RateDecision> {
    if (limit <= 0) return closed(this.windowSeconds);
    const { tokens, allowed } = await this.store.apply(key, limit, this.windowSeconds * 1000, consume);
    return decision(limit, this.windowSeconds, tokens, allowed);
  }

  async close(): Promise<void> {
    await this.store.close?.();
  }
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** Buckets in this process's memory (never pruned: one entry per key and group seen). */
export class MemoryBuckets implements BucketStore {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly nowMs: () => number) {}

  async apply(key: string, limit: number, windowMs: number, consume: 0 | 1) {
    const now = this.nowMs();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: limit, updatedMs: now };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = refill(bucket.tokens, now - bucket.updatedMs, limit, windowMs);
      bucket.updatedMs = now;
    }
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= consume;
    return { tokens: bucket.tokens, allowed };
  }
}

/** One process's limiter: memory buckets on an injected clock. */
export class MemoryRateLimiter extends BucketRateLimiter {
  constructor(nowMs: () => number, windowSeconds = 60) {
    super(new MemoryBuckets(nowMs), windowSeconds);
  }
}
