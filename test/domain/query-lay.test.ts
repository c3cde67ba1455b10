/**
 * Lay descriptions (issue 45, round 14's class "lay descriptions"): what people do said in plain
 * words instead of a title is read as the family that does that work; plain level words ("the
 * bosses", "just starting out", "the ones the X report to") and plain place words ("the Americas",
 * "the German-speaking countries", "the continent", "the US west coast") as the vocabulary's levels
 * and places. This file's own phrasings, none of round 14's.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Marigold Logistics", country: "NL" }]);
const now = new Date(Date.UTC(2026, 10, 27));
const { plan, positive, negative } = queryReaders(companies, now);
const LEADERS = "Seniority: Manager or Head of or Director or VP or C-level";

describe("a plain description of work is the family that does it", () => {
  test.each([
    ["someone who looks after our cloud servers in Lyon", "DevOps"],
    ["a person who keeps the ledger and handles invoices", "Accounting"],
    ["people who decide which features make the roadmap", "Product Management"],
    ["whoever recruits candidates for tech roles in Oslo", "Recruiting"],
    ["somebody who builds iphone and android apps", "Mobile Engineering"],
    ["people who defend our systems against attackers", "Security Engineering"],
    ["folks who check each release for glitches", "Quality Assurance"],
    ["the people who train machines to recognise pictures", "Machine Learning"],
    ["someone who builds dashboards from the sales figures", "Data Analysis"],
    ["people who sketch the screens of an app", "Product Design"],
    ["someone who closes deals with enterprise customers", "Account Executive"],
    ["people who move data from one warehouse to the next through pipelines", "Data Engineering"],
  ])("%s", (q, family) => {
    expect(plan(q)).toContain(`Job title in the ${family} family`);
  });
  test("the description's other words still count: a duration and an exclusion stay", () => {
    const q = "people who have been coding software for over 8 years rather than managing";
    const p = plan(q);
    expect(p).toContain("Job title in the Software Engineering family");
    expect(p).toMatch(/years of experience/);
    expect(negative(q).join(" | ")).toContain(LEADERS);
  });
  test("the server side of websites is backend", () => {
    expect(plan("someone who writes the server side of websites in Porto")).toContain(
      "Job title Backend Engineer",
    );
  });
  test("a specialty tied with its family is the specialty", () => {
    expect(plan("who writes the frontend code at Marigold Logistics?")).toContain(
      "Job title Frontend Engineer",
    );
  });
  test("a clause describing a role already named is left to it", () => {
    expect(plan("data scientists who build models in Berlin")).toContain("Data Science");
    expect(plan("data scientists who build models in Berlin")).not.toContain("Machine Learning");
  });
  test("a leadership verb is the function's leaders, not its practitioners", () => {
    expect(plan("who runs the marketing team in Paris")).toContain(LEADERS);
  });
  test("a company's name is no description of work", () => {
    expect(plan("people who moved from Marigold Logistics to Data Systems Group")).not.toContain(
      "Data Engineering",
    );
  });
  test("a company's work is not the person's", () => {
    expect(plan("engineers at a startup that builds phone apps")).not.toContain("Mobile Engineering");
  });
});

describe("plain level words", () => {
  test.each([
    ["the big bosses of marketing in Madrid", "Marketing"],
    ["the higher-ups in finance", "Finance"],
    ["whoever the designers report to, in Leeds", null],
    ["anyone with staff under them at Marigold Logistics", null],
  ])("%s: leaders", (q, fn) => {
    expect(positive(q).join(" | ")).toContain(LEADERS);
    if (fn) expect(positive(q).join(" | ")).toContain(`Works in ${fn}`);
  });
  test("'not the bosses' leaves the leaders out", () => {
    expect(negative("marketers in Lisbon, but not the bosses").join(" | ")).toContain(LEADERS);
  });
  test("'the most senior person on the money side' is the finance C-level", () => {
    expect(plan("the most senior person on the money side, in Dublin")).toMatch(
      /Works in Finance AND Seniority: C-level/,
    );
  });
  test("a career's start is the entry level, not a new job", () => {
    const p = plan("designers fresh out of college in Rome");
    expect(p).toContain("Seniority: Entry level");
    expect(p).not.toMatch(/current company/);
    expect(plan("accountants who are just starting out")).not.toMatch(/current company/);
  });
  test("'no newbies' excludes the entry level", () => {
    expect(negative("QA engineers in Turin, no newbies").join(" | ")).toContain("Entry level");
  });
  test("'three years under their belt' is experience", () => {
    expect(plan("marketers with three years under their belt")).toMatch(
      /3 years of experience|At least 3 years/,
    );
  });
  test("'in charge of hiring' leads recruiting", () => {
    expect(plan("the person in charge of hiring at Marigold Logistics")).toContain(LEADERS);
  });
});

describe("plain place words", () => {
  test("the Americas are North and South America", () => {
    const p = negative("designers, not in the Americas").join(" | ");
    expect(p).toMatch(/North America/);
    expect(p).toMatch(/South America/);
  });
  test("the German-speaking countries are DACH, not a language", () => {
    const p = plan("lawyers in the German-speaking countries");
    expect(p).toContain("DACH");
    expect(p).not.toContain("Speaks German");
  });
  test("the continent is Europe without the UK and Ireland", () => {
    const q = "recruiters anywhere on the continent";
    expect(positive(q).join(" | ")).toContain("Located in Europe");
    expect(negative(q).join(" | ")).toMatch(/United Kingdom/);
    expect(negative(q).join(" | ")).toMatch(/Ireland/);
  });
  test("the US west coast is the coast's states, not the whole US", () => {
    const p = plan("data engineers on the US west coast");
    expect(p).not.toContain("Located in United States");
    expect(p).toMatch(/California/);
  });
});
