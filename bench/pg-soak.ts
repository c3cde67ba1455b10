/**
 * Issue 48: does a PostgreSQL client slow down for good once more queries are in flight than its
 * pool has connections? Each client runs in a process of its own (bench/workers/pg-soak-client.ts):
 * a fresh phase at LOW concurrent loops, then HIGH and LOW in turn for TOTAL seconds. The clients
 * take turns, in a rotated order each round, so a drift of the shared machine falls on all of them.
 *   bun bench/pg-soak.ts [--url URL] [--phase 30] [--total 300] [--rounds 1] [--pool 10]
 *                        [--high 64] [--low 8] [--clients postgres.js,postgres.js-bounded,bun-sql,pg]
 * Without --url it starts a throwaway cluster on loopback as the tests do (test/helpers/postgres.ts).
 * The database gets the project's schema (migrations) and 1,000 API keys to look up.
 * Reported per client: queries/s of each phase, and the LOW phases after a HIGH one as % of the
 * fresh LOW phase (the target: within 5%).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey } from "../src/domain/billing/keys.ts";
import { startOwnCluster } from "../test/helpers/postgres.ts";

const { values: opt } = parseArgs({
  options: {
    url: { type: "string" },
    phase: { type: "string", default: "30" },
    total: { type: "string", default: "300" },
    rounds: { type: "string", default: "1" },
    pool: { type: "string", default: "10" },
    high: { type: "string", default: "64" },
    low: { type: "string", default: "8" },
    clients: { type: "string", default: "postgres.js,postgres.js-bounded,bun-sql,pg" },
  },
});

const cluster = opt.url ? null : await startOwnCluster();
const url = opt.url ?? (await cluster?.database()) ?? "";
const storage = await openStorage(loadConfig({ DATABASE_URL: url }));
if ((await storage.keys.count()) < 1000)
  for (let i = 0; i < 1000; i++) await createApiKey(storage, { tier: "tier3", credits: 1000 });
await storage.close();

interface Phase {
  client: string;
  phase: number;
  loops: number;
  qps: number;
  first5s: number;
  last5s: number;
  errors: number;
  rssMiB: number;
  cpuUsPerQuery: number;
}

async function soak(client: string): Promise<Phase[]> {
  const args = [client, url, opt.phase, opt.total, opt.pool, opt.high, opt.low].map(String);
  const proc = Bun.spawn([process.execPath, `${import.meta.dir}/workers/pg-soak-client.ts`, ...args], {
    stdout: "pipe",
    stderr: "inherit",
  });
  const out = await new Response(proc.stdout).text();
  if ((await proc.exited) !== 0) throw new Error(`${client} failed`);
  return out
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Phase);
}

function report(phases: Phase[]) {
  const [fresh, ...rest] = phases;
  if (!fresh) return;
  const after = rest.filter((p) => p.loops === fresh.loops);
  const pct = (p: Phase) => `${Math.round((100 * p.qps) / fresh.qps)}%`;
  console.log(
    `${fresh.client.padEnd(20)} ${phases.map((p) => `${p.loops}:${p.qps}`).join(" ")}` +
      ` | after high: ${after.map(pct).join(" ")} | worst ${after.length ? pct(after.reduce((a, b) => (b.qps < a.qps ? b : a))) : "-"}` +
      ` | errors ${phases.reduce((n, p) => n + p.errors, 0)} | rss ${Math.max(...phases.map((p) => p.rssMiB))} MiB`,
  );
  const high = rest.filter((p) => p.loops !== fresh.loops);
  console.log(
    `${"".padEnd(20)} CPU µs/query: ${phases.map((p) => `${p.loops}:${p.cpuUsPerQuery}`).join(" ")}`,
  );
  console.log(
    `${"".padEnd(20)} high phases first 5 s → last 5 s: ${high.map((p) => `${p.first5s}→${p.last5s}`).join(" ")}`,
  );
}

const clients = opt.clients.split(",");
console.log(
  `pool ${opt.pool}, phases of ${opt.phase} s, ${opt.total} s per client, loops ${opt.low}/${opt.high}; queries/s per phase (loops:qps)`,
);
for (let round = 0; round < Number(opt.rounds); round++) {
  const order = clients.map((_, i) => clients[(i + round) % clients.length] as string);
  for (const client of order) {
    const load = (await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ");
    console.log(`round ${round + 1}, ${client}, load average before: ${load}`);
    report(await soak(client));
  }
}
cluster?.stop();
