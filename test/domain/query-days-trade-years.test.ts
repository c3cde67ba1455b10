/**
 * Durations found dropped or loose trying the parser as a stranger (stop 63): windows in days ("hired
 * in the last 90 days" was read as six months), a role's time with its bound but no "for" ("in their
 * role less than 6 months" was dropped), a career's length said by where it was spent ("20 years in
 * the industry", "two decades in tech" were dropped).
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Quartzline", country: "DE" }]),
  new Date(Date.UTC(2026, 10, 27)),
);

describe("a window in days", () => {
  test.each([
    ["people hired in the last 30 days", "at most 1 months"],
    ["engineers who joined in the past 60 days", "at most 2 months"],
    ["sales reps who started within the last 90 days", "at most 3 months"],
    ["designers at Quartzline for 100 days", "at least 3 months"],
  ])("%s", (q, bound) => {
    expect(plan(q)).toContain(`At the current company for ${bound}`);
  });
});

describe("a role's time with its bound and no 'for'", () => {
  test.each([
    ["managers who have been in their role less than 6 months", "In the current job for at most 5 months"],
    ["analysts in their current job over 2 years", "In the current job for at least 25 months"],
    ["engineers in the position at least 3 years", "In the current job for at least 36 months"],
  ])("%s", (q, said) => {
    expect(plan(q)).toContain(said);
  });
});

describe("years in the industry are experience", () => {
  test.each([
    ["engineers with 20 years in the industry", "At least 20 years of experience"],
    ["engineers with two decades in tech", "At least 20 years of experience"],
    ["accountants with 5 yrs in the field", "At least 5 years of experience"],
    ["designers with 10+ years in the business", "At least 10 years of experience"],
  ])("%s", (q, said) => {
    expect(plan(q)).toContain(said);
  });
  test("the industry alone is no duration", () => {
    expect(plan("engineers in the industry")).not.toContain("experience");
  });
});
