/**
 * Two vendors loaded every cycle (issue 44), on both engines: vendor A (People Data Labs, which
 * ships lower case: names, places, companies, titles, skills) and vendor B (Coresignal, natural
 * case, "March 2019" dates, places written another way) supply the same people. Loaded A, B, A, B
 * with neither file changed, the third and fourth loads update nobody, log no change and queue no
 * webhook; a real change in either file still gives exactly its event.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportLines } from "../../src/cli/export-lines.ts";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { peopleSource } from "../../src/domain/import/formats/source.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import { urlKey } from "../../src/domain/keys.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { dispatchOnce } from "../../src/domain/watchers/dispatch.ts";
import { newSecret } from "../../src/domain/watchers/manage.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";
import { type Carried, carriedFromExport, toCoresignal, toPdl } from "../helpers/vendor-fixtures.ts";

const PEOPLE = 40;
const stores = storeOpener();
let people: Carried[];

const lower = (v: unknown) => (typeof v === "string" ? v.toLowerCase() : v);
/** People Data Labs' spelling: lower case names, places, companies, titles and skills. */
function pdlOf(c: Carried, title?: string) {
  const r = toPdl(c) as Record<string, unknown>;
  for (const k of ["full_name", "first_name", "last_name", "location_name", "location_locality"])
    r[k] = lower(r[k]);
  for (const k of ["location_region", "location_country"]) r[k] = lower(r[k]);
  r.skills = (r.skills as string[]).map((s) => s.toLowerCase());
  r.experience = (r.experience as Record<string, Record<string, unknown>>[]).map((e, i) => ({
    ...e,
    company: { ...e.company, name: lower(e.company?.name) },
    title: { ...e.title, name: i === 0 && title ? title : lower(e.title?.name) },
  }));
  return r;
}
/** Coresignal's spelling: natural case, the place as "City, Country", skills capitalised. */
function coresignalOf(c: Carried) {
  const r = toCoresignal(c) as Record<string, unknown>;
  r.location = [c.location_city, c.location_country].filter(Boolean).join(", ") || c.location;
  r.skills = c.skills.map((s) => s.charAt(0).toUpperCase() + s.slice(1));
  return r;
}

beforeAll(async () => {
  const demo = await openStorage(loadConfig({ DATABASE_PATH: join(stores.dir.path, "demo.db") }));
  await seedDemoData(demo, { people: PEOPLE, seed: 44, reference: new Date(Date.UTC(2026, 0, 1)) });
  const exported = join(stores.dir.path, "export.jsonl");
  writeFileSync(exported, `${(await Array.fromAsync(exportLines(demo, "people"))).join("\n")}\n`);
  await demo.close();
  people = await carriedFromExport(exported);
}, 120_000);

function writeFile(name: string, records: Record<string, unknown>[]) {
  const path = join(stores.dir.path, name);
  writeFileSync(path, `${records.map((r) => JSON.stringify(r)).join("\n")}\n`);
  return path;
}

for (const engine of ["sqlite", "postgres"] as Engine[])
  describe(engine, () => {
    test("A, B, A, B unchanged: the third and fourth loads change nothing; a real change is one event", async () => {
      const storage: Storage = await stores.open(engine);
      const fileA = writeFile(
        `a-${engine}.jsonl`,
        people.map((c) => pdlOf(c)),
      );
      const fileB = writeFile(`b-${engine}.jsonl`, people.map(coresignalOf));
      const load = async (file: string, source: string) => {
        const before = await storage.changes.lastId();
        const summary = await importPeopleFile(
          storage,
          file,
          { sourceName: source, batchSize: 16 },
          { bytes: 0 },
          await peopleSource(file),
        );
        const queued = await dispatchOnce(
          storage,
          undefined as never,
          () => ({ messageId: `msg_${Math.random()}`, type: "profile_updated", payload: "{}" }),
          new Date(),
        );
        return { summary, changes: (await storage.changes.lastId()) - before, queued };
      };
      const first = await load(fileA, "pdl");
      expect(first.summary).toMatchObject({ imported: PEOPLE, skipped: 0 });
      // A watcher over everyone, with every event type, from here on.
      const at = new Date().toISOString();
      await storage.watchers.create(
        {
          publicId: "wat_cycle",
          keyId: 1,
          kind: "people",
          search: null,
          events: [
            "job_started",
            "job_ended",
            "title_changed",
            "company_changed",
            "location_changed",
            "profile_updated",
          ],
          webhookUrl: "https://hooks.example/cycle",
          secret: newSecret(),
          status: "active",
          cursor: await storage.changes.lastId(),
          matchedStamp: null,
          createdAt: at,
          updatedAt: at,
        },
        people.map((c) => urlKey(c.pnet_url) as string),
      );
      await load(fileB, "coresignal");
      const third = await load(fileA, "pdl");
      const fourth = await load(fileB, "coresignal");
      for (const again of [third, fourth]) {
        expect(again.summary).toMatchObject({ updated: 0, merged: PEOPLE, skipped: 0 });
        expect(again.changes).toBe(0);
        expect(again.queued).toBe(0);
      }
      // Names as PDL ships them are stored in natural case: the two vendors agree on them.
      const sample = await storage.people.getByUrl((people[0] as Carried).pnet_url);
      expect(sample?.name).toBe((people[0] as Carried).name);

      // A real change: PDL now has another current title for the first person.
      const changed = people.map((c, i) => pdlOf(c, i === 0 ? "chief everything officer" : undefined));
      const real = await load(writeFile(`a2-${engine}.jsonl`, changed), "pdl");
      expect(real.summary).toMatchObject({ updated: 1 });
      expect(real.changes).toBe(1);
      expect(real.queued).toBe(1);
      const events = await storage.changes.read((await storage.changes.lastId()) - 1, null, 10);
      expect(events.map((e) => e.type)).toEqual(["title_changed"]);
      // Loaded again, and B again: nothing new.
      for (const [file, source] of [
        [writeFile(`a3-${engine}.jsonl`, changed), "pdl"],
        [fileB, "coresignal"],
      ] as const) {
        const again = await load(file, source);
        expect(again.summary).toMatchObject({ updated: 0 });
        expect(again.changes).toBe(0);
      }
    }, 120_000);
  });
