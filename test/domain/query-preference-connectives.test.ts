/**
 * Round 22 of first sight (issue 45), classes pref_role, pref_place, pref_skill: preference
 * connectives that exclude ("in lieu of", "in preference to", "preferred over", "X over Y",
 * "more X than Y", "not so much Y as X"): X is asked, Y left out when it is a term of X's kind;
 * "over" that is no connective ("over 5 years", "took over", "over the summer") is left as it is.
 * This test's own words, places and titles.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Tidewater Labs", country: "IE" },
  { id: 2, name: "Brackenfield", country: "FR" },
]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const has = (labels: string[], start: string) => labels.some((l) => l.startsWith(start));

describe("X is asked and Y left out, for every preference connective", () => {
  test.each([
    ["Accountants in Lyon in lieu of Lille", "Located in Lyon", "Located in Lille"],
    ["QA engineers in Oslo in preference to Bergen", "Located in Oslo", "Located in Bergen"],
    ["Designers in Porto, preferred over Braga", "Located in Porto", "Located in Braga"],
    ["Frontend developers, Vue over Angular", "Skilled in Vue", "Skilled in Angular"],
    ["Data analysts: Valencia over Bilbao", "Located in Valencia", "Located in Bilbao"],
    ["Engineers with Rust over C++", "Skilled in Rust", "Skilled in C++"],
    [
      "more data engineers than data scientists in Dublin",
      "Job title in the Data Engineering",
      "Job title in the Data Science",
    ],
    ["marketing people in Lyon, not so much Kotlin as Swift", "Skilled in Swift", "Skilled in Kotlin"],
    // The split "rather X than Y" (review r69).
    ["Android developers, rather Kotlin than Flutter", "Skilled in Kotlin", "Skilled in Flutter"],
    ["Accountants, rather Lille than Lyon", "Located in Lille", "Located in Lyon"],
    // An employer said bare on the asked side is where they work (review r69).
    [
      "Accountants in Lyon, Tidewater Labs over Brackenfield",
      "Currently works at Tidewater",
      "Currently works at Brackenfield",
    ],
    [
      "Accountants, Brackenfield rather than Tidewater Labs",
      "Currently works at Brackenfield",
      "Currently works at Tidewater",
    ],
  ])("%s", (q, asked, left) => {
    expect(has(positive(q), asked)).toBe(true);
    expect(has(negative(q), left)).toBe(true);
    expect(has(positive(q), left)).toBe(false);
  });

  test("between two rungs of one department, the rung said second is left out", () => {
    const q = "a Director of Marketing over a VP of Marketing in Spain";
    expect(has(positive(q), "Seniority: Director")).toBe(true);
    expect(has(negative(q), "Seniority: VP")).toBe(true);
    expect(has(positive(q), "Seniority: VP")).toBe(false);
  });
});

describe("an over that is no connective is left as it is", () => {
  test.each([
    ["designers with over 8 years in Oslo", "Located in Oslo"],
    ["managers who took over a team in Lyon", "Located in Lyon"],
    ["nurses hired over the summer in Leeds", "Located in Leeds"],
    // "over" after a rung says whom it is in charge of; "over to" is a move (review r69).
    ["Heads over marketing in Lyon", "Works in Marketing"],
    ["a Director over finance in Lille", "Works in Finance"],
    ["Android developers who ported Java over to Kotlin", "Skilled in Kotlin"],
    ["Data analysts in Lille who moved from Excel over to Python", "Skilled in Python"],
  ])("%s", (q, asked) => {
    expect(has(positive(q), asked)).toBe(true);
    expect(negative(q)).toEqual([]);
  });
});

describe("a side of another kind is not applied", () => {
  test("more X than Y with Y no term of X's kind excludes nothing and keeps the rest", () => {
    const q = "more Python developers than meetings in Lyon";
    expect(has(positive(q), "Located in Lyon")).toBe(true);
    expect(negative(q)).toEqual([]);
  });
});
