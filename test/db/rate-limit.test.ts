/**
 * The shared rate-limit stores against real servers: Redis (a redis-server the test starts) and
 * PostgreSQL. Many concurrent takes on one bucket: exactly `limit` pass, as in memory.
 */
import { afterAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import type { PostgresRateLimiter } from "../../src/db/postgres/rate-limit.ts";
import { RedisRateLimiter } from "../../src/db/rate-limit/redis.ts";
import { InsuredRateLimiter, ShareOfLimit } from "../../src/domain/billing/insured-limiter.ts";
import { MemoryRateLimiter, type RateLimiter } from "../../src/domain/billing/rate-limiter.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { redisUrl, startRedisServer } from "../helpers/redis.ts";

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
      // Commands are refused, not queued, until the client is connected.
      expect(await limiter.ready(5000)).toBe(true);
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

describe("postgres buckets (issue 31)", () => {
  test("the table is unlogged (no WAL flush per request) and a peek is a read: it creates no bucket", async () => {
    const url = await freshDatabase();
    const storage = await openStorage(loadConfig({ DATABASE_URL: url }));
    const limiter = storage.sharedRateLimiter(60) as PostgresRateLimiter;
    opened.push({ limiter, storage });
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [table] = await sql`SELECT relpersistence FROM pg_class WHERE relname = 'rate_buckets'`;
      expect(table?.relpersistence).toBe("u");
      expect((await limiter.peek("never-taken", 3)).remaining).toBe(3);
      expect(await sql`SELECT key FROM rate_buckets WHERE key = 'never-taken'`).toHaveLength(0);
      await limiter.take("taken", 3);
      expect((await limiter.peek("taken", 3)).remaining).toBe(2);
      expect(await sql`SELECT key FROM rate_buckets WHERE key = 'taken'`).toHaveLength(1);
    } finally {
      await sql.end();
    }
  });
});

describe("the insured limiter (degradation policy)", () => {
  const memoryFallback = () => new MemoryRateLimiter(Date.now);

  test("Redis stopped: the fallback answers at once; Redis back on the same port: the store answers again, each switch reported once", async () => {
    const redis = await startRedisServer();
    const store = new RedisRateLimiter(redis.url, { commandTimeoutMs: 250 });
    const switches: string[] = [];
    const limiter = new InsuredRateLimiter(store, memoryFallback(), {
      storeName: "redis",
      fallbackName: "memory",
      deadlineMs: 250,
      onSwitch: (s) => switches.push(s.to),
    });
    try {
      expect(await store.ready(5000)).toBe(true);
      expect((await limiter.take("a", 5)).remaining).toBe(4);
      expect(limiter.health().serving).toBe("store");
      await redis.stop();
      const started = performance.now();
      for (let i = 0; i < 20; i++) expect((await limiter.take(`b${i}`, 5)).allowed).toBe(true);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(limiter.health()).toMatchObject({ store: "redis", serving: "fallback", fallback: "memory" });
      await redis.start();
      expect(await store.ready(10_000)).toBe(true);
      await Bun.sleep(1100);
      await limiter.take("c", 5);
      expect(limiter.health().serving).toBe("store");
      expect(switches).toEqual(["fallback", "store"]);
      // The bucket is in Redis again (the Lua script was loaded again after the restart).
      expect(await redis.command(["EXISTS", "prospector:rate:c"])).toBe(1);
    } finally {
      await limiter.close();
      await redis.stop();
    }
  }, 30_000);

  test("a store that keeps its connection but never answers costs one deadline, then rests a second; without a fallback the failure is thrown", async () => {
    const redis = await startRedisServer();
    const store = new RedisRateLimiter(redis.url, { commandTimeoutMs: 200 });
    const limiter = new InsuredRateLimiter(store, null, {
      storeName: "redis",
      fallbackName: "none",
      deadlineMs: 200,
    });
    try {
      expect(await store.ready(5000)).toBe(true);
      redis.pause();
      let started = performance.now();
      await expect(limiter.take("k", 5)).rejects.toThrow();
      const first = performance.now() - started;
      started = performance.now();
      const rest = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => limiter.take(`k${i}`, 5)));
      const others = performance.now() - started;
      expect(first).toBeGreaterThanOrEqual(150);
      expect(first).toBeLessThan(1000);
      // Resting: the next calls do not wait for the store at all.
      expect(rest.every((o) => o.status === "rejected")).toBe(true);
      expect(others).toBeLessThan(100);
      expect(limiter.health().serving).toBe("none");
      redis.resume();
      await Bun.sleep(1100);
      expect((await limiter.take("after", 5)).allowed).toBe(true);
      expect(limiter.health().serving).toBe("store");
    } finally {
      await limiter.close();
      await redis.stop();
    }
  });

  test("memory share: each instance holds limit / instances tokens, at least 1; a closed group stays closed", async () => {
    const share = new ShareOfLimit(new MemoryRateLimiter(Date.now), 3);
    const decisions = await Promise.all(Array.from({ length: 10 }, () => share.take("k", 10)));
    expect(decisions.filter((d) => d.allowed).length).toBe(3);
    expect((await share.take("one", 2)).limit).toBe(1);
    expect((await share.take("closed", 0)).allowed).toBe(false);
  });
});

