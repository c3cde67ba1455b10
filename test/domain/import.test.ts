/** Import, export and their round trip, over real SQLite files. */
import { afterEach, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { exportLines } from "../../src/cli/export-lines.ts";
import { openSqliteStorage, type SqliteStorage } from "../../src/db/sqlite/storage.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importCompanies, importPeople, importReactions } from "../../src/domain/import/import.ts";
import { readLines } from "../../src/domain/import/lines.ts";
import { tempDir } from "../helpers/server.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function freshStorage(): { storage: SqliteStorage; dir: string } {
  const dir = tempDir();
  const storage = openSqliteStorage(join(dir.path, "test.db"));
  cleanups.push(() => {
    storage.close();
    dir.cleanup();
  });
  return { storage, dir: dir.path };
}

async function* fromArray(lines: string[]) {
  for (const l of lines) yield l;
}

async function collect(gen: AsyncGenerator<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const l of gen) out.push(l);
  return out;
}

const person = (i: number) =>
  JSON.stringify({
    pnet_url: `https://www.pnet.example/in/person-${i}`,
    name: `Person ${i}`,
    headline: `Engineer number ${i}`,
    experience: [{ position_title: "Software Engineer", company_name: "Acme Inc.", date_from: "2019-03" }],
  });

describe("import people", () => {
  test("reports the line numbers of 3 malformed lines among 1,000 and imports the other 997", async () => {
    const { storage } = freshStorage();
    const lines = Array.from({ length: 1000 }, (_, i) => person(i));
    lines[9] = "{not json";
    lines[499] = JSON.stringify({ name: "No URL" });
    lines[997] = JSON.stringify({
      pnet_url: "https://www.pnet.example/in/x",
      name: "Bad",
      connections_count: "many",
    });
    const bad: number[] = [];
    const summary = await importPeople(storage, fromArray(lines), {
      batchSize: 100,
      onBadLine: (b) => bad.push(b.line),
    });
    expect(bad).toEqual([10, 500, 998]);
    expect(summary).toMatchObject({ read: 1000, imported: 997, updated: 0, skipped: 3 });
    expect(summary.bad.map((b) => b.reason)).toEqual([
      expect.stringContaining("invalid JSON"),
      expect.stringContaining("missing pnet_url"),
      expect.stringContaining("connections_count: expected an integer"),
    ]);
    expect(await storage.people.count()).toBe(997);
  });

  test("re-importing the same file writes nothing: every person unchanged (idempotent)", async () => {
    const { storage } = freshStorage();
    const lines = Array.from({ length: 50 }, (_, i) => person(i));
    await importPeople(storage, fromArray(lines));
    const again = await importPeople(storage, fromArray(lines));
    expect(again).toMatchObject({ read: 50, imported: 0, updated: 0, unchanged: 50, changes: 0, skipped: 0 });
    expect(await storage.people.count()).toBe(50);
  });

  test("matches by profile URL however it is spelled, and accepts provider aliases and partial dates", async () => {
    const { storage } = freshStorage();
    await importPeople(
      storage,
      fromArray([
        JSON.stringify({
          professional_network_url: "https://www.pnet.example/in/Jane-Doe/?trk=abc",
          full_name: "Jane Doe",
          experience: [{ position_title: "CTO", company_name: "Acme", date_from: "2013", date_to: null }],
          education: [{ institution_name: "Stanford University", degree: "BSc", date_to_year: "2012" }],
        }),
      ]),
    );
    const id = await storage.people.findIdByUrl("pnet.example/in/jane-doe");
    expect(id).not.toBeNull();
    const stored = await storage.people.get(id ?? 0);
    expect(stored?.name).toBe("Jane Doe");
    expect(stored?.first_name).toBe("Jane");
    expect(stored?.experience[0]).toMatchObject({
      date_from_year: 2013,
      date_from_month: null,
      active_experience: 1,
    });
    expect(stored?.active_experience_title).toBe("CTO");
    expect(stored?.last_graduation_date).toBe(2012);
    const second = await importPeople(
      storage,
      fromArray([JSON.stringify({ pnet_url: "http://pnet.example/in/jane-doe", name: "Jane Q. Doe" })]),
    );
    expect(second).toMatchObject({ imported: 0, updated: 1 });
    expect((await storage.people.get(id ?? 0))?.name).toBe("Jane Q. Doe");
  });

  test("keeps the full-text index in step with updates", async () => {
    const { storage } = freshStorage();
    const url = "https://www.pnet.example/in/fts-person";
    await importPeople(storage, fromArray([JSON.stringify({ pnet_url: url, name: "Zebulon Quarterfield" })]));
    const match = (q: string) =>
      storage.handle.sqlite
        .query<{ n: number }, [string]>("SELECT count(*) AS n FROM people_fts WHERE people_fts MATCH ?")
        .get(q)?.n;
    expect(match("quarterfield")).toBe(1);
    await importPeople(storage, fromArray([JSON.stringify({ pnet_url: url, name: "Zebulon Winterbourne" })]));
    expect(match("quarterfield")).toBe(0);
    expect(match("winterbourne")).toBe(1);
  });

  test("a record rewritten by another connection (e.g. a CLI import) is never served stale", async () => {
    const { storage } = freshStorage();
    const url = "https://www.pnet.example/in/cache-person";
    await importPeople(storage, fromArray([JSON.stringify({ pnet_url: url, name: "First Name" })]));
    expect((await storage.people.getByUrl(url))?.name).toBe("First Name");
    const other = openSqliteStorage(storage.handle.path);
    try {
      await importPeople(other, fromArray([JSON.stringify({ pnet_url: url, name: "Second Name" })]));
    } finally {
      other.close();
    }
    expect((await storage.people.getByUrl(url))?.name).toBe("Second Name");
    const id = (await storage.people.findIdByUrl(url)) ?? 0;
    expect((await storage.people.get(id))?.name).toBe("Second Name");
  });

  test("reads gzipped files", async () => {
    const { storage, dir } = freshStorage();
    const file = join(dir, "people.jsonl.gz");
    writeFileSync(file, gzipSync(`${Array.from({ length: 20 }, (_, i) => person(i)).join("\n")}\n`));
    const summary = await importPeople(storage, readLines(file));
    expect(summary).toMatchObject({ read: 20, imported: 20, skipped: 0 });
  });
});

