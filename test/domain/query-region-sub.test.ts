/**
 * Round 17 of first sight (issue 45; test/quality/first-sight-17/README.md), class region_sub:
 * regions inside a country, named as people name them ("the Randstad", "southern India",
 * "northern Italy", "the Mezzogiorno", "the Prairies"), are the states or provinces they span, so
 * a record that writes only a city of one is in it; with the exclusions around them. This test's
 * own phrasings and places (the regions' states: src/domain/vocab/subnational.ts).
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { placeReaders } from "../helpers/query-places.ts";

const { asks, excludes } = placeReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

describe("a region is the states it spans", () => {
  test.each([
    [
      "Randstad-based account executives",
      ["Rotterdam", "Utrecht", "Amsterdam"],
      ["Eindhoven", "Groningen", "Antwerp"],
    ],
    [
      "QA engineers in southern India",
      ["Hyderabad", "Chennai", "Visakhapatnam"],
      ["Delhi", "Pune", "Kolkata"],
    ],
    ["South Indian data scientists", ["Bengaluru"], ["Mumbai"]],
    ["recruiters in North India", ["Delhi", "Jaipur", "Lucknow"], ["Chennai", "Mumbai"]],
    ["western India finance analysts", ["Pune", "Ahmedabad"], ["Delhi", "Bengaluru"]],
    ["data engineers in northern Italy", ["Turin", "Bologna", "Verona"], ["Rome", "Naples"]],
    ["central Italy accountants", ["Florence", "Rome"], ["Milan", "Bari"]],
    ["designers across the Mezzogiorno", ["Naples", "Bari", "Catania"], ["Milan", "Rome"]],
    ["product managers in the Prairies", ["Calgary", "Winnipeg", "Regina"], ["Toronto", "Vancouver"]],
    ["customer support in Atlantic Canada", ["Halifax"], ["Montreal"]],
  ])("%s", (q, inside, outside) => {
    for (const city of inside) expect(asks(q, city)).toBe(true);
    for (const city of outside) expect(asks(q, city)).toBe(false);
  });
});

describe("exclusions around a region", () => {
  test("a city of the region excluded by name", () => {
    const q = "backend engineers in the Randstad, but not Amsterdam";
    expect(asks(q, "The Hague")).toBe(true);
    expect(excludes(q, "Amsterdam")).toBe(true);
  });
  test("a state of the region excluded by name", () => {
    const q = "analysts in South India except Karnataka";
    expect(asks(q, "Chennai")).toBe(true);
    expect(excludes(q, "Bengaluru")).toBe(true);
  });
  test("a region excluded from its country", () => {
    const q = "sales engineers in Italy, not southern Italy";
    expect(asks(q, "Milan")).toBe(true);
    expect(excludes(q, "Naples")).toBe(true);
  });
});

describe("names that only look like a region", () => {
  test("the West Indies are not western India", () => {
    expect(asks("cricket coaches from the West Indies", "Pune")).toBe(false);
  });
});
