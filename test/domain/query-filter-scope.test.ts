/**
 * Filters pasted from tools (issue 45, round 15, review r62): where an operator's values end, and
 * when the tool-filter reader must decline. A negative operator's list ends at the next named
 * column; values that are a sentence about the column ("isn't Finance, and they should be...",
 * "don't matter", "is not critical") leave the text to the prose readers; a NOT before a bracketed
 * group of several keeps the group; English "select X from Y where" keeps X and Y; an "any of"
 * list stays alternatives; a city named like a hedge word is a city. This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive, negative } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Marlowe Robotics", country: "GB" },
    { id: 2, name: "Quartz, Hale & Partners", country: "US" },
    { id: 3, name: "Quartzline", country: "DE" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("a negative operator's values end at the next named column", () => {
  test.each([
    ["Seniority is not Director, city is Madrid", /Located in Madrid/, /Seniority: Director/],
    ["Country is not FR, function is Sales", /Works in Sales/, /Located in France/],
    ["Department (is not): Legal, country: Spain", /Located in Spain/, /Works in Legal/],
  ])("%s", (q, asked, excluded) => {
    expect(joined(positive(q))).toMatch(asked);
    expect(joined(negative(q))).not.toMatch(asked);
    expect(joined(negative(q))).toMatch(excluded);
  });
});

describe("values that are a sentence about the column are left to the prose readers", () => {
  test.each([
    ["Department isn't Finance, and they should be based in Lisbon", /Located in Lisbon/],
    ["Department is not critical, Kotlin engineers in Madrid", /Skilled in Kotlin/],
    ["Region is flexible, title is recruiter", /Recruiting/],
  ])("%s", (q, asked) => {
    expect(joined(negative(q))).not.toMatch(asked);
    expect(joined(positive(q))).toMatch(asked);
  });
});

describe("SQL's brackets and English SELECTs", () => {
  test("NOT before a bracketed AND keeps the group", () => {
    expect(plan("WHERE NOT (city = 'Madrid' AND seniority = 'senior')")).toMatch(/^NOT \(/);
  });
  test("a bracketed OR of one column is every value, with the AND after it", () => {
    const q = "WHERE (city = 'Madrid' OR city = 'Lisbon') AND department = 'Finance'";
    expect(joined(positive(q))).toMatch(/Located in Madrid.*Located in Lisbon|Located in Lisbon.*Madrid/);
    expect(joined(positive(q))).toMatch(/Works in Finance/);
    expect(negative(q)).toEqual([]);
  });
  test("a bracketed OR across columns is never read as AND", () => {
    expect(plan("WHERE (city = 'Madrid' OR department = 'Finance')")).toMatch(/ OR /);
  });
  test("'select engineers from Lisbon where ...' keeps who and where", () => {
    const pos = joined(positive("select engineers from Lisbon where seniority = 'senior'"));
    expect(pos).toMatch(/Located in Lisbon/);
    expect(pos).toMatch(/Engineering/);
  });
  test("a SQL-shaped FROM is a table", () => {
    expect(joined(positive("SELECT * FROM Contacts WHERE city = 'Lisbon'"))).not.toMatch(/contacts/i);
  });
  test("a word before 'not in (...)' is no column", () => {
    expect(joined(positive("recruiters not in (Madrid, Lisbon)"))).toMatch(/Recruiting/);
  });
});

describe("lists and ranges as the tool means them", () => {
  test("'one of: A, B and C' is any of them", () => {
    expect(plan("Department (one of): Finance, Legal and Sales")).toMatch(
      /^\(Works in Finance OR Works in Legal OR Works in Sales\)$/,
    );
  });
  test("'between 2 and 4 years' is a range, the next clause its own", () => {
    const pos = joined(positive("Tenure between 2 and 4 years, department is Finance"));
    expect(pos).toMatch(/Works in Finance/);
    expect(pos).toMatch(/24 months/);
  });
  test("a quoted name with a comma is one company", () => {
    expect(plan('Company (is any of): "Quartz, Hale & Partners", Quartzline')).toMatch(/ OR /);
  });
});

describe("a city named like a hedge word is a city", () => {
  test.each([
    ["Exclude locations: Nice | Department: Finance", "negative"],
    ["Location (is not): Nice | Department: Finance", "negative"],
    ["accountants based in Nice", "positive"],
  ])("%s", (q, side) => {
    const labels = joined(side === "negative" ? negative(q) : positive(q));
    expect(labels).toMatch(/Located in Nice/);
  });
  test("'would be nice' is still a preference", () => {
    expect(joined(positive("Kubernetes would be nice, engineers in Berlin"))).not.toMatch(/Kubernetes/);
  });
});
