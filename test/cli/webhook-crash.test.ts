/**
 * Webhooks survive SIGKILL in the middle of a delivery burst (issue 32), on SQLite and PostgreSQL:
 * after a restart every event is delivered at least once, none is lost, and an event that arrives
 * twice arrives under the same webhook-id (a receiver de-duplicates by it).
 */
import { afterAll, describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { startServerProcess } from "../helpers/process.ts";
import { tempDir } from "../helpers/server.ts";

const dirs: { cleanup: () => void }[] = [];
afterAll(() => {
  for (const d of dirs) d.cleanup();
});

const WATCHED = 150;

for (const engine of ["sqlite", "postgres"] as const) {
  describe(engine, () => {
    test("SIGKILL mid-burst, restart: every event delivered, duplicates only under the same webhook-id", async () => {
      const dir = tempDir();
      dirs.push(dir);
      const database: Record<string, string> =
        engine === "postgres" ? { DATABASE_URL: await freshDatabase() } : {};
      const env = {
        DATA_DIR: dir.path,
        DEMO_PEOPLE: "400",
        HOST: "127.0.0.1",
        WEBHOOKS_ALLOW_LOOPBACK: "true",
        WEBHOOK_POLL_MS: "50",
        WEBHOOK_LEASE_SECONDS: "2",
        ...database,
      };
      const got: { id: string; event: string }[] = [];
      const receiver = Bun.serve({
        hostname: "127.0.0.1",
        port: 0,
        async fetch(req) {
          const body = (await req.json()) as { data: { event: { id: string } } };
          got.push({ id: req.headers.get("webhook-id") as string, event: body.data.event.id });
          await Bun.sleep(15); // a receiver that takes a moment: the burst lasts
          return new Response("ok");
        },
      });
      let server = await startServerProcess(env);
      let storage: Storage | null = null;
      try {
        const headers = { Authorization: `Bearer ${server.demoKey}`, "Content-Type": "application/json" };
        storage = await openStorage(loadConfig({ ...env, LOG_LEVEL: "silent" }));
        const people = (await storage.people.scan(0, WATCHED)).slice(0, WATCHED);
        const created = await fetch(`${server.url}/api/watchers`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            people: people.map((p) => p.pnet_url),
            events: ["profile_updated"],
            webhook_url: `http://127.0.0.1:${receiver.port}/hook`,
          }),
        });
        expect(created.status).toBe(200);
        // A load that changes every watched person's headline: one event each.
        await storage.people.upsert(
          people.map((p) => ({
            person: { ...p, headline: `${p.headline ?? ""} (updated)` },
            contacts: [],
            social: [],
          })),
          { source: "test" },
        );
        for (let i = 0; i < 2000 && got.length < 20; i++) await Bun.sleep(5);
        expect(got.length).toBeGreaterThan(0);
        await server.kill("SIGKILL");
        const atKill = got.length;
        expect(atKill, "the burst finished before the kill").toBeLessThan(WATCHED);

        server = await startServerProcess(env);
        for (let i = 0; i < 600 && new Set(got.map((g) => g.id)).size < WATCHED; i++) await Bun.sleep(50);
        await Bun.sleep(500);
        const ids = new Set(got.map((g) => g.id));
        expect(ids.size).toBe(WATCHED);
        // One webhook-id per event: a duplicate is the same message again, never a new id.
        const idOf = new Map<string, string>();
        for (const g of got) {
          expect(idOf.get(g.event) ?? g.id).toBe(g.id);
          idOf.set(g.event, g.id);
        }
        expect(idOf.size).toBe(WATCHED);
      } finally {
        await storage?.close();
        await server.kill("SIGTERM");
        receiver.stop(true);
      }
    }, 120_000);
  });
}
