/**
 * Review r68: the employment record and role frames said formally or plainly, and the job ad's
 * "You are ..." and payroll readers of stop 68. Each test.failing is one defect class, in
 * phrasings of this file's own, ranked by harm (inverted first); it flips to a failure when fixed.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Hooli", country: "US" },
  { id: 2, name: "Initech", country: "US" },
]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const required = (q: string) => positive(q).join(" | ");

describe("defects", () => {
  // OPPOSITE: "not employed by X" and "no longer employed by X" (without "thereby") are read as
  // "Not working now" AND the employer X required: the people sought are excluded and nobody meets
  // both. "not employed at X", "not working at X" are right. Expected: X excluded (and for "no
  // longer", X an earlier employer), no "Not working now".
  for (const query of [
    "Accountants not employed by Hooli.",
    "Accountants in Leeds, provided that they are not employed by Hooli.",
    "Engineers no longer employed by Hooli.",
  ]) {
    test(`'${query}' does not require Hooli`, () => {
      expect(required(query)).not.toContain("Currently works at Hooli");
      expect(required(query)).not.toContain("Not working now");
      expect(negative(query).join(" | ")).toContain("Currently works at Hooli");
    });
  }

  // OPPOSITE: a verb of leaving out that is itself negated or waived ("Don't skip", "No need to
  // skip", "Omit nobody") still excludes the level; "Skip anyone not at senior level" excludes the
  // seniors it keeps. Expected: the level not excluded (required for "skip anyone not at").
  for (const [query, level] of [
    ["Don't skip anyone at entry level. Find nurses in Leeds.", "Seniority: Entry level"],
    ["Find nurses in Leeds. No need to skip juniors.", "Seniority: Entry level"],
    ["Find accountants in Leeds. Omit nobody at entry level.", "Seniority: Entry level"],
    ["Find accountants in Leeds. Skip anyone not at senior level.", "Seniority: Senior"],
  ] as const) {
    test(`'${query}' does not exclude ${level}`, () => {
      expect(negative(query)).not.toContain(level);
    });
  }

  // INVENTED CRITERION: a persona that is a role and a level ("You are the CTO of a startup", "You
  // are a founder at a fintech", "You are a hiring manager") before "We need <role>" is read into
  // the ask: ORed with the role sought, or its level and its employer's industry required.
  // Expected: the persona dropped, the role sought alone (a "We need" naming a role, not "you").
  for (const [query, invented] of [
    ["You are the CTO of a startup. We need a backend engineer in Berlin.", "C-level"],
    ["You are a founder at a fintech. We need senior designers in Oslo.", "Founder"],
    ["You are a founder at a fintech. We need senior designers in Oslo.", "Fintech"],
    ["You are a hiring manager at a startup. We need a designer in Oslo.", "Seniority: Manager"],
  ] as const) {
    test(`'${query}' does not ask for ${invented}`, () => {
      expect(plan(query)).not.toContain(invented);
    });
  }

  // INVENTED CRITERION: "payroll" as the mode of employment ("on X's payroll", "on the payroll of X",
  // "not on payroll", "paid via payroll") is read as the Accounting family: ORed with the role asked
  // or excluded. Expected: no Accounting family (the employer X, where named, required).
  for (const query of [
    "Engineers on Hooli's payroll in Austin.",
    "Engineers on the payroll of Hooli.",
    "Contractors, not on payroll, in London.",
    "Designers paid via payroll in Leeds.",
  ]) {
    test(`'${query}' asks for no accountants`, () => {
      expect(plan(query)).not.toContain("Accounting");
    });
  }

  // DROPPED: "managerial positions" with no department after it ("in managerial positions in
  // Leeds", "managerial staff") drops the management level; only "within <department>" is read.
  // Expected: the management levels required.
  for (const query of ["Persons holding managerial positions in Berlin.", "Managerial staff in Leeds."]) {
    test(`'${query}' requires a management level`, () => {
      expect(plan(query)).toContain("Seniority: Manager");
    });
  }
});

describe("checked and found right", () => {
  test("'not employed at X', 'not working at X' exclude X", () => {
    for (const q of [
      "Accountants who aren't employed at Hooli.",
      "Accountants who are not working at Hooli.",
    ])
      expect(plan(q)).toBe("Job title in the Accounting family AND NOT Currently works at Hooli");
  });
  test("'who no longer work for X' left X", () => {
    expect(plan("Designers who no longer work for Hooli.")).toBe(
      "Works in Design AND Previously worked at Hooli AND NOT Currently works at Hooli",
    );
  });
  test("formerly and presently in the employ of two companies", () => {
    expect(plan("Persons formerly employed by Hooli and presently employed by Initech.")).toBe(
      "Currently works at Initech AND Previously worked at Hooli",
    );
  });
  test("a job ad's 'You are a <role>' with a negated level and employer keeps their polarity", () => {
    const q = "You are a data engineer who has never worked at Hooli. We need you in Austin.";
    expect(required(q)).toContain("Data Engineering");
    expect(negative(q).join(" | ")).toContain("Hooli");
  });
  test("an expert-recruiter persona is dropped", () => {
    expect(plan("You are an expert recruiter. We need backend engineers in Berlin.")).toBe(
      "Job title Backend Engineer AND Located in Berlin, Berlin, Germany",
    );
  });
  test("'Skip to the seniors' asks for seniors", () => {
    expect(required("Find accountants in Leeds. Skip to the seniors.")).toContain("Seniority: Senior");
  });
  test("'heads of engineering, not of data engineering' excludes the family", () => {
    expect(plan("Heads of engineering in Berlin, not of data engineering.")).toContain(
      "NOT Job title in the Data Engineering family",
    );
  });
});
