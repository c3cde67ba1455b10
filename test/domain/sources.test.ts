/**
 * Provenance and identity across sources (issue 33, docs/sources.md), on both engines, on the
 * one-thread path and the workers' path: two overlapping vendor dumps (PDL with numeric member ids,
 * Coresignal under other URL spellings) land on one person each, every root field names its
 * source, the rule (newest wins) decides, and a changed rule is applied again without importing;
 * a third source under numeric-id URLs and one without URLs (work emails) join the same people.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportLines } from "../../src/cli/export-lines.ts";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { peopleSource } from "../../src/domain/import/formats/source.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import type { ImportOptions } from "../../src/domain/import/summary.ts";
import { applySourceRules } from "../../src/domain/sources/apply.ts";
import { provenanceOf } from "../../src/domain/sources/provenance.ts";
import { parseSourceRules } from "../../src/domain/sources/rules.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";
import { type Carried, carriedFromExport, toCoresignal, toPdl } from "../helpers/vendor-fixtures.ts";

const PEOPLE = 120;
/** PDL supplies people 0..79, Coresignal 40..119: 40 in both. */
const PDL = [0, 80] as const;
const CORESIGNAL = [40, 120] as const;
const memberId = (i: number) => String(7_000_100 + i);

const stores = storeOpener();
let people: Carried[];
const files = { pdl: "", coresignal: "", crm: "" };

/** Coresignal's spelling of a profile URL: another host, http, upper case, a trailing slash. */
const otherSpelling = (url: string) => `${url.replace(/^https:\/\/www\./, "http://UK.").toUpperCase()}/`;
const coresignalHeadline = (c: Carried) => `${c.headline ?? "Professional"} (per Coresignal)`;

beforeAll(async () => {
  const demo = await openStorage(loadConfig({ DATABASE_PATH: join(stores.dir.path, "demo.db") }));
  await seedDemoData(demo, { people: PEOPLE, seed: 71, reference: new Date(Date.UTC(2026, 0, 1)) });
  const exported = join(stores.dir.path, "export.jsonl");
  const lines: string[] = [];
  for await (const line of exportLines(demo, "people")) lines.push(line);
  writeFileSync(exported, `${lines.join("\n")}\n`);
  await demo.close();
  people = await carriedFromExport(exported);
  const dir = join(stores.dir.path, "dumps");
  mkdirSync(dir, { recursive: true });
  files.pdl = join(dir, "week-47-pdl.jsonl");
  writeFileSync(
    files.pdl,
    people
      .slice(PDL[0], PDL[1])
      .map((c, n) => JSON.stringify({ ...toPdl(c), linkedin_id: memberId(PDL[0] + n) }))
      .join("\n"),
  );
  files.coresignal = join(dir, "week-47-coresignal.jsonl");
  writeFileSync(
    files.coresignal,
    people
      .slice(CORESIGNAL[0], CORESIGNAL[1])
      .map((c) =>
        JSON.stringify({
          ...toCoresignal(c),
          profile_url: otherSpelling(c.pnet_url),
          headline: coresignalHeadline(c),
        }),
      )
      .join("\n"),
  );
}, 120_000);

async function importFile(storage: Storage, file: string, options: ImportOptions) {
  return importPeopleFile(
    storage,
    file,
    { batchSize: 16, ...options },
    { bytes: 0 },
    await peopleSource(file),
  );
}

const urlOf = (i: number) => (people[i] as Carried).pnet_url;

async function personAt(storage: Storage, i: number) {
  const person = await storage.people.getByUrl(urlOf(i));
  if (!person) throw new Error(`person ${i} not found`);
  return person;
}

async function provenanceAt(storage: Storage, i: number) {
  const person = await personAt(storage, i);
  return { person, provenance: (await provenanceOf(storage, [person])).get(person.id) };
}

