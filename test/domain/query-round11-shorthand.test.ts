/**
 * Round 11 of first sight (issue 45): report shorthand and company spellings the parser had no rule
 * for, by class, with this test's own phrasings and companies:
 * 1. an ISO country code after an exclusion word ("excl. CH", "w/o US"), or a list item of its own
 *    ("…, PL, excl. Warsaw"), is the country;
 * 2. "ex-X" is an earlier employer and not the current one (unless the ex- is itself excluded);
 * 3. a list of levels written with the abbreviation's dot or a "+" ("Sr./Mid", "Jr. + Mid") is
 *    either level;
 * 4. a duration with a comparison sign or the letter "y" ("≥5y", "<= 3 yrs", "7y+") is a bound on
 *    experience (a sign after "tenure" stays the tenure reader's);
 * 5. "mgmt" / "management" alone, as a report's item or after an exclusion, is the leadership levels.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Saltmarsh Robotics", country: "GB" },
  { id: 2, name: "Ferncliff", country: "US" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const labels = (q: string) =>
  leavesOf(parseQuery(q, { companies, now }).where).map((l) => (l.negated ? "NOT " : "") + l.criterion.label);
const LEADERS = "Seniority: Manager or Head of or Director or VP or C-level";

describe("1. a country code after an exclusion word, or as a list item of its own", () => {
  test.each([
    ["Nurses — Nordics, excl. NO", "NOT Located in Norway"],
    ["QA engineers, w/o US", "NOT Located in United States"],
    ["Accountants in Europe minus FR", "NOT Located in France"],
    ["Nurses, sans DK", "NOT Located in Denmark"],
  ])("%s", (q, expected) => {
    expect(labels(q)).toContain(expected);
    expect(labels(q).join(" ")).not.toMatch(/Mentions/);
  });
  test("an item of its own before an exclusion", () => {
    const read = labels("Accountants, Sr., PL excl. Warsaw");
    expect(read).toContain("Located in Poland");
    expect(read.join(" ")).toMatch(/NOT Located in Warsaw/);
  });
  test("capital letters with a word after them stay words", () => {
    expect(labels("accountants IN Berlin").join(" ")).not.toMatch(/India/);
  });
});

describe("2. ex-X is not at X now", () => {
  test("ex- alone", () => {
    expect(labels("ex-Ferncliff nurses")).toEqual(
      expect.arrayContaining(["Previously worked at Ferncliff", "NOT Currently works at Ferncliff"]),
    );
  });
  test("with another current employer named", () => {
    const read = labels("ex-Saltmarsh Robotics people now anywhere but Ferncliff");
    expect(read).toContain("NOT Currently works at Saltmarsh Robotics");
    expect(read).toContain("NOT Currently works at Ferncliff");
  });
  test("an excluded ex- excludes the earlier employer, never asks for it", () => {
    for (const q of [
      "nurses at Ferncliff, excl. ex-Saltmarsh Robotics",
      "nurses, but not ex-Saltmarsh Robotics",
    ]) {
      expect(labels(q)).toContain("NOT Previously worked at Saltmarsh Robotics");
      expect(labels(q)).not.toContain("Previously worked at Saltmarsh Robotics");
    }
  });
  test("an employer the index holds, typed in lower case", () => {
    const read = leavesOf(
      parseQuery("ex-brackenridge nurses", {
        companies: new CompanyLexicon([]),
        now,
        employerNames: new Set(["brackenridge health"]),
      }).where,
    ).map((l) => (l.negated ? "NOT " : "") + l.criterion.label);
    expect(read).toEqual(
      expect.arrayContaining([
        "Previously worked at Brackenridge Health",
        "NOT Currently works at Brackenridge Health",
      ]),
    );
  });
});

describe("3. a list of levels with dots and '+'", () => {
  test.each([
    ["Accountants, Sr./Mid", ["Seniority: Senior", "Seniority: Mid level"]],
    ["Nurses (Jr. + Mid), Dublin", ["Seniority: Entry level", "Seniority: Mid level"]],
    ["Recruiters, Mid./Sr.", ["Seniority: Mid level", "Seniority: Senior"]],
  ])("%s", (q, levels) => {
    const plan = describeAll(q);
    for (const level of levels) expect(plan).toContain(level);
    expect(plan).toMatch(/ OR /);
  });
  test("an excluded list stays excluded", () => {
    expect(describeAll("nurses excl. Jr. + interns")).toMatch(
      /NOT \(Seniority: Entry level OR Seniority: Intern\)/,
    );
  });
});

describe("4. durations with a sign or the letter y", () => {
  test.each([
    ["Accountants, ≥7y", "At least 7 years of experience"],
    ["Accountants, >= 7 yrs", "At least 7 years of experience"],
    ["Accountants, 7y+", "At least 7 years of experience"],
    ["Accountants ≤ 2y", "At most 2 years of experience"],
  ])("%s", (q, expected) => {
    expect(labels(q)).toContain(expected);
  });
  test("after 'tenure' the sign is the time at the employer", () => {
    expect(labels("Accountants, tenure > 4y")).toContain("At the current company for at least 48 months");
  });
  test("a date after a sign is not a duration", () => {
    expect(labels("Accountants who left Ferncliff ≥ 2023").join(" ")).not.toMatch(/years of experience/);
  });
});

describe("5. 'mgmt' alone is leadership", () => {
  test.each([
    ["Accountants, excl. mgmt", `NOT ${LEADERS}`],
    ["Mgmt (finance), Dublin", LEADERS],
    ["Nurses w/o management", `NOT ${LEADERS}`],
  ])("%s", (q, expected) => {
    expect(labels(q)).toContain(expected);
  });
  test("management before a noun is no level", () => {
    expect(labels("management consultants in Dublin").join(" ")).not.toMatch(/Seniority/);
  });
});

function describeAll(q: string): string {
  const { describePlan } =
    require("../../src/domain/query/plan.ts") as typeof import("../../src/domain/query/plan.ts");
  return describePlan(parseQuery(q, { companies, now }).where);
}
