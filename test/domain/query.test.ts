/** Query understanding: what each kind of phrase becomes (criteria kinds and facet tokens). */
import { describe, expect, test } from "bun:test";
import { classifyTitle } from "../../src/domain/query/classify-title.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Brightwave Analytics Inc." },
  { id: 2, name: "Acme GmbH" },
  { id: 3, name: "Northwind Logistics Ltd" },
]);
const { parsed: parse } = queryReaders(companies);
/** The tokens of the criteria a query asks for, by kind (several criteria of one kind: their tokens in order). */
const tokensOf = (q: string) => {
  const out: Record<string, string[]> = {};
  for (const c of parse(q).criteria) out[c.kind] = [...(out[c.kind] ?? []), ...c.tokens];
  return out;
};

describe("parseQuery", () => {
  test.each([
    ["software engineers", { role: ["fam0softwareengineering"] }],
    ["SWE", { role: ["fam0softwareengineering"] }],
    ["backend engineers", { role: ["ttl0backendengineer"] }],
    ["senior data scientists", { role: ["fam0datascience"], level: ["lvl0senior"] }],
    [
      // Staff and Principal are senior IC levels (round 4 of first sight): the level, or the word.
      "staff or principal engineers",
      { department: ["dept0engineering"], level: ["lvl0senior", "pre0staff", "lvl0senior", "pre0principal"] },
    ],
    ["VP of Sales", { department: ["dept0sales"], level: ["lvl0vp"] }],
    ["CTOs", { department: ["dept0engineering"], level: ["lvl0clevel"] }],
    [
      "marketing leaders",
      {
        department: ["dept0marketing"],
        level: ["lvl0manager", "lvl0head", "lvl0director", "lvl0vp", "lvl0clevel"],
      },
    ],
  ])("titles and levels: %s", (q, expected) => {
    expect(tokensOf(q)).toEqual(expected);
  });

  test.each([
    ["designers in SF", ["city0ussanfrancisco"]],
    ["designers in the Bay Area", ["city0ussanfrancisco", "city0ussanjose", "city0usoakland"]],
    ["designers in NYC", ["city0usnewyork"]],
    ["designers in the UK", ["ctry0gb"]],
    // A group of countries is one token the index gives each of its countries' people.
    ["designers in DACH", ["grp0dach"]],
    ["designers in London", ["city0gblondon"]],
    ["designers in Benelux", ["grp0benelux"]],
    ["designers based in münchen", ["city0demunich"]],
  ])("places: %s", (q, expected) => {
    expect(tokensOf(q).location).toEqual(expected);
  });

  test("a state is the state written or any of its cities (issue 45)", () => {
    const tokens = tokensOf("designers in California").location;
    expect(tokens?.[0]).toBe("st0uscalifornia");
    expect(tokens).toEqual(
      expect.arrayContaining(["city0uslosangeles", "city0ussanfrancisco", "city0ussandiego"]),
    );
    expect(tokens).not.toContain("city0usseattle");
  });

  test("a place word without a marker or capital is not a place ('reading' is a word, 'Reading' a town)", () => {
    expect(tokensOf("engineers who enjoy reading").location).toBeUndefined();
    expect(tokensOf("engineers in Reading").location).toEqual(["city0gbreading"]);
  });

  test("companies: current, past, suffix and case, prefix, typo, unknown", () => {
    // By id (experience items linked to the company) and by name (items that only name it).
    expect(tokensOf("engineers at acme").current_company).toEqual(["cc02", "ccn0acme"]);
    expect(tokensOf("engineers working at Acme GmbH").current_company).toEqual(["cc02", "ccn0acme"]);
    expect(tokensOf("ex-Brightwave engineers").past_company).toEqual(["pc01", "pcn0brightwaveanalytics"]);
    // "worked at" is any time, now or before; "formerly", "ex-", "previously" are before only.
    expect(tokensOf("engineers who worked at Northwind Logistics").company).toEqual([
      "cc03",
      "ccn0northwindlogistics",
      "pc03",
      "pcn0northwindlogistics",
    ]);
    const typo = parse("engineers formerly at Brightwave Analytcs");
    expect(typo.criteria.find((c) => c.kind === "past_company")?.tokens).toEqual([
      "pc01",
      "pcn0brightwaveanalytics",
    ]);
    expect(typo.notes[0]).toContain("typo");
    const unknown = parse("ex-Globex engineers");
    expect(unknown.criteria.some((c) => c.kind === "past_company")).toBe(false);
    expect(unknown.prefer).toEqual(["globex"]);
    expect(unknown.notes[0]).toBe('no company named "globex" in the database; searched as text');
  });

  test("schools, degrees, skills, years, decision makers, industries", () => {
    expect(tokensOf("Stanford alumni").school).toEqual(["sch0stanforduniversity"]);
    expect(tokensOf("people who studied at MIT").school).toEqual(["sch0massachusettsinstituteoftechnology"]);
    expect(tokensOf("data scientists with a PhD").degree).toEqual(["deg0phd"]);
    expect(tokensOf("PMs with an MBA").degree).toEqual(["deg0mba"]);
    expect(tokensOf("engineers who know k8s").skill).toEqual(["sk0kubernetes"]);
    expect(tokensOf("Go developers").skill).toEqual(["sk0go"]);
    expect(tokensOf("developers who go to meetups").skill).toBeUndefined();
    expect(tokensOf("engineers with 10+ years").years).toEqual(["yrs010"]);
    expect(tokensOf("engineers with more than 5 years of experience").years).toEqual(["yrs06"]);
    const fintech = tokensOf("decision makers in fintech");
    expect(Object.keys(fintech).sort()).toEqual(["decision_maker", "industry"]);
    expect(fintech.industry).toEqual(["ind0fintech"]);
    expect(tokensOf("engineers at SaaS companies").industry).toContain("ind0softwaredevelopment");
  });

  test("leftover words are soft words, folded, with no FTS syntax; quoted and -words are operators", () => {
    const p = parse('engineers "NEAR(" col:robotics -drones gizmos');
    expect(p.prefer).toEqual(["gizmos"]);
    // An FTS column filter is a field no fact stands behind: dropped with a note (read-field-syntax.ts).
    expect(p.notes.some((n) => n.includes('"col" not read'))).toBe(true);
    expect(JSON.stringify(p.where)).not.toContain("robotics");
    expect(JSON.stringify(p.where)).toContain('"words":["near"]');
    expect(JSON.stringify(p.where)).toContain('{"not":{"kind":"text"');
  });
});

describe("classifyTitle", () => {
  test("level words, suffixes and leader titles", () => {
    expect(classifyTitle("Sr. Backend Engineer")).toMatchObject({ level: "senior", prefix: "senior" });
    expect(classifyTitle("Sr. Backend Engineer").base?.family).toBe("Software Engineering");
    expect(classifyTitle("Data Analyst II").level).toBe("mid");
    expect(classifyTitle("Software Engineer Intern").level).toBe("intern");
    expect(classifyTitle("Senior Director of Sales")).toMatchObject({ level: "director", prefix: "senior" });
    expect(classifyTitle("Senior Accountant").base?.family).toBe("Accounting");
    expect(classifyTitle("Chief Happiness Officer").base).toBeNull();
  });
});
