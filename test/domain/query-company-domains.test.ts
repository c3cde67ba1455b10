/**
 * Companies written by web domain (issue 45): "@name.tld", "www.name.tld", "name.tld", the name
 * run together or hyphenated, or only its first word, are the company of that name, current or past
 * as the words around say; the employer named beside them is never taken for the other one. A
 * domain that names no known company is not read as one. This test's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Saltmarsh Robotics", country: "GB" },
  { id: 2, name: "Ferncliff", country: "US" },
  { id: 3, name: "Owl & Anchor", country: "IE" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const labels = (q: string) =>
  leavesOf(parseQuery(q, { companies, now }).where).map((l) => (l.negated ? "NOT " : "") + l.criterion.label);

describe("a known company's web domain is that company", () => {
  const CURRENT: [string, string][] = [
    ["nurses at saltmarshrobotics.com", "Saltmarsh Robotics"],
    ["nurses at saltmarsh-robotics.co.uk", "Saltmarsh Robotics"],
    ["nurses at www.ferncliff.io", "Ferncliff"],
    ["anyone with an @owlanchor.ie address", "Owl & Anchor"],
    ["accountants using a @ferncliff.com email address", "Ferncliff"],
    ["accountants on saltmarsh.ai", "Saltmarsh Robotics"],
  ];
  for (const [q, name] of CURRENT)
    test(q, () => {
      expect(labels(q)).toContain(`Currently works at ${name}`);
      expect(labels(q).join(" ")).not.toMatch(/Previously worked at/);
    });

  test("the past employer beside a current domain stays the past one", () => {
    const q = "accountants with an @ferncliff.com address who used to be at saltmarshrobotics.com";
    expect(labels(q)).toContain("Currently works at Ferncliff");
    expect(labels(q)).toContain("Previously worked at Saltmarsh Robotics");
    expect(labels(q)).not.toContain("Currently works at Saltmarsh Robotics");
  });
  test("a removed domain is excluded", () => {
    const q = "accountants in Dublin, minus the ones at owl-anchor.com";
    expect(labels(q)).toContain("NOT Currently works at Owl & Anchor");
    expect(labels(q)).not.toContain("Currently works at Owl & Anchor");
  });
  test("a domain of no known company is not a company", () => {
    const q = "accountants at bramblewick.com";
    expect(labels(q).join(" ")).not.toMatch(/works at/);
  });
});

describe("an employer known only by name in the index is matched by domain too", () => {
  const employerNames = new Set(["saltmarsh robotics", "owl and anchor", "ferncliff"]);
  const none = new CompanyLexicon([]);
  const read = (q: string) =>
    leavesOf(parseQuery(q, { companies: none, now, employerNames }).where).map(
      (l) => (l.negated ? "NOT " : "") + l.criterion.label,
    );
  test("a run-together domain and an ex- domain", () => {
    const q = "accountants @saltmarshrobotics.io, but not ex-ferncliff.com people";
    expect(read(q)).toContain("Currently works at Saltmarsh Robotics");
    expect(read(q)).not.toContain("Currently works at Ferncliff");
    expect(read(q)).toContain("NOT Previously worked at Ferncliff");
  });
});

test("a domain the parse cannot resolve offers its name candidates for the index to check", () => {
  const parsed = parseQuery("accountants at saltmarshrobotics.com and ferncliff-labs.io", {
    companies: new CompanyLexicon([]),
    now,
  });
  expect(parsed.nameCandidates).toContain("saltmarsh robotics");
  expect(parsed.nameCandidates).toContain("ferncliff labs");
});
