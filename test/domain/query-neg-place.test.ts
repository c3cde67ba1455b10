/**
 * Round 15 of first sight (issue 45), class neg_place: places said by negation. Two negations make
 * the positive ("no one who isn't based in X", "nobody outside X", "can't be anywhere but X",
 * "nowhere but X": in X); an exclusion said first ends at its comma ("apart from X, any <country>
 * city": the country without X); "as long as it's not X" leaves X out. This test's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Brackenridge", country: "US" }]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const has = (labels: string[], start: string) => labels.some((l) => l.startsWith(start));

describe("two negations of a place are the place", () => {
  test.each([
    ["No one who isn't located in the Nordics — QA engineers", "Located in Nordic"],
    ["nobody who is not based in Canada: nurses", "Located in Canada"],
    ["accountants, and nobody outside Porto", "Located in Porto"],
    ["No juniors and no one outside Valencia: backend engineers", "Located in Valencia"],
    ["Data analysts who can't be anywhere but Lyon", "Located in Lyon"],
    ["recruiters who cannot be located anywhere except Dublin", "Located in Dublin"],
    ["nowhere but Seville — product designers", "Located in Seville"],
    ["designers who won't be anywhere other than Vienna", "Located in Vienna"],
  ])("%s", (q, place) => {
    expect(has(positive(q), place)).toBe(true);
    expect(has(negative(q), place)).toBe(false);
  });
  test("a list after the double negation is each asked", () => {
    const q = "Senior designers who can't be anywhere but Lyon or Toulouse";
    expect(has(positive(q), "Located in Lyon")).toBe(true);
    expect(has(positive(q), "Located in Toulouse")).toBe(true);
    expect(negative(q).some((l) => l.startsWith("Located in"))).toBe(false);
  });
  test("other exclusions beside it keep their sense", () => {
    const q = "No juniors and no one outside Valencia: backend engineers";
    expect(negative(q)).toContain("Seniority: Entry level");
  });
});

describe("an exclusion said first ends at its comma", () => {
  test.each([
    ["Apart from Munich, any German city — designers", "Located in Munich", "Located in Germany"],
    ["Other than Madrid, any Spanish city is fine: accountants", "Located in Madrid", "Located in Spain"],
    ["except Milan, anywhere in Italy — data engineers", "Located in Milan", "Located in Italy"],
  ])("%s", (q, left, asked) => {
    expect(has(negative(q), left)).toBe(true);
    expect(has(positive(q), asked)).toBe(true);
    expect(has(negative(q), asked)).toBe(false);
  });
});

describe("a place ruled out with a hedge is left out", () => {
  test("as long as it's not X", () => {
    const q = "I don't mind where, as long as it's not Canada — heads of marketing";
    expect(has(negative(q), "Located in Canada")).toBe(true);
    expect(has(positive(q), "Located in Canada")).toBe(false);
  });
});
