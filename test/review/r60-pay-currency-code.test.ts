/**
 * Review r60: the ad-pay pass (read-pay.ts, 29915dd) takes a currency code with a number as pay,
 * so "CAD 5+ years" (computer-aided design, then the years asked) was read as five Canadian
 * dollars and taken out with the years: the experience criterion c3d22dc read was lost. A currency
 * code (letters) before a small bare number, with no thousands letter and no pay word, is not pay.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, parsed } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Globex Corporation", country: "US" }]),
  new Date(Date.UTC(2026, 5, 15)),
);

test("a currency code before a small bare number is not pay", () => {
  expect(plan("designers with CAD 5+ years experience")).toContain("At least 5 years of experience");
  expect(parsed("designers with CAD 5+ years experience").notes.join(" ")).not.toContain("the job's pay");
});

test("pay written with a code still reads as pay", () => {
  for (const q of [
    "account executives, CAD 90k base",
    "engineers, EUR 80,000 salary",
    "engineers, USD 120000",
  ])
    expect(parsed(q).notes.join(" ")).toContain("the job's pay");
});
