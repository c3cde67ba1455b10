/**
 * Issue 33: what a converted format costs against the canonical JSONL per record. Imports the
 * same people from each file that test/helpers/vendor-fixtures.ts writes, with the CLI a user runs
 * (`prospector import people FILE [--mapping M]`), each into a fresh SQLite file, the formats taken
 * in turn for each round; prints the import's own time (without the associations build that
 * follows it), the process's CPU time (user + system: what the import cost, whatever else runs
 * on the machine) and each one's ratio to the JSONL's medians.
 *   bun bench/import-formats.ts DIR [ROUNDS=2] [WORKERS]
 * With BENCH_PG_URL (a PostgreSQL URL allowed to create databases) each import goes into a fresh
 * PostgreSQL database instead, dropped after it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

const [dir, roundsArg = "2", workers] = process.argv.slice(2);
if (!dir) throw new Error("usage: bun bench/import-formats.ts DIR [ROUNDS] [WORKERS]");
const mapping = join(dir, "people-csv.mapping.json");
const FILES: [label: string, args: string[]][] = [
  ["jsonl (canonical)", [join(dir, "people.jsonl")]],
  ["pdl jsonl", [join(dir, "people-pdl.jsonl")]],
  ["pdl jsonl.gz", [join(dir, "people-pdl.jsonl.gz")]],
  ["coresignal jsonl", [join(dir, "people-coresignal.jsonl")]],
  ["csv + mapping", [join(dir, "people.csv"), "--mapping", mapping]],
  ["csv.gz + mapping", [join(dir, "people.csv.gz"), "--mapping", mapping]],
  ["parquet + mapping", [join(dir, "people.parquet"), "--mapping", mapping]],
];

const pgAdmin = process.env.BENCH_PG_URL ? postgres(process.env.BENCH_PG_URL, { max: 1 }) : null;
let databases = 0;

async function importOnce(args: string[]): Promise<{ read: number; seconds: number; cpu: number }> {
  const tmp = mkdtempSync(join(tmpdir(), "prospector-formats-"));
  const database = `bench_formats_${process.pid}_${databases++}`;
  let target: Record<string, string> = { DATABASE_PATH: join(tmp, "bench.db") };
  if (pgAdmin && process.env.BENCH_PG_URL) {
    await pgAdmin.unsafe(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.BENCH_PG_URL);
    url.pathname = `/${database}`;
    target = { DATABASE_URL: url.toString() };
  }
  try {
    const proc = Bun.spawn(
      [
        process.execPath,
        "src/main.ts",
        "import",
        "people",
        ...args,
        ...(workers === undefined ? [] : ["--workers", workers]),
      ],
      {
        cwd: join(import.meta.dir, ".."),
        env: {
          ...process.env,
          ...target,
          LOG_LEVEL: "silent",
          ASSOCIATIONS: "off",
        },
        stdout: "pipe",
        stderr: "pipe",
      },
    );
    const [out, err, code] = await Promise.all([
      new Response(proc.stdout).text(),
      new Response(proc.stderr).text(),
      proc.exited,
    ]);
    const m = /read (\d+), .* in ([\d.]+) s/.exec(out);
    if (code !== 0 || !m) throw new Error(`import failed (${code}): ${out}\n${err.slice(0, 2000)}`);
    const usage = proc.resourceUsage();
    const cpu = usage ? Number(usage.cpuTime.user + usage.cpuTime.system) / 1e6 : Number.NaN;
    return { read: Number(m[1]), seconds: Number(m[2]), cpu };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    if (pgAdmin) await pgAdmin.unsafe(`DROP DATABASE IF EXISTS ${database}`);
  }
}

const results = new Map<string, { rate: number; cpuUs: number }[]>();
for (let round = 1; round <= Number(roundsArg); round++)
  for (const [label, args] of FILES) {
    const { read, seconds, cpu } = await importOnce(args);
    const run = { rate: read / seconds, cpuUs: (cpu / read) * 1e6 };
    results.set(label, [...(results.get(label) ?? []), run]);
    console.log(
      `round ${round} ${label.padEnd(20)} ${read} people in ${seconds.toFixed(1)} s = ${Math.round(run.rate)}/s, CPU ${cpu.toFixed(1)} s = ${Math.round(run.cpuUs)} µs/person`,
    );
  }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const base = results.get("jsonl (canonical)") ?? [];
const [baseRate, baseCpu] = [median(base.map((r) => r.rate)), median(base.map((r) => r.cpuUs))];
console.log(
  "\n| format | people/s (runs) | wall per record vs JSONL | CPU µs/person (runs) | CPU vs JSONL |",
);
console.log("| --- | --- | --- | --- | --- |");
for (const [label, runs] of results) {
  const rate = median(runs.map((r) => r.rate));
  const cpu = median(runs.map((r) => r.cpuUs));
  console.log(
    `| ${label} | ${runs.map((r) => Math.round(r.rate).toLocaleString("en")).join(", ")} | × ${(baseRate / rate).toFixed(2)} | ${runs.map((r) => Math.round(r.cpuUs)).join(", ")} | × ${(cpu / baseCpu).toFixed(2)} |`,
  );
}
await pgAdmin?.end();
