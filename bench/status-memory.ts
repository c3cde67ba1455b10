/**
 * Serving memory and time across large deep research status reads.
 *   bun bench/status-memory.ts [READS=100] [ROOT=.] [--postgres] [--modern]
 * Starts `bun ROOT/src/main.ts serve` on a fresh SQLite database with 3,000 demo people (its own
 * process, so its memory is measured alone), runs one deep research job to 1,000 results, then
 * reads the job's unpaged status (legacy format: each result with its posts; --modern: the modern
 * records) READS times, one at a time, and prints the server's resident set (VmRSS) and high-water
 * mark (VmHWM, /proc) every ten, and the reads' wall times (median, 90th percentile) at the end.
 * ROOT lets the same bench run another checkout (the build before a change). --postgres: on a
 * throwaway PostgreSQL cluster on loopback, as the tests start one (test/helpers/postgres.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startOwnCluster } from "../test/helpers/postgres.ts";

const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const reads = Number(args[0] ?? 100);
const root = resolve(args[1] ?? ".");
const cluster = flags.includes("--postgres") ? await startOwnCluster() : null;
const databaseUrl = cluster ? await cluster.database() : undefined;
const format = flags.includes("--modern") ? "?legacy=false" : "";
const dir = mkdtempSync(join(tmpdir(), "prospector-status-mem-"));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const server = Bun.spawn([process.execPath, join(root, "src/main.ts"), "serve"], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dir,
    DEMO_PEOPLE: "3000",
    PORT: String(port),
    ALT_PORT: String(port + 1),
    LOG_LEVEL: "info",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdout: "pipe",
  stderr: "ignore",
});
let output = "";
const decoder = new TextDecoder();
const reader = server.stdout.getReader();
for (;;) {
  const { value, done } = await reader.read();
  if (done) break;
  output += decoder.decode(value);
  // The demo key is printed on standard output (the log goes to standard error).
  if (/lk_[A-Za-z0-9]{20,}/.test(output)) break;
}
// Keep draining the server's log, or a full pipe would stall it.
void (async () => {
  while (!(await reader.read()).done) {}
})();
const key = output.match(/lk_[A-Za-z0-9]{20,}/)?.[0];
if (!key) throw new Error(`no demo key in the server's output:\n${output}`);
const base = `http://127.0.0.1:${port}`;
const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
for (let i = 0; i < 200; i++) {
  if ((await fetch(`${base}/health`).catch(() => null))?.ok) break;
  await Bun.sleep(100);
}
const started = (await (
  await fetch(`${base}/api/search/deep_research`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query: "people", limit: 1000 }),
  })
).json()) as { job_id: string };
for (;;) {
  const job = (await (
    await fetch(`${base}/api/search/deep_research/${started.job_id}?page_size=1`, { headers })
  ).json()) as { status: string; total: number };
  if (job.status !== "pending" && job.status !== "processing") {
    console.log(`job ${job.status}, ${job.total} results`);
    break;
  }
  await Bun.sleep(200);
}
const memory = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), hwm: Math.round(kb("VmHWM") / 1024) };
};
const before = memory();
console.log(`before the reads: RSS ${before.rss} MiB, high-water ${before.hwm} MiB`);
let bytes = 0;
const times: number[] = [];
for (let i = 1; i <= reads; i++) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/search/deep_research/${started.job_id}${format}`, { headers });
  bytes = (await res.arrayBuffer()).byteLength;
  times.push(performance.now() - t0);
  if (i % 10 === 0) {
    const m = memory();
    console.log(`after ${String(i).padStart(3)} reads: RSS ${m.rss} MiB, high-water ${m.hwm} MiB`);
  }
}
console.log(`each read: ${(bytes / 1e6).toFixed(1)} MB of JSON`);
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
console.log(`read wall time: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${at(0)} ms`);
server.kill();
await server.exited;
cluster?.stop();
rmSync(dir, { recursive: true, force: true });
