/**
 * Round 8 of first sight (issue 45; test/quality/first-sight-8/README.md), class 3: negation idioms
 * beyond not / no / excluding read with their sense: a posting's "<who> need not apply",
 * "freshers" (the junior level) after "no", "has never worked anywhere else" (no earlier
 * employer), and the forms that already worked kept ("not counting", "other than <place>",
 * "outside <function>"). A cue whose scope is not understood drops the criterion, never applies
 * it. This test's own companies, places and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marlowe Robotics", country: "GB" },
  { id: 2, name: "Sable & Rye", country: "US" },
  { id: 3, name: "Quartzline", country: "DE" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed, positive, negative } = queryReaders(companies, now);

describe("'<who> need not apply' excludes who", () => {
  test.each([
    ["Hiring Go developers in Pune. Applicants from Quartzline need not apply."],
    ["Go developers in Pune; candidates currently at Quartzline needn't apply"],
    ["Go developers in Pune, people from Quartzline should not apply"],
  ])("%s", (q) => {
    expect(negative(q)).toContain("Currently works at Quartzline");
    expect(positive(q).some((l) => l.includes("Quartzline"))).toBe(false);
    expect(positive(q).some((l) => l.startsWith("Located in Pune"))).toBe(true);
  });
  test("a level that need not apply", () => {
    expect(negative("Interns need not apply: site reliability engineers in Leeds")).toContain(
      "Seniority: Intern",
    );
  });
});

describe("freshers are the junior level", () => {
  test.each([
    ["Kindly share data analyst profiles in Kolkata, no freshers please"],
    ["no freshers: data analysts in Kolkata"],
    ["data analysts in Kolkata, fresh graduates need not apply"],
  ])("%s", (q) => {
    expect(negative(q)).toContain("Seniority: Entry level");
    expect(positive(q)).not.toContain("Seniority: Entry level");
  });
  test("asked for, freshers are juniors", () => {
    expect(positive("freshers for a QA role in Chennai")).toContain("Seniority: Entry level");
  });
});

describe("never worked anywhere else: one employer only", () => {
  test.each([
    ["Which engineers at Marlowe Robotics have never worked anywhere else?"],
    ["people at Marlowe Robotics who never worked elsewhere"],
    ["Marlowe Robotics staff who have never worked for anyone else"],
  ])("%s", (q) => {
    expect(negative(q)).toContain("Has worked for an earlier employer");
    expect(positive(q)).toContain("Currently works at Marlowe Robotics");
    // The earlier-job reading spans every family and every year a job can have ended in.
    const leaf = leavesOf(parsed(q).where).find(
      (l) => l.criterion.label === "Has worked for an earlier employer",
    );
    expect(leaf?.criterion.tokens.length).toBeGreaterThan(50);
  });
});

describe("'<kind> aside' / '<kind> excepted' excludes the kind", () => {
  test.each([
    ["Who leads design at Quartzline, founders aside?", "Seniority: Founder / owner"],
    ["interns excepted, who joined Quartzline this year?", "Seniority: Intern"],
  ])("%s", (q, excluded) => {
    expect(negative(q)).toContain(excluded);
    expect(positive(q)).not.toContain(excluded);
  });
  test("'aside from' and 'set aside' keep their readings", () => {
    expect(negative("aside from founders, people at Quartzline")).toContain("Seniority: Founder / owner");
    expect(
      positive("budget set aside, designers in Leeds").some((l) => l.startsWith("Located in Leeds")),
    ).toBe(true);
  });
});

describe("idioms that already read right stay right", () => {
  test("not counting", () => {
    expect(negative("everyone at Sable & Rye, not counting interns")).toContain("Seniority: Intern");
  });
  test("other than a city", () => {
    const q = "analysts anywhere in India other than Chennai";
    expect(negative(q).some((l) => l.startsWith("Located in Chennai"))).toBe(true);
    expect(positive(q)).toContain("Located in India");
  });
  test("outside a function", () => {
    expect(negative("people at Quartzline outside marketing")).toContain("Works in Marketing");
  });
  test("what need not apply is never read positively, whatever it is", () => {
    const q = "Backend engineers in Oslo. Quartzline alumni need not apply.";
    expect(positive(q).some((l) => l.includes("Quartzline"))).toBe(false);
    expect(positive(q)).toContain("Job title Backend Engineer");
  });
});
