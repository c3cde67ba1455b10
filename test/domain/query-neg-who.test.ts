/**
 * Round 15 of first sight (issue 45), class neg_who: who is asked, said by negation. A negated
 * lack is the thing ("not without at least 5 years", "nobody without 4 years under their belt":
 * at least that; "not unfamiliar with X", "no stranger to X": skilled in X); a negated subject
 * with a negated predicate is the predicate ("I'm not after anyone who isn't at least a
 * director", "nobody who doesn't know Python"); a negated bound is turned over ("not anyone who's
 * been at their company for less than three years": at least three); an allowance filters nothing
 * and an allowed level joins the level mainly asked ("mostly senior, not that we'd say no to a
 * mid-level"). This test's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Ferncastle", country: "GB" }]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("a negated lack is the thing", () => {
  test.each([
    [
      "Go developers in Oslo, though not without at least 5 years of experience",
      "At least 5 years of experience",
    ],
    ["Nobody without 4 years under their belt: accountants in Leeds", "At least 4 years of experience"],
    ["SREs in Oslo who are not unfamiliar with Kubernetes", "Skilled in Kubernetes"],
    ["product designers in Lyon, no strangers to Sketch", "Skilled in Sketch"],
    ["nobody who doesn't know Python — data engineers in Porto", "Skilled in Python"],
  ])("%s", (q, asked) => {
    expect(positive(q)).toContain(asked);
    expect(negative(q)).not.toContain(asked);
  });
});

describe("a negated subject with a negated level is the level", () => {
  test("not after anyone who isn't at least a director", () => {
    const q = "Sales people — I'm not after anyone who isn't at least a director";
    for (const l of ["Seniority: Director", "Seniority: VP", "Seniority: C-level"])
      expect(positive(q)).toContain(l);
    expect(negative(q).some((l) => l.startsWith("Seniority:"))).toBe(false);
  });
  test("no one who isn't mid-level or above", () => {
    const q = "Data analysts in Rome, no one who isn't at least mid-level";
    expect(positive(q)).toContain("Seniority: Mid level");
    expect(negative(q)).not.toContain("Seniority: Mid level");
  });
});

describe("a negated bound is turned over", () => {
  test.each([
    ["Recruiters — but not anyone who's been at their company for less than three years", 36],
    ["no one who has been at their company for fewer than 2 years: sales engineers", 24],
  ])("%s", (q, months) => {
    expect(positive(q)).toContain(`At the current company for at least ${months} months`);
    expect(negative(q).some((l) => l.startsWith("At the current company"))).toBe(false);
  });
});

describe("allowances filter nothing", () => {
  test("an allowed level joins the level mainly asked", () => {
    const q = "Mostly senior designers in Lyon, not that we'd say no to a mid-level, but no juniors";
    expect(positive(q)).toContain("Seniority: Senior");
    expect(positive(q)).toContain("Seniority: Mid level");
    expect(negative(q)).not.toContain("Seniority: Mid level");
    expect(negative(q)).toContain("Seniority: Entry level");
  });
  test.each([
    ["QA engineers in Porto — seniors are no dealbreaker", "Seniority: Senior"],
    ["analysts in Leeds, interns are not a problem", "Seniority: Intern"],
    ["Recruiters in Dublin; juniors are fine", "Seniority: Entry level"],
    ["we wouldn't say no to a junior: data engineers in Oslo", "Seniority: Entry level"],
  ])("%s", (q, level) => {
    expect(positive(q)).not.toContain(level);
    expect(negative(q)).not.toContain(level);
  });
  test("'any X is fine' is still the ask", () => {
    const q = "Other than Madrid, any Spanish city is fine: accountants";
    expect(positive(q)).toContain("Located in Spain");
  });
});
