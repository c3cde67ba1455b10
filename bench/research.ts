/**
 * Deep research job wall time.
 *   bun bench/research.ts DATABASE [LIMIT=100]
 * Runs deep research jobs for a few queries through the same code as POST /api/search/deep_research
 * and times each from the start request to completion (results and charges durably written).
 */
import { loadConfig } from "../src/config.ts";
import { openSqliteStorage } from "../src/db/sqlite/storage.ts";
import { createApiKey, hashApiKey } from "../src/domain/billing/keys.ts";
import { startResearch } from "../src/domain/research/deep-research.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const path = process.argv[2];
if (!path) {
  console.error("usage: bun bench/research.ts DATABASE [LIMIT]");
  process.exit(2);
}
const limit = Number(process.argv[3] ?? 100);
const storage = openSqliteStorage(path);
const people = await storage.search.peopleCount();
const { jobs: runner } = await createServices(
  loadConfig({ DATABASE_PATH: path, LOG_LEVEL: "silent", JOB_CONCURRENCY: "1" }),
  storage,
  { log: createLogger("silent"), version: "bench" },
);
const { key } = await createApiKey(storage, { tier: "tier3", credits: 10_000_000, name: "bench" });
const record = await storage.keys.findByHash(hashApiKey(key));
if (!record) throw new Error("bench key not found");
const queries = [
  "software engineers",
  "senior software engineers in the United States",
  "data scientists in Europe with a PhD",
  "product managers who studied Psychology",
  "sales directors in Germany",
];
for (const query of queries) {
  const started = performance.now();
  const { jobId: job_id } = await startResearch(
    storage,
    runner,
    record,
    { query, limit },
    Math.floor(Date.now() / 1000),
  );
  await runner.idle();
  const seconds = (performance.now() - started) / 1000;
  const job = await storage.jobs.get(job_id);
  const totals = await storage.jobs.totals(job_id);
  const state = job?.state as { examined: number; variations: unknown[] } | null;
  console.log(
    `"${query}" limit ${limit} over ${people} people: ${job?.status}, ${totals.items} profiles in ${seconds.toFixed(2)} s ` +
      `(${state?.examined ?? 0} candidates examined, ${state?.variations.length ?? 0} variations)`,
  );
}
storage.close();
