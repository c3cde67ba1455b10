/**
 * HTTP search throughput with WORKERS=1 against WORKERS=N (issue 49), paired: every round starts
 * `prospector serve` once with each setting (in alternating order) on the same database, warms it
 * up, then runs closed-loop clients at c=1 and c=8 for a fixed time each over keep-alive
 * connections, and prints req/s, p50 and p99 per setting, with the machine's load beside them.
 *
 *   bun bench/workers.ts DB_FILE [seconds=10] [rounds=3] [workers=2]
 *
 * DB_FILE: a prospector SQLite database (it is migrated and a tier3 key is added to it; use a
 * copy). DATABASE_URL set: that PostgreSQL database instead. The load generator runs on the same
 * machine and takes CPU from the server: the figures compare settings, they are not a ceiling.
 */
import { loadavg } from "node:os";
import { join } from "node:path";
import { benchKey, databaseEnv, openBenchStorage, SEARCH_QUERIES, spawnServe } from "./search-serving.ts";

const [file, secondsArg, roundsArg, workersArg] = process.argv.slice(2);
if (!file && !process.env.DATABASE_URL)
  throw new Error("usage: bun bench/workers.ts DB_FILE [seconds] [rounds] [workers]");
const seconds = Number(secondsArg ?? 10);
const rounds = Number(roundsArg ?? 3);
const many = Number(workersArg ?? 2);
const root = join(import.meta.dir, "..");
const dbEnv = databaseEnv(file);

const QUERIES = SEARCH_QUERIES.slice(0, 12);

async function makeKey(): Promise<string> {
  const storage = await openBenchStorage(dbEnv);
  const key = await benchKey(storage, "bench-workers");
  await storage.close();
  return key;
}

async function start(workers: number) {
  // The bench measures serving, not the tier's 60 searches a minute (spawnServe lifts the limit).
  const { proc, url } = spawnServe({ tree: root, db: dbEnv, workers, logLevel: "silent", stderr: "inherit" });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 1200) throw new Error("server did not start");
    await Bun.sleep(100);
  }
  const stop = async () => {
    proc.kill("SIGTERM");
    await proc.exited;
  };
  return { url, stop };
}

/** `c` clients, each sending searches one after another for `ms`: latencies of the answered ones. */
async function load(url: string, key: string, c: number, ms: number) {
  const until = performance.now() + ms;
  const latencies: number[] = [];
  const seen = new Set<string | null>();
  let errors = 0;
  let q = 0;
  const client = async () => {
    while (performance.now() < until) {
      const query = QUERIES[q++ % QUERIES.length] as string;
      const t = performance.now();
      const res = await fetch(`${url}/api/search?query=${encodeURIComponent(query)}&limit=10`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) latencies.push(performance.now() - t);
      else errors++;
      seen.add(res.headers.get("x-prospector-worker"));
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: c }, client));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    workersSeen: [...seen].filter(Boolean).length || 1,
  };
}

const key = await makeKey();
const fmt = (n: number) => n.toFixed(1);
console.log(
  `cores ${navigator.hardwareConcurrency}, ${seconds} s per figure, ${rounds} rounds, WORKERS=1 vs ${many}`,
);
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 === 1 ? [1, many] : [many, 1];
  for (const workers of order) {
    const server = await start(workers);
    await load(server.url, key, 8, 3000); // warm-up: every worker's caches
    for (const c of [1, 8]) {
      const load1 = loadavg()[0] as number;
      const r = await load(server.url, key, c, seconds * 1000);
      console.log(
        `round ${round} WORKERS=${workers} c=${c}: ${fmt(r.rps)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, errors ${r.errors}, workers answering ${r.workersSeen}, load1 ${load1.toFixed(1)}`,
      );
    }
    await server.stop();
  }
}
