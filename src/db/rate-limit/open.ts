/**
 * Where rate-limit buckets live: Redis with REDIS_URL; else the database when it is shared by
 * instances (PostgreSQL); else memory (one process, as on SQLite). A shared store is insured
 * (src/domain/billing/insured-limiter.ts): calls have a deadline, and when the store fails the
 * RATE_LIMIT_FALLBACK answers until it is back (docs/operations.md).
 */
import type { Config } from "../../config.ts";
import {
  InsuredRateLimiter,
  type LimiterSwitch,
  ShareOfLimit,
} from "../../domain/billing/insured-limiter.ts";
import {
  BucketRateLimiter,
  type BucketStore,
  type LimiterStore,
  MemoryRateLimiter,
  type RateLimiter,
} from "../../domain/billing/rate-limiter.ts";
import type { Storage } from "../../domain/storage/index.ts";
import { RedisRateLimiter } from "./redis.ts";

/** A Redis command answers in well under a millisecond: 250 ms without an answer is an outage. */
const REDIS_DEADLINE_MS = 250;
/**
 * PostgreSQL's buckets share the database with the request's own work, and with no fallback (the
 * default) a deadline only turns a slow answer into a 503: under a burst the bucket statements
 * queue for the pool's connections like everything else, so the deadline is a stalled database's,
 * not a busy one's.
 */
const POSTGRES_DEADLINE_MS = 2000;

export interface OpenedLimiter {
  limiter: RateLimiter;
  /** Resolves once the store is connected, or after `ms`: start-up waits for Redis this long at most. */
  ready(ms: number): Promise<boolean>;
}

export function openRateLimiter(
  config: Config,
  storage: Storage,
  options: {
    nowMs?: () => number;
    windowSeconds?: number;
    /** A worker's: the buckets its primary keeps for all workers (src/cli/worker-link.ts), instead of memory. */
    buckets?: BucketStore;
    onSwitch?: (change: LimiterSwitch) => void;
  } = {},
): OpenedLimiter {
  const nowMs = options.nowMs ?? Date.now;
  const windowSeconds = options.windowSeconds ?? 60;
  const shared = storage.sharedRateLimiter(windowSeconds);
  const policy = config.rateLimit;
  if (!config.redisUrl && !shared) {
    if (options.buckets)
      return { limiter: new BucketRateLimiter(options.buckets, windowSeconds), ready: async () => true };
    return { limiter: new MemoryRateLimiter(nowMs, windowSeconds), ready: async () => true };
  }
  const memory = () => new ShareOfLimit(new MemoryRateLimiter(nowMs, windowSeconds), policy.instances);
  let store: RateLimiter & { available?(): boolean };
  let storeName: LimiterStore;
  let redis: RedisRateLimiter | null = null;
  if (config.redisUrl) {
    redis = new RedisRateLimiter(config.redisUrl, {
      windowSeconds,
      commandTimeoutMs: policy.timeoutMs ?? REDIS_DEADLINE_MS,
    });
    store = redis;
    storeName = "redis";
  } else {
    store = shared as RateLimiter;
    storeName = "postgres";
  }
  // The default: PostgreSQL's buckets behind Redis when there is a PostgreSQL, else memory; a
  // PostgreSQL store alone has no fallback (the database being down fails the request anyway).
  const wanted = policy.fallback ?? (storeName === "redis" ? (shared ? "postgres" : "memory") : "none");
  const fallbackName = wanted === "postgres" && (storeName === "postgres" || !shared) ? "none" : wanted;
  const fallback = fallbackName === "postgres" ? shared : fallbackName === "memory" ? memory() : null;
  const limiter = new InsuredRateLimiter(store, fallback, {
    storeName,
    fallbackName,
    deadlineMs: policy.timeoutMs ?? (storeName === "redis" ? REDIS_DEADLINE_MS : POSTGRES_DEADLINE_MS),
    onSwitch: options.onSwitch,
  });
  return { limiter, ready: (ms) => (redis ? redis.ready(ms) : Promise.resolve(true)) };
}
