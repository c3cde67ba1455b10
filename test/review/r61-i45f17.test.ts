/**
 * Review r61 of branch i45f17 (issue 45, round 13's leftovers). Readings that ask the opposite:
 * - "a degree said as the highest" (read-degree-school.ts, degree-absence.ts) also takes "not only
 *   a bachelor's", "not just a bachelor's" and "more than just a bachelor's": each then excludes
 *   every degree above a bachelor's, and "not only a bachelor's but also an MBA" asks for an MBA
 *   and excludes it (nobody can match);
 * - "<A> native or <B> native" (read-languages.ts) said in the plural, "Polish natives or Czech
 *   natives", becomes places, and under "no" only the first is excluded: "(NOT Located in Poland
 *   OR Located in Czechia)" lets in the Czech natives the user excluded;
 * - a department's rungs in one list (read-rung-lists.ts) under an exclusion: "no sales managers,
 *   directors or VPs" requires those rungs in every other function and excludes only Sales.
 * Strangers' phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive, negative } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));
const joined = (labels: string[]) => labels.join(" | ");

describe("'not only / more than just a bachelor's' is no ceiling", () => {
  test.each([
    "accountants with not just a bachelor's",
    "accountants with more than just a bachelor's",
    "engineers, not only a bachelor's",
  ])("%s", (q) => {
    expect(joined(negative(q))).not.toMatch(/above a bachelor/);
  });
  test("'not only a bachelor's but also an MBA' asks for the MBA and does not exclude it", () => {
    const q = "accountants with not only a bachelor's but also an MBA";
    expect(joined(positive(q))).toMatch(/MBA/);
    expect(joined(negative(q))).not.toMatch(/above a bachelor|MBA/);
  });
});

describe("native speakers in the plural are speakers, and both are excluded under 'no'", () => {
  test("'Polish natives or Czech natives' is either language, no place", () => {
    const p = joined(positive("support agents, Polish natives or Czech natives"));
    expect(p).toMatch(/Speaks Polish/);
    expect(p).toMatch(/Speaks Czech/);
    expect(p).not.toMatch(/Located in/);
  });
  test.each([
    "support agents, no Polish natives or Czech natives",
    "support agents, not Polish natives or Czech natives",
  ])("%s: neither is required, both are excluded", (q) => {
    expect(joined(positive(q))).not.toMatch(/Czech|Polish|Poland|Czechia/);
    expect(joined(negative(q))).toMatch(/Czech/);
    expect(joined(negative(q))).toMatch(/Polish/);
  });
});

describe("a department's rungs excluded together stay excluded", () => {
  test.each([
    "no sales managers, directors or VPs",
    "everyone at Papaya except sales managers, directors or VPs",
    "people at Papaya, not sales managers, directors or VPs",
  ])("%s", (q) => {
    expect(joined(positive(q))).not.toMatch(/Seniority/);
    expect(joined(negative(q))).toMatch(/Director/);
  });
});
