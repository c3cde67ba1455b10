/**
 * Tools asked by their category (issue 45, round 17 of first sight, class stack_tool): "the CRM"
 * is any CRM product (Salesforce, HubSpot, Dynamics...) or the CRM skill itself, "spreadsheets"
 * any spreadsheet program (Excel, Google Sheets...), "a deep-learning framework" any of them
 * (TensorFlow, PyTorch...; not the "Deep Learning" skill), "an ERP", "an applicant tracking system",
 * "BI tools" their products; "not X-only" excludes someone whose only tool is X, which a plan cannot
 * say, so it is not applied, never applied as "not X". Memberships: data/vocab/skill-groups.json.
 * This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facet } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, leaves } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

const skills = (q: string) =>
  leaves(q)
    .filter((l) => l.criterion.kind === "skill")
    .map((l) => ({ negated: l.negated, tokens: l.criterion.tokens }));
const sk = (...names: string[]) => names.map((n) => facet.skill(n));

describe("a tool's category", () => {
  test.each([
    ["account managers who live in their CRM, Lyon", ["CRM", "Salesforce", "HubSpot"]],
    ["controllers who are spreadsheet power users, Lyon", ["Excel", "Google Sheets"]],
    ["researchers with a deep-learning framework, Lyon", ["TensorFlow", "PyTorch", "Keras"]],
    ["accountants who know an ERP, Lyon", ["SAP", "NetSuite"]],
    ["recruiters fluent in an applicant tracking system, Lyon", ["Greenhouse", "Lever"]],
    ["analysts with BI tools, Lyon", ["Tableau", "Power BI", "Looker"]],
  ])("%s: any of its products", (q, products) => {
    const [only, ...rest] = skills(q);
    expect(rest).toEqual([]);
    expect(only?.negated).toBe(false);
    expect(only?.tokens).toEqual(expect.arrayContaining(sk(...products)));
  });
  test("a deep-learning framework is a framework, not the discipline listed as a skill", () => {
    const [only] = skills("researchers with a deep-learning framework, Lyon");
    expect(only?.tokens).not.toContain(facet.skill("Deep Learning"));
  });
});

describe("a tool as someone's only one", () => {
  test.each([
    ["analysts who code in R, not spreadsheet-only", "Excel"],
    ["ML engineers in Lyon, not PyTorch-only", "PyTorch"],
    ["marketers, no HubSpot-only people", "HubSpot"],
  ])("%s: nothing excluded, %s not excluded", (q, tool) => {
    for (const s of skills(q)) expect(s.negated && s.tokens.includes(facet.skill(tool))).toBe(false);
    expect(parsed(q).notes.join(" ")).toMatch(/only tool/);
  });
});
