/**
 * Bulk contact job wall time.
 *   bun bench/bulk.ts DATABASE [URLS=5000]
 * Starts one bulk job over URLS profile URLs sampled evenly from the database (email and phone
 * lookups on) through the same domain code as POST /api/enrich/bulk-contacts, and times it from
 * the start request to completion (every result and charge durably written).
 */
import { loadConfig } from "../src/config.ts";
import { openSqliteStorage } from "../src/db/sqlite/storage.ts";
import { createApiKey, hashApiKey } from "../src/domain/billing/keys.ts";
import { startBulkContacts } from "../src/domain/enrich/bulk.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const path = process.argv[2];
if (!path) {
  console.error("usage: bun bench/bulk.ts DATABASE [URLS]");
  process.exit(2);
}
const count = Number(process.argv[3] ?? 5000);
const storage = openSqliteStorage(path);
const people = await storage.search.peopleCount();
const step = Math.max(1, Math.floor(people / count));
const urls: string[] = [];
for (let id = 1; urls.length < count && id <= people; id += step) {
  const p = await storage.people.get(id);
  if (p) urls.push(p.pnet_url);
}
const { jobs: runner } = await createServices(
  loadConfig({ DATABASE_PATH: path, LOG_LEVEL: "silent", JOB_CONCURRENCY: "2" }),
  storage,
  { log: createLogger("silent"), version: "bench" },
);
const { key } = await createApiKey(storage, { tier: "tier3", credits: 10_000_000, name: "bench" });
const record = await storage.keys.findByHash(hashApiKey(key));
if (!record) throw new Error("bench key not found");
const started = performance.now();
const { jobId: job_id } = await startBulkContacts(
  storage,
  runner,
  record,
  { urls, email_enrichment: true, phone_enrichment: true },
  Math.floor(Date.now() / 1000),
);
await runner.idle();
const seconds = (performance.now() - started) / 1000;
const job = await storage.jobs.get(job_id);
const totals = await storage.jobs.totals(job_id);
console.log(
  `${urls.length} URLs over ${people} people: ${job?.status} in ${seconds.toFixed(2)} s (${Math.round(urls.length / seconds)} URLs/s); ` +
    `${totals.withEmail} with an email, ${totals.withPhone} with a phone, ${totals.credits} credits`,
);
storage.close();
