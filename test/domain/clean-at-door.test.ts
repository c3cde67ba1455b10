/**
 * Values cleaned at the door and sources that say only part of a person (issue 44): natural case
 * for what a vendor writes in one case, the same value in another spelling meaning the same, the
 * country's codes and regions on every record as the index reads them, profile URLs and times of
 * day in one form, a CRM that holds only the current job next to a vendor's history, and people no
 * source supplied keeping what a vendor does not say. Both engines where storage is involved.
 */
import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { detectChanges } from "../../src/domain/changes/detect.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { peopleSource } from "../../src/domain/import/formats/source.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import type { ImportOptions } from "../../src/domain/import/summary.ts";
import { canonicalProfileUrl } from "../../src/domain/keys.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { canonicalTimestamp, sameMeaning } from "../../src/domain/record/meaning.ts";
import { naturalCase } from "../../src/domain/record/natural-case.ts";
import { facetTokens } from "../../src/domain/search/facets.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
let files = 0;
async function load(storage: Storage, records: Record<string, unknown>[], options: ImportOptions) {
  const path = join(stores.dir.path, `clean-${++files}.jsonl`);
  writeFileSync(path, `${records.map((r) => JSON.stringify(r)).join("\n")}\n`);
  return importPeopleFile(
    storage,
    path,
    { batchSize: 8, ...options },
    { bytes: 0 },
    await peopleSource(path),
  );
}

describe("natural case", () => {
  test.each([
    ["aurelia prediger", "name", "Aurelia Prediger"],
    ["RONAN MCDONALD", "name", "Ronan McDonald"],
    ["ludwig van der berg", "name", "Ludwig van der Berg"],
    ["conor o'neil", "name", "Conor O'Neil"],
    ["jean-luc picard", "name", "Jean-Luc Picard"],
    ["john smith iii", "name", "John Smith III"],
    ["senior ios developer", "title", "Senior iOS Developer"],
    ["sap consultant", "title", "SAP Consultant"],
    ["vp of engineering", "title", "VP of Engineering"],
    ["frankfurt am main, hessen, germany", "place", "Frankfurt am Main, Hessen, Germany"],
    ["são paulo", "place", "São Paulo"],
    ["acme gmbh", "company", "Acme GmbH"],
    ["monday.com", "company", "monday.com"],
  ] as const)("%s (%s) -> %s", (text, kind, expected) => {
    expect(naturalCase(text, kind)).toBe(expected);
  });

  test("text already in mixed case is the writer's choice", () => {
    for (const [text, kind] of [
      ["Mcdonald", "name"],
      ["eBay Inc", "company"],
      ["iOS Engineer", "title"],
      ["INSEAD", "company"],
      ["UCLA", "company"],
    ] as const)
      expect(naturalCase(text, kind)).toBe(text);
  });
});

describe("the same meaning in another spelling", () => {
  test("case, spacing, order of a list of words, timestamps, URL spellings", () => {
    expect(sameMeaning("Aurelia  Prediger", "aurelia prediger")).toBe(true);
    expect(sameMeaning(["python", "SQL"], ["Sql", "Python"])).toBe(true);
    expect(sameMeaning("2026-11-20 08:15:00", "2026-11-20T08:15:00.000Z")).toBe(true);
    expect(sameMeaning("https://www.pnet.example/in/Jane/", "http://uk.pnet.example/in/jane")).toBe(true);
    expect(sameMeaning({ a: "X", b: null }, { a: "x" })).toBe(true);
    expect(sameMeaning("Berlin", "Munich")).toBe(false);
    expect(sameMeaning(["python"], ["python", "go"])).toBe(false);
    expect(canonicalTimestamp("2026-11-20 08:15")).toBe("2026-11-20T08:15:00.000Z");
    expect(canonicalTimestamp("2019-03")).toBeNull();
  });
});

test("change detection: another spelling is no change, another value is", () => {
  const person = (over: Record<string, unknown>) =>
    normalizePersonInput({ pnet_url: "pnet.example/in/x", name: "Jane Doe", ...over }).person;
  const before = person({ skills: ["python", "SQL"], headline: "Staff  Engineer" });
  expect(
    detectChanges(
      before,
      person({ name: "jane doe", skills: ["Sql", "Python"], headline: "staff engineer" }),
    ),
  ).toEqual([]);
  expect(detectChanges(before, person({ skills: ["python", "Go"], headline: "Staff Engineer" }))).toEqual([
    {
      type: "profile_updated",
      field: "skills",
      change: "changed",
      detail: { added: ["Go"], removed: ["SQL"] },
    },
  ]);
});

