/**
 * Identify speed (issue 47): one identify in-process, and a bulk identify job's throughput.
 *   bun bench/identify.ts DATABASE|postgres://... [ROWS=2000] [BULK_ROWS=5000]
 * On a seeded database (`prospector seed --people N`): brings the identify index up to date and the
 * model in (both timed), then
 * - ROWS rows identified one after another through the code POST /api/identify runs (index read,
 *   scoring, suppression check): p50/p95/p99 per row;
 * - one bulk job over BULK_ROWS rows through the code POST /api/identify/bulk runs (every result
 *   and charge durably written): rows/s from the start request to completion.
 * Rows are CRM-like and built from people sampled evenly over the database: the name, and the
 * current employer, the city or both in turn (a fifth with the name spelt in capitals); a tenth
 * are invented names at a stored employer (no one to find).
 */
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey, hashApiKey } from "../src/domain/billing/keys.ts";
import { bestMatch, startIdentifyBulk } from "../src/domain/identify/bulk.ts";
import type { RowInput } from "../src/domain/identify/row.ts";
import type { Person } from "../src/domain/model.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const target = process.argv[2];
if (!target) {
  console.error("usage: bun bench/identify.ts DATABASE|postgres://... [ROWS] [BULK_ROWS]");
  process.exit(2);
}
const rowCount = Number(process.argv[3] ?? 2000);
const bulkCount = Number(process.argv[4] ?? 5000);
const env = target.startsWith("postgres") ? { DATABASE_URL: target } : { DATABASE_PATH: target };
const config = loadConfig({ ...env, LOG_LEVEL: "silent", JOB_CONCURRENCY: "2" });
const storage = await openStorage(config);

function rowOf(p: Person, i: number): RowInput {
  const current = p.experience.find((e) => e.active_experience === 1) ?? p.experience[0];
  const name = i % 5 === 4 ? p.name.toUpperCase() : p.name;
  const company = current?.company_name ?? undefined;
  const location = p.location_city ?? p.location ?? undefined;
  if (i % 10 === 9) return { name: `Quentin Zyzzyva${i}`, company };
  if (i % 3 === 0) return { name, company };
  if (i % 3 === 1) return { name, location };
  return { name, company, location };
}

async function sampleRows(count: number, offset: number): Promise<RowInput[]> {
  const people = await storage.search.peopleCount();
  const step = Math.max(1, Math.floor(people / count));
  const rows: RowInput[] = [];
  for (let id = 1 + offset; rows.length < count && id <= people; id += step) {
    const p = await storage.people.get(id);
    if (p) rows.push(rowOf(p, rows.length));
  }
  return rows;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const services = await createServices(config, storage, { log: createLogger("silent"), version: "bench" });
const identify = services.identify;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
// CPU time beside wall: on a shared machine the wall clock is mostly other processes' time slices
// (the model's CPU includes its fitting thread's).
let t = performance.now();
let cpu = process.cpuUsage();
const indexed = await identify.catchUp();
console.log(
  `index caught up: ${indexed} people in ${((performance.now() - t) / 1000).toFixed(1)} s, ${(cpuMs(cpu) / 1000).toFixed(1)} s CPU`,
);
t = performance.now();
cpu = process.cpuUsage();
const { people } = await identify.ready();
console.log(
  `model ready over ${people} people in ${((performance.now() - t) / 1000).toFixed(1)} s, ${(cpuMs(cpu) / 1000).toFixed(1)} s CPU`,
);

const rows = await sampleRows(rowCount, 0);
const times: number[] = [];
let matched = 0;
// CPU time too: on a shared machine the wall-clock tail is mostly other processes' time slices.
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
for (const row of rows) {
  const started = performance.now();
  const best = await bestMatch(storage, identify, row, 0.5);
  times.push(performance.now() - started);
  if (best.status === "matched") matched++;
}
const singleCpu = cpuMs(cpuBefore);
const singleWall = performance.now() - wallBefore;
times.sort((a, b) => a - b);
console.log(
  `one identify, ${rows.length} rows in turn: p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, ` +
    `p99 ${quantile(times, 0.99).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms; mean ${(singleWall / rows.length).toFixed(2)} ms wall, ` +
    `${(singleCpu / rows.length).toFixed(2)} ms CPU; ${matched} matched at >= 0.5`,
);

const bulkRows = await sampleRows(bulkCount, 1);
const { key } = await createApiKey(storage, { tier: "tier3", credits: 10_000_000, name: "bench" });
const record = await storage.keys.findByHash(hashApiKey(key));
if (!record) throw new Error("bench key not found");
t = performance.now();
const bulkCpuBefore = process.cpuUsage();
const { job_id } = await startIdentifyBulk(
  storage,
  services.jobs,
  record,
  { rows: bulkRows, min_score: 0.5 },
  Math.floor(Date.now() / 1000),
);
await services.jobs.idle();
const seconds = (performance.now() - t) / 1000;
const job = await storage.jobs.get(job_id);
const totals = await storage.jobs.totals(job_id);
console.log(
  `bulk job, ${bulkRows.length} rows over ${people} people: ${job?.status} in ${seconds.toFixed(2)} s ` +
    `(${Math.round(bulkRows.length / seconds)} rows/s; ${(cpuMs(bulkCpuBefore) / bulkRows.length).toFixed(2)} ms CPU a row); ${totals.credits} credits`,
);
await identify.flush();
await storage.close();
process.exit(0);
