/**
 * Where a career started (issue 45, round 13): "first job at X", "started their career at X", "got
 * their start at X" ask for the employer of the earliest job (the index's first-employer token), so
 * someone still in their first job there matches; a departure said with it ("and have since moved
 * on") is no longer there; an exclusion cue before it excludes the first employer. This file's own
 * companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { careerFacet } from "../../src/domain/search/career-facets.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 11, name: "Calloway Foods", country: "GB" },
  { id: 12, name: "Brisket & Vine", country: "GB" },
]);
const { leaves, negative, positive } = queryReaders(companies, new Date(Date.UTC(2026, 10, 26)));

const firstTokens = (q: string) =>
  leaves(q)
    .filter((l) => !l.negated)
    .flatMap((l) => l.criterion.tokens)
    .filter((t) => t.startsWith("crrfc"));

describe("the employer a career started at", () => {
  test("'started their career at X' is the first employer, whoever is still there", () => {
    const q = "buyers who started their career at Calloway Foods";
    expect(firstTokens(q)).toContain(careerFacet.firstCompany(11));
    expect(negative(q)).toEqual([]);
    expect(positive(q)).not.toContain("Previously worked at Calloway Foods");
  });
  test("'whose first job was at X or Y' is either first employer", () => {
    const q = "chefs whose first job was at Calloway Foods or Brisket & Vine";
    expect(firstTokens(q)).toEqual(
      expect.arrayContaining([careerFacet.firstCompany(11), careerFacet.firstCompany(12)]),
    );
  });
  test("a departure said with it: no longer there", () => {
    const q = "analysts who got their start at Brisket & Vine and have since moved on";
    expect(firstTokens(q)).toContain(careerFacet.firstCompany(12));
    expect(negative(q)).toContain("Currently works at Brisket & Vine");
  });
  test("under an exclusion cue, the first employer is excluded", () => {
    const q = "bakers in Leeds, not anyone who started out at Calloway Foods";
    const excluded = leaves(q)
      .filter((l) => l.negated)
      .flatMap((l) => l.criterion.tokens);
    expect(excluded).toContain(careerFacet.firstCompany(11));
    expect(firstTokens(q)).toEqual([]);
  });
});
