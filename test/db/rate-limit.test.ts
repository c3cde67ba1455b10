/**
 * The shared rate-limit stores against real servers: Redis (a redis-server the test starts) and
 * PostgreSQL. Many concurrent takes on one bucket: exactly `limit` pass, as in memory.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import type { PostgresRateLimiter } from "../../src/db/rate-limit/postgres.ts";
import { RedisRateLimiter } from "../../src/db/rate-limit/redis.ts";
import { MemoryRateLimiter, type RateLimiter } from "../../src/domain/billing/rate-limiter.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { redisUrl } from "../helpers/redis.ts";

const opened: { limiter: RateLimiter; storage?: Storage }[] = [];
afterAll(async () => {
  for (const o of opened) {
    await o.limiter.close?.();
    await o.storage?.close();
  }
});

const stores: [string, () => Promise<RateLimiter>][] = [
  ["memory", async () => new MemoryRateLimiter(Date.now)],
  [
    "redis",
    async () => {
      const limiter = new RedisRateLimiter(await redisUrl());
      opened.push({ limiter });
      return limiter;
    },
  ],
  [
    "postgres",
    async () => {
      const storage = await openStorage(loadConfig({ DATABASE_URL: await freshDatabase() }));
      const limiter = storage.sharedRateLimiter(60) as PostgresRateLimiter;
      opened.push({ limiter, storage });
      return limiter;
    },
  ],
];

for (const [name, make] of stores)
  describe(`${name} store`, () => {
    test("100 concurrent takes on a bucket of 5: exactly 5 pass; the refusals say when to retry", async () => {
      const limiter = await make();
      const key = `k-${Math.random()}`;
      const decisions = await Promise.all(Array.from({ length: 100 }, () => limiter.take(key, 5)));
      expect(decisions.filter((d) => d.allowed).length).toBe(5);
      const refused = decisions.filter((d) => !d.allowed);
      expect(refused.every((d) => d.remaining === 0 && d.retryAfter >= 1 && d.retryAfter <= 12)).toBe(true);
      // peek does not take
      const peeked = await limiter.peek(key, 5);
      expect(peeked.allowed).toBe(false);
      expect((await limiter.peek(`other-${Math.random()}`, 5)).remaining).toBe(5);
    });

    test("a limit of 0 is closed", async () => {
      const limiter = await make();
      expect((await limiter.take("closed", 0)).allowed).toBe(false);
    });
  });
