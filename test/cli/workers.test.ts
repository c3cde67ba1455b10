/**
 * `serve` with WORKERS=2 (src/cli/workers.ts), on the engine of this run (TEST_ENGINE): two real
 * server processes sharing one port, reached over real HTTP with a new connection per request so
 * that the kernel spreads them; X-Prospector-Worker says which worker answered, and every test
 * shows both did. Charges stay exact, rate limits are the key's (not twice it), a job started on
 * one worker is polled from the other and runs once, a revoked key is refused by both, /metrics
 * adds the workers up, and the port stays refused to anyone else.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { makeKey } from "../helpers/keys.ts";
import { type ServerProcess, startServerProcess } from "../helpers/process.ts";
import { engineEnv, runCli, TEST_ENGINE, tempDir } from "../helpers/server.ts";

const dir = tempDir();
const admin = "admin-token-for-workers-0123456789";
let env: Record<string, string>;
let server: ServerProcess;
let storage: Storage;
let urls: string[] = [];

beforeAll(async () => {
  env = {
    ...(await engineEnv()),
    DATA_DIR: dir.path,
    DATABASE_PATH: join(dir.path, "workers.db"),
    HOST: "127.0.0.1",
    DEMO_PEOPLE: "0",
    WORKERS: "2",
    ADMIN_TOKEN: admin,
    METRICS: "true",
    JOB_POLL_MS: "200",
    LOG_LEVEL: "info",
  };
  storage = await openStorage(loadConfig(env));
  // People to charge for and to research, stored before the server starts.
  await seedDemoData(storage, { people: 300, seed: 9 });
  urls = (await storage.people.scan(0, 60)).map((p) => encodeURIComponent(p.pnet_url as string));
  server = await startServerProcess(env, 120_000);
}, 180_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  await storage?.close();
  dir.cleanup();
});

/** One request on a new connection: which worker took it is the kernel's choice. */
async function send(path: string, init: RequestInit & { key?: string } = {}) {
  const headers: Record<string, string> = {
    Connection: "close",
    ...(init.headers as Record<string, string>),
  };
  if (init.key) headers.Authorization = `Bearer ${init.key}`;
  const res = await fetch(`${server.url}${path}`, { ...init, headers, keepalive: false });
  return { res, worker: res.headers.get("x-prospector-worker") };
}

test("first start: /readyz says ready only once both workers are warm; the identify index and the associations are built once; nothing meets a locked database", async () => {
  // The 300 people were stored before the start: the identify index and the associations table
  // are due, and both workers start together.
  const probes: { status: number; body: { status: string; search: { warm: boolean } }; ms: number }[] = [];
  let warmLinesAtReady = -1;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    const { res } = await send("/readyz");
    probes.push({ status: res.status, body: await res.json(), ms: performance.now() - t });
    if (res.status === 200) {
      warmLinesAtReady = server.output().split('"msg":"search warm"').length - 1;
      break;
    }
    await Bun.sleep(20);
  }
  expect(probes.at(-1)?.body).toMatchObject({ status: "ready", search: { warm: true } });
  expect(warmLinesAtReady).toBe(2);
  for (const p of probes.slice(0, -1))
    expect(p.body).toMatchObject({ status: "starting", search: { warm: false } });
  // The background builds finish (one worker builds each, the other reads what it stored).
  const logLines = (msg: string) =>
    server
      .output()
      .split("\n")
      .filter((l) => l.includes(`"msg":"${msg}"`));
  while (
    Date.now() < deadline &&
    (logLines("identify index caught up").length === 0 || logLines("associations ready").length < 2)
  )
    await Bun.sleep(50);
  expect(logLines("identify index caught up").map((l) => JSON.parse(l).people)).toEqual([300]);
  const associations = logLines("associations ready").map((l) => JSON.parse(l).built_ms);
  expect(associations.length).toBe(2);
  expect(new Set(associations).size).toBe(1);
  expect(server.output()).not.toContain("database is locked");
  expect(server.output()).not.toContain("warm-up failed");
}, 90_000);

test("two workers answer on one port, and a second server on that port is refused", async () => {
  const seen = new Set<string | null>();
  for (let i = 0; i < 200 && seen.size < 2; i++) seen.add((await send("/health")).worker);
  expect([...seen].sort()).toEqual(["1", "2"]);
  const port = new URL(server.url).port;
  const refused = await runCli(["serve"], { ...env, PORT: port, ALT_PORT: "0", LOG_LEVEL: "silent" }, 60_000);
  expect(refused.code).toBe(1);
  expect(refused.stderr.trim()).toBe(
    `prospector: configuration error: PORT: port ${port} is already in use by another process: stop it, choose another PORT, or set PORT_SHARING=true to share the port on purpose`,
  );
}, 60_000);

