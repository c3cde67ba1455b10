/**
 * Review r66 of the excluded experience bounds (read-excluded-ceilings.ts and the range passes
 * after it): each test.failing is one defect class, in phrasings of this file's own; it flips to a
 * failure when fixed. The plain tests are readings checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

describe("defects", () => {
  // OPPOSITE: an exclusion of too much experience ("skip anyone with more than 10 years", "nobody
  // with over 12 years") is read as a floor above it (at least 11, at least 13): the only people
  // asked for are the ones excluded. The pass reads only "under / less than / below" after a cue.
  // Expected: at most N years (with a floor said too: the range).
  for (const [query, expected] of [
    ["backend engineers, skip anyone with more than 10 years", "At most 10 years"],
    ["backend engineers, nobody with over 12 years", "At most 12 years"],
    ["backend engineers, skip anyone under 3 years, skip anyone over 10 years", "3 to 10 years"],
  ]) {
    test(`'${query}' reads ${expected}`, () => {
      expect(plan(query as string)).toContain(expected as string);
    });
  }

  // OPPOSITE / NONSENSE: an age ("nobody under 30", "no one under 40", "anyone under 30 years old",
  // "nobody over 50") in a query that counts years elsewhere is read by the range passes as
  // experience: at most 29 years (the 5-year floor lost), at least 40 years, at least 30 years. An
  // age is no criterion the data holds: expected dropped with a note, the years said kept.
  for (const [query, wrong] of [
    ["data engineers with 5 years, nobody under 30", /At most 29|30 years/],
    ["data engineers with 5 years, no one under 40", /40 years/],
    ["data engineers with 5 years experience, nobody over 50", /40 years|50 years/],
    ["backend engineers, skip anyone under 30 years old", /30 years/],
  ]) {
    test(`'${query}' reads no age as experience`, () => {
      expect(plan(query as string)).not.toMatch(wrong as RegExp);
    });
  }

  // CHANGED ASK: too little time in the current job excluded is read as too little experience:
  // "exclude anyone with under 2 years at their current company" is at least 2 years of experience,
  // though "with at least 2 years at their current company" reads the tenure.
  test("'exclude anyone with under 2 years at their current company' is tenure", () => {
    expect(plan("backend engineers, exclude anyone with under 2 years at their current company")).toContain(
      "At the current company for at least 24 months",
    );
  });

  // CRITERION LOST: the floor said first ("with 10 years") is not read as experience at all, so the
  // excluded ceiling after it is the only bound.
  test("'backend engineers with 10 years, skip anyone under 3' keeps at least 10", () => {
    expect(plan("backend engineers with 10 years, skip anyone under 3")).toContain("At least 10 years");
  });
});

describe("checked and found right", () => {
  test("an excluded ceiling is a floor", () => {
    expect(plan("backend engineers, skip anyone under three years")).toContain(
      "At least 3 years of experience",
    );
    expect(plan("backend engineers, not more than 10 years")).toContain("At most 10 years of experience");
    expect(plan("backend engineers with at least 5 years of experience, skip anyone under 3")).toContain(
      "At least 5 years of experience",
    );
  });
});
