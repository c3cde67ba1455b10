/**
 * Questions about another company's organisation (issue 45, round 14's class "company org
 * questions"): the company named by its short name before a possessive ("Marigold's data team"),
 * "who runs <company>'s <function> team" (that function's leaders there), "and the same for
 * <company>" (the question repeated there), "below director level" (that rung and those above
 * excluded). The short name is resolved against company records and against the employers the
 * index holds (ParseContext.employerNames). This file's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan, leavesOf } from "../../src/domain/query/plan.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marigold Logistics", country: "NL" },
  { id: 2, name: "Ferrous Dynamics", country: "DE" },
]);
const now = new Date(Date.UTC(2026, 10, 27));
const { plan, positive, negative } = queryReaders(companies, now);
const LEADERS = "Seniority: Manager or Head of or Director or VP or C-level";

describe("a company's short name before a possessive is that company now", () => {
  test.each([
    ["Marigold's designers in Utrecht", "Marigold Logistics"],
    ["Ferrous's backend team", "Ferrous Dynamics"],
    ["all of Marigold's salespeople outside the Netherlands", "Marigold Logistics"],
  ])("%s", (q, company) => {
    expect(positive(q)).toContain(`Currently works at ${company}`);
  });
  test("a possessive of a word that names no company is left alone", () => {
    expect(plan("Sarah's reports in Utrecht")).not.toMatch(/Currently works at/);
  });
});

describe("who runs a company's function", () => {
  test.each([
    ["who runs Marigold's finance team?", "Finance"],
    ["who heads Ferrous's marketing org", "Marketing"],
    ["who is in charge of Marigold's engineering department", "Engineering"],
  ])("%s: that function's leaders there", (q, fn) => {
    const p = positive(q);
    expect(p).toContain(`Works in ${fn}`);
    expect(p).toContain(LEADERS);
    expect(p.some((l) => l.startsWith("Currently works at"))).toBe(true);
  });
  test("'and the same for <company>' asks the same at the other company", () => {
    const q = "who leads design at Marigold, and the same for Ferrous";
    expect(plan(q)).toMatch(/Currently works at Marigold Logistics OR Currently works at Ferrous Dynamics/);
  });
  test("'the same for' a place is no company", () => {
    expect(plan("designers in Utrecht, and the same for Rotterdam")).not.toMatch(/Currently works at/);
  });
});

describe("offices named after a place's team", () => {
  test("'the Netherlands team — the Utrecht and Rotterdam offices' is those two cities", () => {
    const q = "Marigold's Netherlands team — the Utrecht and Rotterdam offices";
    const p = positive(q).join(" | ");
    expect(p).toMatch(/Located in Utrecht/);
    expect(p).toMatch(/Located in Rotterdam/);
    expect(p).not.toMatch(/Located in Netherlands/);
  });
  test("a function's team keeps its function", () => {
    expect(plan("the Sales team — the Utrecht office")).toMatch(/Works in Sales/);
  });
});

describe("a strict ceiling on level", () => {
  test.each([
    ["everyone in Marigold's product org below director level", "Director"],
    ["marketers under VP level in Rotterdam", "VP"],
    ["engineers beneath the head level at Ferrous", "Head of"],
  ])("%s: that rung and above excluded, never required", (q, rung) => {
    expect(negative(q).join(" | ")).toContain(`Seniority: ${rung}`);
    expect(positive(q).join(" | ")).not.toContain(`Seniority: ${rung}`);
    expect(negative(q).join(" | ")).toContain("Seniority: C-level");
  });
});

describe("employers the index holds, without a company record", () => {
  // The planner's second pass: the names the first pass offered, checked against the index.
  const held = new CompanyLexicon([]);
  const planWith = (q: string, employers: string[]) => {
    const first = parseQuery(q, { companies: held, now });
    const employerNames = new Set(
      employers.filter((e) => first.nameCandidates.some((c) => e === c || e.startsWith(`${c} `))),
    );
    const parsed = parseQuery(q, { companies: held, now, employerNames });
    return { plan: describePlan(parsed.where), leaves: leavesOf(parsed.where) };
  };
  test("'Tamarack's sales team' is the one employer whose name starts so", () => {
    const { leaves } = planWith("who runs Tamarack's sales team?", ["tamarack outdoor", "juniper foods"]);
    const positives = leaves.filter((l) => !l.negated).map((l) => l.criterion.label);
    expect(positives.some((l) => /Currently works at Tamarack Outdoor/i.test(l))).toBe(true);
    expect(positives).toContain(LEADERS);
  });
});
