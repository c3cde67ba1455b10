/**
 * Round 10 of first sight (issue 45; test/quality/first-sight-10/README.md), class (c): hedged
 * asks (./src/domain/query/read-hedges.ts, ./src/domain/query/read-ad.ts). A hard refusal is an
 * exclusion, never the thing it names; requirement cues keep what they govern; preferences, soft
 * refusals and indifference filter nothing. This test's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Granite Peak", country: "US" },
  { id: 2, name: "Sorrel Bank", country: "GB" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { leaves, positive, negative } = queryReaders(companies, now);

describe("hard refusals exclude what they name", () => {
  test.each([
    ["Data analysts; a hard no on anyone in Canada", "Located in Canada"],
    ["Data analysts, but people in Canada are a hard no", "Located in Canada"],
    ["Designers in Spain. Interns are a hard no.", "Seniority: Intern"],
    ["Designers in Spain, Granite Peak people are a no-go", "Currently works at Granite Peak"],
    ["Designers in Spain; managers are off the table", "Seniority: Manager"],
    ["Designers in Spain, firm no on Sorrel Bank", "Currently works at Sorrel Bank"],
  ])("%s", (q, refused) => {
    expect(negative(q)).toContain(refused);
    expect(positive(q)).not.toContain(refused);
  });
});

describe("requirement cues keep what they govern, and add nothing", () => {
  test.each([
    ["Java developers, Terraform is a must", "Skilled in Terraform"],
    ["Java developers; SQL is non-negotiable", "Skilled in SQL"],
    ["Java developers with Docker, that's required", "Skilled in Docker"],
    ["Java developers who must be in Lisbon", "Located in Lisbon, Lisbon, Portugal"],
  ])("%s", (q, kept) => {
    expect(positive(q)).toContain(kept);
    expect(leaves(q).some((l) => l.criterion.kind === "text")).toBe(false);
  });
  test("must not be: an exclusion", () => {
    expect(negative("Product leads; they must not be interns")).toContain("Seniority: Intern");
  });
});

describe("preferences, soft refusals and indifference filter nothing", () => {
  test.each([
    ["Java developers, Kubernetes would be nice to have", "Skilled in Kubernetes"],
    ["Java developers, bonus if they know Kubernetes", "Skilled in Kubernetes"],
    ["Java developers, Docker if possible", "Skilled in Docker"],
    ["Python developers, Node.js would be a plus", "Skilled in Node.js"],
    ["Python developers; Node.js if possible; no interns", "Skilled in Node.js"],
    ["Java developers; we don't mind juniors", "Seniority: Entry level"],
  ])("%s", (q, unasked) => {
    expect(positive(q)).not.toContain(unasked);
    expect(negative(q)).not.toContain(unasked);
  });
  test.each([
    [
      "Java developers in Spain; we'd rather not have anyone from Sorrel Bank",
      "Currently works at Sorrel Bank",
    ],
    ["Java developers in Spain, we'd prefer people who aren't in Madrid", "Located in Madrid, Madrid, Spain"],
    ["Java developers in Spain. We'd rather avoid interns", "Seniority: Entry level"],
  ])("%s", (q, soft) => {
    expect(negative(q)).not.toContain(soft);
    expect(positive(q)).not.toContain(soft);
  });
  test("a requirement after an indifference stays", () => {
    expect(positive("Java developers; don't mind which team as long as they're in Portugal")).toContain(
      "Located in Portugal",
    );
  });
});
