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
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey } from "../src/domain/billing/keys.ts";

const [file, secondsArg, roundsArg, workersArg] = process.argv.slice(2);
if (!file && !process.env.DATABASE_URL)
  throw new Error("usage: bun bench/workers.ts DB_FILE [seconds] [rounds] [workers]");
const seconds = Number(secondsArg ?? 10);
const rounds = Number(roundsArg ?? 3);
const many = Number(workersArg ?? 2);
const root = join(import.meta.dir, "..");
const dbEnv: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { DATABASE_PATH: file as string };

const QUERIES = [
  "engineers",
  "software engineer in Berlin",
  "marketing managers",
  "data scientist python",
  "sales director",
  "nurses",
  "teachers in London",
  "product manager fintech",
  "accountants",
  "head of engineering",
  "designers in Paris",
  "recruiters",
];

async function makeKey(): Promise<string> {
  const storage = await openStorage(loadConfig({ ...dbEnv, LOG_LEVEL: "silent" }));
  const { key } = await createApiKey(storage, {
    tier: "tier3",
    name: "bench-workers",
    credits: 1_000_000_000,
  });
  await storage.close();
  return key;
}

async function freePort(): Promise<number> {
  const s = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = s.port;
  s.stop(true);
  return port;
}

async function start(workers: number) {
  const port = await freePort();
  const proc = Bun.spawn([process.execPath, "src/main.ts", "serve"], {
    cwd: root,
    env: {
      ...process.env,
      ...dbEnv,
      HOST: "127.0.0.1",
      PORT: String(port),
      ALT_PORT: String(await freePort()),
      WORKERS: String(workers),
      DEMO_PEOPLE: "0",
      LOG_LEVEL: "silent",
      // The bench measures serving, not the tier's 60 searches a minute.
      TIER_LIMITS: '{"tier3": null}',
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
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
