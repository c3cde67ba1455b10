/**
 * Round 8 of first sight (issue 45; test/quality/first-sight-8/README.md), class 5: "the most
 * senior <function> people at X" is the function's executive leadership (VP and C-level), not the
 * senior individual-contributor level. This test's own companies and phrasings.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Quartzline", country: "DE" },
  { id: 2, name: "Marlowe Robotics", country: "GB" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { positive } = queryReaders(companies, now);

test.each([
  ["Who are the most senior marketing people at Quartzline?", "Works in Marketing"],
  ["the most senior design staff at Quartzline", "Works in Design"],
  ["list the highest-ranking finance people at Quartzline", "Works in Finance"],
  ["Who are the most senior sales folks at Quartzline and Marlowe Robotics?", "Works in Sales"],
])("%s", (q, fn) => {
  const pos = positive(q);
  expect(pos).toContain(fn);
  expect(pos).toContain("Seniority: VP or C-level");
  expect(pos).not.toContain("Seniority: Senior");
  expect(pos.some((l) => l.startsWith("Job title"))).toBe(false);
  expect(pos).toContain("Currently works at Quartzline");
});

test("the most senior people, no function: every function's executives", () => {
  expect(positive("the most senior people at Marlowe Robotics")).toEqual([
    "Seniority: VP or C-level",
    "Currently works at Marlowe Robotics",
  ]);
});

test("'most' that is not a superlative of seniority is left alone", () => {
  expect(positive("senior engineers at Quartzline")).toContain("Seniority: Senior");
  expect(positive("the most popular people at Quartzline")).not.toContain("Seniority: VP or C-level");
});
