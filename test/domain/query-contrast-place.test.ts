/**
 * Round 15 of first sight (issue 45; test/quality/first-sight-15/README.md), class contrast_place:
 * "A rather than / as opposed to / versus / vs / as distinct from / compared with / instead of B"
 * with A and B places: A is asked, B is left out, within the other conditions. B's scope ends at
 * its clause (a dash, a colon), so a place said again after it stays asked; a place B names that
 * the rest of the query only mentioned is still left out. This test's own places and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Tidewater Labs", country: "IE" }]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const has = (labels: string[], start: string) => labels.some((l) => l.startsWith(start));

describe("A is asked and B left out, for every contrast marker", () => {
  test.each([
    ["Accountants in Lyon as opposed to Marseille", "Located in Lyon", "Located in Marseille"],
    ["Nurses in Canada versus the US", "Located in Canada", "Located in United States"],
    ["DevOps engineers in Spain vs Portugal", "Located in Spain", "Located in Portugal"],
    ["DevOps engineers in Spain vs. Portugal", "Located in Spain", "Located in Portugal"],
    ["Product designers in Poland, as distinct from Czechia", "Located in Poland", "Located in Czechia"],
    ["Analysts in Oslo in contrast to Bergen", "Located in Oslo", "Located in Bergen"],
    ["Copywriters in Milan, not so much Rome", "Located in Milan", "Located in Rome"],
    ["Engineers in Ireland compared with our UK pool", "Located in Ireland", "Located in United Kingdom"],
  ])("%s", (q, asked, left) => {
    expect(has(positive(q), asked)).toBe(true);
    expect(has(negative(q), left)).toBe(true);
    expect(has(positive(q), left)).toBe(false);
  });
});

describe("B's scope ends at its clause", () => {
  test("a place said again after a dash stays asked", () => {
    const q = "Copywriters in Italy rather than in France or Spain — the Italian market alone";
    expect(has(positive(q), "Located in Italy")).toBe(true);
    expect(has(negative(q), "Located in Italy")).toBe(false);
    expect(has(negative(q), "Located in France")).toBe(true);
    expect(has(negative(q), "Located in Spain")).toBe(true);
  });
  test("a list in B goes on to its 'or'", () => {
    const q = "Recruiters in Mexico rather than Brazil, Chile or Peru";
    for (const p of ["Brazil", "Chile", "Peru"]) expect(has(negative(q), `Located in ${p}`)).toBe(true);
    expect(has(positive(q), "Located in Mexico")).toBe(true);
  });
  test("a comma that starts another condition ends B", () => {
    const q = "Recruiters in India rather than the US, with 5 years of experience";
    expect(positive(q)).toContain("At least 5 years of experience");
    expect(has(negative(q), "Located in United States")).toBe(true);
  });
});

describe("a place B names that the rest only mentioned is left out", () => {
  test("the same cut as the Dublin list, for Cork instead of Dublin", () => {
    const q = "Same cut as the Dublin sales list, but for Cork instead of Dublin: account executives";
    expect(has(negative(q), "Located in Dublin")).toBe(true);
    expect(has(positive(q), "Located in Cork")).toBe(true);
  });
});

describe("a name in capitals is not a contrast marker", () => {
  test("'VS Code' is no 'versus'", () => {
    const q = "React developers who know VS Code in Berlin";
    expect(has(positive(q), "Located in Berlin")).toBe(true);
    expect(has(negative(q), "Located in Berlin")).toBe(false);
  });
});
