/**
 * The lease of work done once for every process on a database (src/domain/lease.ts, meta.claim),
 * on both engines, through two storages opened on one database as two processes would: of many
 * claims at once exactly one holds; the others get null and run nothing; the holder renews; a
 * lease given back or expired is taken by the next; a stale holder's renewal fails once another
 * took over; a holder that stops (shutting down) gives it back at once.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { Lease, runOrAwait } from "../../src/domain/lease.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
const engines: Record<string, [Storage, Storage]> = {};

beforeAll(async () => {
  const pgUrl = await freshDatabase();
  const file = join(dir.path, "lease.db");
  const sqlite = await openStorage(loadConfig({ DATABASE_PATH: file }));
  engines.sqlite = [sqlite, await openStorage(loadConfig({ DATABASE_PATH: file }))];
  const pg = await openStorage(loadConfig({ DATABASE_URL: pgUrl }));
  engines.postgres = [pg, await openStorage(loadConfig({ DATABASE_URL: pgUrl }))];
}, 60_000);
afterAll(async () => {
  for (const pair of Object.values(engines)) for (const s of pair) await s.close();
  dir.cleanup();
});

for (const engine of ["sqlite", "postgres"])
  describe(engine, () => {
    test("of 20 claims at once over two connections exactly one holds; the others run nothing", async () => {
      const [a, b] = engines[engine] as [Storage, Storage];
      let ran = 0;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const leases = Array.from({ length: 20 }, (_, i) => new Lease(i % 2 ? a : b, "test_once", 30_000));
      const outcomes = leases.map((l) =>
        l.run(async () => {
          ran++;
          await held;
          return "done";
        }),
      );
      // The holder keeps it until every other claim has answered (a slow connection's claim must
      // not come after the release and pass for a second holder at once).
      let refused = 0;
      for (const o of outcomes)
        void o.then((r) => {
          if (r === null && ++refused === 19) release();
        });
      setTimeout(release, 20_000);
      const results = await Promise.all(outcomes);
      expect(ran).toBe(1);
      expect(results.filter((r) => r === "done").length).toBe(1);
      expect(results.filter((r) => r === null).length).toBe(19);
      // Given back: the next one takes it.
      expect(await new Lease(b, "test_once", 30_000).run(async () => "again")).toBe("again");
    });

    test("stop (shutting down): the run under way stops at its next renew and gives the lease back at once; no run starts after", async () => {
      const [a, b] = engines[engine] as [Storage, Storage];
      const lease = new Lease(a, "test_stop", 30_000);
      let steps = 0;
      let stepped: () => void = () => {};
      const first = new Promise<void>((resolve) => {
        stepped = resolve;
      });
      const run = lease.run(async (renew) => {
        while (await renew()) {
          steps++;
          stepped();
          await Bun.sleep(10);
        }
        return "stopped";
      });
      await first;
      await lease.stop();
      expect(await run).toBe("stopped");
      const after = steps;
      // Given back now, not in 30 s: another process takes it at once.
      expect(await b.meta.get("test_stop")).toBeNull();
      expect(await new Lease(b, "test_stop", 30_000).run(async () => "next")).toBe("next");
      expect(await lease.run(async () => "again")).toBeNull();
      expect(steps).toBe(after);
    });

    test("an expired lease is taken over, and the stale holder's renewal then fails", async () => {
      const [a, b] = engines[engine] as [Storage, Storage];
      const now = Date.now();
      expect(await a.meta.claim("test_expiry", "first", now, 50)).toBe(true);
      expect(await b.meta.claim("test_expiry", "second", now + 10, 50)).toBe(false);
      // The holder renews its own.
      expect(await a.meta.claim("test_expiry", "first", now + 20, 50)).toBe(true);
      expect(await b.meta.claim("test_expiry", "second", now + 200, 50)).toBe(true);
      expect(await a.meta.claim("test_expiry", "first", now + 210, 50)).toBe(false);
      // A release by someone who no longer holds it leaves the holder's lease alone.
      await a.meta.release("test_expiry", "first");
      expect(await a.meta.claim("test_expiry", "first", now + 220, 50)).toBe(false);
      await b.meta.release("test_expiry", "second");
      expect(await a.meta.claim("test_expiry", "first", now + 230, 50)).toBe(true);
    });

    test("runOrAwait: the waiter reads the holder's result without running; a dead holder's work is taken over at expiry; a closed waiter gets null", async () => {
      const [a, b] = engines[engine] as [Storage, Storage];
      const wait = (storage: Storage, closed = () => false) => ({
        pollMs: 20,
        closed,
        doneElsewhere: () => storage.meta.get("test_await_result"),
      });
      // A holds the lease and writes its result after a while; B waits for it and runs nothing.
      let bRan = 0;
      const holder = new Lease(a, "test_await", 30_000).run(async () => {
        await Bun.sleep(150);
        await a.meta.set("test_await_result", "from a");
        return "from a";
      });
      await Bun.sleep(20);
      const waited = await runOrAwait(
        () =>
          new Lease(b, "test_await", 30_000).run(async () => {
            bRan++;
            return "from b";
          }),
        wait(b),
      );
      expect(await holder).toBe("from a");
      expect(waited).toBe("from a");
      expect(bRan).toBe(0);

      // A holder that died (never released, 200 ms lease): B takes over once it expires.
      expect(await a.meta.claim("test_await_dead", "dead", Date.now(), 200)).toBe(true);
      const started = Date.now();
      const took = await runOrAwait(
        () => new Lease(b, "test_await_dead", 30_000).run(async () => "b took over"),
        { pollMs: 20, closed: () => false, doneElsewhere: async () => null },
      );
      expect(took).toBe("b took over");
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);

      // Closed while waiting: null, and the wait ends.
      expect(await a.meta.claim("test_await_closed", "other", Date.now(), 30_000)).toBe(true);
      let closed = false;
      setTimeout(() => {
        closed = true;
      }, 60);
      const none = await runOrAwait(() => new Lease(b, "test_await_closed", 30_000).run(async () => "ran"), {
        pollMs: 20,
        closed: () => closed,
        doneElsewhere: async () => null,
      });
      expect(none).toBeNull();
    });
  });
