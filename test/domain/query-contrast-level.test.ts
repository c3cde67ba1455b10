/**
 * Round 15 of first sight (issue 45), class contrast_level: levels said as a place on the ladder
 * ("more senior than a manager but not yet a VP", "above X but below Y", "one level above mid",
 * "a step below the VPs") are the rungs they mean; a contrast between two levels of the same
 * function leaves out the other level, never the function they share. This test's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Larkspur Bio", country: "GB" }]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const levels = (labels: string[]) => labels.filter((l) => l.startsWith("Seniority:")).sort();

describe("ranges and steps of level are the rungs they mean", () => {
  test.each([
    ["Finance people more senior than a manager but not yet a director", ["Seniority: Head of"]],
    ["Marketing people above head level but below VP", ["Seniority: Director"]],
    ["Sales folks senior to a manager, short of VP", ["Seniority: Director", "Seniority: Head of"]],
    ["Data scientists one level below senior", ["Seniority: Mid level"]],
    ["Designers two levels above junior", ["Seniority: Senior"]],
    ["Sales people a step above director", ["Seniority: VP"]],
    ["QA engineers one notch above an intern", ["Seniority: Entry level"]],
  ])("%s", (q, rungs) => {
    expect(levels(positive(q))).toEqual(rungs);
  });
  test("a bound is strict: the rung named is never asked", () => {
    for (const q of [
      "product people more senior than a manager but not yet a VP",
      "engineering folks above manager but under VP",
    ]) {
      expect(positive(q)).not.toContain("Seniority: Manager");
      expect(positive(q)).not.toContain("Seniority: VP");
    }
  });
  test("a range across the two ladders is not applied, never read as a rung it names", () => {
    const q = "engineers more senior than a senior but not a manager";
    expect(positive(q)).not.toContain("Seniority: Senior");
    expect(positive(q)).not.toContain("Seniority: Manager");
  });
  test("a ceiling said with a negation stays a ceiling", () => {
    const q = "nobody above director: sales people in Leeds";
    expect(negative(q)).toContain("Seniority: VP");
    expect(positive(q)).not.toContain("Seniority: VP");
  });
});

describe("a contrast between levels leaves out the other level, not the shared function", () => {
  test.each([
    [
      "HR directors as opposed to the HR VPs",
      "Seniority: Director",
      "Seniority: VP",
      "Works in Human Resources",
    ],
    [
      "Senior data analysts rather than mid-level data analysts",
      "Seniority: Senior",
      "Seniority: Mid level",
      "Job title in the Data Analysis family",
    ],
  ])("%s", (q, asked, left, shared) => {
    expect(positive(q)).toContain(asked);
    expect(negative(q)).toContain(left);
    expect(positive(q)).toContain(shared);
    expect(negative(q)).not.toContain(shared);
  });
  test("a B that adds only words the parser cannot read is not applied", () => {
    const q = "Finance managers as opposed to the finance clerks who report to them";
    expect(negative(q)).not.toContain("Works in Finance");
    expect(positive(q)).toContain("Seniority: Manager");
  });
});
