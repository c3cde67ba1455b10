/**
 * A department's leadership rungs in one list, and exclusions said after a list (issue 45, round
 * 13's "Engineering leadership (EM / Head / Director) | ✗ VPs, ✗ CTOs"): the department is said
 * once and every rung of the list is a level of it; "not A or B" excludes both whatever their kinds;
 * exclusions after the last of several alternative clauses close the whole ask. This file's own
 * departments, companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Calloway Foods", country: "GB" },
  { id: 2, name: "Ostara Bank", country: "NL" },
]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 26)));

/** The top-level "or" of alternative clauses, which a one-department list must not make. */
const clauses = (p: string) => /^\(\(/.test(p);

describe("a department's rungs in one list", () => {
  test("three rungs after the department are each a level of it", () => {
    const p = plan("marketing managers, heads or directors in Madrid");
    expect(p).toMatch(
      /Works in Marketing AND \(Seniority: Manager OR Seniority: Head of OR Seniority: Director\)/,
    );
    expect(clauses(p)).toBe(false);
  });
  test("the second rung keeps the department ('finance directors or VPs')", () => {
    const p = plan("finance directors or VPs in Dublin");
    expect(p).toMatch(/Works in Finance AND \(Seniority: Director OR Seniority: VP\)/);
    expect(p).not.toMatch(/OR Seniority: VP\)\)/);
  });
  test("a leadership label with its rungs in brackets, an abbreviation among them", () => {
    const p = plan("Engineering leadership (EM / Head / Director) | Lisbon");
    expect(p).toMatch(
      /Works in Engineering AND \(Seniority: Manager OR Seniority: Head of OR Seniority: Director\)/,
    );
    expect(clauses(p)).toBe(false);
  });
  test("exclusions after the list hold for every rung", () => {
    const p = plan("sales managers, heads or directors, but not VPs or CROs");
    expect(clauses(p)).toBe(false);
    expect(negative("sales managers, heads or directors, but not VPs or CROs")).toContain("Seniority: VP");
    // The chief of the department is excluded, never an alternative that is asked for.
    expect(positive("sales managers, heads or directors, but not VPs or CROs").join(" ")).not.toMatch(
      /C-level/,
    );
  });
  test("✗ marks in a headline exclude each, for the whole list", () => {
    const q = "Engineering leadership (EM / Director) | ex-Ostara Bank | ✗ VPs, ✗ CTOs";
    expect(positive(q).join(" ")).not.toMatch(/VP|C-level/);
    expect(negative(q)).toContain("Seniority: VP");
    expect(clauses(plan(q))).toBe(false);
  });
});

describe("exclusions joined by 'or'", () => {
  test("'not in <city> or at <company>' excludes both", () => {
    const q = "data analysts, not in Leeds or at Calloway Foods";
    expect(negative(q)).toContain("Currently works at Calloway Foods");
    expect(positive(q)).not.toContain("Currently works at Calloway Foods");
    expect(negative(q).some((l) => l.startsWith("Located in Leeds"))).toBe(true);
  });
  test("an exclusion inside one clause stays that clause's ('designers not in Leeds or PMs in London')", () => {
    const p = plan("designers not in Leeds or PMs in London");
    expect(clauses(p)).toBe(true);
    expect(
      positive("designers not in Leeds or PMs in London").some((l) => l.startsWith("Located in London")),
    ).toBe(true);
  });
});

describe("exclusions after alternative clauses", () => {
  test("a level excluded after the last clause holds for every clause", () => {
    const p = plan("mid-level designers in Leeds or senior PMs in London, not juniors");
    expect(p).toMatch(/\) AND .*NOT Seniority: Entry level$/);
    expect(p).not.toMatch(/AND NOT Seniority: Entry level\)\)/);
  });
});
