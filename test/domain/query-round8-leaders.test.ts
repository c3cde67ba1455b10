/**
 * Round 8 of first sight (issue 45; test/quality/first-sight-8/README.md), class 8: leaders' titles
 * joined by a slash keep their leadership ("<Function> Managers / Directors of <Function>"), in
 * either order and either spelling of the title. This test's own functions and places, none of that
 * set's queries.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Quartzline", country: "DE" }]);
const now = new Date(Date.UTC(2026, 10, 26));
const { plan } = queryReaders(companies, now);

test.each([
  ["Sales Managers / Directors of Sales in Lyon", "Sales", "Manager", "Director"],
  ["Directors of Marketing / Marketing Managers in Lyon", "Marketing", "Director", "Manager"],
  ["Directors of Finance / Finance Managers, Lyon", "Finance", "Director", "Manager"],
  ["VPs of Sales / Sales Directors based in Lyon", "Sales", "VP", "Director"],
  ["Heads of Finance / Finance Managers, Lyon", "Finance", "Head of", "Manager"],
  ["Finance Managers / Heads of Finance in Lyon", "Finance", "Manager", "Head of"],
  // A list with "or" and a VP after a director: both levels kept (round 7 asked it so).
  ["need Marketing Directors or VPs of Marketing based in Lyon", "Marketing", "Director", "VP"],
])("%s", (q, fn, a, b) => {
  const p = plan(q);
  expect(p).toContain(`(Works in ${fn} AND Seniority: ${a})`);
  expect(p).toContain(`(Works in ${fn} AND Seniority: ${b})`);
  // No bare function as an alternative of its own, and no two levels required at once.
  expect(p).not.toMatch(new RegExp(`OR Works in ${fn} OR|OR Works in ${fn}\\)`));
  expect(p).not.toMatch(/Seniority: [^)]* AND Seniority:/);
  expect(p).toContain("Located in Lyon");
});

test("a single 'Director of <Function>' and a longer title are left as they were", () => {
  expect(plan("Director of Sales in Lyon")).toContain("Works in Sales AND Seniority: Director");
  expect(plan("Directors of Engineering Operations or CTOs")).not.toContain("Engineering Directors");
});