for (const engine of ["sqlite", "postgres"] as Engine[])
  for (const workers of [0, 2])
    describe(`${engine}, ${workers ? `${workers} workers` : "one thread"}`, () => {
      let storage: Storage;
      beforeAll(async () => {
        storage = await stores.open(engine);
      });

      test("two overlapping dumps: one person each, fields by source, newest wins", async () => {
        const pdl = await importFile(storage, files.pdl, { workers, sourceName: "pdl" });
        expect(pdl).toMatchObject({ read: 80, imported: 80, skipped: 0, merged: 0 });
        const coresignal = await importFile(storage, files.coresignal, { workers, sourceName: "coresignal" });
        expect(coresignal).toMatchObject({ read: 80, imported: 40, updated: 40, skipped: 0, merged: 40 });
        expect(await storage.people.count()).toBe(PEOPLE);

        // In both: Coresignal was seen last, so its headline shows; its spelling of the URL is
        // the same person and the URL stored stays PDL's.
        const shared = await provenanceAt(storage, 50);
        expect(shared.person.headline).toBe(coresignalHeadline(people[50] as Carried));
        expect(shared.person.pnet_url).toBe(urlOf(50));
        expect(shared.provenance?.sources.map((s) => s.source).sort()).toEqual(["coresignal", "pdl"]);
        expect(shared.provenance?.fields.headline).toBe("coresignal");
        expect(shared.provenance?.fields.name).toBe("coresignal");
        // Coresignal's records carry no contacts: PDL's stay (the union of both).
        const pdlEmails = (people[50] as Carried).contacts.filter((c) => c.type === "email").length;
        expect((await storage.people.contactsOf(shared.person.id)).contacts.length).toBeGreaterThanOrEqual(
          pdlEmails,
        );
        // One source alone: every field is its.
        const pdlOnly = await provenanceAt(storage, 10);
        expect(pdlOnly.provenance?.sources.map((s) => s.source)).toEqual(["pdl"]);
        expect(pdlOnly.provenance?.fields.headline).toBe("pdl");
        expect(pdlOnly.person.headline).toBe((people[10] as Carried).headline);
        const coresignalOnly = await provenanceAt(storage, 100);
        expect(coresignalOnly.provenance?.fields.headline).toBe("coresignal");

        const report = await storage.sources.report();
        const line = (s: string) => report.find((r) => r.source === s);
        expect(line("pdl")).toMatchObject({ people: 80, alone: 40 });
        expect(line("coresignal")).toMatchObject({ people: 80, alone: 40 });
        // The 40 shared people's headlines differ: Coresignal won each, PDL lost each.
        expect(line("coresignal")?.won).toBeGreaterThanOrEqual(40);
        expect(line("pdl")?.lost).toBeGreaterThanOrEqual(40);
      });

      test("a changed rule is applied again without importing, field by field", async () => {
        const trustPdl = parseSourceRules('{"priority": ["pdl"]}');
        expect(await applySourceRules(storage, trustPdl)).toEqual({ people: 40, changed: 40 });
        const after = await provenanceAt(storage, 50);
        expect(after.person.headline).toBe((people[50] as Carried).headline);
        expect(after.provenance?.fields.headline).toBe("pdl");
        // Applied again, the same rule changes nothing.
        expect(await applySourceRules(storage, trustPdl)).toEqual({ people: 40, changed: 0 });
        // A rule for one field: Coresignal's headline, PDL's everything else.
        const mixed = parseSourceRules('{"priority": ["pdl"], "fields": {"headline": ["coresignal"]}}');
        expect(await applySourceRules(storage, mixed)).toEqual({ people: 40, changed: 40 });
        const last = await provenanceAt(storage, 50);
        expect(last.person.headline).toBe(coresignalHeadline(people[50] as Carried));
        expect(last.provenance?.fields.headline).toBe("coresignal");
        expect(last.provenance?.fields.name).toBe("pdl");
        expect(last.provenance?.fields.experience).toBe("pdl");
        // The re-decided headline went through change detection like any write.
        const feed = await storage.changes.read(0, null, 100_000);
        expect(
          feed.some(
            (c) => c.personId === last.person.id && c.field === "headline" && c.source === "sources apply",
          ),
        ).toBe(true);
        expect(await storage.people.count()).toBe(PEOPLE);
      });

      test("numeric-id URLs and work emails from a third source land on the same people", async () => {
        const crm = join(stores.dir.path, `crm-${engine}-${workers}.jsonl`);
        const withWork = people
          .map((c, i) => ({ c, i }))
          .filter(
            ({ c, i }) => i < PDL[1] && c.contacts.some((x) => x.type === "email" && x.subType === "work"),
          )
          .slice(0, 3);
        expect(withWork.length).toBe(3);
        const lines = [
          // PDL gave these people's member ids: their numeric URLs are the same people.
          ...[0, 1, 2, 3, 4].map((i) =>
            JSON.stringify({
              pnet_url: `https://www.pnet.example/profile/view?id=${memberId(i)}`,
              name: (people[i] as Carried).name,
              headline: `CRM note ${i}`,
            }),
          ),
          // No URL: the work email says who.
          ...withWork.map(({ c }) =>
            JSON.stringify({
              name: c.name,
              contacts: [
                {
                  type: "email",
                  value: c.contacts.find((x) => x.subType === "work")?.value,
                  subType: "work",
                },
              ],
            }),
          ),
          JSON.stringify({
            name: "Nobody Known",
            contacts: [{ type: "email", value: "nobody@unknown.example", subType: "work" }],
          }),
        ];
        writeFileSync(crm, lines.join("\n"));
        const summary = await importFile(storage, crm, { workers, sourceName: "crm" });
        expect(summary).toMatchObject({ read: 9, imported: 0, skipped: 1, merged: 8 });
        // A CRM record that says nothing new (a name and an email the person has) is not written.
        expect(summary.updated + summary.unchanged).toBe(8);
        expect(summary.bad[0]?.reason).toBe("no pnet_url, and no stored person holds its work email");
        expect(await storage.people.count()).toBe(PEOPLE);
        const first = await provenanceAt(storage, 0);
        expect(first.person.pnet_url).toBe(urlOf(0));
        expect(first.provenance?.sources.map((s) => s.source).sort()).toEqual(["crm", "pdl"]);
        // Newest wins by default: the CRM's headline.
        expect(first.person.headline).toBe("CRM note 0");
        // The numeric URL now finds the person too.
        expect(
          (await storage.people.getByUrl(`http://pnet.example/profile/view?id=${memberId(0)}`))?.id,
        ).toBe(first.person.id);
        const byEmail = await provenanceAt(storage, (withWork[0] as { i: number }).i);
        expect(byEmail.provenance?.sources.map((s) => s.source)).toContain("crm");
        // Two different numeric URLs are two keys (the query used to be dropped).
        expect(
          (await storage.people.getByUrl(`https://www.pnet.example/profile/view?id=${memberId(1)}`))?.id,
        ).toBe((await personAt(storage, 1)).id);
      });

      test("a person whose vanity URL changed, known by the member id: one person, the old URL still finds it", async () => {
        const moved = join(stores.dir.path, `moved-${engine}-${workers}.jsonl`);
        const before = await personAt(storage, 6);
        const count = await storage.people.count();
        writeFileSync(
          moved,
          JSON.stringify({
            pnet_url: "https://www.pnet.example/in/renamed-person-6",
            pnet_id: memberId(6),
            name: (people[6] as Carried).name,
            headline: "Renamed",
          }),
        );
        const summary = await importFile(storage, moved, { workers, sourceName: "pdl" });
        expect(summary).toMatchObject({ imported: 0, updated: 1, merged: 1 });
        expect(await storage.people.count()).toBe(count);
        const now = await storage.people.getByUrl("pnet.example/in/renamed-person-6");
        expect(now?.id).toBe(before.id);
        expect(now?.headline).toBe("Renamed");
        // The URL it had is an alias now.
        expect((await storage.people.getByUrl(urlOf(6)))?.id).toBe(before.id);
        expect((await storage.people.findIdByUrl(urlOf(6))) ?? 0).toBe(before.id);
      });
    });

