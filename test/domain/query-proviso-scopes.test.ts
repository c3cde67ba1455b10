/**
 * The scope of a proviso (../../src/domain/query/proviso-scopes.ts), in this file's own phrasings:
 * a clause that allows, favours, exempts or binds part of the ask is never read as a filter on
 * everyone; an exclusion of a conjunction never refuses (or requires) one half alone.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Globex", country: "US" },
  { id: 2, name: "Umbrella", country: "GB" },
]);
const now = new Date(Date.UTC(2026, 10, 28));
const { plan, positive, negative } = queryReaders(companies, now);
const required = (q: string) => positive(q).join(" | ");
const excluded = (q: string) => negative(q).join(" | ");
const notes = (q: string) => parseQuery(q, { companies, now }).notes.join(" | ");

describe("an exclusion of two joined conditions refuses neither alone", () => {
  for (const [q, half] of [
    ["Chemists in Leeds, leave them out if they are graduates and at Globex", "Globex"],
    ["Chemists in Leeds, exclude those if they work at Umbrella as well as live in York", "York"],
    ["Chemists in Leeds, not when they are principals and based in Hull", "Hull"],
  ] as const) {
    test(q, () => {
      expect(required(q)).not.toContain(half);
      expect(excluded(q)).not.toContain(half);
      expect(required(q)).toContain("Leeds");
      expect(notes(q)).toContain("NOT (A AND B)");
    });
  }
  test("one condition, or alternatives, are still refused", () => {
    expect(excluded("Chemists in Leeds, not if they are at Globex")).toContain("Globex");
    expect(plan("Chemists in Leeds, but not if they are at Globex or Umbrella")).toContain(
      "NOT (Currently works at Globex OR Currently works at Umbrella)",
    );
  });
});

describe("an 'unless' that exempts or names no criterion excludes nothing", () => {
  for (const q of [
    "Principal chemists, unless they were at Umbrella, in which case any seniority",
    "Chemists in York unless the candidate has worked at Globex in which case anywhere",
    "Chemists in York, unless they'd be willing to move",
    "Chemists in York unless open to commuting",
    "Chemists in York unless formerly at Globex, in which case any city",
  ]) {
    test(q, () => {
      expect(excluded(q)).toBe("");
      expect(notes(q)).toContain("left unread");
    });
  }
  test("a plain 'unless' still excludes", () =>
    expect(excluded("Chemists in York unless they're at Globex")).toContain("Globex"));
});

describe("concession and preference never filter", () => {
  for (const [q, item] of [
    ["Chemists in York, even when they're graduates", "Entry level"],
    ["Chemists in York, ideally if they are at Umbrella", "Umbrella"],
    ["Chemists in York, bonus points if they have worked at Globex", "Globex"],
    ["Chemists in York, no matter whether they are at Globex", "Globex"],
    ["Chemists in York, whether they are at Umbrella or not", "Umbrella"],
    ["Chemists in York; if they've been at Globex, all the better", "Globex"],
  ] as const) {
    test(q, () => {
      expect(required(q)).not.toContain(item);
      expect(excluded(q)).not.toContain(item);
      expect(required(q)).toContain("York");
    });
  }
});

describe("a condition on part of the ask is not required of everyone", () => {
  test("'if they are in X, they need to be Y' requires neither", () => {
    const q = "Chemists; if they are in Hull, they need to be principals";
    expect(required(q)).not.toContain("Hull");
    expect(required(q)).not.toContain("Principal");
    expect(notes(q)).toContain("a condition on part of the ask");
  });
  test("'X, or Y if they are Z' keeps both alternatives, Z asked of none", () => {
    const q = "Chemists in Leeds, or York if they are principals";
    expect(plan(q)).toContain("Leeds");
    expect(plan(q)).toContain("York");
    expect(required(q)).not.toContain("Principal");
  });
  test("'only if they know X, otherwise Y' asks either", () =>
    expect(plan("Chemists in York; only if they know Python, otherwise R")).toMatch(/Python OR .*\bR\b/));
});
