/**
 * Server side of bench/edge.ts: the real app over a temp database with one stored profile and a
 * key with plenty of credits, plus a bare Elysia JSON route on another port for comparison.
 * Prints one JSON line with the ports and the key, then serves until killed.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Elysia } from "elysia";
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey } from "../src/domain/billing/keys.ts";
import { importPeople } from "../src/domain/import/import.ts";
import { createApp } from "../src/http/app.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const dir = mkdtempSync(join(tmpdir(), "prospector-bench-"));
// DATABASE_URL (an empty PostgreSQL database) runs the same bench on PostgreSQL.
const config = loadConfig({
  DATA_DIR: dir,
  LOG_LEVEL: "silent",
  DATABASE_URL: process.env.DATABASE_URL,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
});
const storage = await openStorage(config);
await importPeople(
  storage,
  (async function* () {
    yield JSON.stringify({
      pnet_url: "https://www.pnet.example/in/bench",
      name: "Bench Mark",
      headline: "Benchmarks",
      // Contact data: the contacts endpoint writes an access-log row per answer (docs/privacy.md).
      // (Until issue 31 this said `emails: [...]`, a field the record does not have: the contacts
      // answer found nothing, was free and wrote no access log.)
      contacts: [{ type: "email", value: "bench.mark@bench.example" }],
    });
  })(),
);
const { key } = await createApiKey(storage, { tier: "tier3", credits: 100_000_000 });
// The tier limits (200/min for profiles) would stop a throughput test at once: a window of a
// microsecond refills the buckets continuously, so the real limiter code runs without refusing.
const app = createApp(
  await createServices(config, storage, {
    log: createLogger("silent"),
    version: "bench",
    rateWindowSeconds: 1e-6,
  }),
);
app.listen({ port: 0, hostname: "127.0.0.1" });
const bare = new Elysia().get("/bare", () => ({ ok: true })).listen({ port: 0, hostname: "127.0.0.1" });
console.log(JSON.stringify({ app: app.server?.port, bare: bare.server?.port, key }));
