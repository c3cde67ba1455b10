/**
 * Round 15 of first sight (issue 45), class neg_company: employers said by negation. One employer
 * all along said as never leaving it ("haven't ever left the company they started at", "still at
 * their first employer", "never changed employers") is no earlier employer; "never been at X" is X
 * neither now nor before; "not unlike our last search" asks nothing; an allowance beside an
 * exclusion of a company filters nothing and the exclusion holds. This test's own companies.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Sable & Rye", country: "US" },
  { id: 2, name: "Quartzline", country: "DE" },
  { id: 3, name: "Marlowe Robotics", country: "GB" },
]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const MOVED = "Has changed employer (an earlier job at another company)";

describe("one employer all along, said as never leaving it", () => {
  test.each([
    ["Data engineers who haven't ever left the company they started at"],
    ["SREs in Leeds who have never left their first employer"],
    ["designers still at their first company"],
    ["accountants who stayed with the firm they started out at"],
    ["QA engineers who have never changed employers"],
  ])("%s", (q) => {
    expect(negative(q)).toContain(MOVED);
    expect(positive(q)).not.toContain(MOVED);
  });
});

describe("never been at X: neither now nor before", () => {
  test.each([
    ["Accountants in Leeds who have never been at Sable & Rye", "Sable & Rye"],
    ["data scientists who never worked at Quartzline", "Quartzline"],
  ])("%s", (q, company) => {
    expect(negative(q)).toContain(`Works or worked at ${company}`);
    expect(positive(q).some((l) => l.includes(company))).toBe(false);
  });
});

describe("hedges beside an exclusion of a company", () => {
  test("not unlike asks nothing", () => {
    const q = "Not unlike the last list, but nobody at Quartzline: designers in Leeds";
    expect(negative(q).some((l) => l.includes("unlike"))).toBe(false);
    expect(negative(q)).toContain("Currently works at Quartzline");
  });
  test("an allowance filters nothing and the exclusion holds", () => {
    const q = "Analysts in Leeds — juniors are no dealbreaker, but nobody from Marlowe Robotics";
    expect(positive(q)).not.toContain("Seniority: Entry level");
    expect(negative(q).some((l) => l.includes("dealbreaker"))).toBe(false);
    expect(negative(q)).toContain("Currently works at Marlowe Robotics");
  });
});
