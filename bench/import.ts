/**
 * Import benchmark and round-trip check at scale.
 *   bun bench/import.ts [PEOPLE=100000] [DIR=bench/out] [WORKERS=cores-1, 1..4; 0 = one thread]
 * 1. seeds PEOPLE demo people into DIR/seed.db (timed),
 * 2. exports companies and people to JSONL (timed),
 * 3. imports both into a fresh DIR/import.db through the same code as `prospector import` (timed),
 * 4. exports the imported database again and compares it line by line with the first export,
 * 5. prints database sizes after a WAL checkpoint.
 */

import { once } from "node:events";
import { createWriteStream, mkdirSync, rmSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { exportLines } from "../src/cli/export-lines.ts";
import { openSqliteStorage, type SqliteStorage } from "../src/db/sqlite/storage.ts";
import { seedDemoData } from "../src/domain/demo/seed.ts";
import {
  defaultImportWorkers,
  type ImportKind,
  importCompanies,
  importPeopleFile,
} from "../src/domain/import/import.ts";
import { readLines } from "../src/domain/import/lines.ts";

const people = Number(process.argv[2] ?? 100_000);
const dir = process.argv[3] ?? "bench/out";
const workers = Number(process.argv[4] ?? defaultImportWorkers(availableParallelism()));
mkdirSync(dir, { recursive: true });
for (const f of ["seed.db", "import.db", "people.jsonl", "companies.jsonl"]) {
  for (const s of ["", "-wal", "-shm"]) rmSync(join(dir, f + s), { force: true });
}

const seconds = (t: number) => (performance.now() - t) / 1000;
function sizeMiB(storage: SqliteStorage, path: string): string {
  storage.handle.sqlite.run("PRAGMA wal_checkpoint(TRUNCATE)");
  return (statSync(path).size / 2 ** 20).toFixed(0);
}

async function writeExport(storage: SqliteStorage, kind: ImportKind, file: string): Promise<number> {
  const out = createWriteStream(file);
  let n = 0;
  for await (const line of exportLines(storage, kind)) {
    if (!out.write(`${line}\n`)) await once(out, "drain");
    n++;
  }
  out.end();
  await once(out, "finish");
  return n;
}

const seedPath = join(dir, "seed.db");
const seedDb = openSqliteStorage(seedPath, { cacheMiB: 512 });
let t = performance.now();
const seeded = await seedDemoData(seedDb, { people, seed: 42, reference: new Date("2026-11-01T00:00:00Z") });
const seedS = seconds(t);
console.log(
  `seed: ${people} people in ${seedS.toFixed(1)} s (${Math.round(people / seedS)}/s), ${seeded.companies} companies`,
);

t = performance.now();
await writeExport(seedDb, "companies", join(dir, "companies.jsonl"));
await writeExport(seedDb, "people", join(dir, "people.jsonl"));
const exportS = seconds(t);
const fileMiB = statSync(join(dir, "people.jsonl")).size / 2 ** 20;
console.log(
  `export: ${exportS.toFixed(1)} s, people.jsonl ${fileMiB.toFixed(0)} MiB (${((fileMiB * 1024) / people).toFixed(1)} KiB/line)`,
);
console.log(`seed.db: ${sizeMiB(seedDb, seedPath)} MiB`);
seedDb.close();

const importPath = join(dir, "import.db");
const target = openSqliteStorage(importPath, { cacheMiB: 512 });
t = performance.now();
await importCompanies(target, readLines(join(dir, "companies.jsonl")));
const summary = await importPeopleFile(target, join(dir, "people.jsonl"), { workers });
const importS = seconds(t);
console.log(
  `import: read ${summary.read}, imported ${summary.imported}, skipped ${summary.skipped} in ${importS.toFixed(1)} s = ${Math.round(summary.read / importS)} people/s (FTS included, ${workers} workers)`,
);
console.log(
  `import.db: ${sizeMiB(target, importPath)} MiB (${(statSync(importPath).size / people / 1024).toFixed(2)} KiB/person)`,
);

t = performance.now();
const original = readLines(join(dir, "people.jsonl"));
let compared = 0;
let different = 0;
for await (const line of exportLines(target, "people")) {
  const next = await original.next();
  if (next.done || next.value !== line) different++;
  compared++;
}
if (!(await original.next()).done) different++;
console.log(`round trip: ${compared} records compared, ${different} different (${seconds(t).toFixed(1)} s)`);
target.close();
process.exit(different === 0 && summary.skipped === 0 ? 0 : 1);