describe("export then import", () => {
  test("round-trips people, companies and reactions with identical records", async () => {
    const source = freshStorage();
    await seedDemoData(source.storage, { people: 300, seed: 5, reference: new Date("2026-01-01T00:00:00Z") });
    const people = await collect(exportLines(source.storage, "people"));
    const companies = await collect(exportLines(source.storage, "companies"));
    const reactions = await collect(exportLines(source.storage, "reactions"));
    expect(people.length).toBe(300);
    expect(reactions.length).toBeGreaterThan(0);

    const target = freshStorage();
    expect((await importCompanies(target.storage, fromArray(companies))).skipped).toBe(0);
    expect((await importPeople(target.storage, fromArray(people))).skipped).toBe(0);
    expect((await importReactions(target.storage, fromArray(reactions))).skipped).toBe(0);

    expect(await collect(exportLines(target.storage, "people"))).toEqual(people);
    expect(await collect(exportLines(target.storage, "companies"))).toEqual(companies);
    expect(await collect(exportLines(target.storage, "reactions"))).toEqual(reactions);
  });

  test("records imported before their companies stay whole, and identical", async () => {
    const source = freshStorage();
    await seedDemoData(source.storage, { people: 40, seed: 9, reference: new Date("2026-01-01T00:00:00Z") });
    const people = await collect(exportLines(source.storage, "people"));
    const target = freshStorage();
    await importPeople(target.storage, fromArray(people));
    expect(await collect(exportLines(target.storage, "people"))).toEqual(people);
  });
});

describe("demo data", () => {
  test("is deterministic for a seed and looks like real profiles", async () => {
    const a = freshStorage();
    const b = freshStorage();
    const reference = new Date("2026-03-01T00:00:00Z");
    await seedDemoData(a.storage, { people: 60, seed: 3, reference });
    await seedDemoData(b.storage, { people: 60, seed: 3, reference });
    const left = await collect(exportLines(a.storage, "people"));
    expect(await collect(exportLines(b.storage, "people"))).toEqual(left);
    const p = JSON.parse(left[0] ?? "{}");
    expect(p.pnet_url).toMatch(/^https:\/\/www\.pnet\.example\/in\//);
    expect(p.location_country_iso2).toMatch(/^[A-Z]{2}$/);
    expect(p.experience.length).toBeGreaterThan(0);
    for (const line of left) {
      const r = JSON.parse(line);
      for (const e of r.experience) {
        if (e.date_to_year !== null)
          expect(e.date_to_year * 12 + e.date_to_month).toBeGreaterThanOrEqual(
            e.date_from_year * 12 + e.date_from_month,
          );
      }
      for (const c of r.contacts)
        if (c.type === "email")
          expect(c.value).toMatch(
            /@([a-z0-9-]+\.)*(example(\.com|\.net|\.org)?|mail\.example|inbox\.example)$/,
          );
    }
  });
});
