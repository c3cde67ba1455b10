/**
 * Round 15 of first sight (issue 45; test/quality/first-sight-15/README.md), class filter_sql: SQL
 * WHERE clauses and pandas filters pasted from a notebook are read as their columns' conditions:
 * `!=`, `<>`, NOT IN, NOT ILIKE and `~...isin` exclude each value; IN lists, ILIKE patterns on a
 * title (the roles whose titles the pattern matches), `= ANY(skills)`, tenure and experience
 * comparators become the criteria the parser has for them; a top-level OR is declined, never read
 * as AND. This test's own companies, places and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { readToolFilters } from "../../src/domain/query/read-tool-filters.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Ferro Logistics", country: "IT" },
  { id: 2, name: "Quartzline", country: "DE" },
  { id: 3, name: "Tidewater Bank", country: "US" },
]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const has = (labels: string[], start: string) => labels.some((l) => l.startsWith(start));

describe("filter_sql: SQL WHERE clauses", () => {
  test("an ILIKE pattern names the role it matches; IN lists ISO codes; <> excludes a level", () => {
    const q =
      "SELECT id FROM talent WHERE job_title ILIKE '%financial anal%' AND country IN ('IT','ES') AND level <> 'junior'";
    expect(positive(q)).toEqual([
      "Job title in the Financial Analysis family",
      "Located in Italy",
      "Located in Spain",
    ]);
    expect(has(negative(q), "Seniority: Entry level")).toBe(true);
  });
  test("NOT IN excludes every employer listed; a tenure column compared is the time at the company", () => {
    const q =
      "WHERE department = 'marketing' AND city = 'Vienna' AND employer NOT IN ('Ferro Logistics', 'Quartzline') AND tenure_years >= 3";
    const pos = positive(q);
    expect(pos).toContain("Works in Marketing");
    expect(has(pos, "Located in Vienna")).toBe(true);
    expect(pos).toContain("At the current company for at least 36 months");
    expect(pos.some((l) => l.includes("Ferro") || l.includes("Quartzline") || l.includes("India"))).toBe(
      false,
    );
    expect(negative(q)).toEqual(["Currently works at Ferro Logistics", "Currently works at Quartzline"]);
  });
  test("a != on a country code excludes the country; IN on levels asks for them", () => {
    const q = "WHERE seniority IN ('Head', 'VP') AND function = 'Sales' AND country_code != 'GB'";
    const pos = positive(q);
    expect(pos).toContain("Works in Sales");
    expect(pos).not.toContain("Located in United Kingdom");
    expect(negative(q)).toEqual(["Located in United Kingdom"]);
  });
  test("'x' = ANY(skills) requires the skill; NOT ILIKE on a location excludes the city", () => {
    const q =
      "SELECT * FROM people WHERE 'terraform' = ANY(skills) AND title = 'DevOps Engineer' AND location NOT ILIKE '%munich%'";
    expect(positive(q)).toEqual(
      expect.arrayContaining(["Skilled in Terraform", "Job title in the DevOps family"]),
    );
    expect(has(negative(q), "Located in Munich")).toBe(true);
  });
  test("table-qualified columns after a 'filters:' header; != on a department excludes it", () => {
    const q =
      "filters: people.current_employer = 'Tidewater Bank' AND people.level IN ('Senior','Lead') AND people.department != 'Finance'";
    expect(positive(q)).toContain("Currently works at Tidewater Bank");
    expect(negative(q)).toEqual(["Works in Finance"]);
  });
  test("BETWEEN's AND is the range's; LOWER(col) LIKE is the column's pattern", () => {
    const q =
      "SELECT * FROM people WHERE years_experience BETWEEN 2 AND 6 AND LOWER(job_title) LIKE '%recruit%' AND employer <> 'Quartzline'";
    expect(positive(q)).toEqual(
      expect.arrayContaining(["Job title in the Recruiting family", "2 to 6 years of experience"]),
    );
    expect(negative(q)).toEqual(["Currently works at Quartzline"]);
  });
  test("a top-level OR between conditions is declined, not read as AND", () => {
    expect(readToolFilters("WHERE country = 'FR' OR country = 'DE'", companies)).toBeUndefined();
  });
});

describe("filter_sql: pandas filters", () => {
  test("== on a role, isin on ISO codes, >= on years of experience", () => {
    const q = "df[(df.job_title == 'Recruiter') & (df.country.isin(['NL', 'BE'])) & (df.yoe >= 6)]";
    expect(positive(q)).toEqual([
      "Job title in the Recruiting family",
      "Located in Netherlands",
      "Located in Belgium",
      "At least 6 years of experience",
    ]);
    expect(negative(q)).toEqual([]);
  });
  test("str.contains names the roles its pattern matches; ~isin excludes; months_in_role is the current job", () => {
    const q =
      "df[df.title.str.contains('Security|AppSec', case=False) & (df.months_in_role < 18) & ~df.country.isin(['US', 'CA'])]";
    const pos = positive(q);
    expect(pos).toContain("Job title in the Security Engineering family");
    expect(pos).toContain("In the current job for at most 17 months");
    expect(negative(q)).toEqual(["Located in United States", "Located in Canada"]);
  });
  test("df.loc with df['col'] columns: != excludes the level, == asks for the department", () => {
    const q = "df.loc[(df['country'] == 'AT') & (df['title'] != 'Intern') & (df['department'] == 'Legal')]";
    expect(positive(q)).toEqual(expect.arrayContaining(["Located in Austria", "Works in Legal"]));
    expect(negative(q)).toEqual(["Seniority: Intern"]);
  });
  test("!= on a country in double quotes excludes it, never matches it as a word", () => {
    const q = 'df[(df.role == "Data Scientist") & (df.country != "IN")]';
    expect(positive(q)).toEqual(["Job title in the Data Science family"]);
    expect(negative(q)).toEqual(["Located in India"]);
  });
});
