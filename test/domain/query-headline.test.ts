/**
 * Asks written as a profile headline or a CV fragment (issue 45, round 13's class "headline / CV
 * look-alikes"): pipes, bullets and arrows part fields; a "·" or " / " list inside a field is
 * alternatives (a stack a profile holds some of), the first field's first item the role; "✗ X" is
 * "not X"; "junior–mid" a range of levels; "UK-based" a place; section labels are no condition;
 * a CV job line is the title at the company. This file's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Fennick Robotics", country: "DE" },
  { id: 2, name: "Ostara Bank", country: "NL" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { plan, positive, negative } = queryReaders(companies, now);

describe("fields and lists", () => {
  test("a dotted stack is alternatives, the places too, the role stays required", () => {
    const q = "Mobile Engineer | Swift · Kotlin | Berlin · Hamburg";
    const p = plan(q);
    expect(p).toMatch(/\(Skilled in Swift OR Skilled in Kotlin\)/);
    expect(p).toMatch(/Located in Berlin.* OR Located in Hamburg/);
    expect(positive(q).some((l) => /Mobile/.test(l))).toBe(true);
  });
  test("the first field's first item is the role, the rest its stack", () => {
    const q = "Data Analyst · Tableau · SQL | Madrid";
    // The role is a conjunct of its own, not one of the stack's alternatives.
    expect(plan(q)).toMatch(/^Job title in the Data Analysis family AND /);
    expect(plan(q)).toMatch(/\(Skilled in Tableau OR Skilled in SQL\)/);
  });
  test("✗ marks who is not wanted", () => {
    const q = "QA Engineer | Lisbon | ✗ juniors";
    expect(negative(q)).toContain("Seniority: Entry level");
    expect(positive(q)).not.toContain("Seniority: Entry level");
  });
  test("a dash between two levels is either level", () => {
    expect(plan("Product Designer, junior–mid | Porto")).toMatch(
      /\(Seniority: Entry level OR Seniority: Mid level\)|\(Seniority: Mid level OR Seniority: Entry level\)/,
    );
  });
  test("'<Place>-based' is the place", () => {
    expect(
      positive("Backend Engineer | UK-based").some((l) => l.startsWith("Located in United Kingdom")),
    ).toBe(true);
  });
});

describe("CV sections", () => {
  test("section labels are no condition; a job line is the title at the company", () => {
    const q =
      "Experience: • Lead Data Engineer, Ostara Bank, 2019–present • Data Engineer, a different company, before that";
    const p = plan(q);
    expect(p).not.toMatch(/Mentions|Experience|2019/);
    expect(positive(q)).toContain("Currently works at Ostara Bank");
    expect(positive(q)).toContain("Has changed employer (an earlier job at another company)");
  });
  test("a skills section's commas are alternatives; a summary's 'my current company' is the candidate's", () => {
    expect(plan("Skills: Python, Scala | Data Engineer | Berlin")).toMatch(
      /\(Skilled in Python OR Skilled in Scala\)/,
    );
    expect(plan('Summary: "Data Engineer, 4+ years at my current company." Find similar')).toMatch(
      /At the current company for at least 48 months/,
    );
  });
  test("'Education ▸' is no industry", () => {
    expect(plan("Education ▸ MBA ▸ Now: Product Manager ▸ Germany")).not.toMatch(/Education/);
  });
  test("a structured filter's pipes stay the structured reader's", () => {
    expect(plan("Title: Data Engineer | Location: Berlin | Company: Fennick Robotics")).toMatch(
      /Fennick Robotics/,
    );
  });
});
