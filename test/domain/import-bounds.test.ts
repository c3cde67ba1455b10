/**
 * A bound on one record for every import format (issue 42): a record larger than
 * `maxRecordBytes` (1 MiB unless told) is reported as `line N: record larger than ... bytes` and
 * skipped like any bad record, the records around it are imported, on one thread and on workers.
 * Real files in every format (test/helpers/vendor-fixtures.ts), real SQLite files. The memory the
 * bound spares is measured by test/cli/import-bounds.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { exportLines } from "../../src/cli/export-lines.ts";
import { openSqliteStorage, type SqliteStorage } from "../../src/db/sqlite/storage.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { readCsvHeader } from "../../src/domain/import/formats/csv-chunks.ts";
import { peopleSource } from "../../src/domain/import/formats/source.ts";
import {
  type BadLine,
  importCompaniesOrReactionsFile,
  importPeopleFile,
} from "../../src/domain/import/import.ts";
import { readLineChunks } from "../../src/domain/import/lines.ts";
import { tempDir } from "../helpers/server.ts";
import { type Carried, carried, type VendorFiles, writeVendorFiles } from "../helpers/vendor-fixtures.ts";

const MAX = 8192;
const dir = tempDir();
const opened: SqliteStorage[] = [];
let people: Carried[];
let files: VendorFiles & { nativeGz: string };
let companies: string;
let n = 0;

/** The third person carries a summary past the bound (in every format: line 3, CSV line 4, row 3). */
const BIG = 2;

beforeAll(async () => {
  const source = openSqliteStorage(join(dir.path, "source.db"));
  opened.push(source);
  await seedDemoData(source, { people: 6, seed: 5, reference: new Date("2026-01-01T00:00:00Z") });
  const exported: string[] = [];
  for await (const line of exportLines(source, "people")) exported.push(line);
  people = exported.map((l) => carried(JSON.parse(l)));
  (people[BIG] as Carried).summary = "x".repeat(MAX * 2);
  const written = await writeVendorFiles(people, join(dir.path, "files"));
  files = { ...written, nativeGz: `${written.native}.gz` };
  writeFileSync(files.nativeGz, gzipSync(await Bun.file(written.native).arrayBuffer()));
  companies = join(dir.path, "companies.jsonl");
  const lines: string[] = [];
  for await (const line of exportLines(source, "companies")) lines.push(line);
  lines.splice(1, 0, JSON.stringify({ name: "Big", description: "y".repeat(MAX * 2) }));
  writeFileSync(companies, `${lines.join("\n")}\n`);
}, 60_000);
afterAll(() => {
  for (const s of opened) s.close();
  dir.cleanup();
});

async function importFile(file: string, workers: number, maxRecordBytes?: number, mapping?: string) {
  const storage = openSqliteStorage(join(dir.path, `t${++n}.db`));
  opened.push(storage);
  const bad: BadLine[] = [];
  const source = await peopleSource(file, undefined, mapping);
  const summary = await importPeopleFile(
    storage,
    file,
    { workers, batchSize: 2, maxRecordBytes, onBadLine: (b) => bad.push(b) },
    { bytes: 0 },
    source,
  );
  const stored = await Promise.all(people.map((p) => storage.people.findIdByUrl(p.pnet_url)));
  return {
    summary,
    bad: bad.map((b) => `line ${b.line}: ${b.reason}`),
    stored: stored.map((id) => id !== null),
  };
}

const formats: [string, () => string, number, string?][] = [
  ["JSONL", () => files.native, 3],
  ["JSONL.gz", () => files.nativeGz, 3],
  ["PDL", () => files.pdl, 3],
  ["PDL .gz", () => files.pdlGz, 3],
  ["Coresignal", () => files.coresignal, 3],
  ["CSV", () => files.csv, 4, "mapping"],
  ["CSV.gz", () => files.csvGz, 4, "mapping"],
  ["Parquet", () => files.parquet, 3, "mapping"],
];

describe("a record over the bound is skipped and reported, the others imported", () => {
  for (const [name, file, line, mapping] of formats)
    for (const workers of [0, 1])
      test(`${name}, ${workers ? "on a worker" : "one thread"}`, async () => {
        const r = await importFile(file(), workers, MAX, mapping ? files.mapping : undefined);
        expect(r.bad).toEqual([`line ${line}: record larger than ${MAX} bytes (--max-record-bytes)`]);
        expect(r.summary).toMatchObject({ read: 6, imported: 5, skipped: 1 });
        expect(r.stored).toEqual(people.map((_, i) => i !== BIG));
      });
});

test("the default bound is 1 MiB", async () => {
  const file = join(dir.path, "huge.jsonl");
  const big = { ...people[BIG], summary: "z".repeat((1 << 20) + 10) };
  writeFileSync(file, [people[0], big, people[1]].map((p) => JSON.stringify(p)).join("\n"));
  for (const workers of [0, 1]) {
    const r = await importFile(file, workers);
    expect(r.bad).toEqual(["line 2: record larger than 1048576 bytes (--max-record-bytes)"]);
    expect(r.summary).toMatchObject({ read: 3, imported: 2, skipped: 1 });
  }
});

test("companies (and reactions: the same reader) are bounded too", async () => {
  const storage = openSqliteStorage(join(dir.path, "companies.db"));
  opened.push(storage);
  const bad: string[] = [];
  const summary = await importCompaniesOrReactionsFile(storage, "companies", companies, {
    maxRecordBytes: MAX,
    onBadLine: (b) => bad.push(`line ${b.line}: ${b.reason}`),
  });
  expect(bad).toEqual([`line 2: record larger than ${MAX} bytes (--max-record-bytes)`]);
  expect(summary.skipped).toBe(1);
  expect(summary.imported).toBeGreaterThan(0);
});

test("a CSV header over the bound is refused (without its columns nothing can be read)", async () => {
  const file = join(dir.path, "wide.csv");
  writeFileSync(file, `${"c".repeat(MAX + 1)},d\n1,2\n`);
  await expect(readCsvHeader(file, MAX)).rejects.toThrow(
    `the CSV header (line 1) is larger than ${MAX} bytes (--max-record-bytes)`,
  );
});

test("the reader drops a long line as it streams, whatever the buffers it arrives in", async () => {
  const file = join(dir.path, "split.jsonl");
  // Long lines spanning several 1 MiB read buffers, one last without a newline.
  const long = "q".repeat(3 << 20);
  writeFileSync(file, ["a", long, "b", "", long, "c", long].join("\n"));
  const chunks = [];
  for await (const c of readLineChunks(file, 10, { maxRecordBytes: 1024 }))
    chunks.push({
      text: new TextDecoder().decode(c.bytes),
      firstLine: c.firstLine,
      count: c.count,
      bad: c.bad?.map((b) => b.line),
    });
  expect(chunks).toEqual([
    { text: "a\n", firstLine: 1, count: 1, bad: undefined },
    { text: "b\n\n", firstLine: 3, count: 2, bad: [2] },
    { text: "c\n", firstLine: 6, count: 1, bad: [5] },
    { text: "", firstLine: 7, count: 0, bad: [7] },
  ]);
});
