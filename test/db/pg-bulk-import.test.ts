/**
 * The PostgreSQL bulk loader (COPY into staging tables, merged per chunk; issue 31) against a real
 * PostgreSQL: a people file imported on worker threads stores and reports exactly what the
 * one-thread import does, on PostgreSQL and on SQLite; text COPY has to escape survives; records
 * prepared before their companies changed are written again; the indexes it defers come back, also
 * after an import that died.
 */
import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportLines } from "../../src/cli/export-lines.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { type ImportOptions, importCompanies, importPeopleFile } from "../../src/domain/import/import.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { collect, type Engine, fromArray, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
const { dir } = stores;
const open = (engine: Engine, url?: string, keepDeferredIndexes = false) =>
  stores.open(engine, { url, keepDeferredIndexes });

async function demoExport(people: number, seed: number) {
  const source = await open("sqlite");
  await seedDemoData(source, { people, seed, reference: new Date("2026-01-01T00:00:00Z") });
  return {
    people: await collect(exportLines(source, "people")),
    companies: await collect(exportLines(source, "companies")),
  };
}

function recorder(options: ImportOptions) {
  const seen = { bad: [] as string[], warnings: [] as string[], committed: [] as number[] };
  return {
    seen,
    options: {
      ...options,
      onBadLine: (b) => seen.bad.push(`${b.line}: ${b.reason}`),
      onWarning: (line, w) => seen.warnings.push(`${line}: ${w.kind}`),
      onCommitted: (line) => void seen.committed.push(line),
    } satisfies ImportOptions,
  };
}

/** The index names of the database (the storage argument only says which one is meant). */
const indexes = async (_storage: Storage, url: string) => {
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`;
    return rows.map((r) => r.indexname as string);
  } finally {
    await sql.end();
  }
};

describe("people import on PostgreSQL with workers (COPY)", () => {
  test("stores and reports what the one-thread import does, on both engines; escapes what COPY must; a second pass updates", async () => {
    const { people, companies } = await demoExport(300, 41);
    const lines = [...people];
    lines[3] = "{not json";
    lines[40] = JSON.stringify({ name: "No URL" });
    lines[77] = "";
    lines[120] = `${lines[120]}\r`;
    lines[150] = JSON.stringify({ ...JSON.parse(people[150] as string), favourite_colour: "teal" });
    // What COPY's text format must escape, in stored and indexed fields.
    lines[160] = JSON.stringify({
      ...JSON.parse(people[160] as string),
      name: "Tab\tNew\nLine Back\\slash Ünïcødé",
      headline: "C:\\temp\\N \\N\r\nend",
      summary: "nul\u0000byte and a \\. line\n\\.\n",
    });
    lines.push(people[10] as string);
    const file = join(dir.path, "people.jsonl");
    writeFileSync(file, lines.join("\n"));

    type Run = {
      label: string;
      summary: unknown;
      seen: { bad: string[]; warnings: string[] };
      exported: string[];
    };
    const runs: Run[] = [];
    for (const [engine, workers] of [
      ["sqlite", 0],
      ["postgres", 0],
      ["postgres", 1],
      ["postgres", 2],
    ] as const) {
      const storage = await open(engine);
      await importCompanies(storage, fromArray(companies));
      const r = recorder({ batchSize: 64, workers });
      const summary = await importPeopleFile(storage, file, r.options);
      // The same file again: every person unchanged (the content hash), nothing written.
      const again = await importPeopleFile(storage, file, { batchSize: 50, workers });
      expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 298, changes: 0 });
      runs.push({
        label: `${engine}/${workers}`,
        summary,
        seen: r.seen,
        exported: await collect(exportLines(storage, "people")),
      });
    }
    const [reference, ...others] = runs as [Run, ...Run[]];
    expect(reference.summary).toMatchObject({
      read: 300,
      imported: 297,
      updated: 0,
      unchanged: 1,
      skipped: 2,
    });
    for (const run of others) {
      expect({ label: run.label, summary: run.summary }).toEqual({
        label: run.label,
        summary: reference.summary,
      });
      expect(run.seen).toMatchObject({
        bad: reference.seen.bad,
        warnings: reference.seen.warnings,
      });
      expect(run.exported).toEqual(reference.exported);
    }
    const escaped = JSON.parse(others[1]?.exported.find((l) => l.includes("Back\\\\slash")) as string);
    expect(escaped.name).toBe("Tab\tNew\nLine Back\\slash Ünïcødé");
    expect(escaped.headline).toBe("C:\\temp\\N \\N\r\nend");
  });

  test("records prepared before their companies changed are written again against them", async () => {
    const { people, companies } = await demoExport(200, 43);
    const file = join(dir.path, "companies-change.jsonl");
    writeFileSync(file, `${people.join("\n")}\n`);
    const storage = await open("postgres");
    await importCompanies(storage, fromArray(companies));
    const renamed = companies.map((l) => JSON.stringify({ ...JSON.parse(l), pnet_industry: "Quilting" }));
    let changed = false;
    const summary = await importPeopleFile(storage, file, {
      batchSize: 20,
      workers: 2,
      onCommitted: async () => {
        if (changed) return;
        changed = true;
        await importCompanies(storage, fromArray(renamed));
      },
    });
    expect(summary).toMatchObject({ read: 200, imported: 200, skipped: 0 });
    const exported = await collect(exportLines(storage, "people"));
    expect(exported.slice(20)).toEqual(people.slice(20));
    expect(exported.slice(0, 20).join("\n")).toContain('"company_industry":"Quilting"');
  });

  test("an empty table's GIN and lookup indexes are built at the end; an import that died leaves them to the next open", async () => {
    const DEFERRED = [
      "contacts_domain_owner_idx",
      "contacts_lookup_idx",
      "people_facets_tokens_gin",
      "people_facets_words_gin",
      "people_name_lower_idx",
    ];
    const { people } = await demoExport(60, 44);
    const file = join(dir.path, "deferred.jsonl");
    writeFileSync(file, `${people.join("\n")}\n`);
    const url = await freshDatabase();
    const storage = await open("postgres", url);
    const during: string[][] = [];
    await importPeopleFile(storage, file, {
      batchSize: 20,
      workers: 1,
      onCommitted: async () => void during.push(await indexes(storage, url)),
    });
    expect(during[0]?.filter((n) => DEFERRED.includes(n))).toEqual([]);
    expect((await indexes(storage, url)).filter((n) => DEFERRED.includes(n))).toEqual(DEFERRED);
    expect(await storage.meta.get("deferred_indexes")).toBeNull();
    const email = (JSON.parse(people[5] as string).contacts as { type: string; value: string }[]).find(
      (c) => c.type === "email",
    )?.value as string;
    expect(await storage.people.findIdByContact("email", email)).toBe(JSON.parse(people[5] as string).id);

    // Killed while they are away: the definitions stay in meta.
    const url2 = await freshDatabase();
    const killed = await open("postgres", url2);
    const { deferIndexes } = await import("../../src/db/postgres/deferred-indexes.ts");
    const { connect } = await import("../../src/db/postgres/client.ts");
    const sql = connect(url2, 1);
    expect(await deferIndexes(sql)).toBe(true);
    await sql.end();
    expect((await indexes(killed, url2)).filter((n) => DEFERRED.includes(n))).toEqual([]);
    await open("postgres", url2, true);
    expect((await indexes(killed, url2)).filter((n) => DEFERRED.includes(n))).toEqual([]);
    await open("postgres", url2);
    expect((await indexes(killed, url2)).filter((n) => DEFERRED.includes(n))).toEqual(DEFERRED);
  });
});
