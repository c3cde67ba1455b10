/**
 * Where rate-limit buckets live: Redis with REDIS_URL; else the database when it is shared by
 * instances (PostgreSQL); else memory (one process, as on SQLite).
 */
import type { Config } from "../../config.ts";
import { MemoryRateLimiter, type RateLimiter } from "../../domain/billing/rate-limiter.ts";
import type { Storage } from "../../domain/storage/index.ts";
import { RedisRateLimiter } from "./redis.ts";

export function openRateLimiter(
  config: Config,
  storage: Storage,
  nowMs: () => number = Date.now,
  windowSeconds = 60,
): RateLimiter {
  if (config.redisUrl) return new RedisRateLimiter(config.redisUrl, windowSeconds);
  return storage.sharedRateLimiter(windowSeconds) ?? new MemoryRateLimiter(nowMs, windowSeconds);
}