describe("identity keys", () => {
  test("the numeric profile URL keeps its id in the key; spellings of one URL are one key", async () => {
    const { urlKey } = await import("../../src/domain/keys.ts");
    expect(urlKey("https://www.pnet.com/profile/view?id=123")).toBe("profile/view?id=123");
    expect(urlKey("pnet.com/profile/view?id=123&trk=x")).toBe("profile/view?id=123");
    expect(urlKey("https://www.pnet.com/profile/view?id=124")).not.toBe(
      urlKey("https://www.pnet.com/profile/view?id=123"),
    );
    const spellings = [
      "https://www.pnet.com/in/Jane-Doe",
      "http://pnet.com/in/jane-doe/",
      "HTTPS://UK.PNET.COM/IN/JANE-DOE",
      "www.pnet.com/in/jane-doe?trk=public",
    ];
    expect(new Set(spellings.map(urlKey))).toEqual(new Set(["in/jane-doe"]));
  });
});

/** Found by an outside try-out of docs/sources.md (each failed before its fix). */
for (const engine of ["sqlite", "postgres"] as Engine[])
  for (const workers of [0, 2])
    describe(`${engine}, ${workers ? `${workers} workers` : "one thread"}: what a stranger tried`, () => {
      const file = (name: string, records: Record<string, unknown>[]) => {
        const path = join(stores.dir.path, `${name}-${engine}-${workers}.jsonl`);
        writeFileSync(path, records.map((r) => JSON.stringify(r)).join("\n"));
        return path;
      };
      const crm = [
        {
          pnet_url: "https://www.pnet.example/profile/view?id=444555666",
          name: "Robert Smith",
          headline: "Senior Engineer",
        },
        {
          name: "Carol White",
          experience: [{ position_title: "Lead Designer" }],
          contacts: [{ type: "email", value: "carol@initech.example", subType: "work" }],
        },
      ];
      const vendor = [
        {
          pnet_url: "https://www.pnet.example/in/bob-smith",
          pnet_id: "444555666",
          name: "Bob Smith",
          headline: "Engineer",
        },
        {
          pnet_url: "https://www.pnet.example/in/carol-white",
          name: "Carol White",
          contacts: [{ type: "email", value: "carol@initech.example", subType: "work" }],
        },
      ];

      test("one source name for two files: the member id still finds the person stored under its numeric URL", async () => {
        const storage = await stores.open(engine);
        // Carol has no URL in the CRM and nobody holds her email yet: refused; Bob is stored.
        expect(await importFile(storage, file("crm", crm), { workers, sourceName: "crm" })).toMatchObject({
          imported: 1,
          skipped: 1,
        });
        const second = await importFile(storage, file("vendor", vendor), { workers, sourceName: "crm" });
        expect(second).toMatchObject({ imported: 1, updated: 1, merged: 1 });
        expect(await storage.people.count()).toBe(2);
        const bob = await storage.people.getByUrl("https://www.pnet.example/in/bob-smith");
        expect((await storage.people.getByUrl("pnet.example/profile/view?id=444555666"))?.id).toBe(bob?.id);
      });

      test("an identical re-import of a second source changes nothing; a source without jobs does not blank another's", async () => {
        const storage = await stores.open(engine);
        await importFile(storage, file("vendor", vendor), { workers, sourceName: "pdl" });
        const first = await importFile(storage, file("crm", crm), { workers, sourceName: "crm" });
        expect(first).toMatchObject({ updated: 2, merged: 2, skipped: 0 });
        const again = await importFile(storage, file("crm", crm), { workers, sourceName: "crm" });
        expect(again).toMatchObject({ updated: 0, unchanged: 2, changes: 0, merged: 2 });
        // PDL is trusted first, but has no jobs for Carol: the CRM's job stays.
        await applySourceRules(storage, parseSourceRules('{"priority": ["pdl"]}'));
        const carol = await storage.people.getByUrl("https://www.pnet.example/in/carol-white");
        expect(carol?.experience.map((e) => e.position_title)).toEqual(["Lead Designer"]);
        expect(carol?.is_working).toBe(true);
      });
    });

describe("SOURCE_RULES messages", () => {
  const refusal = (text: string) => {
    try {
      parseSourceRules(text);
      return "accepted";
    } catch (e) {
      return (e as Error).message;
    }
  };
  test("each mistake is named as it is", () => {
    expect(refusal('{"priority": "newest"}')).toBe("priority: expected a list of source names");
    expect(refusal('{"fields": {"is_working": ["crm"], "experience": "newest"}}')).toContain(
      '"is_working" and "experience" are decided together (group "experience"',
    );
    expect(refusal('{"fields": {"city": ["crm"]}}')).toContain('"city" is not a root field sources supply');
    expect(refusal('{"priority": ["pdl", "pdl"]}')).toBe('priority: "pdl" is named twice');
    expect(refusal('{"priority": ["bad name"]}')).toContain('"bad name" is not a source name');
    expect(refusal('{"fields": {"headline": []}}')).toContain('an empty list; "newest" says newest first');
    expect(refusal('"newest"')).toContain("expected an object");
    expect(refusal("/nonexistent/rules.json")).toContain("neither JSON nor a readable file");
    expect(refusal('{"priority": ["PDL", "pdl"], "fields": {"location_city": ["crm"]}}')).toBe("accepted");
  });
});
