/**
 * Round 17 of first sight (issue 45; test/quality/first-sight-17/README.md), class region_bloc:
 * places named as treaty and economic blocs ("the euro area", "Schengen", "EEA", "EFTA", "the
 * Visegrád Group") are their member countries, however written ("CEE-based": a short bloc in
 * capitals inside a hyphenated word), with the exclusions around them. This test's own phrasings
 * and places; the members are the treaties' (src/domain/vocab/place-areas.ts).
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { placeReaders } from "../helpers/query-places.ts";

const { asks, asksCountry, excludes, plan } = placeReaders(
  new CompanyLexicon([]),
  new Date(Date.UTC(2026, 10, 27)),
);

describe("a bloc is its members", () => {
  test.each([
    ["backend developers across the euro area", ["FI", "DE", "NL", "HR"], ["PL", "GB", "CH", "DK", "ME"]],
    ["Eurozone-based accountants", ["IE", "PT", "AT"], ["SE", "CZ", "GB"]],
    ["product managers in euro zone countries", ["BE", "ES", "IT"], ["HU", "NO"]],
    ["data scientists anywhere in the Schengen area", ["CH", "NO", "PL"], ["GB", "IE", "CY"]],
    ["QA testers in EEA countries", ["NO", "IS", "SE"], ["CH", "GB"]],
    ["lawyers in EFTA", ["CH", "NO"], ["DE", "GB"]],
    ["designers in the Visegrad Group", ["PL", "CZ", "HU", "SK"], ["AT", "DE"]],
  ])("%s", (q, inside, outside) => {
    for (const iso2 of inside) expect(asksCountry(q, iso2)).toBe(true);
    for (const iso2 of outside) expect(asksCountry(q, iso2)).toBe(false);
  });
});

describe("a short bloc in capitals inside a hyphenated word", () => {
  test.each([
    ["CEE-based data analysts", "Warsaw", "Vienna"],
    ["EEA-wide recruiters", "Oslo", "Zurich"],
    ["EFTA-based security engineers", "Geneva", "Berlin"],
  ])("%s", (q, inside, outside) => {
    expect(asks(q, inside)).toBe(true);
    expect(asks(q, outside)).toBe(false);
  });
});

describe("exclusions around a bloc", () => {
  test("a member excluded by name is left out, the others asked", () => {
    const q = "Marketing managers in the Eurozone, excluding Germany and France";
    expect(asks(q, "Madrid")).toBe(true);
    expect(excludes(q, "Munich")).toBe(true);
    expect(excludes(q, "Lyon")).toBe(true);
    expect(asks(q, "Warsaw")).toBe(false);
  });
  test("a non-member named as excluded is excluded, not asked", () => {
    const q = "growth marketers in the Schengen area but not Switzerland";
    expect(excludes(q, "Zurich")).toBe(true);
    expect(asks(q, "Lisbon")).toBe(true);
    expect(plan(q)).toContain("NOT");
  });
});
