/**
 * Issue 33: what a converted format costs against the canonical JSONL per record. Imports the
 * same people from each file that test/helpers/vendor-fixtures.ts writes, with the CLI a user runs
 * (`prospector import people FILE [--mapping M]`), each into a fresh SQLite file, the formats taken
 * in turn for each round; prints the import's own time (without the associations build that
 * follows it) and the ratio to the JSONL of the same round.
 *   bun bench/import-formats.ts DIR [ROUNDS=2] [WORKERS]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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

async function importOnce(args: string[]): Promise<{ read: number; seconds: number }> {
  const tmp = mkdtempSync(join(tmpdir(), "prospector-formats-"));
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
          DATABASE_PATH: join(tmp, "bench.db"),
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
    return { read: Number(m[1]), seconds: Number(m[2]) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const results = new Map<string, number[]>();
for (let round = 1; round <= Number(roundsArg); round++)
  for (const [label, args] of FILES) {
    const { read, seconds } = await importOnce(args);
    const rate = read / seconds;
    results.set(label, [...(results.get(label) ?? []), rate]);
    console.log(
      `round ${round} ${label.padEnd(20)} ${read} people in ${seconds.toFixed(1)} s = ${Math.round(rate)}/s`,
    );
  }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const base = median(results.get("jsonl (canonical)") ?? []);
console.log("\n| format | people/s (runs) | median | cost per record vs JSONL |");
console.log("| --- | --- | --- | --- |");
for (const [label, rates] of results) {
  const m = median(rates);
  console.log(
    `| ${label} | ${rates.map((r) => Math.round(r).toLocaleString("en")).join(", ")} | ${Math.round(m).toLocaleString("en")} | × ${(base / m).toFixed(2)} |`,
  );
}
