/**
 * Erasure covers every name a person had (issue 42), on both engines and both import paths: a
 * person known by a vanity URL, a renamed vanity URL, a member id and a work email is erased; a
 * later record under any of those (the old vanity URL, `profile/view?id=<member id>`, a PDL record
 * with the member id, a new URL with the work email) is suppressed, not imported again. And ids are
 * never reused: a person imported after an erasure gets a new id, never the erased one's, even
 * when the record asks for it.
 */
import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { peopleSource } from "../../src/domain/import/formats/source.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import type { ImportOptions } from "../../src/domain/import/summary.ts";
import { eraseSubject, exportSubject } from "../../src/domain/privacy/subjects.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
const HOST = "https://www.pnet.example";
const MEMBER = "918273645";
const WORK_EMAIL = "dana.okafor@quillworks.example";

let fileCount = 0;
async function importRecords(storage: Storage, records: Record<string, unknown>[], options: ImportOptions) {
  const path = join(stores.dir.path, `records-${++fileCount}.jsonl`);
  writeFileSync(path, `${records.map((r) => JSON.stringify(r)).join("\n")}\n`);
  return importPeopleFile(
    storage,
    path,
    { batchSize: 8, ...options },
    { bytes: 0 },
    await peopleSource(path),
  );
}

const dana = (url: string, extra: Record<string, unknown> = {}) => ({
  pnet_url: url,
  name: "Dana Okafor",
  headline: "Staff Engineer at Quillworks",
  experience: [{ company_name: "Quillworks", position_title: "Staff Engineer", date_from: "2021-03" }],
  ...extra,
});
const stranger = (i: number) => ({
  pnet_url: `${HOST}/in/stranger-${i}`,
  name: `Stranger Number${i}`,
  headline: "Analyst",
});

/** Dana under an old vanity URL, then a renamed one (same member id), with a work email; erased. */
async function erasedDana(storage: Storage, options: ImportOptions): Promise<number> {
  await importRecords(
    storage,
    [
      stranger(1),
      dana(`${HOST}/in/dana-okafor`, {
        pnet_id: MEMBER,
        contacts: [{ type: "email", value: WORK_EMAIL, subType: "work" }],
      }),
    ],
    options,
  );
  await importRecords(storage, [dana(`${HOST}/in/dana-okafor-quill`, { pnet_id: MEMBER })], options);
  const person = await storage.people.getByUrl(`${HOST}/in/dana-okafor`);
  if (!person) throw new Error("Dana was not imported");
  expect(person.pnet_url).toBe(`${HOST}/in/dana-okafor-quill`);
  await eraseSubject(storage, person.id, { reason: "test", requestedBy: "test", now: new Date() });
  expect(await storage.people.getByUrl(`${HOST}/in/dana-okafor-quill`)).toBeNull();
  return person.id;
}

for (const engine of ["sqlite", "postgres"] as Engine[])
  for (const workers of [0, 2])
    describe(`${engine}, ${workers ? `${workers} workers` : "one thread"}`, () => {
      const options: ImportOptions = { workers };
      const spellings: [string, Record<string, unknown>][] = [
        ["the current vanity URL", dana(`${HOST}/in/dana-okafor-quill`)],
        ["the old vanity URL", dana(`${HOST}/in/dana-okafor`)],
        ["another spelling of the old vanity URL", dana("http://uk.pnet.example/in/Dana-Okafor/")],
        ["profile/view?id=<member id>", dana(`${HOST}/profile/view?id=${MEMBER}`)],
        ["a new URL with the member id", dana(`${HOST}/in/dana-o-2026`, { pnet_id: MEMBER })],
        [
          "a new URL with the work email",
          dana(`${HOST}/in/dana-o-2027`, { contacts: [{ type: "email", value: WORK_EMAIL.toUpperCase() }] }),
        ],
      ];
      for (const [what, record] of spellings)
        test(`a re-import under ${what} is suppressed`, async () => {
          const storage = await stores.open(engine);
          await erasedDana(storage, options);
          const summary = await importRecords(storage, [record, stranger(2)], options);
          expect(summary).toMatchObject({ imported: 1, suppressed: 1 });
          expect(await storage.people.count()).toBe(2);
        });

      test("a PDL record with the member id is suppressed", async () => {
        const storage = await stores.open(engine);
        await erasedDana(storage, options);
        const path = join(stores.dir.path, `pdl-${engine}-${workers}.jsonl`);
        writeFileSync(
          path,
          `${JSON.stringify({
            full_name: "dana okafor",
            linkedin_url: "linkedin.com/in/dana-okafor-renamed",
            linkedin_id: MEMBER,
            job_title: "staff engineer",
          })}\n`,
        );
        const summary = await importPeopleFile(
          storage,
          path,
          options,
          { bytes: 0 },
          await peopleSource(path),
        );
        expect(summary).toMatchObject({ imported: 0, suppressed: 1 });
      });

      test("ids are never reused: the next person gets a new id, also when the record asks for the erased one", async () => {
        const storage = await stores.open(engine);
        const erasedId = await erasedDana(storage, options);
        // Dana held the highest id: a plain max(id) + 1 would give it to the next person.
        await importRecords(storage, [stranger(3)], options);
        const next = await storage.people.getByUrl(`${HOST}/in/stranger-3`);
        expect(next?.id).toBeGreaterThan(erasedId);
        await importRecords(storage, [{ ...stranger(4), id: erasedId }], options);
        const asked = await storage.people.getByUrl(`${HOST}/in/stranger-4`);
        expect(asked?.id).not.toBe(erasedId);
        expect(asked?.id).toBeGreaterThan(next?.id ?? 0);
        // The subject-access export of the new people holds nothing of Dana's.
        for (const id of [next?.id ?? 0, asked?.id ?? 0]) {
          const doc = await exportSubject(storage, id, new Date());
          expect(JSON.stringify(doc)).not.toContain("Okafor");
        }
      });
    });
