/**
 * Conditionals and provisos (issue 45, round 22): each conditional connective with its polarity
 * (requirement, exclusion, permission) and the clause it governs, in this file's own phrasings
 * (../../src/domain/query/read-provisos.ts). Never the opposite of the ask: "unless X", "skip them
 * if X" and "not if X" exclude X; "fine if X" asks nothing.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Globex", country: "US" },
  { id: 2, name: "Umbrella", country: "GB" },
]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 28)));
const required = (q: string) => positive(q).join(" | ");
const excluded = (q: string) => negative(q).join(" | ");

describe("exclusion provisos exclude what they govern", () => {
  for (const [q, what] of [
    ["Data analysts in France unless they're in Lyon", "Lyon"],
    ["Data analysts in France, except if they're in Lyon", "Lyon"],
    ["Android developers who know Kotlin; drop them if they're senior", "Senior"],
    ["Android developers who know Kotlin, rule them out if they're senior", "Senior"],
    ["Product managers in Canada, but not if they're in Montreal", "Montreal"],
    ["Sales directors with eight years or more, not if they're at Umbrella", "Umbrella"],
    ["Backend engineers with Go, but not if they're Scala people", "Scala"],
  ] as const)
    test(q, () => {
      expect(required(q)).not.toContain(what);
      expect(excluded(q)).toContain(what);
    });
  test("a negated exclusion proviso asks for what it governs", () => {
    const q = "iOS developers, skip them if they aren't in Madrid";
    expect(required(q)).toContain("Madrid");
    expect(excluded(q)).not.toContain("Madrid");
  });
});

describe("permission provisos ask nothing", () => {
  for (const [q, permitted, out] of [
    [
      "Product managers in Canada: okay if they're in Toronto, but not if they're in Montreal",
      "Toronto",
      "Montreal",
    ],
    ["Backend engineers with Go; a plus if they know Rust, but not if they're Scala people", "Rust", "Scala"],
    [
      "Sales directors with eight years or more: no problem if they're at Globex, but not if they're at Umbrella",
      "Globex",
      "Umbrella",
    ],
    [
      "Copywriters in Spain, we don't mind if they're in Valencia, but not if they're in Seville",
      "Valencia",
      "Seville",
    ],
  ] as const)
    test(q, () => {
      expect(required(q)).not.toContain(permitted);
      expect(excluded(q)).not.toContain(permitted);
      expect(excluded(q)).toContain(out);
    });
});

describe("requirement provisos ask what they govern", () => {
  test("'so long as they're based in' asks the place", () => {
    expect(required("Copywriters, so long as they're based in Ireland")).toContain("Ireland");
  });
  test("'provided that they aren't in' excludes the place", () => {
    const q = "Data analysts in France, provided that they aren't in Lyon";
    expect(excluded(q)).toContain("Lyon");
    expect(required(q)).not.toContain("Lyon");
  });
  test("'only if they have never worked at' excludes the employer", () => {
    expect(excluded("Paralegals, but only if they've never worked at Globex")).toContain("Globex");
  });
  test("a degree's proviso binds the degree to each listed school", () => {
    const q = "Analysts with a master's, as long as it's from Oxford, LSE or Cambridge";
    expect(required(q)).toMatch(
      /master's degree from University of Oxford or London School of Economics or University of Cambridge/,
    );
  });
});