describe("postgres gated takes arriving together (issue 48: one statement per bucket)", () => {
  const open = async (url: string) => {
    const storage = await openStorage(loadConfig({ DATABASE_URL: url }));
    const limiter = storage.sharedRateLimiter(60) as PostgresRateLimiter;
    opened.push({ limiter, storage });
    return limiter;
  };

  test("300 concurrent gated takes on a bucket of 7, from four instances: exactly 7 pass, each a different remaining (8 rounds)", async () => {
    const url = await freshDatabase();
    const instances = [await open(url), await open(url), await open(url), await open(url)];
    // Rounds of fresh buckets: each instance's batches race the others' on the bucket's row.
    for (let round = 0; round < 8; round++) await burst(instances);
  });

  async function burst(instances: PostgresRateLimiter[]) {
    const a = instances[0] as PostgresRateLimiter;
    const key = `tier-${Math.random()}`;
    const decisions = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        (instances[i % instances.length] as PostgresRateLimiter).takeUnlessGated(`gate-${i % 3}`, 5, key, 7),
      ),
    );
    expect(decisions.every((d) => d.gate.allowed && d.take !== null)).toBe(true);
    const taken = decisions.map((d) => d.take as NonNullable<typeof d.take>);
    const allowed = taken.filter((d) => d.allowed);
    expect(allowed.length).toBe(7);
    // As one after another: the i-th granted leaves 7 - i - 1 (refill over the run adds < 1).
    expect(allowed.map((d) => d.remaining).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const refused = taken.filter((d) => !d.allowed);
    expect(refused.every((d) => d.remaining === 0 && d.retryAfter >= 1 && d.retryAfter <= 9)).toBe(true);
    expect((await a.peek(key, 7)).allowed).toBe(false);
  }

  test("several buckets and a closed gate in one burst: each bucket grants its own limit; a refused gate takes nothing", async () => {
    const limiter = await open(await freshDatabase());
    const run = `${Math.random()}`;
    // The gate of `shut` is spent first: its callers are refused at the gate and take nothing.
    for (let i = 0; i < 2; i++) await limiter.take(`gate-shut-${run}`, 2);
    const asks = Array.from({ length: 240 }, (_, i) => ({
      gate: i % 4 === 3 ? `gate-shut-${run}` : `gate-open-${run}`,
      key: `bucket-${i % 3}-${run}`,
      limit: [3, 10, 50][i % 3] as number,
    }));
    const decisions = await Promise.all(asks.map((x) => limiter.takeUnlessGated(x.gate, 2, x.key, x.limit)));
    for (const [i, x] of asks.entries())
      expect([i, (decisions[i] as (typeof decisions)[number]).gate.allowed]).toEqual([
        i,
        !x.gate.startsWith("gate-shut"),
      ]);
    expect(decisions.filter((d) => !d.gate.allowed).every((d) => d.take === null)).toBe(true);
    for (const [b, limit] of [3, 10, 50].entries()) {
      const through = decisions.filter((d, i) => asks[i]?.key === `bucket-${b}-${run}` && d.take !== null);
      expect(through.filter((d) => d.take?.allowed).length).toBe(Math.min(limit, through.length));
    }
    // bucket-2 (limit 50) had 60 callers through the gate; bucket-0 and -1 ran out too.
    expect((await limiter.peek(`bucket-1-${run}`, 10)).allowed).toBe(false);
  });
});
