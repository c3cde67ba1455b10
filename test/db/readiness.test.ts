/**
 * What /readyz decides (src/domain/health.ts, src/format/health.ts), over real storages on both
 * engines: a process still warming says starting (503) whatever its checks say, with their
 * detail; once warm, a database that does not answer is unavailable.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { MemoryRateLimiter } from "../../src/domain/billing/rate-limiter.ts";
import { createReadinessCheck } from "../../src/domain/health.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { readinessBody } from "../../src/format/health.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
const configs: Record<string, () => Promise<ReturnType<typeof loadConfig>>> = {
  sqlite: async () => loadConfig({ DATABASE_PATH: join(dir.path, "readiness.db") }),
  postgres: async () => loadConfig({ DATABASE_URL: await freshDatabase() }),
};
const storages: Record<string, Storage> = {};

beforeAll(async () => {
  for (const [engine, config] of Object.entries(configs))
    storages[engine] = await openStorage(await config());
}, 60_000);
afterAll(async () => {
  for (const s of Object.values(storages)) await s.close().catch(() => {});
  dir.cleanup();
});

for (const engine of Object.keys(configs))
  describe(engine, () => {
    test("starting while not warm, whatever the checks say (their detail inside); unavailable once warm", async () => {
      const storage = await openStorage(
        await (configs[engine] as () => Promise<ReturnType<typeof loadConfig>>)(),
      );
      const check = createReadinessCheck(storage, new MemoryRateLimiter(Date.now));
      expect(readinessBody(await check(false, false), null)).toMatchObject({
        status: "starting",
        database: { ok: true },
        search: { warm: false },
      });
      // The database gone: its ping fails.
      await storage.close();
      expect(readinessBody(await check(false, false), null)).toMatchObject({
        status: "starting",
        database: { ok: false },
        search: { warm: false },
      });
      expect(readinessBody(await check(false, true), null)).toMatchObject({
        status: "unavailable",
        database: { ok: false },
        search: { warm: true },
      });
      expect(readinessBody(await check(true, false), null).status).toBe("draining");
    });
  });
