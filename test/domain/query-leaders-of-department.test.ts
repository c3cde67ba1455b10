/**
 * Two classes of leadership queries the first-sight rounds left (issue 45, rounds 1 and 2), each with
 * this test's own phrasings, none of those sets' queries, companies or cities: a department said once
 * after "of" for two coordinated levels, and a department word the vocabulary knows only with its
 * unit ("the data team") as the object of a leading verb.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Globex Corporation", country: "US" },
  { id: 2, name: "Initech", country: null },
]);
const { plan } = queryReaders(companies);

describe("a department after 'of' is kept by both coordinated levels", () => {
  test.each([
    ["director or vp of marketing in Spain", "Marketing", ["Director", "VP"]],
    ["VPs and directors of finance at Initech", "Finance", ["VP", "Director"]],
    ["directors / heads of customer success", "Customer Success", ["Director", "Head of"]],
    ["vice president or director of the product team", "Product", ["VP", "Director"]],
  ])("%s", (q, department, levels) => {
    const p = plan(q);
    for (const level of levels) expect(p).toContain(`(Works in ${department} AND Seniority: ${level})`);
  });

  test("a first level with its own department keeps it, read once", () => {
    const p = plan("marketing directors or VPs of marketing");
    expect(p).toContain("(Works in Marketing AND Seniority: Director)");
    expect(p).not.toContain("(Works in Marketing OR");
  });

  test("'managers of' is not a title: the rule leaves it", () => {
    expect(plan("managers or directors of legal")).toContain("Seniority: Manager OR");
  });

  test("a word after 'of' that is no department is left as it was", () => {
    expect(plan("director or vp of nothing")).toContain("(Seniority: Director OR Seniority: VP)");
  });
});

describe("a leading verb's object known only with its unit is that department's leadership", () => {
  const LEADERS = "Seniority: Manager or Head of or Director or VP or C-level";
  test.each([
    ["someone who runs data at Globex Corporation", "Works in Data Science"],
    ["whoever heads up data in Oslo", "Works in Data Science"],
    ["anyone who leads analytics at Initech", "Works in Data Science"],
  ])("%s", (q, department) => {
    const p = plan(q);
    expect(p).toContain(department);
    expect(p).toContain(LEADERS);
  });

  test("a verb before a word that is no unit is left to the other passes", () => {
    expect(plan("who leads the charge")).not.toContain("Works in");
  });
});
