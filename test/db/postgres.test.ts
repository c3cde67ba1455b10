/**
 * PostgreSQL against the same contracts as SQLite, on a real server the test run starts itself
 * (test/helpers/postgres.ts): the same query on the same data gives the same ids, order and total
 * on both engines; 200 parallel debits never overdraw; engine faults are 503s, never 500s.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import postgres from "postgres";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { createApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { startTestServer, tempDir } from "../helpers/server.ts";

const dir = tempDir();
let sqlite: Storage;
let pg: Storage;
let pgUrl: string;

beforeAll(async () => {
  pgUrl = await freshDatabase();
  sqlite = await openStorage(loadConfig({ DATABASE_PATH: join(dir.path, "parity.db") }));
  pg = await openStorage(loadConfig({ DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: "20" }));
  const reference = new Date(Date.UTC(2026, 0, 1));
  await seedDemoData(sqlite, { people: 3000, seed: 77, reference });
  await seedDemoData(pg, { people: 3000, seed: 77, reference });
}, 120_000);
afterAll(async () => {
  await sqlite.close();
  await pg.close();
  dir.cleanup();
});

describe("engine parity", () => {
  const queries = [
    "software engineers",
    "senior product managers in London",
    "data scientists who know python",
    "engineers who studied Physics",
    "sales directors in Germany",
    "designers at a startup",
    "ex-Google engineers",
    "nurses",
    "marketing managers in New York with 5 years of experience",
    "CTO",
    "people who know kubernetes and golang",
    "recruiters in the Bay Area",
    "lawyers",
    "founders in Berlin",
    "zzzz nothing matches this",
  ];
  for (const query of queries)
    test(`"${query}": the same ids in the same order and the same total`, async () => {
      const run = async (storage: Storage) => {
        const service = new SearchService(storage, () => new Date(Date.UTC(2026, 0, 1)));
        const { session, params } = await service.start(1, {
          query,
          companies: [],
          schools: [],
          advancedFiltering: true,
        });
        const page = await service.page(session, params, 0, 50);
        return { total: session.total, candidates: session.candidateIds, page: page.map((h) => h.person.id) };
      };
      const [a, b] = [await run(sqlite), await run(pg)];
      expect(b.total).toBe(a.total);
      expect(b.candidates).toEqual(a.candidates);
      expect(b.page).toEqual(a.page);
    });

  test("stored records, contacts and exports are the same", async () => {
    expect(await pg.people.count()).toBe(await sqlite.people.count());
    const [x, y] = [await sqlite.people.scan(0, 200), await pg.people.scan(0, 200)];
    expect(y).toEqual(x);
    for (const p of x.slice(0, 50))
      expect(await pg.people.contactsOf(p.id)).toEqual(await sqlite.people.contactsOf(p.id));
    expect(await pg.companies.scan(0, 100)).toEqual(await sqlite.companies.scan(0, 100));
  });
});

test("200 parallel debits on a key with 50 credits: exactly 50 succeed, never below 0, the ledger reconciles", async () => {
  const { record } = await createApiKey(pg, { tier: "tier2", credits: 50 });
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      pg.credits.debit(record.id, 1, { operation: "test", requestId: `r${i}` }),
    ),
  );
  expect(results.filter((r) => r.ok).length).toBe(50);
  expect(results.every((r) => r.balance >= 0)).toBe(true);
  expect((await pg.keys.get(record.id))?.credits).toBe(0);
  expect(await pg.credits.unreconciled()).toEqual([]);
  expect((await pg.credits.ledger(record.id)).filter((l) => l.delta === -1).length).toBe(50);
});

describe("PostgreSQL faults are 503 with a detail, never 500", () => {
  test("a connection whose server went away fails its queries; it never throws past them (the driver patch)", async () => {
    // postgres.js 3.4.9 threw from a setImmediate when it wrote to a socket that had closed
    // (porsager/postgres#1154, #1208): an uncaught TypeError that killed a serve process while
    // PostgreSQL restarted. patches/postgres+3.4.9.patch settles such a write as CONNECTION_CLOSED.
    const sql = postgres(pgUrl, { max: 2, onnotice: () => {} });
    const killer = postgres(pgUrl, { max: 1, onnotice: () => {} });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const reserved = await sql.reserve();
      const [row] = await reserved`select pg_backend_pid() as pid`;
      await killer`select pg_terminate_backend(${row?.pid})`;
      await Bun.sleep(100);
      // Each query settles (an error, never a hang), and nothing is thrown past it.
      const settle = (query: Promise<unknown>) =>
        Promise.race([
          query.then(
            () => "ok",
            (e: { code?: string }) => e.code ?? "error",
          ),
          Bun.sleep(3000).then(() => "hang"),
        ]);
      expect(await settle(reserved`select 1 as one`)).toBe("CONNECTION_CLOSED");
      reserved.release();
      await Bun.sleep(100);
      expect(["ok", "CONNECTION_CLOSED"]).toContain(await settle(sql`select 1 as one`));
      await Bun.sleep(100);
      expect(uncaught).toEqual([]);
      // The pool itself recovers.
      expect((await sql`select 1 as one`)[0]?.one).toBe(1);
    } finally {
      process.off("uncaughtException", onUncaught);
      await Promise.all([sql.end({ timeout: 1 }), killer.end({ timeout: 1 })]);
    }
  });

  test("a transaction whose connection closed runs nothing on the replacement connection; its answers stay its own (the driver patch)", async () => {
    // postgres.js 3.4.9 (porsager/postgres#1215): after a transaction's backend went away, the
    // callback's later statements and its ROLLBACK went out on the pool's replacement connection,
    // during that connection's start-up. Every answer on it then belonged to the statement before:
    // under the PostgreSQL outage test a valid key's lookup got an empty result (a 401).
    const sql = postgres(pgUrl, { max: 1, onnotice: () => {} });
    const killer = postgres(pgUrl, { max: 1, onnotice: () => {} });
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let pid = 0;
    let late: Promise<string> = Promise.resolve("not run");
    try {
      const transaction = sql.begin(async (tx) => {
        pid = ((await tx`select pg_backend_pid() as pid`)[0] as { pid: number }).pid;
        await paused;
        late = tx`select 'late' as v`.then(
          () => "ran",
          (e: { code?: string }) => e.code ?? "error",
        );
        await late;
      });
      const outcome = transaction.then(
        () => "committed",
        (e: { code?: string }) => e.code ?? "error",
      );
      for (let i = 0; i < 50 && pid === 0; i++) await Bun.sleep(20);
      await killer`select pg_terminate_backend(${pid})`;
      expect(await outcome).toBe("CONNECTION_CLOSED");
      // The pool's one connection starts again for these; the old callback goes on meanwhile.
      const mine = Array.from({ length: 20 }, (_, i) => sql`select ${i}::int as v`);
      resume();
      expect((await Promise.all(mine)).map((rows) => (rows[0] as { v: number }).v)).toEqual(
        Array.from({ length: 20 }, (_, i) => i),
      );
      expect(await late).toBe("CONNECTION_CLOSED");
      // And later answers are still each statement's own.
      for (let i = 0; i < 5; i++) expect((await sql`select ${`after ${i}`} as v`)[0]?.v).toBe(`after ${i}`);
    } finally {
      resume();
      await Promise.all([sql.end({ timeout: 1 }), killer.end({ timeout: 1 })]);
    }
  });

  test("no free connections (53300) while the server runs, then back to normal", async () => {
    // The server connects as an ordinary role: a superuser is not bound by CONNECTION LIMIT, and
    // its pool could reconnect through the limit (this test once got a 200 that way).
    const owned = new URL(await freshDatabase());
    const name = owned.pathname.slice(1);
    const admin = postgres(owned.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE ROLE ${name}_app LOGIN`);
    await admin.unsafe(`ALTER DATABASE ${name} OWNER TO ${name}_app`);
    owned.username = `${name}_app`;
    const server = await startTestServer({
      env: { DATABASE_URL: owned.toString(), DATABASE_POOL_SIZE: "2" },
    });
    try {
      const k = await makeKey(server.storage, "tier2", { credits: 10 });
      await admin.unsafe(`ALTER DATABASE ${name} CONNECTION LIMIT 0`);
      await admin.unsafe(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
      // Termination is a signal: wait until the server's connections are really gone, or a request
      // can still slip through one that is on its way out (seen once in CI as a 200).
      for (let i = 0; i < 200; i++) {
        const [row] = await admin.unsafe(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [name],
        );
        if (row?.n === 0) break;
        await Bun.sleep(10);
      }
      const res = await server.fetch("/api/credits", auth(k));
      expect(res.headers.get("retry-after")).toBe("5");
      // Whichever noticed first: the key's lookup, or the rate limiter, whose buckets are in this
      // database (the test server runs the limiter serve runs).
      const body = await expectError(res, "UNAVAILABLE");
      expect(body.detail).toMatch(/database|rate limiter/i);
      expect(body.detail).not.toContain("53300");
      await admin.unsafe(`ALTER DATABASE ${name} CONNECTION LIMIT -1`);
      // Back within seconds: the rate limiter tries its store again once a second after a failure.
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        if (i > 0) await Bun.sleep(100);
        status = (await server.fetch("/api/credits", auth(k))).status;
      }
      expect(status).toBe(200);
    } finally {
      await admin.end();
      await server.stop();
    }
  }, 30_000);

  test("a server that is not there: connection refused is classified as unavailable (a 503), and the app's own pool is unaffected", async () => {
    const url = new URL(await freshDatabase());
    url.port = "1";
    const server = await startTestServer({ env: { DATABASE_URL: pgUrl } });
    try {
      const k = await makeKey(server.storage, "tier2", { credits: 10 });
      // The same app over a pool that points nowhere.
      const broken = await import("../../src/db/postgres/client.ts");
      const sql = broken.connect(url.toString(), 1);
      await expect(broken.query(sql, "SELECT 1")).rejects.toBeDefined();
      const { postgresFaultDetail } = await import("../../src/db/postgres/errors.ts");
      const error = await broken.query(sql, "SELECT 1").catch((e: unknown) => e);
      expect(postgresFaultDetail(error)).toBe("The database cannot be reached");
      await sql.end({ timeout: 1 });
      expect((await server.fetch("/api/credits", auth(k))).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

test("two instances starting together on an empty database seed the demo data once", async () => {
  const url = await freshDatabase();
  const root = join(import.meta.dir, "..", "..");
  const { freePort } = await import("../helpers/server.ts");
  const procs = [];
  for (let i = 0; i < 2; i++) {
    const [port, altPort] = [await freePort(), await freePort()];
    const proc = Bun.spawn([process.execPath, "src/main.ts", "serve"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        DEMO_PEOPLE: "120",
        HOST: "127.0.0.1",
        PORT: String(port),
        ALT_PORT: String(altPort),
        LOG_LEVEL: "silent",
        DATA_DIR: dir.path,
      },
      stdout: "pipe",
      stderr: "pipe",
    });
    procs.push({ proc, port });
  }
  try {
    for (const { port } of procs) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) throw new Error("an instance did not start");
        await Bun.sleep(100);
      }
    }
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [row] =
        await sql`SELECT (SELECT count(*)::int FROM people) AS people, (SELECT count(*)::int FROM api_keys) AS keys`;
      expect(row).toEqual({ people: 120, keys: 1 });
    } finally {
      await sql.end();
    }
  } finally {
    for (const { proc } of procs) proc.kill();
    await Promise.all(procs.map((p) => p.proc.exited));
  }
}, 90_000);
