/**
 * `import people` of vendor formats (issue 33): the same people as PDL JSONL, Coresignal JSONL, CSV
 * with a mapping file, Parquet and gzip copies must store exactly what the canonical JSONL import
 * of them stores, and be found by the same searches, on one thread and on workers. Also dry-run,
 * bad records and resume. Real files, real databases: the formats on SQLite and PostgreSQL both.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportLines } from "../../src/cli/export-lines.ts";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { peopleSource } from "../../src/domain/import/formats/source.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import { fileIdentity, ImportProgressStore } from "../../src/domain/import/resume.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { engineEnv, runCli, TEST_ENGINE, tempDir } from "../helpers/server.ts";
import {
  type Carried,
  carriedFromExport,
  type VendorFiles,
  writeVendorFiles,
} from "../helpers/vendor-fixtures.ts";

/** People in the fixture files (issue 33's acceptance: 10,000 of each format, both engines). */
const FIXTURE_PEOPLE = 10_000;
type Engine = "sqlite" | "postgres";

const dir = tempDir();
const opened: Storage[] = [];
let files: VendorFiles;
let people: Carried[];
const native = new Map<Engine, Storage>();

async function freshStorage(name: string, engine: Engine = TEST_ENGINE): Promise<Storage> {
  const config =
    engine === "postgres"
      ? loadConfig({ DATABASE_URL: await freshDatabase() })
      : loadConfig({ DATABASE_PATH: join(dir.path, `${name}.db`) });
  const storage = await openStorage(config);
  opened.push(storage);
  return storage;
}

async function importInto(
  name: string,
  file: string,
  workers: number,
  format?: string,
  mapping?: string,
  engine: Engine = TEST_ENGINE,
) {
  const storage = await freshStorage(name, engine);
  const source = await peopleSource(file, format, mapping);
  const summary = await importPeopleFile(storage, file, { workers, batchSize: 64 }, { bytes: 0 }, source);
  return { storage, summary, source };
}

async function everyone(storage: Storage) {
  return storage.people.scan(0, FIXTURE_PEOPLE + 10);
}

const QUERIES = ["product manager", "software engineer in Berlin", "data scientist python", "sales director"];

async function searchIds(storage: Storage, query: string): Promise<number[]> {
  const service = new SearchService(storage, () => new Date(Date.UTC(2026, 0, 1)));
  const { session, params } = await service.start(1, {
    query,
    companies: [],
    schools: [],
    advancedFiltering: true,
  });
  return (await service.page(session, params, 0, 50)).map((h) => h.person.id);
}

beforeAll(async () => {
  const demo = await openStorage(loadConfig({ DATABASE_PATH: join(dir.path, "demo.db") }));
  await seedDemoData(demo, { people: FIXTURE_PEOPLE, seed: 33, reference: new Date(Date.UTC(2026, 0, 1)) });
  const exported = join(dir.path, "export.jsonl");
  const lines: string[] = [];
  for await (const line of exportLines(demo, "people")) lines.push(line);
  writeFileSync(exported, `${lines.join("\n")}\n`);
  await demo.close();
  people = await carriedFromExport(exported);
  files = await writeVendorFiles(people, join(dir.path, "fixtures"));
  for (const engine of ["sqlite", "postgres"] as Engine[])
    native.set(
      engine,
      (await importInto(`native-${engine}`, files.native, 2, undefined, undefined, engine)).storage,
    );
}, 600_000);

afterAll(async () => {
  for (const s of opened) await s.close();
  dir.cleanup();
});

describe("import people in vendor formats", () => {
  test("the format is told from the name and the first record", async () => {
    expect((await peopleSource(files.native)).format).toBe("jsonl");
    expect((await peopleSource(files.pdl)).format).toBe("pdl");
    expect((await peopleSource(files.pdlGz)).format).toBe("pdl");
    expect((await peopleSource(files.coresignal)).format).toBe("coresignal");
    expect((await peopleSource(files.csvGz)).container).toBe("csv");
    expect((await peopleSource(files.parquet)).container).toBe("parquet");
  });

  const cases: [label: string, file: () => string, format?: string, mapping?: () => string][] = [
    ["PDL JSONL", () => files.pdl],
    ["PDL JSONL, gzip", () => files.pdlGz, "pdl"],
    ["Coresignal JSONL", () => files.coresignal],
    ["CSV with a mapping file", () => files.csv, undefined, () => files.mapping],
    ["CSV, gzip", () => files.csvGz, "csv", () => files.mapping],
    ["Parquet with the CSV's mapping", () => files.parquet, undefined, () => files.mapping],
  ];
  for (const engine of ["sqlite", "postgres"] as Engine[])
    for (const [label, file, format, mapping] of cases)
      for (const workers of [0, 2])
        test(`${engine}: ${label} on ${workers ? `${workers} workers` : "one thread"}: the same profiles, contacts and search results as the JSONL`, async () => {
          const expected = native.get(engine) as Storage;
          const { storage, summary, source } = await importInto(
            `${engine}-${label}-${workers}`.replace(/\W+/g, "-"),
            file(),
            workers,
            format,
            mapping?.(),
            engine,
          );
          expect(summary).toMatchObject({ read: FIXTURE_PEOPLE, imported: FIXTURE_PEOPLE, skipped: 0 });
          expect(summary.warnings).toBe(0);
          expect(await everyone(storage)).toEqual(await everyone(expected));
          // Coresignal's Base Employee records carry no contacts.
          if (source.format !== "coresignal")
            for (const id of [1, 2, 3, 50, 150, FIXTURE_PEOPLE]) {
              const byValue = (c: { value: string }[]) =>
                [...c].sort((a, b) => a.value.localeCompare(b.value));
              const [got, want] = [await storage.people.contactsOf(id), await expected.people.contactsOf(id)];
              expect(byValue(got.contacts)).toEqual(byValue(want.contacts));
            }
          for (const query of QUERIES)
            expect(await searchIds(storage, query)).toEqual(await searchIds(expected, query));
          // Done with: a PostgreSQL database per case would otherwise hold its connections to the end.
          await storage.close();
          opened.splice(opened.indexOf(storage), 1);
        }, 180_000);
});

