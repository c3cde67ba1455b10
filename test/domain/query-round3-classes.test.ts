/**
 * The failure classes round 3 of first sight found (issue 45; test/quality/first-sight-3/README.md),
 * each with this test's own examples, none of that set's queries: demonyms as places, a company's
 * nationality as its headquarters, boolean strings, lists of alternatives, exclusions of an
 * employment state, past industries, context that is not a constraint, and exclusions' scope.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan, leavesOf } from "../../src/domain/query/plan.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Brightwave Analytics Inc.", country: "BE" },
  { id: 2, name: "Acme GmbH", country: "AT" },
  { id: 3, name: "Northwind Logistics Ltd", country: "AT" },
  { id: 4, name: "Globex Corporation", country: "US" },
  { id: 5, name: "Initech", country: null },
]);
const now = new Date(Date.UTC(2026, 5, 15));
const { plan, positive, negative } = queryReaders(companies, now);

describe("demonyms are places", () => {
  test.each([
    ["Belgian accountants", "Located in Belgium"],
    ["austrian designers", "Located in Austria"],
    ["Swiss or Danish recruiters", "Located in Denmark"],
    ["Californian founders", "Located in California"],
    ["Iberian data analysts", "Located in Iberia"],
    ["Viennese product managers", "Located in Vienna"],
    ["Torontonians in fintech", "Located in Toronto"],
    ["Mancunian QA engineers", "Located in Manchester"],
  ])("%s", (q, label) => {
    expect(positive(q).some((l) => l.startsWith(label))).toBe(true);
  });
  test("a demonym that is also a word is a place only when written as a name", () => {
    expect(plan("polish my resume")).not.toContain("Poland");
    expect(plan("Polish designers")).toContain("Located in Poland");
  });
  test("a language is still a language", () => {
    expect(plan("engineers who speak Danish")).not.toContain("Located in Denmark");
  });
});

describe("a company's nationality is its headquarters", () => {
  test("employers headquartered in the country, not people living there", () => {
    const p = plan("engineers at Austrian companies");
    expect(p).toContain("Current employer headquartered in Austria");
    expect(p).not.toContain("Located in Austria");
    const leaf = leavesOf(parseQuery("anyone employed by a Belgian firm", { companies, now }).where)[0];
    expect(leaf?.criterion.tokens).toContain("cc01");
  });
  test("a country no company is headquartered in is dropped with a note, not read as the person's place", () => {
    const parsed = parseQuery("designers working for a Kenyan startup", { companies, now });
    expect(describePlan(parsed.where)).not.toContain("Kenya");
    expect(parsed.notes.join(" ")).toContain("not applied");
  });
});

describe("a prose list ending in 'or' is one set of alternatives", () => {
  test.each([
    [
      "engineers who studied at Oxford, Cambridge or Imperial",
      "(Studied at University of Oxford OR Studied at University of Cambridge OR Studied at Imperial College London)",
    ],
    ["designers in Lyon, Lille, Nantes or Bordeaux", "Located in Bordeaux"],
    ["accountants in Spain, Italy, or France", "(Located in Spain OR Located in Italy OR Located in France)"],
  ])("%s", (q, part) => {
    const p = plan(q);
    expect(p).toContain(part);
    // One list, so one group of alternatives: no place or school required on its own.
    expect(p.split(" AND ").filter((c) => /Located|Studied/.test(c)).length).toBe(1);
  });
  test("a list of another kind before it stays its own condition", () => {
    expect(plan("Python, Go and Rust engineers in Berlin or Munich")).toContain("Skilled in Rust");
  });
});

describe("boolean strings are expressions", () => {
  test("OR inside parentheses is alternatives, AND between groups", () => {
    const p = plan('("product designer" OR "UX designer") AND (Figma OR Sketch) NOT intern');
    expect(p).toContain("(Skilled in Figma OR Skilled in Sketch)");
    expect(p).toContain("NOT Seniority: Intern");
    expect(p).not.toContain("Mentions");
  });
  test("alternatives that cannot hold together still find people (no AND of titles)", () => {
    const where = parseQuery('("accountant" OR "controller" OR "auditor") AND Excel', {
      companies,
      now,
    }).where;
    expect(describePlan(where)).toMatch(/^\(.* OR .*\) AND Skilled in Excel$/);
  });
  test("NOT scopes over its whole group, and an excluded company is never required", () => {
    const q = '"account executive" AND Salesforce NOT (Acme OR Initech)';
    expect(negative(q).join(" ")).toContain("Acme");
    expect(positive(q).join(" ")).not.toContain("Acme");
    expect(positive(q).join(" ")).not.toContain("Initech");
  });
  test("an excluded term not understood is not applied, with a note", () => {
    const parsed = parseQuery('"data engineer" NOT (zorblax OR quuxware)', { companies, now });
    expect(leavesOf(parsed.where).every((l) => !l.criterion.label.toLowerCase().includes("zorblax"))).toBe(
      true,
    );
    expect(parsed.notes.join(" ")).toContain("not applied");
  });
  test("a bare industry word among alternatives is the industry", () => {
    expect(plan('"data analyst" AND (retail OR ecommerce OR bank)')).toContain("Current employer in Banking");
  });
  test("prose with lower-case 'or' is not a boolean string", () => {
    expect(plan("designers in Berlin or Munich who are not juniors")).toContain("NOT Seniority: Entry level");
  });
});

describe("an employment state excluded is never required", () => {
  test.each([
    "designers in Lisbon, excluding anyone who is out of work",
    "recruiters in Berlin but not those currently unemployed",
    "accountants, leave out people who are between jobs",
  ])("%s", (q) => {
    expect(plan(q)).toContain("Working now");
    expect(plan(q)).not.toContain("Not working now");
  });
  test("time in the current job said with 'in their current role'", () => {
    expect(plan("engineers who have been in their current role for under two years")).toContain(
      "In the current job for at most 23 months",
    );
    expect(plan("analysts in their current position for over four years")).toContain(
      "In the current job for at least 49 months",
    );
  });
});

describe("past industries and job moves", () => {
  test("'after working in' is a job that has ended", () => {
    const p = plan("designers who moved to a new job recently after years in gaming");
    expect(p).toContain("Previously at a company in Computer Games");
    expect(p).not.toContain("Current employer in Computer Games");
    // A new job is a new employer: the time at the company, not in the role.
    expect(p).toContain("At the current company for at most 6 months");
  });
  test("a past marker covers the list of industries after it", () => {
    const p = plan("analysts who were previously at a bank or an insurer");
    expect(p).not.toContain("Current employer");
  });
  test("'spent time at X earlier in their career but have moved on since' is a past employer", () => {
    const p = plan("managers who spent time at Globex earlier in their career but have moved on since");
    expect(p).toContain("Previously worked at Globex");
    expect(p).not.toContain("Works or worked at Globex");
  });
});

describe("context is not a constraint; numbers in words", () => {
  test("'for our X office' says who the search is for", () => {
    const parsed = parseQuery("designers for the Berlin team who live in Lisbon", { companies, now });
    expect(describePlan(parsed.where)).not.toContain("Berlin");
    expect(describePlan(parsed.where)).toContain("Lisbon");
    expect(parsed.notes.join(" ")).toContain("not applied");
  });
  test.each([
    ["a director with twelve-plus years of experience", "At least 12 years of experience"],
    ["juniors with zero to three years of experience", "At most 3 years of experience"],
  ])("%s", (q, label) => expect(plan(q)).toContain(label));
});

describe("an exclusion's scope ends at what it excludes", () => {
  test("a place before 'but leave out anyone who went to X' stays a requirement; the school is excluded", () => {
    const q = "QA engineers in Brazil, but leave out anyone who went to Stanford";
    expect(positive(q).join(" ")).toContain("Located in Brazil");
    expect(negative(q).join(" ")).toContain("Stanford");
    expect(positive(q).join(" ")).not.toContain("Stanford");
  });
});

describe("an 'or' between kinds splits only what it joins", () => {
  test("conditions of a kind only one side has hold for both sides", () => {
    const p = plan("juniors in fintech or QA roles in Canada");
    expect(p).toContain("Seniority: Entry level AND Located in Canada AND (");
    expect(p).toContain("(Current employer in Fintech OR Job title in the Quality Assurance family)");
  });
  test("conditions both sides name stay with their side", () => {
    expect(plan("designers in Berlin or PMs in London")).toMatch(/^\(\(.*Berlin.*\) OR \(.*London.*\)\)$/);
  });
  test("a title abbreviation before another role's head noun is read as typed", () => {
    expect(plan("UI engineers in Berlin")).toContain("Job title Frontend Engineer");
  });
  test("a platform alone in a boolean string is its skill or its role", () => {
    expect(plan("(iOS OR Android) AND Berlin")).toContain("Job title iOS Engineer");
  });
});

describe("a departure over a list of employers", () => {
  test("left one of them, and at none of them now", () => {
    const q = "analysts who used to work at Acme or Globex and have since moved on";
    expect(positive(q).join(" ")).not.toContain("Currently works at");
    expect(negative(q).join(" ")).toContain("Currently works at Acme GmbH or Globex Corporation");
  });
});
