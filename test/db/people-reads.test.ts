/**
 * The people repositories keep the people they read (SQLite by row version; PostgreSQL by row
 * version too, sent only the records that changed: src/db/postgres/people-reads.ts), and the format
 * layer keeps each person's wire text with the object (src/format/person-text.ts). So on both
 * engines: an unchanged person comes back as the same object, a rewritten one and one whose company
 * changed come back as new objects showing the change, and their answers follow.
 */
import { describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { urlKey } from "../../src/domain/keys.ts";
import type { Person } from "../../src/domain/model.ts";
import { modernRecordOf } from "../../src/format/modern.ts";
import { modernRecordText } from "../../src/format/person-text.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
const engines: Engine[] = process.env.TEST_ENGINE === "postgres" ? ["postgres"] : ["sqlite", "postgres"];

describe.each(engines)("people reads on %s", (engine) => {
  test("same object while unchanged; a rewrite and a company change are seen on the next read", async () => {
    const storage = await stores.open(engine);
    await seedDemoData(storage, { people: 40, seed: 3, reference: new Date(Date.UTC(2026, 0, 1)) });
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const first = await storage.people.getMany(ids);
    expect(first.length).toBe(40);
    const again = await storage.people.getMany(ids);
    for (const [i, p] of again.entries()) expect(p).toBe(first[i] as Person);
    expect((await storage.people.getManyWithPosts(ids, 5)).people[3]).toBe(first[3] as Person);
    expect(await storage.people.get(ids[4] as number)).toBe(first[4] as Person);

    // A rewrite: a new object, its answer shows the new headline; the others stay the same objects.
    const rewritten = first[0] as Person;
    await storage.people.upsert([
      { person: { ...rewritten, headline: "Rewritten headline" }, contacts: [], social: [] },
    ]);
    const afterWrite = await storage.people.getMany(ids);
    expect(afterWrite[0]).not.toBe(rewritten);
    expect(JSON.parse(modernRecordText(afterWrite[0] as Person)).headline).toBe("Rewritten headline");
    expect(afterWrite[1]).toBe(first[1] as Person);

    // A company write: its employees' records are filled from the company as it is now.
    const employee = afterWrite.find((p) => p.experience.some((e) => e.company_id !== null)) as Person;
    const companyId = employee.experience.find((e) => e.company_id !== null)?.company_id as number;
    const company = await storage.companies.get(companyId);
    expect(company).not.toBeNull();
    await storage.companies.upsert([
      { ...(company as NonNullable<typeof company>), industry: "Changed Industry" },
    ]);
    const [fresh] = await storage.people.getMany([employee.id]);
    expect(fresh).not.toBe(employee);
    const job = fresh?.experience.find((e) => e.company_id === companyId);
    expect(job?.company_industry).toBe("Changed Industry");
    // The text kept with the new object is that object's serialized record.
    expect(modernRecordText(fresh as Person)).toBe(JSON.stringify(modernRecordOf(fresh as Person)));
    expect(modernRecordText(fresh as Person)).toContain("Changed Industry");
  }, 120_000);
});

describe.each(engines)("concurrent single reads on %s", (engine) => {
  // On PostgreSQL, reads that arrive while others are in flight go as one statement
  // (src/db/postgres/coalescer.ts): 96 at once are certain to be batched. Each caller must still get
  // its own person, by URL (its own or an alias), by id, missing ones as null, duplicates alike.
  test("each caller gets what a lone read gets: by URL, by alias, by id, missing, duplicated", async () => {
    const storage = await stores.open(engine);
    await seedDemoData(storage, { people: 30, seed: 5, reference: new Date(Date.UTC(2026, 0, 1)) });
    const people = await storage.people.getMany(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(people.length).toBe(30);
    const aliased = people[7] as Person;
    await storage.people.upsert([
      {
        person: { ...aliased },
        contacts: [],
        social: [],
        aliases: [urlKey("https://www.pnet.com/in/alias-of-eight") as string],
      },
    ]);
    const asks: { url?: string; id?: number; want: number | null }[] = [];
    for (let round = 0; round < 2; round++)
      for (const [i, p] of people.entries()) {
        asks.push(i % 3 === 0 ? { id: p.id, want: p.id } : { url: p.pnet_url, want: p.id });
        if (i % 5 === 0) asks.push({ url: `https://www.pnet.com/in/nobody-${round}-${i}`, want: null });
        if (i % 7 === 0) asks.push({ id: 100_000 + i, want: null });
      }
    asks.push({ url: "https://www.pnet.com/in/alias-of-eight", want: aliased.id });
    asks.push({ url: "https://www.pnet.com/in/alias-of-eight", want: aliased.id });
    const got = await Promise.all(
      asks.map((a) =>
        a.url !== undefined ? storage.people.getByUrl(a.url) : storage.people.get(a.id as number),
      ),
    );
    expect(got.map((p) => p?.id ?? null)).toEqual(asks.map((a) => a.want));
    // The same answers as lone reads, one after another.
    for (const [i, a] of asks.entries()) {
      const alone =
        a.url !== undefined ? await storage.people.getByUrl(a.url) : await storage.people.get(a.id as number);
      expect(JSON.stringify(got[i])).toBe(JSON.stringify(alone));
    }
  }, 120_000);
});
