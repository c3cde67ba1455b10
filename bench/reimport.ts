/**
 * First import against a re-import of the same, unchanged file (issue 49: re-import <= 0.2x first).
 *   bun bench/reimport.ts PEOPLE.jsonl COMPANIES.jsonl [ROUNDS=1] [WORKERS]
 * Each round: a fresh database, `prospector import companies`, then `prospector import people` of
 * the file twice, each a process of its own as a user runs it; prints each import's wall time and
 * CPU time (user + system) and the re-import's share of the first. SQLite by default; with
 * BENCH_PG_URL (a PostgreSQL server's admin URL) each round creates a database there instead.
 * BENCH_TREE=/path/to/checkout runs that checkout's CLI (the "before" of a pair).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

const [people, companies, roundsArg, workers] = process.argv.slice(2);
if (!people || !companies) {
  console.error("usage: bun bench/reimport.ts PEOPLE.jsonl COMPANIES.jsonl [ROUNDS] [WORKERS]");
  process.exit(2);
}
const rounds = Number(roundsArg ?? 1);
const admin = process.env.BENCH_PG_URL ? postgres(process.env.BENCH_PG_URL, { max: 1 }) : null;

async function run(target: Record<string, string>, args: string[]) {
  const started = performance.now();
  const proc = Bun.spawn([process.execPath, "src/main.ts", "import", ...args], {
    // BENCH_TREE: another checkout's CLI (a before/after pair from one script).
    cwd: process.env.BENCH_TREE ?? join(import.meta.dir, ".."),
    env: { ...process.env, ...target, LOG_LEVEL: "silent", ASSOCIATIONS: "off" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const out = await new Response(proc.stdout).text();
  if ((await proc.exited) !== 0)
    throw new Error(`import ${args[0]} failed: ${await new Response(proc.stderr).text()}`);
  const usage = proc.resourceUsage();
  const cpu = usage ? Number(usage.cpuTime.user + usage.cpuTime.system) / 1e6 : Number.NaN;
  return { seconds: (performance.now() - started) / 1000, cpu, out };
}

const line = (what: string, r: { seconds: number; cpu: number }) =>
  `${what.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s wall  ${r.cpu.toFixed(1).padStart(6)} s CPU`;

for (let round = 1; round <= rounds; round++) {
  const tmp = mkdtempSync(join(tmpdir(), "prospector-reimport-"));
  const database = `bench_reimport_${process.pid}_${round}`;
  let target: Record<string, string> = { DATABASE_PATH: join(tmp, "bench.db") };
  if (admin && process.env.BENCH_PG_URL) {
    await admin.unsafe(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.BENCH_PG_URL);
    url.pathname = `/${database}`;
    target = { DATABASE_URL: url.toString() };
  }
  try {
    await run(target, ["companies", companies]);
    const extra = workers === undefined ? [] : ["--workers", workers];
    const first = await run(target, ["people", people, ...extra]);
    const again = await run(target, ["people", people, ...extra]);
    console.log(`round ${round} (${admin ? "postgres" : "sqlite"})`);
    console.log(line("first", first));
    console.log(line("re-import", again));
    console.log(
      `re-import / first: ${(again.seconds / first.seconds).toFixed(3)} wall, ${(again.cpu / first.cpu).toFixed(3)} CPU`,
    );
    const said = again.out.split("\n").find((l) => l.startsWith("changes:"));
    if (said) console.log(`  ${said}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    if (admin) await admin.unsafe(`DROP DATABASE IF EXISTS ${database}`);
  }
}
await admin?.end();
