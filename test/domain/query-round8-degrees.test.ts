/**
 * Round 8 of first sight (issue 45; test/quality/first-sight-8/README.md), class 7: Indian
 * qualification words. "M.Tech", "M.E.", "M.Sc" and "MS" beside a degree word are a master's;
 * "B.Tech", "B.E.", "B.Sc" a bachelor's; "qualified CAs" chartered accountants (the accounting
 * family); "Big 4 exp preferred" a preference only. "MS" and "CA" alone keep their other senses.
 * This test's own places and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Quartzline", country: "DE" }]);
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed, positive } = queryReaders(companies, now);

describe("master's degrees as Indian postings write them", () => {
  test.each([
    ["Need ML engineers with M.Tech or MS, Hyderabad or Pune"],
    ["M.Tech / MS graduates working as data engineers in Pune"],
    ["data engineers (M.E. / M.Sc) in Pune"],
    ["data engineers with an MS, based in Pune"],
    ["MS or M.Tech holders, data engineers, Pune"],
  ])("%s", (q) => {
    const pos = positive(q);
    expect(pos).toContain("Holds a master's degree");
    expect(pos.some((l) => l.startsWith("Located in Pune"))).toBe(true);
    expect(parsed(q).prefer).not.toContain("tech");
    expect(parsed(q).prefer).not.toContain("ms");
  });
  test("MS alone is not a degree", () => {
    expect(positive("MS Office power users in Pune")).not.toContain("Holds a master's degree");
  });
});

describe("bachelor's degrees", () => {
  test.each([["B.Tech freshers as QA engineers in Nagpur"], ["QA engineers, B.E. / B.Sc, Nagpur"]])(
    "%s",
    (q) => {
      expect(positive(q)).toContain("Holds a bachelor's degree");
      expect(parsed(q).prefer).not.toContain("tech");
    },
  );
});

describe("chartered accountants", () => {
  test.each([
    ["Hiring qualified CAs with 3+ yrs exp in Ahmedabad"],
    ["CAs in Ahmedabad with 3+ yrs exp, Big 4 exp preferred"],
    ["CA professionals, Ahmedabad, 3+ yrs exp"],
  ])("%s", (q) => {
    const pos = positive(q);
    expect(pos).toContain("Job title in the Accounting family");
    expect(pos).toContain("At least 3 years of experience");
    expect(pos.some((l) => /big|data/i.test(l))).toBe(false);
  });
  test("CA alone is California or Canada, never an accountant", () => {
    expect(positive("backend engineers in CA")).not.toContain("Job title in the Accounting family");
  });
});
