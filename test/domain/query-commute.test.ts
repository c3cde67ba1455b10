/**
 * Commute and proximity anchors read as the place, and the exclusions said after them ("nobody
 * remote from abroad", "X is too far", "X is fine, Y isn't"): issue 45, round 18's commute asks.
 * This file's own roles and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Ostara Bank", country: "NL" }]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("a commute anchor is the place", () => {
  test("'commutable to' with 'nobody remote from abroad' requires the place", () => {
    const q = "QA engineers commutable to Lyon, nobody fully remote from abroad";
    expect(positive(q)).toContain("Located in Lyon, Auvergne-Rhône-Alpes, France");
    expect(negative(q)).toEqual([]);
  });
  test("'within an hour's drive of'", () => {
    expect(positive("accountants within an hour's drive of Porto").join(" ")).toMatch(/Located in Porto/);
  });
  test("'could commute into our office daily'", () => {
    const q = "designers who could commute into our Madrid office daily";
    expect(plan(q)).toMatch(/AND Located in Madrid/);
  });
});

describe("places refused after a commute anchor", () => {
  test("'X is too far' excludes X", () => {
    const q = "data analysts within commuting distance of Milan — Rome is too far";
    expect(negative(q).join(" ")).toMatch(/Located in Rome/);
    expect(positive(q).join(" ")).not.toMatch(/Rome/);
  });
  test("'X is fine, Y isn't' allows X and excludes Y", () => {
    const q = "recruiters within two hours of Madrid by train — Seville is fine, Lisbon isn't";
    expect(positive(q).join(" ")).toMatch(/Seville/);
    expect(negative(q).join(" ")).toMatch(/Located in Lisbon/);
  });
});
