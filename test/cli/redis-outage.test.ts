/**
 * A Redis outage longer than every timeout (issue 27): three instances on one PostgreSQL and one
 * Redis; Redis is killed for 45 s and started again on the same port. During the outage every
 * request gets a prompt HTTP answer (instances with a fallback serve from the PostgreSQL buckets,
 * the one configured without a fallback answers 503 with Retry-After and turns unready), and
 * within seconds of Redis coming back every instance limits through Redis again.
 */
import { afterAll, expect, test } from "bun:test";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { type Instance, startInstances, stopAll } from "../helpers/instances.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { type RedisServer, startRedisServer } from "../helpers/redis.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
const spawned: Bun.Subprocess[] = [];
let redis: RedisServer | null = null;
afterAll(async () => {
  for (const p of spawned) p.kill("SIGKILL");
  await Promise.all(spawned.map((p) => p.exited));
  await redis?.stop();
  dir.cleanup();
});

const OUTAGE_MS = 45_000;
const JOB = "00000000-0000-4000-8000-000000000000";

interface Answer {
  instance: number;
  path: string;
  status: number | "no answer";
  ms: number;
  retryAfter: string | null;
}

async function ask(instances: Instance[], i: number, path: string, key: string, method = "GET") {
  const started = performance.now();
  const instance = i % instances.length;
  try {
    const res = await fetch(`${instances[instance]?.url}${path}`, {
      method,
      ...auth(key),
      signal: AbortSignal.timeout(20_000),
    });
    await res.arrayBuffer();
    return {
      instance,
      path,
      status: res.status,
      ms: performance.now() - started,
      retryAfter: res.headers.get("retry-after"),
    } satisfies Answer;
  } catch {
    return {
      instance,
      path,
      status: "no answer",
      ms: performance.now() - started,
      retryAfter: null,
    } as Answer;
  }
}

async function readiness(instance: Instance) {
  const res = await fetch(`${instance.url}/readyz`);
  return {
    status: res.status,
    body: (await res.json()) as { rate_limiter: { store: string; state: string; serving_from: string } },
  };
}

test("Redis down for 45 s, then back on the same port: every request answered promptly, every instance back on Redis within seconds", async () => {
  redis = await startRedisServer();
  const db = await freshDatabase();
  const env = { DATABASE_URL: db, REDIS_URL: redis.url, DEMO_PEOPLE: "200" };
  // Two instances with the default policy (PostgreSQL buckets while Redis is away), one without a fallback.
  const insured = await startInstances(2, env, { dataDir: dir.path, spawned, logs: true });
  const strict = await startInstances(
    1,
    { ...env, DEMO_PEOPLE: "0", RATE_LIMIT_FALLBACK: "none" },
    { dataDir: dir.path, spawned, firstId: 3, logs: true },
  );
  const all = [...insured, ...strict];
  const storage = await openStorage(loadConfig({ DATABASE_URL: db }));
  try {
    const key = await makeKey(storage, "tier3", { credits: 100_000 });
    for (const [i, instance] of all.entries()) {
      expect((await ask(all, i, "/api/credits", key)).status).toBe(200);
      expect((await readiness(instance)).body.rate_limiter).toMatchObject({ store: "redis", state: "ok" });
    }
    const clientsBefore = String(await redis.command(["INFO", "clients"]));
    expect(Number(/connected_clients:(\d+)/.exec(clientsBefore)?.[1])).toBeGreaterThanOrEqual(3);

    await redis.stop();
    const outageEnds = Date.now() + OUTAGE_MS;
    const answers: Answer[] = [];
    const paths = [
      ["GET", "/api/credits"],
      ["GET", "/api/search?query=engineers&limit=1"],
      ["POST", `/api/search/deep_research/${JOB}/cancel`],
    ] as const;
    let readyDuring: Awaited<ReturnType<typeof readiness>>[] = [];
    for (let round = 0; Date.now() < outageEnds; round++) {
      const batch = await Promise.all(
        all.flatMap((_, i) => paths.map(([method, path]) => ask(all, i, path, key, method))),
      );
      answers.push(...batch);
      if (round === 3) readyDuring = await Promise.all(all.map(readiness));
      await Bun.sleep(500);
    }
    await redis.start();
    const restartedAt = Date.now();
    // Back within seconds: each instance's limiter reports Redis again and its buckets are there.
    let recoveredMs = -1;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
      await Promise.all(all.map((_, i) => ask(all, i, "/api/credits", key)));
      const states = await Promise.all(all.map(readiness));
      if (states.every((s) => s.status === 200 && s.body.rate_limiter.serving_from === "redis")) {
        recoveredMs = Date.now() - restartedAt;
        break;
      }
      await Bun.sleep(250);
    }
    const after = await Promise.all(all.map((_, i) => ask(all, i, "/api/credits", key)));
    const clientsAfter = Number(
      /connected_clients:(\d+)/.exec(String(await redis.command(["INFO", "clients"])))?.[1],
    );
    const buckets = (await redis.command(["KEYS", "prospector:rate:*"])) as string[];

    const statuses = (instances: number[]) =>
      answers.filter((a) => instances.includes(a.instance)).map((a) => a.status);
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(
      `redis outage: ${answers.length} requests in ${OUTAGE_MS / 1000} s, slowest ${Math.round(slowest)} ms, ` +
        `insured statuses ${JSON.stringify(count(statuses([0, 1])))}, strict ${JSON.stringify(count(statuses([2])))}, ` +
        `back on redis after ${recoveredMs} ms, connected_clients ${clientsAfter}`,
    );
    expect(answers.filter((a) => a.status === "no answer")).toEqual([]);
    expect(slowest).toBeLessThan(2000);
    // Insured instances served every request (the PostgreSQL buckets answered; cancel of an unknown job is a 404).
    expect(new Set(statuses([0, 1]))).toEqual(new Set([200, 404]));
    // Without a fallback: the limited endpoints are a prompt 503 with Retry-After; the free cancel still answers.
    const strictLimited = answers.filter((a) => a.instance === 2 && !a.path.endsWith("/cancel"));
    expect(strictLimited.every((a) => a.status === 503 && a.retryAfter !== null)).toBe(true);
    expect(
      answers.filter((a) => a.instance === 2 && a.path.endsWith("/cancel")).every((a) => a.status === 404),
    ).toBe(true);
    expect(
      readyDuring.map((r) => [r.status, r.body.rate_limiter.state, r.body.rate_limiter.serving_from]),
    ).toEqual([
      [200, "degraded", "postgres"],
      [200, "degraded", "postgres"],
      [503, "unavailable", "none"],
    ]);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(10_000);
    expect(after.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(clientsAfter).toBeGreaterThanOrEqual(3);
    expect(buckets.length).toBeGreaterThan(0);
    // Each switch is logged once per instance, not once per request.
    for (const instance of all) {
      const lines = instance.log().split("\n");
      expect(lines.filter((l) => l.includes('"rate limiter store unavailable"')).length).toBe(1);
      expect(lines.filter((l) => l.includes('"rate limiter restored"')).length).toBe(1);
    }
  } finally {
    await storage.close();
    await stopAll(all);
  }
}, 150_000);

function count(xs: (number | string)[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[String(x)] = (out[String(x)] ?? 0) + 1;
  return out;
}
