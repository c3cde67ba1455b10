/**
 * "staff" is the Staff rung before a role or in a list of rungs, and the people a company or place
 * employs anywhere else ("current staff", "hospital staff"): read as the rung, excluding a company's
 * people excluded every Staff engineer. This file's own phrasings.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(
  new CompanyLexicon([{ name: "Umbrella" }] as never),
  new Date(Date.UTC(2026, 10, 27)),
);

test.each([
  "marketers, but no current Umbrella staff",
  "analysts who left Umbrella, not current staff there",
  "pharmacists, not hospital staff",
  "designers who are not agency staff",
  "we are looking for staff",
])("%p: no Staff level", (q) => {
  expect(plan(q)).not.toContain("Staff");
});

test.each([
  ["staff engineers in Oslo", "Seniority: Senior (Staff)"],
  ["senior or staff designers", "Seniority: Senior (Staff)"],
  ["staff and principal engineers", "Seniority: Senior (Staff)"],
  ["staff-level backend engineers", "Seniority: Senior (Staff)"],
  ["engineers, staff or principal", "Seniority: Senior (Staff)"],
  ["staff data engineers", "Seniority: Senior (Staff)"],
  ["no staff engineers", "NOT Seniority: Senior (Staff)"],
])("%p: the Staff rung", (q, level) => {
  expect(plan(q)).toContain(level);
});
