/**
 * Ranking words (issue 45, round 16): a superlative orders a set and never empties it. "The most
 * senior <function> people" asks the function's top levels first, but when no one in the function
 * holds them (no one leads data in the place asked) the answer is the function's people there,
 * never the top levels of every other function: the superlative's level is the plan's least
 * certain criterion, the one relaxation drops first, and the function is kept. "Least senior" is
 * the junior end, never the "Senior" level it spells. This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import type { Criterion } from "../../src/domain/query/criteria.ts";
import { describePlan } from "../../src/domain/query/plan.ts";
import { relaxOnce } from "../../src/domain/search/relax.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, positive, leaves } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Saffron Ledger", country: "ES" }]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("'the most senior <function> people' keeps the function", () => {
  test.each([
    ["the most senior data folks in Lisbon", /Data Science/, /Lisbon/],
    ["who are our most senior data people in Porto?", /Data Science/, /Porto/],
    ["the highest-ranking finance staff in Vienna", /Finance/, /Vienna/],
  ])("%s", (q, fn, place) => {
    const asked = joined(positive(q));
    expect(asked).toMatch(fn);
    expect(asked).toMatch(place);
    expect(asked).toMatch(/VP or C-level/);
    expect(parsed(q).prefer).not.toContain("data");
  });
});

describe("when no one holds the top levels, relaxation answers the function's people there", () => {
  test.each([
    ["the most senior data folks in Lisbon", /Data Science/, /Lisbon/],
    ["the top-ranking marketing people at Saffron Ledger", /Marketing/, /Saffron Ledger/],
  ])("%s", (q, fn, where) => {
    const step = relaxOnce(parsed(q).where);
    expect(step).not.toBeNull();
    const dropped = (step?.dropped ?? []).map((c: Criterion) => c.label).join(" | ");
    expect(dropped).toMatch(/VP or C-level/);
    const left = describePlan(step?.where ?? { all: [] });
    expect(left).toMatch(fn);
    expect(left).toMatch(where);
  });
  test("a level the query states outright is not the first to go", () => {
    const q = "VPs of marketing in Lisbon";
    const levels = leaves(q).filter((l) => l.criterion.kind === "level");
    expect(levels.length).toBe(1);
    const step = relaxOnce(parsed(q).where);
    expect((step?.dropped ?? []).map((c: Criterion) => c.kind)).not.toContain("level");
  });
});

describe("'least senior' is the junior end", () => {
  test.each(["the least senior designers in Paris", "least-senior accountants at Saffron Ledger"])(
    "%s",
    (q) => {
      const asked = joined(positive(q));
      expect(asked).not.toMatch(/Seniority: Senior/);
      expect(asked).not.toMatch(/Senior Accountant/);
    },
  );
});
