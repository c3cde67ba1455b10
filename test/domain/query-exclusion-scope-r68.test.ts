/**
 * The scope of an exclusion and the employment record said negatively (review r68, issue 45:
 * never the opposite of the ask), in this file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Globex", country: "US" },
  { id: 2, name: "Umbrella", country: "GB" },
]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const required = (q: string) => positive(q).join(" | ");
const excluded = (q: string) => negative(q).join(" | ");

describe("'not / no longer employed by X' is not at X now", () => {
  for (const q of [
    "Surveyors not employed by Globex.",
    "Surveyors in Bristol, on condition that they are not employed by Globex.",
    "Architects who are not engaged by Umbrella.",
  ])
    test(q, () => {
      expect(required(q)).not.toContain("Globex");
      expect(required(q)).not.toContain("Umbrella");
      expect(required(q)).not.toContain("Not working now");
      expect(excluded(q)).toMatch(/Currently works at (Globex|Umbrella)/);
    });
  test("'no longer employed by X': X earlier, not now", () => {
    const q = "Chemists no longer employed by Umbrella.";
    expect(required(q)).toContain("Previously worked at Umbrella");
    expect(excluded(q)).toContain("Currently works at Umbrella");
    expect(required(q)).not.toContain("Not working now");
  });
  test("'not employed' alone is still out of work", () => {
    expect(required("Chemists in Bristol who are not employed.")).toContain("Not working now");
  });
});

describe("an exclusion list joined by 'and' excludes each group", () => {
  for (const [q, item] of [
    ["Surveyors in Bristol, excluding graduates and anyone at Globex.", "Currently works at Globex"],
    ["Surveyors, except interns and those based in Bristol.", "Bristol"],
    ["Surveyors, other than juniors and people with a PhD.", "PhD"],
    ["Auditors, excluding interns and those who hold an ACCA.", "ACCA"],
  ] as const)
    test(q, () => {
      expect(required(q)).not.toContain(item);
      expect(excluded(q)).toContain(item);
    });
  test("a condition after the list with no person noun stays wanted", () => {
    const q = "Surveyors, excluding interns, and with a PhD.";
    expect(required(q)).toContain("PhD");
    expect(excluded(q)).toContain("Intern");
  });
  test("a plain 'not' keeps its own reach", () => {
    const q = "Surveyors not junior and based in Bristol.";
    expect(required(q)).toContain("Bristol");
  });
  test("'except those who hold a <certification>' excludes it", () => {
    expect(excluded("Auditors, except those who hold a CPA.")).toContain("CPA");
  });
});

describe("'unless', 'save in so far as', 'to the extent that' exempt what they name", () => {
  for (const [q, item] of [
    ["Surveyors in Bristol, unless they are interns.", "Seniority: Intern"],
    ["Surveyors in Bristol unless working at Globex.", "Currently works at Globex"],
    ["Surveyors, unless they have a PhD.", "PhD"],
    ["Surveyors, save insofar as they are living in Bristol.", "Bristol"],
    ["Surveyors, except to the extent that they are engaged by Umbrella.", "Umbrella"],
  ] as const)
    test(q, () => {
      expect(required(q)).not.toContain(item);
      expect(excluded(q)).toContain(item);
    });
  test("'unless they are not X' asks for X", () => {
    expect(required("Surveyors in Bristol, unless they are not employed by Globex.")).toContain(
      "Currently works at Globex",
    );
  });
  test("a stock 'unless otherwise stated' is no exclusion", () => {
    expect(negative("Surveyors in Bristol unless otherwise agreed.")).toEqual([]);
  });
});

describe("a relative clause after an excluded place, employer or listed level is wanted", () => {
  test("'in France other than Paris who speak German'", () => {
    const q = "Chemists in France other than Paris who speak German.";
    expect(excluded(q)).toContain("Paris");
    expect(required(q)).toContain("German");
  });
  test("'not at X who know Go'", () => {
    const q = "Developers not at Globex who know Go.";
    expect(excluded(q)).toContain("Globex");
    expect(required(q)).toContain("Go");
  });
  test("'except interns who know SQL'", () => {
    const q = "Analysts except interns who know SQL.";
    expect(excluded(q)).toContain("Intern");
    expect(required(q)).toContain("SQL");
  });
  test("a residence before a role frame keeps the role", () => {
    const q = "Individuals not resident in Italy occupying the post of pharmacist.";
    expect(required(q)).toContain("harmacist");
    expect(excluded(q)).toContain("Italy");
  });
  test("'notwithstanding X' without a comma stops at the next criterion", () => {
    const q = "Auditors in Bristol notwithstanding their grade who hold an ACCA.";
    expect(required(q)).toContain("ACCA");
    expect(required(q)).toContain("Bristol");
  });
  test("'other than that' is 'besides that'", () => {
    expect(required("Auditors in Bristol other than that junior only.")).toContain("Entry level");
  });
});

test("'not employed by anyone' is out of work", () => {
  expect(required("Chemists in Bristol not employed by anyone at present.")).toContain("Not working now");
});
