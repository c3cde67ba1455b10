/**
 * What an exclusion governs when a text pass reads the governed phrase whole (issue 45, round 12's
 * outsiders' asks), with our own examples: a dated start of the current job after "excluding
 * anyone who" / "leave out those who" is excluded, never required; "X don't count" / "X won't
 * qualify" excludes X.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Quartzline", country: "DE" }]);
const now = new Date(Date.UTC(2026, 10, 26));
const leaves = (q: string) => leavesOf(parseQuery(q, { companies, now }).where);
const ofKind = (q: string, kind: string) => leaves(q).filter((l) => l.criterion.kind === kind);

describe("a dated start after an exclusion cue is excluded", () => {
  for (const q of [
    "engineers at Quartzline, excluding anyone who joined in 2024 or later",
    "designers at Quartzline but not those who started at their current company before 2019",
    "analysts in Berlin; leave out people hired after 2023",
    "marketers at Quartzline, except those who joined in 2025",
  ])
    test(q, () => {
      const tenure = ofKind(q, "tenure");
      expect(tenure.length).toBe(1);
      expect(tenure[0]?.negated).toBe(true);
      expect(parseQuery(q, { companies, now }).notes.some((n) => n.includes("could not be read"))).toBe(
        false,
      );
    });
  test("without a cue the start is asked for", () => {
    const tenure = ofKind("engineers at Quartzline who joined in 2024 or later", "tenure");
    expect(tenure.length).toBe(1);
    expect(tenure[0]?.negated).toBeFalsy();
  });
});

describe("what is said not to count is excluded", () => {
  for (const [q, kind] of [
    ["data engineers in Europe — French folks don't count", "location"],
    ["designers in Spain, but juniors won't count", "level"],
    ["analysts; anyone in Madrid doesn't qualify", "location"],
    ["backend engineers, people at Quartzline do not count", "current_company"],
  ] as const)
    test(q, () => {
      const named = ofKind(q, kind).filter((l) => l.negated);
      expect(named.length).toBeGreaterThan(0);
      expect(leaves(q).some((l) => l.criterion.kind === "text")).toBe(false);
    });
});

describe("a condition both required and excluded keeps the exclusion", () => {
  for (const q of [
    "backend engineers in any city except Lisbon (we have too many Lisbon people already)",
    "analysts, anywhere but Quartzline — Quartzline folks are sponsoring",
  ])
    test(q, () => {
      const ls = leaves(q);
      const excludedKeys = ls.filter((l) => l.negated).map((l) => l.criterion.tokens.join());
      expect(excludedKeys.length).toBeGreaterThan(0);
      expect(ls.some((l) => !l.negated && excludedKeys.includes(l.criterion.tokens.join()))).toBe(false);
    });
});

describe("'went to' a company is where they went to work", () => {
  test("a company the database knows is the current employer, excluded under 'not'", () => {
    const q = "people who left Elmhurst, but not the ones who went to Quartzline";
    const company = leaves(q).filter((l) => l.criterion.label.includes("Quartzline"));
    expect(company.length).toBeGreaterThan(0);
    expect(company.every((l) => l.negated && l.criterion.kind === "current_company")).toBe(true);
    expect(leaves(q).some((l) => l.criterion.kind === "school")).toBe(false);
  });
  test("a school is still a school", () => {
    expect(ofKind("engineers who went to Stanford", "school").length).toBe(1);
  });
});
