/**
 * Round 15 of first sight (issue 45; test/quality/first-sight-15/README.md), class filter_panel: a
 * SaaS filter panel pasted as it is ("Field (is any of): A, B | Field (is not): C", "Field is X ·
 * Field is not Y", "Field: is not Z", "Field ≠ W") is read as its columns' conditions: every
 * negative operator excludes each of its values, and a positive one never turns into an exclusion
 * or the reverse. This test's own companies, places and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { readToolFilters } from "../../src/domain/query/read-tool-filters.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marlowe Robotics", country: "GB" },
  { id: 2, name: "Sable & Rye", country: "US" },
  { id: 3, name: "Quartzline", country: "DE" },
  { id: 4, name: "Tidewater Bank", country: "US" },
]);
const { positive, negative, plan } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const has = (labels: string[], start: string) => labels.some((l) => l.startsWith(start));

describe("filter_panel: an operator in parentheses before the values", () => {
  test("'is not' excludes each listed level, 'is any of' asks for the places", () => {
    const q =
      "Department (is any of): Finance | City (is any of): Madrid, Lisbon | Seniority (is not): Senior, Lead";
    const pos = positive(q);
    expect(pos).toContain("Works in Finance");
    expect(has(pos, "Located in Madrid")).toBe(true);
    expect(has(pos, "Located in Lisbon")).toBe(true);
    expect(pos.some((l) => l.startsWith("Seniority"))).toBe(false);
    expect(negative(q)).toContain("Seniority: Senior");
  });
  test("'is none of' excludes every employer it lists, none of them asked for", () => {
    const q = "Current employer (is none of): Marlowe Robotics, Sable & Rye · Title (is): Recruiter";
    expect(positive(q)).toEqual(["Job title in the Recruiting family"]);
    expect(negative(q)).toEqual(["Currently works at Marlowe Robotics", "Currently works at Sable & Rye"]);
  });
});

describe("filter_panel: symbols and words between a column and its values", () => {
  test("≠ on the employer excludes it; ≥ on the time at the company is a floor", () => {
    const q = "Role = QA Engineer · Region = Europe · Time at company ≥ 4 · Employer ≠ Quartzline";
    const pos = positive(q);
    expect(pos).toContain("Job title in the Quality Assurance family");
    expect(pos).toContain("Located in Europe");
    expect(pos).toContain("At the current company for at least 48 months");
    expect(negative(q)).toEqual(["Currently works at Quartzline"]);
  });
  test("'is' and 'is not' in one panel: the 'is not' columns excluded, the 'is' ones asked", () => {
    const q = "Team is Design · Level is not Junior · Country is Portugal · Country is not Spain";
    const pos = positive(q);
    expect(has(pos, "Works in Design")).toBe(true);
    expect(pos).toContain("Located in Portugal");
    expect(pos).not.toContain("Located in Spain");
    expect(negative(q)).toEqual(expect.arrayContaining(["Located in Spain"]));
    expect(negative(q).some((l) => l.startsWith("Seniority: Entry level"))).toBe(true);
  });
  test("'Field: is not X' after a breadcrumb, and 'A OR B' inside one field", () => {
    const q =
      "Saved filters › Keywords: Kubernetes · Office: Vienna OR Prague · Company: is not Tidewater Bank";
    const pos = positive(q);
    expect(has(pos, "Located in Vienna")).toBe(true);
    expect(has(pos, "Located in Prague")).toBe(true);
    expect(negative(q)).toEqual(["Currently works at Tidewater Bank"]);
    // The OR joins the two offices only, not the conditions around it.
    expect(plan(q)).toMatch(/^[^()]*\(Located in Vienna[^()]*OR Located in Prague[^()]*\)[^()]*$/);
  });
  test("an exclusion said by the column's name excludes, 'includes A AND B' asks for both", () => {
    const q = "Skills includes Python AND Airflow · Locations is France · Exclude cities: Lyon, Marseille";
    const pos = positive(q);
    expect(pos).toEqual(expect.arrayContaining(["Skilled in Python", "Located in France"]));
    expect(has(negative(q), "Located in Lyon")).toBe(true);
    expect(has(negative(q), "Located in Marseille")).toBe(true);
  });
});

describe("filter_panel: conditions joined in lower case, exclusions as a field's first word", () => {
  test("'and' before a column and its operator starts a condition; in a title it stays a word", () => {
    const q =
      "Where Role is Strategy and Operations Manager and Country is any of Austria, Hungary and Level is not Junior";
    const pos = positive(q);
    expect(pos).toContain("Job title Strategy and Operations Manager");
    expect(pos).toEqual(expect.arrayContaining(["Located in Austria", "Located in Hungary"]));
    expect(has(negative(q), "Seniority: Entry level")).toBe(true);
  });
  test("'Current company: exclude X' excludes; two levels listed are either level, not both", () => {
    const q =
      "Seniority level: Director, VP · Function: Sales · Geography: Italy · Current company: exclude Quartzline";
    expect(negative(q)).toEqual(["Currently works at Quartzline"]);
    expect(plan(q)).toContain("Seniority: Director) OR");
    expect(positive(q)).not.toContain("Currently works at Quartzline");
  });
});

describe("filter_panel: the reader declines what it does not recognise", () => {
  test("prose and a form of 'Label: value' lines are left to the other readers", () => {
    expect(readToolFilters("data engineers who are not in Spain", companies)).toBeUndefined();
    expect(
      readToolFilters("Role: Backend Engineer / Level: Senior / Location: Berlin", companies),
    ).toBeUndefined();
    expect(readToolFilters('title:"data engineer" -company:Quartzline', companies)).toBeUndefined();
    // A level word before a mail's quote marker is no "levels > ..." filter.
    expect(
      readToolFilters(
        "not QA engineers, same cities and levels. > On Fri, I wrote: > QA engineers",
        companies,
      ),
    ).toBeUndefined();
  });
  test("a segment with a column it does not know stays as written, the rest is read", () => {
    const read = readToolFilters("Mood: upbeat · Seniority is not Junior · Country is Italy", companies);
    expect(read?.text).toContain("Mood: upbeat");
    expect(read?.text).toContain("not Junior.");
  });
});
