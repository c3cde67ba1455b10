/**
 * People imports prepared on worker threads (importPeopleFile with workers) against the one-thread
 * import of the same file, over real SQLite files: the same summary, the same bad lines and
 * warnings at the same line numbers, the same database, resumable, and records prepared against
 * companies that changed before they were written are prepared again.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { exportLines } from "../../src/cli/export-lines.ts";
import { openSqliteStorage, type SqliteStorage } from "../../src/db/sqlite/storage.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { type ImportOptions, importCompanies, importPeopleFile } from "../../src/domain/import/import.ts";
import { readLineChunks, readLines } from "../../src/domain/import/lines.ts";
import { tempDir } from "../helpers/server.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function fresh(): { storage: SqliteStorage; dir: string } {
  const dir = tempDir();
  const storage = openSqliteStorage(join(dir.path, "test.db"));
  cleanups.push(() => {
    storage.close();
    dir.cleanup();
  });
  return { storage, dir: dir.path };
}

async function collect(gen: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const l of gen) out.push(l);
  return out;
}

async function* fromArray(lines: string[]) {
  for (const l of lines) yield l;
}

/** A demo export: companies and people lines of `people` seeded people. */
async function demoExport(people: number, seed: number) {
  const source = fresh();
  await seedDemoData(source.storage, { people, seed, reference: new Date("2026-01-01T00:00:00Z") });
  return {
    people: await collect(exportLines(source.storage, "people")),
    companies: await collect(exportLines(source.storage, "companies")),
  };
}

/** What an import reported, line by line. */
function recorder(options: ImportOptions = {}) {
  const seen = { bad: [] as string[], warnings: [] as string[], committed: [] as number[] };
  return {
    seen,
    options: {
      ...options,
      onBadLine: (b) => seen.bad.push(`${b.line}: ${b.reason}`),
      onWarning: (line, w) => seen.warnings.push(`${line}: ${w.kind}`),
      onCommitted: (line) => {
        seen.committed.push(line);
      },
    } satisfies ImportOptions,
  };
}

describe("people import on worker threads", () => {
  test("reports and stores exactly what the one-thread import does (bad, blank, CRLF, warnings, no final newline)", async () => {
    const { people, companies } = await demoExport(250, 31);
    const lines = [...people];
    lines[3] = "{not json";
    lines[40] = JSON.stringify({ name: "No URL" });
    lines[77] = "";
    lines[120] = `${lines[120]}\r`;
    // Unknown fields and an unreadable date: imported with warnings.
    lines[150] = JSON.stringify({ ...JSON.parse(people[150] as string), favourite_colour: "teal" });
    lines[151] = JSON.stringify({
      pnet_url: "https://www.pnet.example/in/warned-twice",
      name: "Warned Twice",
      mystery: 1,
      experience: [{ position_title: "Engineer", company_name: "Acme", date_from: "sometime" }],
    });
    // The same person twice in one file: the second brings nothing new (unchanged).
    lines.push(people[10] as string);
    const { dir } = fresh();
    const file = join(dir, "people.jsonl");
    writeFileSync(file, lines.join("\n"));

    const results = [];
    for (const workers of [0, 1, 2]) {
      const { storage } = fresh();
      await importCompanies(storage, fromArray(companies));
      const r = recorder({ batchSize: 64, workers });
      const summary = await importPeopleFile(storage, file, r.options);
      results.push({ summary, seen: r.seen, exported: await collect(exportLines(storage, "people")) });
    }
    const [one, ...parallel] = results;
    expect(one?.summary).toMatchObject({ read: 250, imported: 247, updated: 0, unchanged: 1, skipped: 2 });
    expect(one?.seen.bad).toEqual([
      expect.stringMatching(/^4: invalid JSON/),
      expect.stringMatching(/^41: missing pnet_url/),
    ]);
    expect(one?.seen.warnings.length).toBeGreaterThanOrEqual(3);
    expect(one?.summary.warnings).toBe(2);
    for (const r of parallel) {
      expect(r.summary).toEqual(one?.summary as never);
      expect(r.seen.bad).toEqual(one?.seen.bad as never);
      expect(r.seen.warnings).toEqual(one?.seen.warnings as never);
      // Markers follow chunks of lines here, batches of records there: both end at the last line.
      expect(r.seen.committed.at(-1)).toBe(251);
      expect(r.seen.committed).toEqual([...r.seen.committed].sort((a, b) => a - b));
      expect(r.exported).toEqual(one?.exported as never);
    }
    // Every person of the file but the four replaced (two bad lines, a blank one, a new person)
    // comes back exactly as written.
    expect(parallel[0]?.exported.filter((l) => people.includes(l)).length).toBe(250 - 4);
  });

  test("resumes after a committed line and reads gzip", async () => {
    const { people } = await demoExport(120, 32);
    const { dir } = fresh();
    const file = join(dir, "people.jsonl.gz");
    writeFileSync(file, gzipSync(`${people.join("\n")}\n`));
    const { storage } = fresh();
    const r = recorder({ batchSize: 25, workers: 1, skipLines: 60 });
    const summary = await importPeopleFile(storage, file, r.options);
    expect(summary).toMatchObject({ read: 60, imported: 60, skipped: 0 });
    // Markers after each committed chunk past the skipped lines, in order, ending at the last line.
    expect(r.seen.committed).toEqual([75, 100, 120, 120]);
    expect(await collect(exportLines(storage, "people"))).toEqual(people.slice(60));
  });

  test("records prepared before their companies changed are prepared again, so they read back as written", async () => {
    const { people, companies } = await demoExport(200, 33);
    const { dir } = fresh();
    const file = join(dir, "people.jsonl");
    writeFileSync(file, `${people.join("\n")}\n`);
    const { storage } = fresh();
    await importCompanies(storage, fromArray(companies));
    const renamed = companies.map((l) => JSON.stringify({ ...JSON.parse(l), pnet_industry: "Quilting" }));
    let changed = false;
    const summary = await importPeopleFile(storage, file, {
      batchSize: 20,
      workers: 2,
      // After the first chunk is on disk, while later chunks are already prepared.
      onCommitted: async () => {
        if (changed) return;
        changed = true;
        await importCompanies(storage, fromArray(renamed));
      },
    });
    expect(summary).toMatchObject({ read: 200, imported: 200, skipped: 0 });
    const exported = await collect(exportLines(storage, "people"));
    // Written after the change: exactly as in the file (the old industry stored with the record).
    expect(exported.slice(20)).toEqual(people.slice(20));
    // Written before it: their experiences show the company as it is now (docs/decisions.md).
    expect(exported.slice(0, 20).join("\n")).toContain('"company_industry":"Quilting"');
  });
});

