/**
 * "never at X" (issue 45, round 16: "never the opposite"): an employer the person has never had,
 * neither now nor before, said without a verb ("never at", "never with", "not ever at", "at no
 * point at"). Read as "not at X" it excluded only X's current people and put its former ones on the
 * first page. This file's own phrasings and companies.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive, negative } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Marlowe Robotics", country: "GB" },
    { id: 2, name: "Saffron Ledger", country: "ES" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("'never' before an employer is now or before", () => {
  test.each([
    "data analysts, but never at Saffron Ledger",
    "data analysts never with Saffron Ledger",
    "data analysts who were at no point at Saffron Ledger",
    "data analysts - not ever at Saffron Ledger",
    "the longest-serving data analysts, never been with Saffron Ledger",
  ])("%s", (q) => {
    expect(joined(negative(q))).toMatch(/Works or worked at Saffron Ledger/);
    expect(joined(positive(q))).not.toMatch(/Saffron Ledger/);
    expect(joined(positive(q))).toMatch(/Data Analysis/);
  });
  test("a list after 'never at' is each employer, now or before", () => {
    const q = "recruiters never at Saffron Ledger or Marlowe Robotics";
    expect(joined(negative(q))).toMatch(/Works or worked at Saffron Ledger/);
    expect(joined(negative(q))).toMatch(/Works or worked at Marlowe Robotics/);
  });
  test("'never worked anywhere else' keeps its one-employer reading", () => {
    expect(joined(negative("recruiters who have never worked anywhere else"))).toMatch(/earlier employer/);
  });
});
