/**
 * Token buckets, one per (key, endpoint group): capacity = the per-minute limit, refilled
 * continuously at limit/60 tokens per second. One interface, three stores: memory (one process,
 * the default; the clock is injected so tests drive refill without sleeping), PostgreSQL and Redis
 * (several instances share the buckets: src/db/rate-limit/). The bucket maths is `refill` below,
 * run atomically by each store.
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
  /** Where decisions come from now (an insured limiter's store or its fallback): /readyz. */
  health?(): RateLimiterHealth;
  close?(): Promise<void>;
}

export type LimiterStore = "redis" | "postgres" | "memory";

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

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly nowMs: () => number,
    private readonly windowSeconds = 60,
  ) {}

  async peek(key: string, limit: number): Promise<RateDecision> {
    return this.decide(key, limit, false);
  }

  async take(key: string, limit: number): Promise<RateDecision> {
    return this.decide(key, limit, true);
  }

  private decide(key: string, limit: number, consume: boolean): RateDecision {
    if (limit <= 0) return closed(this.windowSeconds);
    const now = this.nowMs();
    const perMs = limit / (this.windowSeconds * 1000);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: limit, updatedMs: now };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(limit, bucket.tokens + Math.max(0, now - bucket.updatedMs) * perMs);
      bucket.updatedMs = now;
    }
    const allowed = bucket.tokens >= 1;
    if (allowed && consume) bucket.tokens -= 1;
    return decision(limit, this.windowSeconds, bucket.tokens, allowed);
  }
}