describe("import people CLI: dry run, bad records, resume", () => {
  test("--dry-run prints the first records as stored and the unmapped fields with counts, and writes nothing", async () => {
    const db = join(dir.path, "dry.db");
    const r = await runCli(["import", "people", files.pdl, "--dry-run"], { DATABASE_PATH: db });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`dry run of ${files.pdl} as pdl (jsonl) with mapping pdl: nothing is written`);
    expect(r.stdout.match(/record at line \d+, as it would be stored:/g)).toHaveLength(3);
    expect(r.stdout).toContain(`  pnet_url: "${people[0]?.pnet_url}"`);
    // A dry run looks at the first 1,000 records (src/cli/import-formats.ts).
    const sampled = Math.min(FIXTURE_PEOPLE, 1000);
    expect(r.stdout).toContain(`of the first ${sampled} records: ${sampled} would be imported, 0 skipped`);
    // The fixture's PDL records hold the person's industry, which the canonical record has no place for.
    const withIndustry = people.slice(0, sampled).filter((p) => p.experience[0]?.company_industry).length;
    expect(r.stdout).toContain(`unmapped source fields (records holding a value, of ${sampled}):`);
    expect(r.stdout).toContain(`  ${withIndustry} x industry\n`);
    expect(await Bun.file(db).exists()).toBe(false);

    const csv = await runCli(["import", "people", files.csv, "--dry-run"], { DATABASE_PATH: db });
    // Without a mapping, CSV columns are taken as canonical field names (profile_url and full_name
    // are accepted aliases); the rest are unmapped.
    expect(csv.code).toBe(0);
    expect(csv.stdout).toContain(`${sampled} x job1_title\n`);
    expect(csv.stdout).toContain("x work_email\n");
    expect(csv.stdout).not.toContain("x full_name\n");
    const mapped = await runCli(["import", "people", files.csv, "--mapping", files.mapping, "--dry-run"], {
      DATABASE_PATH: db,
    });
    expect(mapped.code).toBe(0);
    expect(mapped.stdout).toContain("unmapped source fields: none");
  });

  test("a CSV record with a broken quote is reported with its line and the others are imported (exit 2)", async () => {
    const text = await Bun.file(files.csv).text();
    const lines = text.split("\n");
    // Line 4 is the third person, one line in the fixture (its fields hold no newline).
    lines[3] = `"https://www.pnet.example/in/broken","Broken "Quote" Person",${lines[3]?.split(",").slice(2).join(",")}`;
    const broken = join(dir.path, "broken.csv");
    writeFileSync(broken, lines.join("\n"));
    const env = { ...(await engineEnv()), DATABASE_PATH: join(dir.path, "broken.db") };
    const r = await runCli(
      ["import", "people", broken, "--mapping", files.mapping, "--batch-size", "50"],
      env,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("line 4: CSV: Trailing quote on quoted field is malformed");
    expect(r.stdout).toContain(
      `read ${FIXTURE_PEOPLE}, imported ${FIXTURE_PEOPLE - 1}, updated 0, skipped 1`,
    );
  });

  test("a .parquet file that is not Parquet is refused with one clear line (exit 1)", async () => {
    const fake = join(dir.path, "fake.parquet");
    writeFileSync(fake, "profile_url,full_name\nhttps://x.example/in/a,A\n");
    const r = await runCli(["import", "people", fake], { DATABASE_PATH: join(dir.path, "fake.db") });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`${fake} is not a Parquet file (no PAR1 magic at its start and end)`);
    const bad = await runCli(["import", "people", files.csv, "--mapping", join(dir.path, "nope.json")], {
      DATABASE_PATH: join(dir.path, "fake.db"),
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("cannot read mapping file");
    expect(bad.stderr).not.toContain("    at ");
  });

  test("--resume on a CSV file continues after the committed line", async () => {
    const env = { ...(await engineEnv()), DATABASE_PATH: join(dir.path, "resume.db") };
    // A first import stopped after line 101 (the 100th person): its marker as the import leaves it.
    const first = join(dir.path, "first-100.csv");
    const csvLines = (await Bun.file(files.csv).text()).split("\n");
    writeFileSync(first, `${csvLines.slice(0, 101).join("\n")}\n`);
    expect((await runCli(["import", "people", first, "--mapping", files.mapping], env)).code).toBe(0);
    const storage = await openStorage(loadConfig(env));
    try {
      await new ImportProgressStore(
        storage.meta,
        "people",
        await fileIdentity(files.csv),
        files.csv,
      ).committed(101);
    } finally {
      await storage.close();
    }
    const r = await runCli(["import", "people", files.csv, "--mapping", files.mapping, "--resume"], env);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("resuming after line 101");
    expect(r.stdout).toContain(
      `resumed after line 101: read ${FIXTURE_PEOPLE - 100}, imported ${FIXTURE_PEOPLE - 100},`,
    );
    const after = await openStorage(loadConfig(env));
    try {
      expect(await everyone(after)).toEqual(await everyone(native.get(TEST_ENGINE) as Storage));
    } finally {
      await after.close();
    }
  });
});
