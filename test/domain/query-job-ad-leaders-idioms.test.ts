/**
 * Stop 68 (f68b): four classes of "the plan reads what was asked, never the opposite", in this
 * file's own wording:
 * - a job ad's "You are a <role> ... We need you" describes the person sought, not an assistant;
 * - "<leader> of <x> engineering" is the leader of the family of "<x> engineer", never all of
 *   Engineering beside it;
 * - a profession's own field ("in payroll") is not its employer's industry;
 * - career stages said in idiom not read before ("finding their feet", "well into their career",
 *   "solid mid-career", "years under their belt"), with the query's polarity.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Tidewater Bank", country: "GB" }]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 28)));

describe("a job ad's 'You are a <role>' is the person sought", () => {
  test.each([
    ["You are a seasoned tax accountant. We need you in Porto.", /Accountant/],
    ["You are a product designer who sweats the details. Join our team in Oslo.", /Product Design/],
    ["You are a backend developer with Rust. We want more folks like you.", /Skilled in Rust/],
    ["You are a QA analyst who loves automation. We need you in Lisbon.", /QA Analyst/],
  ])("%s", (query, kept) => {
    expect(plan(query)).toMatch(kept);
  });
  test.each([
    "You are a sourcing assistant. We need tax accountants in Porto. Join us!",
    "You are a recruiter. We need you to find tax accountants in Porto.",
    "You are a talent researcher. You will search for tax accountants in Porto.",
    "You are a headhunter. I want you to find tax accountants in Porto.",
  ])("'%s' keeps the persona out", (query) => {
    const p = plan(query);
    expect(p).toMatch(/Accountant/);
    expect(p).not.toMatch(/Recruit|Human Resources|Research/);
  });
});

describe("a leader of '<x> engineering' leads that family", () => {
  test.each([
    ["Directors of Sales Engineering in Madrid", "Sales Engineering", "Director"],
    ["the VP of data engineering, remote", "Data Engineering", "VP"],
    ["heads of sales engineering, no interns", "Sales Engineering", "Head of"],
  ])("%s", (query, family, level) => {
    const p = plan(query);
    expect(p).toContain(`Job title in the ${family} family`);
    expect(p).toContain(`Seniority: ${level}`);
    expect(p).not.toContain("Works in Engineering");
    expect(p).not.toContain("Works in Sales");
  });
  test("a list of two families keeps both, one level", () => {
    expect(plan("heads of security engineering or data engineering")).toBe(
      "(Job title in the Security Engineering family OR Job title in the Data Engineering family) AND Seniority: Head of",
    );
  });
  test("a department's own leader is left as it was", () => {
    expect(plan("head of data science")).toBe("Works in Data Science AND Seniority: Head of");
  });
});

describe("a profession's field is not an employer's industry", () => {
  test.each(["accountants in payroll, Bordeaux", "bookkeepers working in payroll in Leeds"])(
    "%s",
    (query) => {
      expect(plan(query)).not.toContain("Human Resources Services");
    },
  );
  test.each(["juniors in payroll, Bordeaux", "payroll specialists in Bordeaux"])(
    "'%s' names the accounting field (ISCO's numerical clerks)",
    (query) => {
      expect(plan(query)).toContain("Job title in the Accounting family");
    },
  );
  test("a family said twice is one criterion", () => {
    expect(plan("payroll accountants in Bordeaux")).toBe(
      "Job title in the Accounting family AND Located in Bordeaux, Nouvelle-Aquitaine, France",
    );
  });
  test("a payroll provider is still an employer's industry", () => {
    expect(plan("accountants at a payroll provider in Bordeaux")).toContain("Human Resources Services");
  });
});

describe("career stages said in idiom", () => {
  test.each([
    ["QA testers still finding their feet, Dublin", "Seniority: Entry level"],
    ["copywriters getting their bearings in Madrid", "Seniority: Entry level"],
    ["firmly mid-career UX researchers", "Seniority: Mid level"],
    ["solid mid-career nurses in Cork", "Seniority: Mid level"],
    ["tax accountants with years under their belt", "Seniority: Senior"],
    ["tax accountants with plenty of years under their belts", "Seniority: Senior"],
  ])("'%s' requires %s", (query, level) => {
    expect(positive(query)).toContain(level);
  });
  test("'solid mid-career' is not the seniors too", () => {
    expect(positive("solid mid-career nurses in Cork")).not.toContain("Seniority: Senior");
  });
  test("'well into their careers' is past the junior stage", () => {
    expect(plan("copywriters well into their careers")).toContain(
      "(Seniority: Mid level OR Seniority: Senior)",
    );
  });
  test("'some years under their belt' is past the junior stage", () => {
    expect(plan("tax accountants with some years under their belt")).toContain(
      "(Seniority: Mid level OR Seniority: Senior)",
    );
  });
  test("a count before 'years under their belt' stays the duration's", () => {
    expect(plan("tax accountants with a couple of years under their belt")).toContain(
      "2 to 3 years of experience",
    );
  });
  test.each([
    "QA testers who aren't still finding their feet",
    "QA testers, nobody still finding their feet",
    "QA testers, no one who is still learning the ropes",
  ])("'%s' excludes the beginners", (query) => {
    expect(negative(query)).toContain("Seniority: Entry level");
    expect(positive(query)).not.toContain("Seniority: Entry level");
  });
  test.each([
    ["tax accountants without years under their belt", "Seniority: Senior"],
    ["copywriters not yet well into their careers", "Seniority: Mid level"],
    ["no copywriters still finding their feet", "Seniority: Entry level"],
  ])("'%s' does not require %s", (query, level) => {
    expect(positive(query)).not.toContain(level);
  });
});
