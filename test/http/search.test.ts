/** GET /api/search (and what /api/search/explain says of a query): every kind of query, companies and schools filters. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Person } from "../../src/domain/model.ts";
import { auth } from "../helpers/keys.ts";
import { TEST_ENGINE, type TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";
import { type SeededSearch, searchHelpers, seededSearch } from "./search-fixture.ts";

let seeded: SeededSearch;
let server: TestServer;
let key: string;
let everyone: Person[];
let topCompany: string;
let pastCompany: string;
let topSchool: string;

beforeAll(async () => {
  seeded = await seededSearch();
  ({ server, key, everyone, topCompany, pastCompany, topSchool } = seeded);
}, 60_000);
afterAll(() => seeded.server.stop());

const { search, people } = searchHelpers(() => seeded);

describe("query understanding, one kind at a time", () => {
  const cases: [string, (p: Person) => boolean][] = [
    ["software engineers", (p) => T.familyOf(p) === "Software Engineering"],
    ["backend engineers", (p) => T.baseTitleOf(p) === "Backend Engineer"],
    ["senior software engineers", (p) => T.familyOf(p) === "Software Engineering" && T.level(p) === "Senior"],
    // "Staff" is one of the Senior level's spellings (data/vocab/roles.json, and how the index
    // levels titles): the senior engineers, Staff titles among them (issue 45, round 4).
    [
      "staff engineers",
      (p) => T.department(p) === "Engineering" && (T.level(p) === "Senior" || T.titleStarts(p, "Staff")),
    ],
    ["VP of Sales", (p) => T.department(p) === "Sales" && T.level(p) === "VP"],
    ["engineering managers", (p) => T.department(p) === "Engineering" && T.level(p) === "Manager"],
    // Two Londons in the gazetteer: a bare name means the larger one.
    ["people in London", (p) => T.city(p) === "London" && T.country(p) === "GB"],
    ["engineers in NYC", (p) => T.department(p) === "Engineering" && T.city(p) === "New York"],
    ["marketers in the UK", (p) => T.department(p) === "Marketing" && T.country(p) === "GB"],
    [
      "salespeople in the DACH region",
      (p) => T.department(p) === "Sales" && ["DE", "AT", "CH"].includes(T.country(p) ?? ""),
    ],
    ["data scientists with a PhD", (p) => T.inDataScience(p) && T.hasPhd(p)],
    ["product managers with an MBA", (p) => T.familyOf(p) === "Product Management" && T.hasMba(p)],
    [
      "engineers who know Kubernetes",
      (p) => T.department(p) === "Engineering" && T.skills(p).has("kubernetes"),
    ],
    [
      "machine learning engineers with PyTorch experience",
      (p) => T.familyOf(p) === "Machine Learning" && T.skills(p).has("pytorch"),
    ],
    ["accountants with 10+ years of experience", (p) => T.familyOf(p) === "Accounting" && T.years(p) >= 10],
    [
      "engineers with at least 5 years of experience",
      (p) => T.department(p) === "Engineering" && T.years(p) >= 5,
    ],
    [
      "decision makers in fintech",
      (p) => p.is_decision_maker === true && T.industry(p) === "Financial Services",
    ],
  ];
  for (const [query, relevant] of cases) {
    test(`"${query}": every result fits, and there are some`, async () => {
      const { found, body } = await people(query);
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((p) => !relevant(p)).map((p) => p.name)).toEqual([]);
      expect(body.total).toBe(everyone.filter(relevant).length);
    });
  }

  test('"backend engineers" is narrower than "software engineers"', async () => {
    const backend = (await people("backend engineers")).body.total;
    const software = (await people("software engineers")).body.total;
    expect(backend).toBeGreaterThan(0);
    expect(backend).toBeLessThan(software);
  });

  test('"senior" does not pull in a Senior Director of Sales for an engineering query', async () => {
    const { found } = await people("senior engineers");
    expect(found.every((p) => T.department(p) === "Engineering" && T.level(p) === "Senior")).toBe(true);
  });

  test("current employer (at X, any case, suffix dropped) and past employer (ex-X)", async () => {
    const bare = topCompany.replace(/ (Inc\.|LLC|Corp\.|Ltd\.?|GmbH|AG|PLC|S\.A\.|SAS|B\.V\.|AB|Oy)$/, "");
    const atX = await people(`people working at ${bare.toLowerCase()}`);
    expect(atX.found.length).toBeGreaterThan(0);
    expect(atX.found.every((p) => T.currentCompany(p) === topCompany)).toBe(true);
    const exX = await people(`ex-${pastCompany}`);
    expect(exX.found.length).toBeGreaterThan(0);
    expect(exX.found.every((p) => T.pastCompanies(p).has(pastCompany))).toBe(true);
  });

  test("a small typo in a company name is still understood, and explain says so", async () => {
    const name = topCompany.replace(/ (Inc\.|LLC|Corp\.|Ltd\.?|GmbH|AG|PLC|S\.A\.|SAS|B\.V\.|AB|Oy)$/, "");
    const typo = `${name.slice(0, 2)}${name.slice(3)}`; // one letter dropped
    const res = await server.fetch(
      `/api/search/explain?query=${encodeURIComponent(`engineers at ${typo}`)}`,
      auth(key),
    );
    const body = (await res.json()) as { criteria: { kind: string; label: string }[]; notes: string[] };
    expect(body.criteria.some((c) => c.kind === "current_company" && c.label.includes(topCompany))).toBe(
      true,
    );
    expect(body.notes.join(" ")).toContain("typo");
  });

  test("school: '<school> alumni' and 'studied at <school>'", async () => {
    for (const query of [`${topSchool} alumni`, `people who studied at ${topSchool}`]) {
      const { found } = await people(query);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((p) => T.schools(p).has(topSchool))).toBe(true);
    }
  });

  test("words no lexicon knows rank and filter nothing: explain lists them, results mentioning them come first", async () => {
    const explain = (await (
      await server.fetch(
        `/api/search/explain?query=${encodeURIComponent("engineers who studied Physics")}`,
        auth(key),
      )
    ).json()) as { not_understood: string[]; keywords: string[]; ranking: string; debug: { engine: string } };
    expect(explain.not_understood).toEqual(["physics"]);
    expect(explain.keywords).toEqual(["physics"]);
    expect(explain.ranking).toContain("not understood");
    // The engine's own query text is only a debugging aid, under debug.
    expect(explain.debug.engine).toBe(TEST_ENGINE);
    const { found, body, res } = await people("engineers who studied Physics", { limit: 100 });
    const engineers = everyone.filter((p) => T.department(p) === "Engineering");
    const physics = engineers.filter((p) => T.fieldsOfStudy(p).has("Physics")).length;
    expect(physics).toBeGreaterThan(0);
    // Every engineer matches; those who mention physics come first.
    expect(body.total).toBe(engineers.length);
    const head = found.slice(0, Math.min(physics, found.length));
    expect(head.every((p) => T.fieldsOfStudy(p).has("Physics"))).toBe(true);
    expect(JSON.parse(res.headers.get("x-search-notes") ?? "[]").join(" ")).toContain(
      'not understood: "physics"',
    );
  });

  test("FTS5 syntax in a query is only ever text: no error, no injection", async () => {
    for (const query of [
      '"unbalanced',
      "NEAR(a b",
      "engineer*",
      "name:alice",
      "-engineers",
      "a OR b AND NOT c",
      "^x",
      "{name}: x",
    ]) {
      const { res, body } = await search({ query });
      expect(res.status).toBe(200);
      expect(Array.isArray(body.results)).toBe(true);
    }
  });
});

describe("companies and schools filters", () => {
  test("repeated keys and comma lists are the same filter; every result works or worked there", async () => {
    const other = pastCompany;
    const repeated = await people("engineers", { companies: [topCompany, other] });
    const comma = await people("engineers", { companies: `${topCompany},${other}` });
    expect(repeated.found.length).toBeGreaterThan(0);
    expect(comma.body.total).toBe(repeated.body.total);
    expect(comma.found.map((p) => p.id)).toEqual(repeated.found.map((p) => p.id));
    for (const p of repeated.found)
      expect(p.experience.some((e) => e.company_name === topCompany || e.company_name === other)).toBe(true);
  });

  test("schools filter: any of the schools", async () => {
    const { found, body } = await people("engineers", { schools: [topSchool] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => T.schools(p).has(topSchool))).toBe(true);
    expect(body.total).toBe(
      everyone.filter((p) => T.department(p) === "Engineering" && T.schools(p).has(topSchool)).length,
    );
  });

  test("an unknown company matches nobody (not everybody)", async () => {
    const { body } = await people("engineers", { companies: "Nonexistent Company Zzzq" });
    expect(body.total).toBe(0);
    expect(body.results).toEqual([]);
  });
});
