/**
 * "Never the opposite" (issue 45, removals said as verbs or shorthand): a later sentence that removes
 * people ("Now take out anyone …", "From that list drop …", "Get rid of the …"), a narrowing sentence
 * ("Of these, only …", "Amongst them, …", "Just keep the ones …"), and bookkeeping shorthand ("less
 * anyone in X") must never ask for who they remove. Where the removal is understood it is an
 * exclusion (so the test cannot pass by dropping correct readings); a removed bound is its
 * complement, and removing those without a skill keeps those with it. This test's own companies,
 * places and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Saltmarsh Robotics", country: "GB" },
  { id: 2, name: "Ferncliff", country: "US" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { leaves, positive, negative } = queryReaders(companies, now);

/** A removed value: how a clause says it and its label's start. */
const REMOVED = [
  { said: "anyone in Lisbon", label: "Located in Lisbon" },
  { said: "the ones at Saltmarsh Robotics", label: "Currently works at Saltmarsh Robotics" },
  { said: "everybody at Ferncliff", label: "Currently works at Ferncliff" },
  { said: "the interns", label: "Seniority: " },
];
/** Sentences that ask first, then remove what the slot names. */
const REMOVALS = [
  "Physiotherapists and nurses in Portugal. Now take out {x}.",
  "Accountants in Portugal. From that list drop {x}.",
  "Accountants in Portugal. Then get rid of {x}.",
  "Accountants in Portugal. Of these, filter out {x}.",
  "Accountants in Portugal. Amongst them, please exclude {x}.",
  "Accountants in Portugal, less {x}",
  "Accountants in Portugal. Cut {x}.",
  "Accountants in Portugal; weed out {x}",
];

describe("a removal verb excludes the clause it opens", () => {
  for (const form of REMOVALS)
    for (const r of REMOVED) {
      const q = form.replace("{x}", r.said);
      test(q, () => {
        expect(positive(q).filter((l) => l.startsWith(r.label))).toEqual([]);
        expect(negative(q).some((l) => l.startsWith(r.label))).toBe(true);
      });
    }
});

describe("a narrowing sentence restricts the ask", () => {
  const NARROWINGS = [
    "Accountants. Of these, only the ones in Lisbon.",
    "Accountants. Amongst them, just the people in Lisbon.",
    "Accountants. Just keep the ones in Lisbon.",
    "Accountants. And of those, who's in Lisbon?",
    "Accountants. From that group, keep only those in Lisbon.",
  ];
  for (const q of NARROWINGS)
    test(q, () => {
      expect(positive(q).some((l) => l.startsWith("Located in Lisbon"))).toBe(true);
      expect(negative(q)).toEqual([]);
      expect(parseQuery(q, { companies, now }).notes.join(" ")).not.toContain("not understood");
    });
});

describe("a removed negation or bound is its complement", () => {
  test("removing those without a skill keeps those with it", () => {
    const q = "Accountants in Portugal. Now drop anybody without Excel.";
    expect(positive(q)).toContain("Skilled in Excel");
    expect(negative(q)).toEqual([]);
  });
  test("removing those under a bound keeps the bound and above", () => {
    const q = "Accountants in Portugal. Then take out anyone with fewer than 4 years of experience.";
    const years = leaves(q).filter((l) => l.criterion.kind === "years");
    expect(years.map((l) => [l.negated, l.criterion.min, l.criterion.max])).toEqual([[false, 4, undefined]]);
  });
  test("removing those over a tenure keeps the tenure and below", () => {
    const q = "Accountants. Now remove anyone who's been at their current company for more than 6 years.";
    expect(positive(q)).toContain("At the current company for at most 72 months");
    expect(negative(q)).toEqual([]);
  });
  test("removing those who started before a year keeps those there since it", () => {
    const q = "Accountants in Portugal. From that list drop anyone who started there before 2021.";
    expect(positive(q)).toContain("At the current company for at most 70 months");
    expect(negative(q)).toEqual([]);
  });
});

describe("a shorthand exclusion excludes every item of its + list", () => {
  const LISTS: [string, string[]][] = [
    ["Finance leaders, excl. CFO + Director", ["Seniority: C-level", "Seniority: Director"]],
    ["Accountants w/o Lisbon + Porto", ["Located in Lisbon", "Located in Porto"]],
    ["Accountants, sans interns + VP", ["Seniority: Intern", "Seniority: VP"]],
  ];
  for (const [q, excluded] of LISTS)
    test(q, () => {
      for (const label of excluded) {
        expect(positive(q).filter((l) => l.startsWith(label))).toEqual([]);
        expect(negative(q).some((l) => l.startsWith(label))).toBe(true);
      }
    });
});
