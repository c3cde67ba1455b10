/**
 * Review r62 of branch i45f19 (issue 45, round 15: filters pasted from tools, read-tool-filters.ts).
 * Readings that exclude what was asked, in strangers' phrasings (main read each of the first three
 * groups the right way round before the branch):
 * - a negative operator's value list runs on over the next clause when the clauses are joined by a
 *   comma or a lower-case "and": "Level is not junior, location is London" excludes London,
 *   "country != 'US' and title = 'engineer'" excludes the engineers;
 * - an English sentence whose subject is a column word and whose verb is "is not" / "isn't"
 *   ("Location is not important, senior Python engineers", "Company isn't important, title must be
 *   engineer") is read as a panel's exclusion, and excludes the rest of the sentence;
 * - "WHERE NOT (a AND b)" excludes a and b each, not the people who are both;
 * - "select people from Berlin where ..." loses Berlin (read as SQL's table);
 * - an OR of one column's values inside brackets loses its last value ("(country = 'US' OR
 *   country = 'CA')" asks for the US only);
 * - "is any of: A, B and C" asks for all three;
 * - a word before "in (" / "not in (" is taken for a column and dropped ("engineers not in (Berlin,
 *   Munich)" loses the engineers), and a comparison's value runs on over the next clause ("years >
 *   5, location is London" loses London);
 * - a quoted value holding a comma ('Smith, Jones & Co') turns a list of alternatives into an AND
 *   (the values are written back as prose, unquoted).
 * Companies of this file's own.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive, negative } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Granite Robotics", country: "DE" },
    { id: 2, name: "Tidewater Bank", country: "GB" },
    { id: 3, name: "Smith, Jones & Co", country: "GB" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("a negative operator's values end where its clause ends", () => {
  test.each([
    ["Level is not Junior, location is London", /Located in London/],
    ["Level is not junior, title is data engineer", /Data Engineering/],
    ["Seniority is not junior, and they must be in Berlin", /Located in Berlin/],
    ["Industry is not fintech, must be in London", /Located in London/],
    ["Location (is not): London, title is engineer", /Engineering/],
    ["Stack is not Java, but Kotlin and Spring", /Kotlin/],
    ["Team is not platform, they should be senior backend engineers in Berlin", /Seniority: Senior/],
    ["country != 'US' and title = 'engineer'", /Engineering/],
    ["Country is not Germany or France, title is engineer", /Engineering/],
    ['Title: does not contain "manager", Location: Berlin', /Located in Berlin/],
  ])("%s", (q, asked) => {
    expect(joined(negative(q))).not.toMatch(asked);
    expect(joined(positive(q))).toMatch(asked);
  });
});

describe("a sentence about a column is not a panel's exclusion", () => {
  test.each([
    ["Location is not important, senior Python engineers", /Seniority: Senior/],
    ["Company isn't important, title must be engineer", /Engineering/],
    ["Title is not as important as skills: Python and Go", /Skilled in Go/],
  ])("%s", (q, asked) => {
    expect(joined(negative(q))).not.toMatch(asked);
    expect(joined(positive(q))).toMatch(asked);
  });
});

describe("SQL's structure is kept", () => {
  test("WHERE NOT (a AND b) leaves out those who are both, not everyone who is either", () => {
    const q = "WHERE NOT (country = 'US' AND title = 'engineer')";
    expect(plan(q)).not.toMatch(/^NOT Works in Engineering AND NOT Located in United States$/);
    expect(plan(q)).toMatch(/NOT \(/);
  });

  test("'select people from Berlin where ...' keeps Berlin", () => {
    expect(joined(positive("select people from Berlin where title is engineer"))).toMatch(
      /Located in Berlin/,
    );
  });

  test("an OR of one column's values in brackets keeps every value", () => {
    const q = "WHERE (country = 'US' OR country = 'CA') AND title = 'engineer'";
    expect(joined(positive(q))).toMatch(/Located in Canada/);
    expect(joined(positive(q))).toMatch(/Located in United States/);
  });

  test("'is any of: A, B and C' asks for any of them", () => {
    expect(plan("Skills (is any of): Python, Go and Rust")).not.toMatch(/Python AND Skilled in Go AND/);
    expect(plan("Skills (includes any of): Python, Go and Rust")).not.toMatch(/Python AND Skilled in Go AND/);
  });
});

describe("a quoted value with a comma stays one value", () => {
  test.each([
    "WHERE company IN ('Smith, Jones & Co', 'Tidewater Bank')",
    'Company (is any of): "Smith, Jones & Co", Tidewater Bank',
    'df[df.company.isin(["Smith, Jones & Co", "Tidewater Bank"])]',
  ])("%s", (q) => {
    expect(plan(q)).toMatch(/Smith, Jones & Co OR Currently works at Tidewater Bank/);
  });
});

describe("what is around a tool's operator is kept", () => {
  test.each([
    ["engineers not in (Berlin, Munich)", /Works in Engineering/],
    ["Engineers in (Berlin, Munich)", /Works in Engineering/],
    ["Experience > 5 years, title is engineer", /Works in Engineering/],
    ["years > 5, location is London", /Located in London/],
    ["experience between 3 and 5 years, title is engineer", /Works in Engineering/],
    ["experience between 3 and 5 years, title is engineer", /3 to 5 years/],
  ])("%s", (q, asked) => {
    expect(joined(positive(q))).toMatch(asked);
  });
});
