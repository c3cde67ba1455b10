/**
 * A prompt's leaving-out and exclusion lists read by their own polarity (review r67 of the prompt
 * reader): "skip / ignore / leave out" with people at an employer excludes that employer's people,
 * now for a present tense and ever for a past one, a lower-case known name too; a negated item of
 * an exclusions list is two negations, its positive required. This file's own companies and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Granite Robotics", country: "DE" },
  { id: 2, name: "Saffron", country: "ES" },
]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("leaving out an employer's people", () => {
  test.each([
    "Find payroll accountants in Lyon. Ignore people at Saffron.",
    "Find payroll accountants in Lyon. Leave out those currently at Saffron.",
    "Find payroll accountants in Lyon. Omit candidates who are at Saffron.",
    "Find payroll accountants in Lyon. Drop anybody who's currently employed at Saffron.",
    "Find payroll accountants in Lyon. Exclude everyone who works for saffron.",
  ])("'%s' excludes Saffron's people now", (q) => {
    expect(positive(q).join(" | ")).not.toContain("Saffron");
    expect(negative(q)).toContain("Currently works at Saffron");
  });
  test.each([
    "Find payroll accountants in Lyon. Ignore anyone who has ever worked at Saffron.",
    "Find payroll accountants in Lyon. Leave out folks who used to work for Saffron.",
    "Find payroll accountants in Lyon. Rule out people who were employed by saffron.",
    "Find payroll accountants in Lyon. Skip candidates formerly at Saffron.",
  ])("'%s' excludes Saffron's people now and before", (q) => {
    expect(positive(q).join(" | ")).not.toContain("Saffron");
    expect(negative(q)).toContain("Works or worked at Saffron");
  });
  test("a lower-case word no company is named so is left to the other readers", () => {
    expect(
      plan("Find payroll accountants. Ignore anyone who works at their current employer."),
    ).not.toContain("works at their");
  });
});

describe("a negated item of an exclusions list", () => {
  test("'people who are not in Lyon' requires Lyon", () => {
    const q = "Find payroll accountants. Exclusions: people who aren't in Lyon, Granite Robotics staff.";
    expect(positive(q).join(" | ")).toContain("Located in Lyon");
    expect(negative(q)).toEqual(["Currently works at Granite Robotics"]);
  });
  test("'anyone who does not speak German' requires German", () => {
    const q = "Find payroll accountants in Lyon. Exclude: anyone who does not speak German";
    expect(positive(q)).toContain("Speaks German");
    expect(negative(q)).toEqual([]);
  });
  test("'those who have not worked at X' requires X in the past or now", () => {
    const q = "Find payroll accountants in Lyon. Must-nots: those who haven't worked at Granite Robotics";
    expect(positive(q)).toContain("Works or worked at Granite Robotics");
  });
});

describe("framing never takes the criteria said with it", () => {
  test("a must-have item's own 'no' stays with it", () => {
    const q = "Find payroll accountants. Must have: no Big Four background, SAP, Lyon.";
    expect(positive(q)).toContain("Skilled in SAP");
    expect(positive(q).join(" | ")).toContain("Located in Lyon");
  });
  test.each([
    ["Find payroll accountants in Lyon. At most 6 years of experience.", "At most 6 years"],
    ["Find payroll accountants in Lyon. Constraints: up to 4 yrs experience, SAP.", "At most 4 years"],
  ])("'%s' is a bound on the person, no output length", (q, kept) => {
    expect(plan(q)).toContain(kept);
  });
  test.each([
    ["Find payroll accountants. Thank you so much! Only people in Lyon.", "Located in Lyon"],
    ["Find payroll accountants. Cheers - only those based in Lyon", "Located in Lyon"],
    ["Find payroll accountants in Lyon. Output only people with SAP.", "Skilled in SAP"],
    ["Find payroll accountants. Cap 20, from Lyon.", "Located in Lyon"],
    ["Find payroll accountants in Lyon. Rank by seniority; no juniors.", "NOT Seniority: Entry level"],
    ["Find payroll accountants. Do not invent data, only Lyon.", "Located in Lyon"],
  ])("'%s' keeps '%s'", (q, kept) => {
    expect(plan(q)).toContain(kept);
  });
  test("a sentence all framing is still dropped", () => {
    expect(plan("Find payroll accountants in Lyon. Top 25 as a table, thanks!")).toBe(
      "Job title in the Accounting family AND Located in Lyon, Auvergne-Rhône-Alpes, France",
    );
  });
});

describe("lists said without a label's colon, or said empty", () => {
  test("'Do not include interns or temps' excludes each kind, never the verb", () => {
    const q = "Find payroll accountants in Lyon. Do not include interns or temps.";
    expect(plan(q)).not.toContain("include");
    expect(negative(q).length).toBe(2);
  });
  test.each(["Must-nots: none", "Exclusions: n/a.", "Dealbreakers: -"])("'%s' excludes nothing", (list) => {
    expect(negative(`Find payroll accountants in Lyon. ${list}`)).toEqual([]);
  });
  test("a persona that is 'searching for' the people sought is dropped", () => {
    expect(plan("You are a sourcing specialist searching for tax accountants in Lyon.")).toBe(
      "Job title Tax Accountant AND Located in Lyon, Auvergne-Rhône-Alpes, France",
    );
  });
  test("'Fields:' naming the person's subjects is a criterion; naming columns is output", () => {
    expect(plan("Find payroll accountants. Fields: tax law or auditing.")).not.toBe(
      "Job title in the Accounting family",
    );
    expect(plan("Find payroll accountants in Lyon. Fields: name, employer, email.")).toBe(
      "Job title in the Accounting family AND Located in Lyon, Auvergne-Rhône-Alpes, France",
    );
  });
});
