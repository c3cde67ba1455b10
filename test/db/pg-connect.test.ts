/**
 * The pool when PostgreSQL is gone (issue 42): a query that cannot get a connection fails within
 * the connect timeout, however many are waiting and however long the outage has lasted, so a
 * request answers 503 at once instead of hanging. Two servers that are not there: a port nothing
 * listens on (refused at once, as a stopped server) and a listener that accepts and never answers
 * (as a server whose host stopped answering).
 */
import { afterAll, expect, test } from "bun:test";
import { connect, query } from "../../src/db/postgres/client.ts";
import { postgresFaultDetail } from "../../src/db/postgres/errors.ts";

const silent = Bun.listen({
  hostname: "127.0.0.1",
  port: 0,
  socket: { data() {} },
});
afterAll(() => silent.stop(true));

/** `count` queries at once on `sql`: how long until all had failed, and what they failed with. */
async function wave(sql: ReturnType<typeof connect>, count: number) {
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: count }, () =>
      query(sql, "SELECT 1").then(
        () => "answered",
        (error: unknown) => postgresFaultDetail(error) ?? String(error),
      ),
    ),
  );
  return { ms: performance.now() - started, outcomes: [...new Set(outcomes)] };
}

test("refused: 60 queries on a pool of 2 all fail within a second, and again after many failures", async () => {
  const sql = connect("postgres://prospector@127.0.0.1:1/none", 2, 1000);
  try {
    // The driver's default backoff grows to 20 s after a few failures, each waiting query waiting
    // out a connection's delay before its own attempt: the later waves hung for seconds.
    for (let round = 0; round < 4; round++) {
      const { ms, outcomes } = await wave(sql, 60);
      expect(outcomes).toEqual(["The database cannot be reached"]);
      expect(ms).toBeLessThan(1500);
    }
  } finally {
    await sql.end({ timeout: 0 });
  }
}, 30_000);

test("never answering: queries fail once the connect timeout (500 ms here) has passed, not later", async () => {
  const sql = connect(`postgres://prospector@127.0.0.1:${silent.port}/none`, 2, 500);
  try {
    for (let round = 0; round < 2; round++) {
      const { ms, outcomes } = await wave(sql, 40);
      expect(outcomes).toEqual(["The database cannot be reached"]);
      expect(ms).toBeGreaterThanOrEqual(450);
      expect(ms).toBeLessThan(1500);
    }
  } finally {
    await sql.end({ timeout: 0 });
  }
}, 30_000);
