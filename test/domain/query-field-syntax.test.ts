/**
 * Field filters typed as search operators (issue 45, round 12's class "search-operator strings"),
 * with our own examples: `key:value` with the field names people carry over from Gmail, GitHub,
 * Sales Navigator and Lucene, quoted values, lists in parentheses, Lucene ranges, comparators, and a
 * leading `-`, `!` or `NOT` that excludes. Each field is the criterion the parser has for it; an
 * exclusion is never read as a requirement; an unknown key is dropped with a note.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan, leavesOf } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marlowe Robotics", country: "GB" },
  { id: 2, name: "Quartzline", country: "DE" },
  { id: 3, name: "Pike & Sons", country: "GB" },
  { id: 4, name: "Elder Mills", country: "US" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const parsed = (q: string) => parseQuery(q, { companies, now });
const plan = (q: string) => describePlan(parsed(q).where);
const labels = (q: string, negated: boolean) =>
  leavesOf(parsed(q).where)
    .filter((l) => Boolean(l.negated) === negated)
    .map((l) => l.criterion.label);
const required = (q: string) => labels(q, false);
const excluded = (q: string) => labels(q, true);
const has = (list: string[], part: string) => list.some((l) => l.includes(part));

describe("a field names the criterion the parser has for it", () => {
  test("country codes in a place field are countries", () => {
    expect(required("title:accountant country:FR")).toContainEqual("Located in France");
    expect(required("role:designer country:(ES OR PT)").filter((l) => l.startsWith("Located"))).toEqual([
      "Located in Spain",
      "Located in Portugal",
    ]);
  });
  test("loc and city are places", () => {
    expect(has(required("role:recruiter loc:Madrid"), "Located in Madrid")).toBe(true);
    expect(has(required("city:lisbon title:analyst"), "Located in Lisbon")).toBe(true);
  });
  test("role, title and function are the role; seniority and level the level", () => {
    expect(has(required('role:"data engineer" level:senior'), "Data Engineering")).toBe(true);
    expect(has(required('role:"data engineer" level:senior'), "Seniority: Senior")).toBe(true);
    expect(has(required("seniority:director function:marketing"), "Director")).toBe(true);
  });
  test("a company field is the current employer, past_company an earlier one", () => {
    expect(required("company:Quartzline past_company:Marlowe Robotics")).toContainEqual(
      "Currently works at Quartzline",
    );
    expect(
      has(
        required('current_company:Quartzline past_company:"Marlowe Robotics"'),
        "Previously worked at Marlowe",
      ),
    ).toBe(true);
  });
  test("an industry field is the employer's industry", () => {
    expect(has(required("industry:fintech title:designer"), "Fintech")).toBe(true);
  });
  test("skills in parentheses: OR is either, AND is both", () => {
    expect(plan("skill:(rust OR golang) role:backend")).toContain("(Skilled in Rust OR Skilled in Go");
    const both = required("skills:(docker AND ansible) title:sre");
    expect(has(both, "Skilled in Docker")).toBe(true);
    expect(has(both, "Skilled in Ansible")).toBe(true);
  });
});

describe("ranges and comparators of years", () => {
  test("an inclusive Lucene range is both ends", () => {
    expect(required("title:accountant experience:[2 TO 6]")).toContainEqual("2 to 6 years of experience");
  });
  test("an exclusive Lucene range leaves both ends out", () => {
    expect(required("title:accountant yoe:{2 TO 6}")).toContainEqual("3 to 5 years of experience");
  });
  test("an open end is a bound", () => {
    expect(required("title:accountant years:[4 TO *]")).toContainEqual("At least 4 years of experience");
  });
  test("comparators with and without a unit", () => {
    expect(required("role:analyst yoe:>=7")).toContainEqual("At least 7 years of experience");
    expect(has(required("role:analyst tenure:>=3y"), "at least 36 months")).toBe(true);
    expect(has(required("role:analyst tenure:>36mo"), "months")).toBe(true);
  });
});

describe("a leading minus, ! or NOT excludes what the field names", () => {
  for (const [q, what] of [
    ['title:"data engineer" -company:Quartzline', "Currently works at Quartzline"],
    ['role:designer -past_company:"Marlowe Robotics"', "Previously worked at Marlowe Robotics"],
    ["role:designer !company:Quartzline", "Currently works at Quartzline"],
    ["title:analyst -skill:excel", "Skilled in Excel"],
    ["title:analyst -location:paris", "Located in Paris"],
    ['title:analyst NOT country:"United Kingdom"', "Located in United Kingdom"],
    ["title:analyst -seniority:intern", "Intern"],
    ["title:analyst -level:junior", "Entry level"],
  ] as const) {
    test(q, () => {
      expect(has(excluded(q), what)).toBe(true);
      expect(has(required(q), what)).toBe(false);
    });
  }
  test("an excluded list excludes each of its values", () => {
    const q = 'backend engineer -company:(Quartzline OR "Pike & Sons") city:berlin';
    expect(has(excluded(q), "Quartzline")).toBe(true);
    expect(has(excluded(q), "Pike")).toBe(true);
    expect(has(required(q), "Located in Berlin")).toBe(true);
    expect(has(required(q), "Quartzline")).toBe(false);
  });
  test("in a boolean string the exclusion is scoped by the boolean reader", () => {
    const q = '(title:"sales engineer" OR title:"solutions engineer") -company:"Elder Mills" country:CA';
    expect(has(excluded(q), "Elder Mills")).toBe(true);
    expect(has(required(q), "Elder Mills")).toBe(false);
    expect(has(required(q), "Located in Canada")).toBe(true);
  });
  test("an exclusion the fields cannot say is not applied, with a note", () => {
    const p = parsed("title:analyst -yoe:[1 TO 3]");
    expect(leavesOf(p.where).some((l) => l.criterion.kind === "years")).toBe(false);
    expect(p.notes.some((n) => n.includes("not applied"))).toBe(true);
  });
});

describe("an unknown field never becomes a requirement", () => {
  for (const q of [
    "followers:>100 title:analyst",
    "is:unread role:analyst",
    "foo:bar role:analyst",
    "foo:bar analysts",
  ])
    test(q, () => {
      const p = parsed(q);
      expect(has(required(q), "Data Analysis")).toBe(true);
      expect(leavesOf(p.where).filter((l) => l.criterion.kind !== "role").length).toBe(0);
      expect(p.prefer).toEqual([]);
      expect(p.notes.some((n) => n.includes("not read"))).toBe(true);
    });
});

describe("colons that are not fields are left to the prose", () => {
  test("a label with a space, a time and a URL", () => {
    expect(has(required("Wanted: analysts in Lisbon"), "Located in Lisbon")).toBe(true);
    expect(has(required("analysts in Lisbon https://example.org/x"), "Located in Lisbon")).toBe(true);
  });
});
