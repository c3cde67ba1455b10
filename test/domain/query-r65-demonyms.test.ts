/**
 * Stop 65's demonym fixes, in words of this file's own: a demonym after a comma is no region of a
 * place, a place's name inside a web domain is no place, and a country's people abroad live outside it.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

describe("demonyms and their places", () => {
  test("'<unknown place>, <demonym> welcome' keeps the role", () => {
    expect(plan("accountants in Kyiv Oblast, Germans welcome")).toMatch(/Accounting/);
  });

  test("a place's name in a web domain is no place", () => {
    expect(plan("engineers at lisbon.io")).not.toMatch(/Lisbon|iOS/);
  });

  test("'<demonym> living overseas' excludes the country", () => {
    expect(plan("Brits living overseas")).toBe("NOT Located in United Kingdom");
    expect(plan("expat Canucks in marketing")).toMatch(/NOT Located in Canada/);
  });
});
