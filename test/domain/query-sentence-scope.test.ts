/**
 * A negation keeps to its sentence (issue 45, "never the opposite"): pasted text has several
 * sentences, and "No X." must not exclude what the next sentence asks for. These examples are this
 * test's own; the class was found by the round-4 fixer's own probes, not by an evaluation set.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Initech Inc." }]);
const plan = (q: string) =>
  describePlan(parseQuery(q, { companies, now: new Date(Date.UTC(2026, 5, 15)) }).where);

const ASKED: [string, string][] = [
  ["No agencies. Product designers in Lisbon", "Design"],
  ["No recruiters please! Data engineers in Munich", "Data Engineering"],
  ["No remote. Backend engineers in Madrid", "Backend Engineer"],
  ["Not a junior role? No. Accountants in Dublin", "Accounting"],
  ["No relocation. Frontend developers in Warsaw", "Frontend"],
  ["Never mind the title. Sales managers in Oslo", "Sales"],
];

test.each(ASKED)("%p asks for the second sentence's role, never excludes it", (query, role) => {
  const described = plan(query);
  expect(described).toContain(role);
  const notPart = described.split(" AND ").filter((part) => part.startsWith("NOT "));
  expect(notPart.filter((part) => part.includes(role))).toEqual([]);
});

test("a negation inside its sentence still excludes: 'Designers in Rome. Not junior.'", () => {
  expect(plan("Designers in Rome. Not junior.")).toContain("NOT Seniority: Entry level");
});

test("an abbreviation's dot ends no sentence: 'Initech Inc. engineers' is the company", () => {
  expect(plan("Initech Inc. engineers in Berlin")).toContain("Currently works at Initech");
});

test("a list after a comma is still one negation: 'except France, Spain and Italy'", () => {
  expect(plan("engineers except France, Spain and Italy")).toContain(
    "NOT (Located in France OR Located in Spain OR Located in Italy)",
  );
});

test("relocation refused keeps the place required; offered lets it rank only", () => {
  expect(plan("No relocation. Frontend developers in Warsaw")).toContain("Located in Warsaw");
  expect(plan("We cannot sponsor visas. Java developers in Berlin")).toContain("Located in Berlin");
  expect(plan("Java developers in Berlin, visa sponsorship available")).not.toContain("Located in Berlin");
});