describe("indexes deferred by a bulk load", () => {
  const DEFERRED = ["contacts_domain_owner_idx", "contacts_lookup_idx", "people_name_nocase_idx"];
  const present = (storage: SqliteStorage) =>
    storage.handle.sqlite
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name")
      .all()
      .map((r) => r.name)
      .filter((n) => DEFERRED.includes(n));

  test("are away while workers load an empty table and back when it ends; a table with people keeps them", async () => {
    const { people } = await demoExport(60, 34);
    const { dir, storage } = fresh();
    const file = join(dir, "people.jsonl");
    writeFileSync(file, `${people.join("\n")}\n`);
    const during: string[][] = [];
    await importPeopleFile(storage, file, {
      batchSize: 20,
      workers: 1,
      onCommitted: () => void during.push(present(storage)),
    });
    expect(during[0]).toEqual([]);
    expect(present(storage)).toEqual(DEFERRED);
    expect(await storage.meta.get("deferred_indexes")).toBeNull();
    // The indexes answer again: a lookup by email finds its person.
    const email = (JSON.parse(people[5] as string).contacts as { type: string; value: string }[]).find(
      (c) => c.type === "email",
    )?.value as string;
    expect(await storage.people.findIdByContact("email", email)).toBe(JSON.parse(people[5] as string).id);

    const again: string[][] = [];
    await importPeopleFile(storage, file, {
      batchSize: 20,
      workers: 1,
      onCommitted: () => void again.push(present(storage)),
    });
    expect(again.every((names) => names.length === DEFERRED.length)).toBe(true);
  });

  test("an import killed while they are away leaves their definitions: the next open builds them", async () => {
    const { dir, storage } = fresh();
    const path = join(dir, "test.db");
    const { deferIndexes } = await import("../../src/db/sqlite/deferred-indexes.ts");
    expect(deferIndexes(storage.handle.sqlite)).toBe(true);
    expect(present(storage)).toEqual([]);
    // Another import carrying on keeps them away; any other open builds them.
    const importing = openSqliteStorage(path, { keepDeferredIndexes: true });
    expect(present(importing)).toEqual([]);
    importing.close();
    const serving = openSqliteStorage(path);
    expect(present(serving)).toEqual(DEFERRED);
    serving.close();
  });
});

describe("readLineChunks", () => {
  test("cuts whole lines, numbers them, keeps a last line without newline", async () => {
    const { dir } = fresh();
    const file = join(dir, "lines.txt");
    writeFileSync(file, "a\nbb\n\nccc\r\nd");
    const chunks = [];
    for await (const c of readLineChunks(file, 2))
      chunks.push({ text: new TextDecoder().decode(c.bytes), firstLine: c.firstLine, count: c.count });
    expect(chunks).toEqual([
      { text: "a\nbb\n", firstLine: 1, count: 2 },
      { text: "\nccc\r\n", firstLine: 3, count: 2 },
      { text: "d", firstLine: 5, count: 1 },
    ]);
    // The same lines as the line reader (which also takes "\r\n" as one end).
    expect(await collect(readLines(file))).toEqual(["a", "bb", "", "ccc", "d"]);
  });
});
