/**
 * The failure classes round 4 of first sight found (issue 45; test/quality/first-sight-4/README.md),
 * each with this test's own examples, none of that set's queries: a job ad's company blurb, its
 * reporting line and duties are context, not constraints; what it only prefers ranks and never
 * filters; senior IC levels; languages with a CEFR level.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan, leavesOf } from "../../src/domain/query/plan.ts";
import { facet } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Globex Corporation", country: "US" },
  { id: 2, name: "Initech", country: null },
]);
const now = new Date(Date.UTC(2026, 5, 15));
const { parsed: parse, plan } = queryReaders(companies, now);

describe("the hiring company's self-description is context, not the candidate's industry", () => {
  test.each([
    ["We're an insurtech scale-up looking for a QA engineer in Oslo", "Insurance"],
    ["About us: a fintech startup in Lyon. Role: data analyst, Paris", "Fintech"],
    ["Sales director wanted for a Series A e-commerce company", "Retail"],
    ["we are a gaming studio. Hiring: Unity developer", "Games"],
  ])("%s", (q, industry) => {
    const parsed = parse(q);
    expect(describePlan(parsed.where)).not.toContain(industry);
    expect(parsed.notes.join(" ")).toContain("the hiring company");
  });
  test("the role and place the ad asks for still apply", () => {
    const p = plan("About us: a fintech startup in Lyon. Role: data analyst, Paris");
    expect(p).toContain("Paris");
    expect(p).not.toContain("Lyon");
  });
  test("working for a company is the candidate's employer, not a blurb", () => {
    const lexicon = new CompanyLexicon([{ id: 9, name: "Hoogland BV", country: "NL" }]);
    const p = describePlan(
      parseQuery("analysts currently working for a Dutch company", { companies: lexicon, now }).where,
    );
    expect(p).toContain("Current employer headquartered in Netherlands");
  });
  test("an industry asked of the candidate still filters", () => {
    expect(plan("QA engineers at insurance companies")).toContain("Insurance");
    expect(plan("e-commerce sales director")).toContain("Retail");
    expect(plan("Product designer; fintech experience")).toContain("Fintech");
  });
});

describe("a reporting line and the ad's duties are context; the ad's title is the role", () => {
  test.each([
    ["Head of Finance, reporting to the CFO, Madrid", "Head of", "C-level"],
    ["VP Marketing - you will report directly to the CEO", "VP", "C-level"],
    [
      "Engineering Manager. You'll manage a squad of 6 developers and report into the VP Engineering",
      "Manager",
      "VP",
    ],
  ])("%s", (q, wanted, manager) => {
    const parsed = parse(q);
    const p = describePlan(parsed.where);
    expect(p).toContain(wanted);
    expect(p).not.toContain(manager);
    expect(parsed.notes.join(" ")).toMatch(/reports to|duties/);
  });
});

describe("what an ad only prefers ranks and never filters", () => {
  test.each([
    ["Backend engineer in Dublin. Nice to have: Terraform, Rust", ["terraform", "rust"], "Terraform"],
    ["Data analyst, ideally with Tableau, London", ["tableau"], "Tableau"],
    ["iOS developer – Swift – MBA preferred", ["mba"], "MBA"],
    ["Product designer; fintech experience is a plus", ["fintech"], "Fintech"],
    ["Marketing manager, Bonus points if you speak Italian", ["italian"], "Italian"],
  ])("%s", (q, soft, notApplied) => {
    const parsed = parse(q);
    expect(describePlan(parsed.where)).not.toContain(notApplied);
    for (const w of soft) expect(parsed.prefer).toContain(w);
    expect(parsed.notes.join(" ")).toContain("preferred, not required");
  });
  test("without the cue the same words filter (the examples are not vacuous)", () => {
    expect(plan("iOS developer – Swift – MBA")).toContain("MBA");
    expect(plan("Data analyst, with Tableau, London")).toContain("Tableau");
    expect(plan("Marketing manager, speak Italian")).toContain("Italian");
  });
  test("the hard part of the same ad still filters", () => {
    const p = plan("Data analyst, ideally with Tableau, London");
    expect(p).toContain("London");
    expect(p).toContain("Data");
  });
  test("a salary's bonus is not a preference", () => {
    const parsed = parse("accountants in fintech, salary 50k + bonus");
    expect(describePlan(parsed.where)).toContain("Fintech");
    expect(parsed.notes.join(" ")).not.toContain("preferred, not required");
  });
});

describe("languages with a CEFR level or a requirement are language criteria", () => {
  test.each([
    ["support agent, French C2", "Speaks French fluently"],
    ["C1 Spanish project manager", "Speaks Spanish fluently"],
    ["analyst - Dutch (B2)", "Speaks Dutch"],
    ["nurses, Italian and Portuguese required", "Speaks Portuguese"],
    ["account executive with business German", "Speaks German"],
  ])("%s", (q, label) => {
    expect(plan(q)).toContain(label);
  });
  test("a B level is spoken, not fluent; a nationality word stays a place", () => {
    expect(plan("analyst - Dutch (B2)")).not.toContain("fluently");
    expect(plan("Dutch engineers")).toContain("Located in");
  });
});

describe("Staff and Principal are senior IC levels", () => {
  test.each([
    ["Staff product designer in Austin", "Seniority: Senior (Staff)"],
    ["principal security engineers", "Seniority: Senior (Principal)"],
  ])("%s", (q, label) => {
    const leaf = leavesOf(parse(q).where).find((l) => l.criterion.label === label);
    expect(leaf?.criterion.kind).toBe("level");
    // The senior level (how the index reads "Staff …" and "Principal …" titles), or the word itself.
    expect(leaf?.criterion.tokens).toContain(facet.level("senior"));
  });
  test("excluding them excludes the level", () => {
    expect(plan("ML engineers, not principal")).toContain("NOT Seniority: Senior (Principal)");
  });
});

describe("relocation or a visa offered: the ad's city is not required", () => {
  test.each([
    ["SRE in Dublin, relocation package provided", "Dublin"],
    ["Android developer, Warsaw. We sponsor visas.", "Warsaw"],
    ["data engineers in Austin (visa sponsorship available)", "Austin"],
  ])("%s", (q, city) => {
    const parsed = parse(q);
    expect(describePlan(parsed.where)).not.toContain(city);
    expect(parsed.prefer).toContain(city.toLowerCase());
    expect(parsed.notes.join(" ")).toContain("where they live is not required");
  });
  test("without the offer the city filters, and an excluded place stays excluded", () => {
    expect(plan("SRE in Dublin")).toContain("Dublin");
    expect(plan("designers, not in Munich, relocation offered")).toContain("NOT Located in Munich");
  });
});

describe("remote wording: a region offered as an alternative, or remote from anywhere", () => {
  test("'or remote in <region>' joins the places said as alternatives", () => {
    const p = plan("Data engineer - on site in Lyon or Nantes, or remote within France");
    expect(p).toContain("(Located in Lyon");
    expect(p).toContain("OR Located in France)");
  });
  test.each(["Android developer, Krakow, remote OK", "SRE - Munich - remote-friendly"])(
    "%s: no place is required",
    (q) => {
      const parsed = parse(q);
      expect(describePlan(parsed.where)).not.toContain("Located in");
      expect(parsed.notes.join(" ")).toContain("where they live is not required");
    },
  );
  test("a region after the remote wording stays", () => {
    expect(plan("Fully remote (Nordics only) QA engineer")).toContain("Located in");
    expect(plan("Data analyst. Location: Scandinavia (remote OK)")).toContain("Located in");
    // A city before it is the office, not the region: "Krakow, remote OK" above requires no place.
  });
});
