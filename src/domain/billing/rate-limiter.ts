/**
 * Token buckets in memory, one per (key, endpoint group): capacity = the per-minute limit,
 * refilled continuously at limit/60 tokens per second. The clock is injected so tests drive refill
 * without sleeping.
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

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly nowMs: () => number,
    private readonly windowSeconds = 60,
  ) {}

  /** Whether a token is there, without taking it. */
  peek(key: string, limit: number): RateDecision {
    return this.decide(key, limit, false);
  }

  take(key: string, limit: number): RateDecision {
    return this.decide(key, limit, true);
  }

  private decide(key: string, limit: number, consume: boolean): RateDecision {
    if (limit <= 0)
      return {
        allowed: false,
        limit: 0,
        remaining: 0,
        retryAfter: this.windowSeconds,
        resetSeconds: this.windowSeconds,
      };
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
    const missing = limit - bucket.tokens;
    return {
      allowed,
      limit,
      remaining: Math.floor(bucket.tokens),
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
      resetSeconds: Math.ceil(missing / perMs / 1000),
    };
  }
}
