/**
 * Review r64 of main's earlier job's level (9dc2241: plvl0, "former managers" -> Previously at
 * level Manager). A level said inside a past title is still dropped, on main as before it: "former
 * VPs of sales", "ex sales directors", "former engineering managers", "used to be a VP of sales" ask
 * only for someone who was ever in the department (every ex-seller, every ex-engineer), and "former
 * senior engineers" asks for senior engineers now. The index holds the earlier job's level since
 * FACETS_VERSION 20. Phrasings of this file's own.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));
const asked = (q: string) => positive(q).join(" | ");

test.each([
  ["former VPs of sales", /VP/],
  ["ex sales directors", /[Dd]irector/],
  ["former engineering managers", /[Mm]anager/],
  ["used to be a VP of sales", /VP/],
])("%s keeps the level held before", (q, level) => {
  expect(asked(q)).toMatch(level);
});

test("'former senior engineers' asks for no senior engineer now", () => {
  const labels = asked("former senior engineers");
  expect(labels).not.toMatch(/Seniority: Senior/);
  expect(labels).toMatch(/Previously|Earlier/);
});