test("120 concurrent fixed-price requests over both workers on a key with credits for 40: exactly 40 charged", async () => {
  const key = await makeKey(storage, "tier3", { credits: 40 });
  const results = await Promise.all(
    Array.from({ length: 120 }, (_, i) =>
      send(`/api/enrich/pnet?pnet_url=${urls[i % urls.length]}`, { key }),
    ),
  );
  const statuses = results.map((r) => r.res.status);
  expect(statuses.filter((s) => s === 200).length).toBe(40);
  expect(statuses.filter((s) => s === 402).length).toBe(80);
  // Both workers took part (which one charged is the race's: one worker's group commit may take
  // every credit in one transaction); the database decides every charge, so the sum is exact.
  expect(new Set(results.map((r) => r.worker)).size).toBe(2);
  const record = (await storage.keys.list()).at(-1);
  expect((await storage.keys.get(record?.id as number))?.credits).toBe(0);
  expect(await storage.credits.unreconciled()).toEqual([]);
}, 60_000);

test("a free key's 5 searches a minute hold across both workers (not 5 each)", async () => {
  const key = await makeKey(storage, "free", { freeCredits: 1000 });
  const results: { status: number; worker: string | null }[] = [];
  for (let i = 0; i < 20; i++) {
    const { res, worker } = await send("/api/search?query=engineers&limit=1", { key });
    results.push({ status: res.status, worker });
  }
  expect(results.filter((r) => r.status === 200).length).toBe(5);
  expect(results.filter((r) => r.status === 429).length).toBe(15);
  expect(new Set(results.map((r) => r.worker)).size).toBe(2);
}, 60_000);

test("a job started on one worker is polled from the other, runs once and is charged once", async () => {
  const key = await makeKey(storage, "tier3", { credits: 10_000 });
  const started = await send("/api/search/deep_research", {
    key,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query: "engineers", limit: 30 }),
  });
  expect(started.res.status).toBe(200);
  const id = ((await started.res.json()) as { job_id: string }).job_id;
  const polledBy = new Set<string | null>();
  let status = "";
  const deadline = Date.now() + 60_000;
  while ((status !== "completed" || !polledBy.has(other(started.worker))) && Date.now() < deadline) {
    const { res, worker } = await send(`/api/search/deep_research/${id}`, { key });
    expect(res.status).toBe(200);
    status = ((await res.json()) as { status: string }).status;
    polledBy.add(worker);
    await Bun.sleep(50);
  }
  expect(status).toBe("completed");
  expect(polledBy.has(other(started.worker))).toBe(true);
  const items = await storage.jobs.items(id, 0, 10_000);
  expect(items.length).toBeGreaterThan(0);
  expect(new Set(items.map((i) => i.itemKey)).size).toBe(items.length);
  const totals = await storage.jobs.totals(id);
  const record = (await storage.keys.list()).at(-1);
  const ledger = await storage.credits.ledger(record?.id as number);
  const jobCharges = ledger.filter((e) => e.jobId === id).reduce((s, e) => s - e.delta, 0);
  expect(jobCharges).toBe(totals.credits);
  expect(await storage.credits.unreconciled()).toEqual([]);
}, 90_000);

function other(worker: string | null): string {
  return worker === "1" ? "2" : "1";
}

test("a key revoked through one worker is refused by both at once, and not charged", async () => {
  const key = await makeKey(storage, "tier3", { credits: 1000, name: "to revoke" });
  const id = (await storage.keys.list()).find((k) => k.name === "to revoke")?.id as number;
  // Both workers have served the key (any cache of it is warm there).
  const served = new Set<string | null>();
  for (let i = 0; i < 200 && served.size < 2; i++) {
    const { res, worker } = await send("/api/credits", { key });
    expect(res.status).toBe(200);
    served.add(worker);
  }
  expect(served.size).toBe(2);
  const revoked = await send(`/admin/keys/${id}/revoke`, {
    method: "POST",
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(revoked.res.status).toBe(200);
  // SQLite has no key cache: at once. PostgreSQL's reaches every process within its documented
  // second (docs/operations.md), as it does across instances.
  if (TEST_ENGINE === "postgres") await Bun.sleep(1100);
  const before = (await storage.keys.get(id))?.credits;
  const refusedBy = new Set<string | null>();
  for (let i = 0; i < 200 && refusedBy.size < 2; i++) {
    const { res, worker } = await send(`/api/enrich/pnet?pnet_url=${urls[1]}`, { key });
    expect(res.status).toBe(401);
    refusedBy.add(worker);
  }
  expect(refusedBy.size).toBe(2);
  expect((await storage.keys.get(id))?.credits).toBe(before as number);
}, 60_000);

test("/metrics adds both workers' requests up", async () => {
  const counted = async () => {
    const text = await (await send("/metrics")).res.text();
    const line = text
      .split("\n")
      .find((l) => l.startsWith('prospector_http_requests_total{method="GET",route="/health",status="200"}'));
    return Number(line?.split(" ").at(-1) ?? 0);
  };
  const before = await counted();
  const workers = new Set<string | null>();
  for (let i = 0; i < 20; i++) workers.add((await send("/health")).worker);
  expect(workers.size).toBe(2);
  expect((await counted()) - before).toBe(20);
}, 60_000);
