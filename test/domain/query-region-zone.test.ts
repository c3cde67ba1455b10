/**
 * Round 17 of first sight (issue 45; test/quality/first-sight-17/README.md), class region_zone:
 * places said as the clock people keep ("on Central European Time", "UK hours", "EST", "Mountain
 * time", "UTC+1", "GMT-8") are the places that keep that standard time, a country with several by
 * its states; a zone said with another place narrows it ("in Canada on Eastern time"); places said
 * as where a language is official ("Dutch-speaking Belgium", "francophone cities", "the
 * Italian-speaking part of Switzerland", "Romandie") are those countries and states, while a
 * language before a person noun stays a language spoken. This test's own phrasings and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { placeReaders } from "../helpers/query-places.ts";

const { asks, asksCountry, excludes, positive } = placeReaders(
  new CompanyLexicon([]),
  new Date(Date.UTC(2026, 10, 27)),
);

describe("a time zone is the places that keep it", () => {
  test.each([
    [
      "support engineers on Central European Time",
      ["Warsaw", "Madrid", "Stockholm"],
      ["London", "Lisbon", "Helsinki"],
    ],
    ["recruiters who keep UK hours", ["Dublin", "Porto", "London"], ["Paris", "New York"]],
    ["designers available during EST", ["Boston", "Miami", "Toronto"], ["Chicago", "Denver", "London"]],
    ["accountants in the PST time zone", ["Los Angeles", "Seattle", "Vancouver"], ["Phoenix", "New York"]],
    ["Mountain time data analysts", ["Denver", "Calgary", "Phoenix"], ["Los Angeles", "Dallas"]],
    ["sales engineers working US Central hours", ["Dallas", "Chicago", "Winnipeg"], ["Boston", "Denver"]],
    ["EET-based testers", ["Helsinki"], ["Berlin", "London"]],
    ["ML engineers on IST", ["Pune", "Hyderabad"], ["Tokyo", "Dubai"]],
  ])("%s", (q, inside, outside) => {
    for (const city of inside) expect(asks(q, city)).toBe(true);
    for (const city of outside) expect(asks(q, city)).toBe(false);
  });
});

describe("a zone said as its offset from UTC", () => {
  test.each([
    ["backend developers on UTC+1", "Vienna", "London"],
    ["PMs within GMT-8", "San Diego", "Chicago"],
    ["data engineers on UTC +05:30", "Mumbai", "Tokyo"],
    ["copywriters working UTC+0 hours", "London", "Rome"],
  ])("%s", (q, inside, outside) => {
    expect(asks(q, inside)).toBe(true);
    expect(asks(q, outside)).toBe(false);
  });
});

describe("a zone with another place narrows it", () => {
  test("in Canada on Eastern time: Ontario and Quebec, not Vancouver nor New York", () => {
    const q = "customer success managers in Canada on Eastern time";
    expect(asks(q, "Ottawa")).toBe(true);
    expect(asks(q, "Vancouver")).toBe(false);
    expect(asks(q, "New York")).toBe(false);
  });
  test("two zones are alternatives of each other", () => {
    const q = "devops engineers on CET or UK time";
    expect(asks(q, "Berlin")).toBe(true);
    expect(asks(q, "London")).toBe(true);
    expect(asks(q, "New York")).toBe(false);
  });
  test("a zone's places named as excluded are left out", () => {
    const q = "frontend engineers on CET, but not Spain or Italy";
    expect(asks(q, "Prague")).toBe(true);
    expect(excludes(q, "Madrid")).toBe(true);
    expect(excludes(q, "Milan")).toBe(true);
  });
});

describe("a language area is where the language is official", () => {
  test.each([
    ["marketers in Dutch-speaking Belgium", ["Antwerp", "Ghent", "Brussels"], ["Liège", "Charleroi"]],
    [
      "lawyers in francophone cities",
      ["Lyon", "Montreal", "Geneva", "Liège"],
      ["Toronto", "Zurich", "Antwerp"],
    ],
    ["QA engineers in the Italian-speaking part of Switzerland", [], ["Zurich", "Geneva", "Milan"]],
    ["the French-speaking part of Canada: recruiters", ["Quebec City", "Laval"], ["Toronto", "Calgary"]],
    ["product designers in Romandie", ["Geneva"], ["Zurich", "Basel"]],
    ["data analysts in German-speaking Switzerland", ["Zurich", "Basel"], ["Geneva", "Munich"]],
    ["sales reps in Spanish-speaking countries", ["Madrid", "Guadalajara"], ["São Paulo", "Lisbon"]],
  ])("%s", (q, inside, outside) => {
    for (const city of inside) expect(asks(q, city)).toBe(true);
    for (const city of outside) expect(asks(q, city)).toBe(false);
    expect(positive(q).some((l) => l.startsWith("Speaks"))).toBe(false);
  });
  test("Italian-speaking Switzerland is Ticino", () => {
    expect(positive("QA engineers in the Italian-speaking part of Switzerland")).toContain(
      "Located in Italian-speaking Switzerland",
    );
  });
  test("a language before a person noun is a language spoken, not a place", () => {
    expect(positive("French-speaking account executives in Berlin")).toContain("Speaks French");
    expect(asks("French-speaking account executives in Berlin", "Paris")).toBe(false);
  });
  test("a city excluded from a language area", () => {
    const q = "UX designers in French-speaking cities other than Paris";
    expect(asks(q, "Brussels")).toBe(true);
    expect(excludes(q, "Paris")).toBe(true);
    expect(asksCountry(q, "DE")).toBe(false);
  });
});