describe("a record as stored", () => {
  test("country code and regions from its place, as the index reads them", () => {
    const { person } = normalizePersonInput({
      pnet_url: "https://www.pnet.example/in/a",
      name: "A B",
      location: "Lisboa, Portugal",
    });
    expect(person.location_country_iso2).toBe("PT");
    expect(person.location_country_iso3).toBe("PRT");
    expect(person.location_regions.length).toBeGreaterThan(0);
    // The index says the same: every region and the country the record holds is a facet of it.
    const tokens = facetTokens(person);
    const word = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
    expect(tokens).toContain(`ctry0${word(person.location_country_iso2 ?? "")}`);
    for (const region of person.location_regions) expect(tokens).toContain(`reg0${word(region)}`);
  });

  test("the profile URL in one spelling, times of day in one form", () => {
    const { person } = normalizePersonInput({
      pnet_url: "HTTP://UK.pnet.example/IN/Jane-Doe/",
      name: "Jane Doe",
      updated_at: "2026-11-20 08:15:00",
    });
    expect(person.pnet_url).toBe("https://www.pnet.example/in/jane-doe");
    expect(person.updated_at).toBe("2026-11-20T08:15:00.000Z");
    expect(canonicalProfileUrl("https://www.pnet.example/profile/view?id=42&trk=x")).toBe(
      "https://www.pnet.example/profile/view?id=42",
    );
  });
});

for (const engine of ["sqlite", "postgres"] as Engine[])
  describe(`${engine}: partial sources`, () => {
    const url = "https://www.pnet.example/in/maria-lopez";
    const vendor = {
      pnet_url: url,
      name: "Maria Lopez",
      headline: "Engineering Manager",
      experience: [
        { company_name: "Northwind", position_title: "Engineering Manager", date_from: "2021-02" },
        { company_name: "Contoso", position_title: "Engineer", date_from: "2016-05", date_to: "2021-01" },
      ],
    };
    const crm = {
      pnet_url: "http://pnet.example/in/Maria-Lopez/",
      name: "MARIA LOPEZ",
      experience: [
        { company_name: "Fabrikam", position_title: "Director of Engineering", date_from: "2026-09" },
      ],
    };

    test("a CRM holding only the current job: the vendor's history kept, the new job added", async () => {
      const storage = await stores.open(engine);
      await load(storage, [vendor], { sourceName: "vendor" });
      await load(storage, [crm], { sourceName: "crm" });
      const person = await storage.people.getByUrl(url);
      expect(person?.pnet_url).toBe(url);
      expect(person?.name).toBe("Maria Lopez");
      expect(person?.headline).toBe("Engineering Manager");
      expect(person?.experience.map((e) => e.company_name).sort()).toEqual([
        "Contoso",
        "Fabrikam",
        "Northwind",
      ]);
      expect(person?.experience[0]?.company_name).toBe("Fabrikam");
      // Loaded again, both: nothing changes.
      for (const [records, source] of [
        [[vendor], "vendor"],
        [[crm], "crm"],
      ] as const)
        expect(await load(storage, [...records], { sourceName: source })).toMatchObject({ updated: 0 });
    });

    test("SOURCE_RULES complete: a complete source's job list replaces", async () => {
      const storage = await stores.open(engine);
      const { parseSourceRules } = await import("../../src/domain/sources/rules.ts");
      await load(storage, [vendor], { sourceName: "vendor" });
      await load(storage, [crm], { sourceName: "crm", rules: parseSourceRules('{"complete": ["crm"]}') });
      const person = await storage.people.getByUrl(url);
      expect(person?.experience.map((e) => e.company_name)).toEqual(["Fabrikam"]);
    });

    test("demo people keep what a vendor does not say", async () => {
      const storage = await stores.open(engine);
      await seedDemoData(storage, { people: 3, seed: 9 });
      const demo = await storage.people.get(1);
      if (!demo) throw new Error("no demo person");
      expect(demo.headline).not.toBeNull();
      const summary = await load(storage, [{ pnet_url: demo.pnet_url, name: demo.name, skills: ["Rust"] }], {
        sourceName: "pdl",
      });
      expect(summary).toMatchObject({ updated: 1 });
      const after = await storage.people.get(1);
      expect(after?.headline).toBe(demo.headline);
      expect(after?.summary).toBe(demo.summary);
      expect(after?.experience.length).toBe(demo.experience.length);
      expect(after?.skills).toEqual(["Rust"]);
    });
  });
