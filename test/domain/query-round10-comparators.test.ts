/**
 * Round 10 of first sight (issue 45; test/quality/first-sight-10/README.md), class (a): numeric
 * comparatives as grammar (./src/domain/query/read-comparators.ts). A bound word, a number and a
 * unit in either order; negated bounds flip ("no fewer than" = at least, "not more than" = at
 * most); a bare number after a years criterion takes its unit; ordinals of the year in the seat;
 * the number of employers. This test's own companies and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Halvard Mills", country: "NO" },
  { id: 2, name: "Crestmoor", country: "GB" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { leaves, positive } = queryReaders(companies, now);
const years = (q: string) =>
  leaves(q)
    .filter((l) => !l.negated && l.criterion.kind === "years")
    .map((l) => [l.criterion.min, l.criterion.max]);
const tenure = (q: string) =>
  leaves(q)
    .filter((l) => !l.negated && l.criterion.kind === "tenure")
    .map((l) => l.criterion.value);

describe("negated bounds flip, never read as their opposite", () => {
  test.each([
    ["accountants with no fewer than nine years of experience", [[9, undefined]]],
    ["accountants with not less than 4 years of experience", [[4, undefined]]],
    ["nurses, no more than eight years of experience", [[undefined, 8]]],
    ["nurses with not more than two decades in the field", [[undefined, 20]]],
  ])("%s", (q, expected) => {
    expect(years(q)).toEqual(expected);
  });
});

describe("bound words and bounds after the number", () => {
  test.each([
    ["controllers north of 12 years of experience", [[13, undefined]]],
    ["controllers with upwards of six years", [[7, undefined]]],
    ["paralegals shy of 3 years of experience", [[undefined, 2]]],
    ["paralegals with a maximum of five years' experience", [[undefined, 5]]],
    ["analysts, two years experience tops", [[undefined, 2]]],
    ["analysts with 6 yrs max", [[undefined, 6]]],
  ])("%s", (q, expected) => {
    expect(years(q)).toEqual(expected);
  });
});

describe("a floor and a ceiling said apart are one range", () => {
  test("a bare ceiling after a floor takes the floor's unit", () => {
    expect(years("architects with at least 6 years, but not anyone over 15")).toEqual([[6, 15]]);
  });
  test("N-plus and a spelled ceiling", () => {
    expect(years("writers with eight-plus years and no more than a decade")).toEqual([[8, 10]]);
  });
  test("a bare number with no unit anywhere stays unread", () => {
    expect(years("architects in teams of over 20")).toEqual([]);
  });
});

describe("tenure: ordinals, negated bounds and approximations in the seat", () => {
  test("in their second year at their current employer: 12 to 23 months", () => {
    expect(tenure("buyers in their second year at their current employer")).toEqual(["12..23"]);
  });
  test("in her fifth year at a named company keeps the company", () => {
    const pos = positive("planners in their fifth year at Crestmoor");
    expect(pos).toContain("Currently works at Crestmoor");
    expect(tenure("planners in their fifth year at Crestmoor")).toEqual(["48..59"]);
  });
  test("not less than N years at their company: at least", () => {
    expect(tenure("chemists who've been at their company not less than four years")).toEqual(["48.."]);
  });
  test("shy of N years at their current firm: under", () => {
    expect(tenure("chemists shy of three years at their current firm")).toEqual(["0..35"]);
  });
  test("about N years at one company, give or take", () => {
    expect(tenure("pilots who've stayed at one company about seven years, give or take a year")).toEqual([
      "72..96",
    ]);
  });
  test("none of these is years of experience", () => {
    expect(years("chemists shy of three years at their current firm")).toEqual([]);
  });
});

describe("the number of employers", () => {
  test("only ever had one employer: no earlier employer", () => {
    const neg = leaves("brokers who have only ever worked for one company").filter((l) => l.negated);
    expect(neg.map((l) => l.criterion.label)).toContain("Has worked for an earlier employer");
  });
  test("more than one employer: an earlier employer", () => {
    expect(positive("brokers who've worked at more than one employer")).toContain(
      "Has worked for an earlier employer",
    );
  });
});
