/**
 * No per-row reads in a request (PostgreSQL): the statements a request runs, counted by the
 * server itself (pg_stat_statements, loaded by the test cluster), do not grow with its result
 * count. An unpaged 1,000-result deep research status read and a 100-result search, in both
 * formats, each stay within a small constant.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, TEST_ENGINE, type TestServer } from "../helpers/server.ts";

const MAX_STATEMENTS = 15;
const postgresOnly = describe.skipIf(TEST_ENGINE !== "postgres");

let server: TestServer;
let key: string;
let jobId: string;

interface Statement {
  query: string;
  calls: number;
}

/** Statements run on the server's database since the last reset, leaving out the counting itself. */
async function statementsSinceReset(): Promise<Statement[]> {
  const rows = await server.sql<{ query: string; calls: string | number }>(
    `SELECT query, calls FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT ILIKE '%pg_stat_statements%'`,
  );
  return rows.map((r) => ({ query: r.query, calls: Number(r.calls) }));
}

/**
 * Waits until the server runs nothing of its own: its start-up work in the background (the identify
 * index and the fitting of its model read every indexed profile in batches) once landed inside a
 * counted search (17 statements, 11 of them that work's), so the count waits for a quiet window.
 */
async function untilIdle(quietMs = 400, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await server.sql("SELECT pg_stat_statements_reset()");
    await Bun.sleep(quietMs);
    const ran = await statementsSinceReset();
    if (ran.length === 0) return;
    if (Date.now() > deadline) throw new Error(`the server never went idle:\n${described(ran)}`);
  }
}

/** The statements one request runs, on a server that is otherwise idle (the job is over). */
async function countedRequest(
  path: string,
): Promise<{ status: number; body: unknown; statements: Statement[] }> {
  await untilIdle();
  // Warm: prepared statements and caches exist in a running server; count the steady state.
  await server.fetch(path, auth(key));
  await server.sql("SELECT pg_stat_statements_reset()");
  const res = await server.fetch(path, auth(key));
  const body = await res.json();
  return { status: res.status, body, statements: await statementsSinceReset() };
}

const total = (statements: Statement[]) => statements.reduce((s, x) => s + x.calls, 0);
const described = (statements: Statement[]) =>
  statements.map((s) => `${s.calls} × ${s.query.replace(/\s+/g, " ").slice(0, 120)}`).join("\n");

postgresOnly("statements per request on PostgreSQL", () => {
  beforeAll(async () => {
    server = await startTestServer({
      prepare: (s) =>
        seedDemoData(s, { people: 1500, seed: 5, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
    });
    await server.sql("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    key = await makeKey(server.storage, "tier3", { credits: 100_000 });
    const started = await server.fetch("/api/search/deep_research", {
      method: "POST",
      headers: { ...auth(key).headers, "Content-Type": "application/json" },
      body: JSON.stringify({ query: "people", limit: 1000 }),
    });
    jobId = ((await started.json()) as { job_id: string }).job_id;
    for (let i = 0; i < 6000; i++) {
      const job = (await (
        await server.fetch(`/api/search/deep_research/${jobId}?page_size=1`, auth(key))
      ).json()) as { status: string };
      if (job.status !== "pending" && job.status !== "processing") break;
      await Bun.sleep(20);
    }
  }, 300_000);
  afterAll(() => server?.stop());

  for (const legacy of [true, false])
    test(`an unpaged 1,000-result status read (${legacy ? "legacy" : "modern"} format)`, async () => {
      const { status, body, statements } = await countedRequest(
        `/api/search/deep_research/${jobId}?legacy=${legacy}`,
      );
      expect(status).toBe(200);
      expect((body as { results: unknown[] }).results.length).toBe(1000);
      console.log(`status read, ${legacy ? "legacy" : "modern"}: ${total(statements)} statements`);
      expect([total(statements), described(statements)]).toEqual([
        Math.min(total(statements), MAX_STATEMENTS),
        described(statements),
      ]);
    });

  for (const legacy of [true, false])
    test(`a 100-result search (${legacy ? "legacy" : "modern"} format)`, async () => {
      const { status, body, statements } = await countedRequest(
        `/api/search?query=people&limit=100&advanced_filtering=false&legacy=${legacy}`,
      );
      expect(status).toBe(200);
      expect((body as { results: unknown[] }).results.length).toBe(100);
      console.log(`search, ${legacy ? "legacy" : "modern"}: ${total(statements)} statements`);
      expect([total(statements), described(statements)]).toEqual([
        Math.min(total(statements), MAX_STATEMENTS),
        described(statements),
      ]);
    });
});
