/**
 * Round 15 of first sight (issue 45; test/quality/first-sight-15/README.md), class filter_sheet:
 * spreadsheet filters pasted as they are: a `=FILTER(range, D2:D="x", G2:G<>"y")` formula (column
 * letters: the values say what they are), `(Table[Col]="x")*(Table[Col]<>"y")`, AutoFilter
 * settings ("Level: does not equal Intern", "Role: begins with Sales", "Column D: Does not equal
 * X"), a header row and its row of values ("Role | Employer — Recruiter | ≠ Acme"), Airtable and
 * Notion view filters. `<>`, "does not equal", "≠" and "is not" exclude. This test's own
 * companies, places and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { readToolFilters } from "../../src/domain/query/read-tool-filters.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Ferro Logistics", country: "IT" },
  { id: 2, name: "Marlowe Robotics", country: "GB" },
  { id: 3, name: "Tidewater Bank", country: "US" },
]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const has = (labels: string[], start: string) => labels.some((l) => l.startsWith(start));

describe("filter_sheet: formulas", () => {
  test("=FILTER with column letters: <> on an employer's name excludes the employer", () => {
    const q = `=FILTER(Staff!A2:K, Staff!C2:C="Product Manager", Staff!F2:F="Madrid", Staff!J2:J<>"Ferro Logistics")`;
    const pos = positive(q);
    expect(pos).toContain("Job title in the Product Management family");
    expect(has(pos, "Located in Madrid")).toBe(true);
    expect(pos.some((l) => l.includes("Ferro"))).toBe(false);
    expect(negative(q)).toEqual(["Currently works at Ferro Logistics"]);
  });
  test("conditions multiplied, with a table's named columns", () => {
    const q = `=FILTER(Table1, (Table1[Country]="Italy")*(Table1[Level]<>"Junior")*(Table1[Role]="Accountant"))`;
    expect(positive(q)).toEqual(
      expect.arrayContaining(["Located in Italy", "Job title in the Accounting family"]),
    );
    expect(has(negative(q), "Seniority: Entry level")).toBe(true);
  });
  test("=QUERY's query string over column letters: <> excludes the employer", () => {
    const q = `=QUERY(Staff!A:K, "select * where C = 'Accountant' and J <> 'Tidewater Bank'")`;
    expect(positive(q)).toEqual(["Job title in the Accounting family"]);
    expect(negative(q)).toEqual(["Currently works at Tidewater Bank"]);
  });
  test("an OR of conditions (+) is declined, not read as AND", () => {
    expect(readToolFilters(`=FILTER(A2:D, (B2:B="Rome")+(B2:B="Milan"))`, companies)).toBeUndefined();
  });
});

describe("filter_sheet: AutoFilter, header rows and view filters", () => {
  test("'does not equal' excludes; 'begins with' names the roles whose titles begin so", () => {
    const q = "AutoFilter — Country: equals Sweden; Level: does not equal Junior; Role: begins with Customer";
    const pos = positive(q);
    expect(pos).toContain("Located in Sweden");
    expect(pos).toEqual(
      expect.arrayContaining([
        "Job title in the Customer Success family",
        "Job title in the Customer Support family",
      ]),
    );
    expect(has(negative(q), "Seniority: Entry level")).toBe(true);
  });
  test("an excluded pattern excludes only the families all of whose titles it matches, else nothing", () => {
    const all = "AutoFilter — City: equals Vienna; Title: does not contain Analyst";
    expect(negative(all)).toContain("Job title in the Data Analysis family");
    expect(negative(all)).not.toContain("Job title in the Financial Analysis family");
    // "Data" begins some of each data family's titles, not all ("Analytics Engineer"): not applied.
    const some = "AutoFilter — City: equals Vienna; Title: does not begin with Data";
    expect(negative(some)).toEqual([]);
    expect(positive(some).some((l) => l.includes("Data"))).toBe(false);
  });
  test("'Column D: Does not equal X' by letter: the value is an employer, excluded", () => {
    const q = "AutoFilter — Column D: Does not equal Tidewater Bank; Column B: equals Accountant";
    expect(positive(q)).toEqual(["Job title in the Accounting family"]);
    expect(negative(q)).toEqual(["Currently works at Tidewater Bank"]);
  });
  test("a header row and its values: ≠ under Employer excludes it, > under Tenure is the time there", () => {
    const q =
      "Role | Employer | City | Tenure — Recruiter, Technical Recruiter | ≠ Marlowe Robotics | Vienna | > 3 yrs";
    const pos = positive(q);
    expect(has(pos, "Job title in the Recruiting family")).toBe(true);
    expect(has(pos, "Located in Vienna")).toBe(true);
    expect(pos).toContain("At the current company for at least 37 months");
    expect(negative(q)).toEqual(["Currently works at Marlowe Robotics"]);
  });
  test("an Airtable view filter: {Column} is not excludes, is any of lists", () => {
    const q =
      "Grid view filter: Where {Title} is 'Data Engineer' AND {City} is any of 'Vienna', 'Prague' AND {Level} is not 'Senior'";
    const pos = positive(q);
    expect(pos).toContain("Job title in the Data Engineering family");
    expect(has(pos, "Located in Vienna")).toBe(true);
    expect(has(pos, "Located in Prague")).toBe(true);
    expect(negative(q)).toEqual(["Seniority: Senior"]);
  });
});
