/**
 * An exclusion's scope after a move between employers (issue 45, round 13): in a sentence about a
 * move, "but not from <Company>" excludes where the move started (the earlier employer), not the
 * current one. A place after "not from" stays a place; without a move, "not from <Company>" keeps its
 * reading. This file's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Calloway Foods", country: "GB" },
  { id: 2, name: "Brisket & Vine", country: "GB" },
  { id: 3, name: "Ostara Bank", country: "NL" },
]);
const { negative, positive } = queryReaders(companies, new Date(Date.UTC(2026, 10, 26)));

describe("'not from X' after a move", () => {
  test("a move into a company from another, but not from X: X the earlier employer", () => {
    const q = "buyers who switched to Calloway Foods from another company, but not from Brisket & Vine";
    expect(negative(q)).toContain("Previously worked at Brisket & Vine");
    expect(negative(q)).not.toContain("Currently works at Brisket & Vine");
    expect(positive(q)).toContain("Currently works at Calloway Foods");
  });
  test("'hired in ... not coming from X'", () => {
    const q = "risk analysts hired in at Ostara Bank, not coming from Calloway Foods";
    expect(negative(q)).toContain("Previously worked at Calloway Foods");
    expect(negative(q)).not.toContain("Currently works at Calloway Foods");
  });
  test("a place after 'not from' stays a place", () => {
    const q = "cooks who moved to Calloway Foods but not from Lyon";
    expect(negative(q).some((l) => l.startsWith("Located in Lyon"))).toBe(true);
  });
});
