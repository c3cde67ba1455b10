/**
 * Unchanged lines dropped before parsing (issue 49; src/domain/import/line-skip.ts), on both
 * engines with workers: a re-import of the same file parses nothing and stores the same; a changed
 * line is written; another mapping parses every line again and writes what it changes; a person
 * written since by something that names no source (a scrape) or erased is not skipped; a person
 * twice in the file ends as its last line says however far the reader runs ahead.
 */
import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportLines } from "../../src/cli/export-lines.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { MappingFile } from "../../src/domain/import/formats/mapping.ts";
import { importCompanies, importPeopleFile } from "../../src/domain/import/import.ts";
import type { ImportOptions } from "../../src/domain/import/summary.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { eraseSubject } from "../../src/domain/privacy/subjects.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { collect, type Engine, fromArray, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
let files = 0;

function write(lines: readonly string[]): string {
  const path = join(stores.dir.path, `people-${++files}.jsonl`);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
}

async function demo(people: number) {
  const source = await stores.open("sqlite");
  await seedDemoData(source, { people, seed: 7, reference: new Date("2026-01-01T00:00:00Z") });
  return {
    people: await collect(exportLines(source, "people")),
    companies: await collect(exportLines(source, "companies")),
  };
}

const options: ImportOptions = { workers: 2, batchSize: 16 };
const exported = (storage: Storage) => collect(exportLines(storage, "people"));

for (const engine of ["sqlite", "postgres"] as Engine[])
  describe(`${engine}, 2 workers`, () => {
    test("an unchanged re-import parses no line and stores the same; a changed line is written", async () => {
      const { people, companies } = await demo(90);
      const storage = await stores.open(engine);
      await importCompanies(storage, fromArray(companies));
      const file = write(people);
      const first = await importPeopleFile(storage, file, options);
      expect(first).toMatchObject({ read: 90, imported: 90, unparsed: 0 });
      const stored = await exported(storage);

      const again = await importPeopleFile(storage, file, options);
      expect(again).toMatchObject({
        read: 90,
        imported: 0,
        updated: 0,
        unchanged: 90,
        unparsed: 90,
        skipped: 0,
      });
      expect(await exported(storage)).toEqual(stored);

      const changed = [...people];
      const record = JSON.parse(people[40] as string);
      changed[40] = JSON.stringify({ ...record, headline: "Changed headline" });
      const third = await importPeopleFile(storage, write(changed), options);
      expect(third).toMatchObject({ read: 90, updated: 1, unchanged: 89, unparsed: 89 });
      expect((await storage.people.getByUrl(record.pnet_url))?.headline).toBe("Changed headline");
    });

    test("another mapping parses every line again and writes what it changes", async () => {
      const lines = Array.from({ length: 40 }, (_, i) =>
        JSON.stringify({
          url: `https://www.pnet.example/in/mapped-${i}`,
          who: `Mapped Person${i}`,
          // Every fourth headline reads the same in upper case.
          line: i % 4 === 0 ? `ANALYST ${i}` : `Analyst ${i}`,
        }),
      );
      const mapping = (headline: MappingFile["fields"][string]): MappingFile => ({
        fields: { pnet_url: "url", name: "who", headline },
      });
      const storage = await stores.open(engine);
      const file = write(lines);
      const as = (m: MappingFile) =>
        importPeopleFile(storage, file, options, { bytes: 0 }, { container: "jsonl", mapping: m });
      expect(await as(mapping("line"))).toMatchObject({ imported: 40, unparsed: 0 });
      expect(await as(mapping("line"))).toMatchObject({ unchanged: 40, unparsed: 40 });
      const upper = await as(mapping({ from: "line", transform: "upper" }));
      expect(upper).toMatchObject({ read: 40, updated: 30, unchanged: 10, unparsed: 0 });
      expect((await storage.people.getByUrl("https://www.pnet.example/in/mapped-1"))?.headline).toBe(
        "ANALYST 1",
      );
    });

    test("a person written since without a source, or erased, is not skipped", async () => {
      const { people, companies } = await demo(30);
      const storage = await stores.open(engine);
      await importCompanies(storage, fromArray(companies));
      const file = write(people);
      await importPeopleFile(storage, file, options);
      const scraped = JSON.parse(people[3] as string);
      await storage.people.upsert([normalizePersonInput({ ...scraped, headline: "Scraped since" })], {
        source: "scrape",
      });
      const erased = await storage.people.getByUrl(JSON.parse(people[20] as string).pnet_url);
      if (!erased) throw new Error("not imported");
      await eraseSubject(storage, erased.id, { reason: "test", requestedBy: "test", now: new Date() });

      const again = await importPeopleFile(storage, file, options);
      expect(again).toMatchObject({ read: 30, updated: 1, suppressed: 1, unchanged: 28, unparsed: 28 });
      expect((await storage.people.getByUrl(scraped.pnet_url))?.headline).toBe(scraped.headline);
      expect(await storage.people.getByUrl(erased.pnet_url)).toBeNull();
    });

    test("a person twice in the file ends as its last line says, re-import after re-import", async () => {
      const { people } = await demo(60);
      const twice = JSON.parse(people[50] as string);
      const lines = [...people];
      // An earlier, different line of the same person, chunks before its last one.
      lines.splice(2, 0, JSON.stringify({ ...twice, headline: "Earlier headline" }));
      const storage = await stores.open(engine);
      const file = write(lines);
      for (let run = 0; run < 3; run++) {
        await importPeopleFile(storage, file, options);
        expect((await storage.people.getByUrl(twice.pnet_url))?.headline).toBe(twice.headline);
      }
      // Its two lines are written every time (the earlier first); the chunk of its last line is
      // written whole through the domain (up to 15 other lines parsed), every other line skipped.
      const last = await importPeopleFile(storage, file, options);
      expect(last).toMatchObject({ read: 61, updated: 2, unchanged: 59 });
      expect(last.unparsed).toBeGreaterThanOrEqual(59 - 15);
      expect(last.unparsed).toBeLessThan(59);
    });
  });
