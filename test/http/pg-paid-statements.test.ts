/**
 * A paid request on PostgreSQL in three statements (issue 48, point 2), counted by the server
 * itself (pg_stat_statements): the failed-auth gate and the tier bucket in one, the person, the
 * debit with its ledger row in one; the key and the companies version come from the instance's
 * caches. A key revoked or topped up through the API is seen by the very next request.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, TEST_ENGINE, type TestServer } from "../helpers/server.ts";

const postgresOnly = describe.skipIf(TEST_ENGINE !== "postgres");
const ADMIN = "admin-token-for-tests-0123456789";

let server: TestServer;
let key: string;
let url: string;

async function statementsOf(path: string, as = key): Promise<{ status: number; queries: string[] }> {
  await server.sql("SELECT pg_stat_statements_reset()");
  const res = await server.fetch(path, auth(as));
  await res.arrayBuffer();
  const rows = await server.sql<{ query: string; calls: string | number }>(
    `SELECT query, calls FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT ILIKE '%pg_stat_statements%'`,
  );
  return {
    status: res.status,
    queries: rows.flatMap((r) => Array(Number(r.calls)).fill(r.query) as string[]),
  };
}

postgresOnly("a paid request on PostgreSQL", () => {
  beforeAll(async () => {
    server = await startTestServer({
      env: { ADMIN_TOKEN: ADMIN, AUTH_FAILURES_PER_MINUTE: "5" },
      prepare: (s) =>
        seedDemoData(s, { people: 50, seed: 5, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
    });
    await server.sql("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    key = await makeKey(server.storage, "tier3", { credits: 1000, name: "counted" });
    const [person] = await server.storage.people.scan(0, 1);
    url = `/api/enrich/pnet?legacy=false&pnet_url=${encodeURIComponent(person?.pnet_url as string)}`;
  }, 120_000);
  afterAll(() => server?.stop());

  test("runs three statements once warm: no key lookup, no companies version, no separate peek", async () => {
    for (let i = 0; i < 3; i++) expect((await server.fetch(url, auth(key))).status).toBe(200);
    // The server's background work (the identify index, watchers) also runs statements: the
    // request's own are the fewest counted over a few tries (background work only adds).
    let queries: string[] = [];
    for (let i = 0; i < 8; i++) {
      // Warm again right before counting: a loaded machine can take longer than the caches' 1 s
      // bound between tries, and a cache that expired re-reads (correctly) what it forgot.
      expect((await server.fetch(url, auth(key))).status).toBe(200);
      const counted = await statementsOf(url);
      expect(counted.status).toBe(200);
      if (i === 0 || counted.queries.length < queries.length) queries = counted.queries;
      if (queries.length <= 3) break;
      await Bun.sleep(500);
    }
    const shown = queries.map((q) => q.replace(/\s+/g, " ").slice(0, 80));
    expect([queries.length, shown]).toEqual([3, shown]);
    expect(queries.some((q) => q.includes("FROM api_keys WHERE hash"))).toBe(false);
    expect(queries.some((q) => q.includes("FROM meta"))).toBe(false);
  });

  test("a revocation through the admin API refuses the next request, uncharged", async () => {
    const revocable = await makeKey(server.storage, "tier3", { credits: 10, name: "revocable" });
    expect((await server.fetch(url, auth(revocable))).status).toBe(200);
    const id = (await server.storage.keys.list()).find((k) => k.name === "revocable")?.id;
    const revoked = await server.fetch(`/admin/keys/${id}/revoke`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN}` },
    });
    expect(revoked.status).toBe(200);
    const refused = await server.fetch(url, auth(revocable));
    expect(refused.status).toBe(401);
    expect((await server.storage.keys.get(id as number))?.credits).toBe(9);
  });

  test("the balance shown is the stored one, also after a top-up and after charges", async () => {
    const spender = await makeKey(server.storage, "tier3", { credits: 5, name: "spender" });
    for (let i = 0; i < 2; i++) expect((await server.fetch(url, auth(spender))).status).toBe(200);
    const balance = async () =>
      ((await (await server.fetch("/api/credits", auth(spender))).json()) as { credits: number }).credits;
    expect(await balance()).toBe(3);
    const id = (await server.storage.keys.list()).find((k) => k.name === "spender")?.id;
    const topped = await server.fetch(`/admin/keys/${id}/topup`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ credits: 7 }),
    });
    expect(topped.status).toBe(200);
    expect(await balance()).toBe(10);
    expect((await server.fetch(url, auth(spender))).status).toBe(200);
    expect(await balance()).toBe(9);
  });

  test("a key in steady use stays cached past the cache's 1 s bound: read again in the background, no request takes the uncached path", async () => {
    // No credits: a grant's NOTIFY, arriving late, would drop the key from the cache mid-test.
    const steady = await makeKey(server.storage, "tier3", { name: "steady" });
    expect((await server.fetch("/api/credits", auth(steady))).status).toBe(200);
    await server.sql("SELECT pg_stat_statements_reset()");
    // Four clients for 2.5 s (the bound passes twice), each request right after the last answer.
    const until = performance.now() + 2500;
    const statuses = new Set<number>();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (performance.now() < until) {
          const res = await server.fetch("/api/credits", auth(steady));
          await res.arrayBuffer();
          statuses.add(res.status);
          await Bun.sleep(20);
        }
      }),
    );
    expect([...statuses]).toEqual([200]);
    const rows = await server.sql<{ query: string; calls: string | number }>(
      `SELECT query, calls FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    const calls = (match: (q: string) => boolean) =>
      rows.filter((r) => match(r.query)).reduce((n, r) => n + Number(r.calls), 0);
    // The uncached path peeks the failed-auth gate alone before it reads the key: never taken.
    expect(calls((q) => /FROM rate_buckets AS b WHERE key = \$1$/.test(q.trim()))).toBe(0);
    // The key was read again, in the background, about every half second (not once per request).
    const keyReads = calls((q) => q.includes("FROM api_keys WHERE hash"));
    expect(keyReads).toBeGreaterThanOrEqual(2);
    expect(keyReads).toBeLessThanOrEqual(10);
  });

  // Last: it spends this address's failure budget.
  test("a key seen valid, from an address over its failure budget: the gate's 429 from the one statement, nothing charged", async () => {
    const seen = await makeKey(server.storage, "tier3", { credits: 10, name: "seen" });
    expect((await server.fetch(url, auth(seen))).status).toBe(200);
    const bad = `lk_${"x".repeat(40)}`;
    // All at once, so the key seen above is still within the cache's 1 s bound on a loaded machine.
    await Promise.all(
      Array.from({ length: 6 }, async () => await (await server.fetch(url, auth(bad))).arrayBuffer()),
    );
    const { status, queries } = await statementsOf(url, seen);
    expect(status).toBe(429);
    expect(queries.some((q) => q.includes("FROM api_keys WHERE hash"))).toBe(false);
    // The gate refuses in one statement: with the tier take while the key is still cached, or
    // peeked alone when the cache's 1 s ran out first (the server's background identify work can
    // take that second on a loaded machine: seen once in the local CI). Never the key lookup.
    const gate = queries.filter(
      (q) => q.startsWith("WITH gate AS") || /FROM rate_buckets AS b WHERE key = \$1$/.test(q),
    );
    expect(gate.length).toBe(1);
    const id = (await server.storage.keys.list()).find((k) => k.name === "seen")?.id;
    expect((await server.storage.keys.get(id as number))?.credits).toBe(9);
  });
});
