/**
 * The search's company name lexicon is re-read when its stamp changes (src/domain/search/search.ts,
 * companies()): on both engines a company added or renamed must change the stamp, and nothing else
 * may. On PostgreSQL the stamp is the companies version every company write bumps (a notification
 * tells the pool at once), no longer a scan of every company.
 */
import { describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Company } from "../../src/domain/model.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
const engines: Engine[] = process.env.TEST_ENGINE === "postgres" ? ["postgres"] : ["sqlite", "postgres"];

describe.each(engines)("companies stamp on %s", (engine) => {
  test("a company added or renamed changes it; reads do not", async () => {
    const storage = await stores.open(engine);
    await seedDemoData(storage, { people: 5, seed: 3, reference: new Date(Date.UTC(2026, 0, 1)) });
    const existing = (await storage.companies.get(1)) as Company;
    expect(existing).not.toBeNull();
    const first = await storage.search.companiesStamp();
    expect(await storage.search.companiesStamp()).toBe(first);
    await storage.companies.getMany([1]);
    expect(await storage.search.companiesStamp()).toBe(first);

    // A new company (id 0: the next free id; no URL, so no owner to land on).
    await storage.companies.upsert([{ ...existing, id: 0, name: "Globex Stamp Test", pnet_url: null }]);
    const added = await storage.search.companiesStamp();
    expect(added).not.toBe(first);
    expect((await storage.search.companyNames()).map((c) => c.name)).toContain("Globex Stamp Test");

    await storage.companies.upsert([{ ...existing, name: "Acme Renamed Stamp Test" }]);
    const renamed = await storage.search.companiesStamp();
    expect(renamed).not.toBe(added);
    expect((await storage.search.companyNames()).map((c) => c.name)).toContain("Acme Renamed Stamp Test");
  });
});
