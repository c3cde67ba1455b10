/**
 * What a serving process holds, by phase and by kind of object (issue 48: serving RSS).
 *   bun bench/serving-heap.ts DATA_DIR [READS=40]
 * Builds the services as `serve` does (one process, WORKERS=1) on an already seeded database
 * (DATA_DIR or DATABASE_URL), warms search as `serve` does, runs one deep research job to 1,000
 * results and reads its unpaged legacy status READS times through the app (no socket; a turn of the
 * event loop between reads, PROBE_BACK_TO_BACK=1: none); after each
 * phase prints the resident set, the JS heap (`bun:jsc` heapStats: size and the object types
 * with the most instances) after a full collection; then again 3 and 6 s after the last read.
 */
import { heapStats } from "bun:jsc";
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey } from "../src/domain/billing/keys.ts";
import { warmSearch } from "../src/domain/search/warm.ts";
import { createApp } from "../src/http/app.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (args[0]) process.env.DATA_DIR = args[0];
const reads = Number(args[1] ?? 40);
const config = loadConfig({ ...process.env, WORKERS: "1", DEMO_PEOPLE: "0" });
const log = createLogger("warn");

const mib = (n: number) => (n / 1048576).toFixed(1);
let previous = new Map<string, number>();
function phase(name: string) {
  Bun.gc(true);
  const m = process.memoryUsage();
  const h = heapStats();
  const counts = Object.entries(h.objectTypeCounts).sort((a, b) => b[1] - a[1]);
  const grown = counts
    .map(([k, v]) => [k, v - (previous.get(k) ?? 0)] as const)
    .filter(([, d]) => Math.abs(d) >= 5000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  console.log(
    `${name}: RSS ${mib(m.rss)} MiB, heap ${mib(h.heapSize)} MiB (capacity ${mib(h.heapCapacity)}, extra ${mib(h.extraMemorySize)}), objects ${h.objectCount}, arrayBuffers ${mib(m.arrayBuffers)} MiB`,
  );
  console.log(
    `  most: ${counts
      .slice(0, 12)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  if (previous.size > 0)
    console.log(`  changed: ${grown.map(([k, v]) => `${k} ${v > 0 ? "+" : ""}${v}`).join(", ")}`);
  previous = new Map(counts);
}

phase("modules loaded");
const storage = await openStorage(config);
const services = await createServices(config, storage, { log });
phase("services created");
await services.search.associations.ensure();
await services.search.associations.loaded();
phase("associations loaded");
await warmSearch(services.search, services.storage);
phase("search warm");
await Bun.sleep(Number(process.env.PROBE_IDENTIFY_WAIT_MS ?? 0));
phase("after identify wait");
const app = createApp(services);
const { key } = await createApiKey(storage, { tier: "tier2", name: "probe", credits: 10_000 });
const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
const call = (path: string, init?: RequestInit) => app.handle(new Request(`http://local${path}`, init));
const started = (await (
  await call("/api/search/deep_research", {
    method: "POST",
    headers,
    body: JSON.stringify({ query: "people", limit: 1000 }),
  })
).json()) as { job_id: string };
for (;;) {
  const job = (await (
    await call(`/api/search/deep_research/${started.job_id}?page_size=1`, { headers })
  ).json()) as {
    status: string;
    total: number;
  };
  if (job.status !== "pending" && job.status !== "processing") {
    console.log(`job ${job.status}, ${job.total} results`);
    break;
  }
  await Bun.sleep(200);
}
phase("job done");
const times: number[] = [];
for (let i = 1; i <= reads; i++) {
  const t0 = performance.now();
  const res = await call(`/api/search/deep_research/${started.job_id}`, { headers });
  await res.arrayBuffer();
  times.push(performance.now() - t0);
  // A turn of the event loop between reads, as a server has between requests: Bun frees the
  // buffers of answered responses there, and SQLite's reads never yield to it on their own.
  if (process.env.PROBE_BACK_TO_BACK !== "1") await new Promise((resolve) => setTimeout(resolve, 0));
  if (i === 1 || i % 20 === 0) phase(`after ${i} reads`);
}
await Bun.sleep(3000);
phase("3 s later");
Bun.gc(true);
await Bun.sleep(3000);
phase("6 s later");
times.sort((a, b) => a - b);
console.log(`read p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms`);
await services.close();
await storage.close();
process.exit(0);
