/**
 * Where a written company lands is the same on both engines (src/db/rows/companies.ts
 * placeCompany): its own id unless another company holds its profile URL (refused), else the
 * company holding the URL, else (without a URL) the first company of that name without one, else
 * a new id.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import type { Company } from "../../src/domain/model.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

function company(id: number, name: string, pnetUrl: string | null, industry: string): Company {
  return {
    id,
    name,
    type: null,
    website: null,
    website_domain: null,
    pnet_url: pnetUrl,
    logo_url: null,
    description: null,
    industry,
    specialities: [],
    categories_and_keywords: [],
    thirdparty_category: null,
    founded_year: null,
    employees_count: null,
    size_range: null,
    followers_count: null,
    social_a_url: null,
    social_b_url: null,
    hq: {
      full_address: null,
      country: null,
      country_iso2: null,
      country_iso3: null,
      regions: [],
      city: null,
      state: null,
      street: null,
      zipcode: null,
    },
    annual_revenue: null,
    annual_revenue_currency: null,
    employees_count_change_yearly_percentage: null,
    last_funding_round_date: null,
    last_funding_round_amount_raised: null,
    stock_tickers: [],
    is_b2b: null,
    email_pattern: null,
    updated_at: null,
  };
}

const ACME_URL = "https://www.pnet.example/company/acme";

for (const engine of ["sqlite", "postgres"] as const)
  describe(engine, () => {
    test("a company lands on its id, its URL's owner, its unlinked namesake, or a new id", async () => {
      const env =
        engine === "sqlite"
          ? { DATABASE_PATH: join(dir.path, "companies.db") }
          : { DATABASE_URL: await freshDatabase() };
      const storage = await openStorage(loadConfig({ ...env, LOG_LEVEL: "silent", DEMO_PEOPLE: "0" }));
      try {
        const { companies } = storage;
        expect(
          await companies.upsert([
            company(10, "Acme", ACME_URL, "a"),
            company(0, "Globex", null, "b"),
            company(0, "Initech", "https://www.pnet.example/company/initech", "c"),
          ]),
        ).toEqual({ inserted: 3, updated: 0, rejected: [] });
        const globex = (await companies.scan(0, 10)).find((c) => c.name === "Globex") as Company;
        expect(globex.id).toBeGreaterThan(10);

        const outcome = await companies.upsert([
          // Another company's URL under a different id: refused.
          company(500, "Acme copy", ACME_URL, "x"),
          // No id, the URL of company 10 (spelled otherwise): company 10 updated.
          company(0, "Acme renamed", "https://pnet.example/company/acme/", "a2"),
          // No id, no URL, the name of an unlinked company: that company updated.
          company(0, "Globex", null, "b2"),
          // No id, a URL no one holds, the name of a linked company: a new company.
          company(0, "Initech", "https://www.pnet.example/company/initech-2", "c2"),
        ]);
        expect(outcome).toEqual({
          inserted: 1,
          updated: 2,
          rejected: [{ index: 0, reason: "pnet_profile_url already belongs to company 10" }],
        });
        expect((await companies.get(10))?.industry).toBe("a2");
        expect((await companies.get(globex.id))?.industry).toBe("b2");
        expect(await companies.get(500)).toBeNull();
        expect(await companies.count()).toBe(4);
      } finally {
        await storage.close();
      }
    });
  });
