/**
 * Everyday short forms of country demonyms ("Brits", "Aussies", "Kiwis", "Canucks", "Scots") are
 * their country, as "Germans" is Germany (issue 45: round 17's "no Brits" was a text exclusion, so
 * a British person stayed). "Kiwi" and "Yank" are also words: places only where a place is read.
 * This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { leaves } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));
const read = (q: string) => leaves(q).map((l) => `${l.negated ? "NOT " : ""}${l.criterion.tokens.join(",")}`);

describe("informal demonyms", () => {
  test.each([
    ["backend engineers, no Brits", "NOT ctry0gb"],
    ["designers but not Aussies", "NOT ctry0au"],
    ["Kiwis in marketing", "ctry0nz"],
    ["Canuck recruiters", "ctry0ca"],
  ])("%s", (q, place) => {
    expect(read(q)).toContain(place);
  });

  test("the Scots are Scotland's people, by its cities", () => {
    expect(read("Scots in data science").some((t) => t.includes("st0gbscotland"))).toBe(true);
  });

  test("'kiwi' as a word is no place", () => {
    expect(read("sales reps who sell kiwi fruit").join(" ")).not.toMatch(/ctry0nz/);
  });
});
