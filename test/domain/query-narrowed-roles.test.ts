/**
 * A narrower role said after a broader one across a clause break narrows it (issue 45, round 11 of
 * first sight, class chain_keep and report shorthand): a title of the family, or a family of the
 * department, said in a later sentence, a bracket or a ", … only" clause is what is asked, never
 * the broader role whole. Listed side by side they stay alternatives. This test's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([]);
const now = new Date(Date.UTC(2026, 10, 26));
const plan = (q: string) => describePlan(parseQuery(q, { companies, now }).where);

describe("a later, narrower role narrows the earlier one", () => {
  test.each([
    ["Software engineers in Lisbon. Among those, just the frontend people.", "Job title Frontend Engineer"],
    ["Engineering (mobile developers) — Warsaw", "Job title in the Mobile Engineering family"],
    ["Engineers in Madrid, data engineers only", "Job title in the Data Engineering family"],
    [
      "Developers. Of them, keep only the full stack ones. Then only those with Vue.",
      "Job title Full Stack Engineer",
    ],
  ])("%s", (q, narrow) => {
    const read = plan(q);
    expect(read).toContain(narrow);
    expect(read).not.toMatch(/Works in Engineering|Software Engineering family/);
  });
  test("several narrower roles in the bracket stay alternatives of each other", () => {
    const read = plan("engineers (iOS or Android developers), Oslo");
    expect(read).not.toContain("Works in Engineering");
    expect(read).toMatch(/ OR /);
  });
});

describe("roles listed side by side stay alternatives", () => {
  test.each([
    ["software or frontend engineers in Lisbon", "Job title in the Software Engineering family"],
    ["Frontend/Full stack — Porto", "Job title Frontend Engineer"],
    ["engineers and data engineers in Madrid", "Works in Engineering"],
  ])("%s", (q, kept) => {
    expect(plan(q)).toContain(kept);
  });
  test("examples in a dash's apposition do not narrow a role", () => {
    expect(plan("senior QA engineers — SDETs, testers, anything in testing — in Porto")).toContain(
      "Job title in the Quality Assurance family",
    );
  });
  test("a narrower role of another department narrows nothing", () => {
    const read = plan("Designers in Rome. Of those, only the data engineers.");
    expect(read).toMatch(/Design/);
  });
});

describe("'incl. X' widens the list of X's kind, never asks for X alone", () => {
  test("with nothing of its kind asked, it asks nothing", () => {
    for (const q of ["Nurses — Oslo/Bergen, incl. Jr.", "Accountants in Dublin, including interns"]) {
      const read = plan(q);
      expect(read).not.toMatch(/Seniority/);
      expect(read).toMatch(/Located in/);
      expect(parseQuery(q, { companies, now }).prefer).not.toContain("incl");
    }
  });
  test("with others of its kind, it is one more alternative", () => {
    expect(plan("Accountants — Hamburg, Cologne (incl. Bremen)")).toMatch(
      /\(Located in Hamburg.* OR Located in Cologne.* OR Located in Bremen/,
    );
    expect(plan("Sales (Director/VP), incl. founders")).toMatch(/Seniority: Founder \/ owner\)/);
    expect(plan("Sales (Director/VP), incl. founders")).not.toMatch(/AND Seniority: Founder/);
  });
});

describe("a list of levels in apposition narrows a broader level word", () => {
  test.each([
    ["finance leaders — directors or VPs — in Madrid", ["Seniority: Director", "Seniority: VP"]],
    ["marketing leaders (heads or directors) in Oslo", ["Seniority: Head of", "Seniority: Director"]],
  ])("%s", (q, levels) => {
    const read = plan(q);
    for (const level of levels) expect(read).toContain(level);
    expect(read).not.toContain("Manager or Head of or Director or VP or C-level");
  });
  test("listed side by side they stay alternatives", () => {
    expect(plan("finance leaders or directors in Madrid")).toContain(
      "Manager or Head of or Director or VP or C-level",
    );
  });
});

describe("a field named with a role noun is the people of that field", () => {
  test("'software roles' are software engineers, not the software industry", () => {
    const read = plan("interns in software or QA roles in Lisbon");
    expect(read).toContain("Job title in the Software Engineering family");
    expect(read).toContain("Job title in the Quality Assurance family");
    expect(read).not.toMatch(/Current employer in/);
  });
  test("'mobile development' is the mobile family", () => {
    expect(plan("3+ yrs mobile development, Warsaw")).toContain("Job title in the Mobile Engineering family");
  });
  test("a field that is a department stays one", () => {
    expect(plan("juniors in finance or legal roles")).not.toMatch(/engineer/i);
  });
});

describe("platforms in a bracket after a role restate the role", () => {
  test("mobile developers (iOS/Android) are the mobile family, the platforms rank", () => {
    const parsed = parseQuery("mobile engineers (Android or iOS), Oslo", { companies, now });
    const read = describePlan(parsed.where);
    expect(read).toContain("Job title in the Mobile Engineering family");
    expect(read).not.toMatch(/Skilled in (?:iOS|Android)/);
    expect(parsed.prefer).toEqual(expect.arrayContaining(["android", "ios"]));
  });
  test("a skill said with 'with' is still asked", () => {
    expect(plan("mobile engineers with Android, Oslo")).toContain("Skilled in Android");
  });
  test("a bracketed skill that names no specialty of the role is still asked", () => {
    expect(plan("mobile engineers (Kotlin), Oslo")).toContain("Skilled in Kotlin");
  });
});
