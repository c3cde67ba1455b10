/**
 * The people repositories keep the people they read (SQLite by row version; PostgreSQL by row
 * version too, sent only the records that changed: src/db/postgres/people-reads.ts), and the format
 * layer keeps each person's wire text with the object (src/format/person-text.ts). So on both
 * engines: an unchanged person comes back as the same object, a rewritten one and one whose company
 * changed come back as new objects showing the change, and their answers follow.
 */
import { describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
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
