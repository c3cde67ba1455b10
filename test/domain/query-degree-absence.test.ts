/**
 * A degree of no named kind (issue 45, round 12's class "education asks"), with our own examples:
 * its absence said in the ways English says it is the exclusion of every degree kind, never dropped
 * and never a requirement; "no degree required" waives a requirement and applies nothing; a degree
 * asked for without its kind is any of them.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Quartzline", country: "DE" }]);
const now = new Date(Date.UTC(2026, 10, 26));
const degreeLeaves = (q: string) =>
  leavesOf(parseQuery(q, { companies, now }).where).filter((l) => l.criterion.kind === "degree");
const EVERY_KIND = ["deg0bachelor", "deg0master", "deg0mba", "deg0phd"];

describe("the absence of any degree excludes every degree kind", () => {
  for (const q of [
    "sales reps in Porto without any degree",
    "designers with no university degree on their CV",
    "analysts in Oslo who do not hold a degree",
    "recruiters who don't have a degree, in Spain",
    "support engineers who never earned a college degree",
    "non-graduates working as developers in Lyon",
    "degree-less marketers at Quartzline",
    "accountants lacking a formal degree",
    "engineers who never graduated",
  ])
    test(q, () => {
      const leaves = degreeLeaves(q);
      expect(leaves.length).toBe(1);
      expect(leaves[0]?.negated).toBe(true);
      expect([...(leaves[0]?.criterion.tokens ?? [])].sort()).toEqual(EVERY_KIND);
    });
  test("the rest of the query still holds", () => {
    const leaves = leavesOf(
      parseQuery("analysts in Oslo who do not hold a degree", { companies, now }).where,
    );
    expect(leaves.some((l) => !l.negated && l.criterion.label.includes("Oslo"))).toBe(true);
    expect(leaves.some((l) => !l.negated && l.criterion.kind === "role")).toBe(true);
  });
});

describe("a degree waived or asked without its kind", () => {
  test("'no degree required' applies nothing, with a note", () => {
    const p = parseQuery("sales reps in Porto, no degree required", { companies, now });
    expect(leavesOf(p.where).some((l) => l.criterion.kind === "degree")).toBe(false);
    expect(p.notes.some((n) => n.includes("waived"))).toBe(true);
  });
  test("'with a university degree' is any degree, required", () => {
    const leaves = degreeLeaves("analysts in Oslo with a university degree");
    expect(leaves.length).toBe(1);
    expect(leaves[0]?.negated).toBeFalsy();
    expect([...(leaves[0]?.criterion.tokens ?? [])].sort()).toEqual(EVERY_KIND);
  });
  test("'a degree or equivalent experience' requires no degree", () => {
    expect(degreeLeaves("developers with a degree or equivalent experience").length).toBe(0);
  });
  test("a named kind keeps its kind", () => {
    const leaves = degreeLeaves("designers without a master's degree");
    expect(leaves.map((l) => l.criterion.tokens)).toEqual([["deg0master"]]);
    expect(leaves[0]?.negated).toBe(true);
  });
});

describe("degree kinds listed together each hold; 'or' makes them alternatives", () => {
  const plainDegrees = (q: string) =>
    degreeLeaves(q)
      .filter((l) => !l.negated)
      .map((l) => l.criterion.tokens.join("|"));
  test("'a bachelor's plus a master's' holds both", () => {
    const leaves = leavesOf(
      parseQuery("marketers with a bachelor's plus a master's", { companies, now }).where,
    );
    const top = leaves.filter((l) => l.criterion.kind === "degree");
    expect(top.map((l) => l.criterion.tokens[0]).sort()).toEqual(["deg0bachelor", "deg0master"]);
    // Each a conjunct of its own, not alternatives.
    const where = parseQuery("marketers with a bachelor's plus a master's", { companies, now }).where;
    expect(JSON.stringify(where)).not.toContain('"any"');
  });
  test("'a master's and an MBA' holds both", () => {
    expect(plainDegrees("consultants with both a master's and an MBA").sort()).toEqual([
      "deg0master",
      "deg0mba",
    ]);
    expect(
      JSON.stringify(parseQuery("consultants with a master's and an MBA", { companies, now }).where),
    ).not.toContain('"any"');
  });
  test("a comma list of kinds stays alternatives", () => {
    const where = JSON.stringify(
      parseQuery("chemists with a postgraduate degree (MSc, MPhil, PhD)", { companies, now }).where,
    );
    expect(where).toContain('"any"');
    expect(degreeLeaves("chemists with an advanced degree (MSc, PhD)").length).toBe(2);
    expect(
      JSON.stringify(parseQuery("chemists with an advanced degree (MSc, PhD)", { companies, now }).where),
    ).toContain('"any"');
  });
  test("'a master's or a PhD' is either", () => {
    expect(
      JSON.stringify(parseQuery("chemists with a master's or a PhD", { companies, now }).where),
    ).toContain('"any"');
  });
});

describe("the highest degree is that kind and none above it", () => {
  for (const [q, kind, above] of [
    [
      "support engineers whose highest degree is a bachelor's",
      "deg0bachelor",
      ["deg0master", "deg0mba", "deg0phd"],
    ],
    ["analysts with a master's as their highest degree", "deg0master", ["deg0phd"]],
    ["designers, highest qualification: MSc", "deg0master", ["deg0phd"]],
  ] as const)
    test(q, () => {
      const leaves = degreeLeaves(q);
      expect(leaves.some((l) => !l.negated && l.criterion.tokens.join() === kind)).toBe(true);
      const excludedTokens = leaves.filter((l) => l.negated).flatMap((l) => l.criterion.tokens);
      for (const a of above) expect(excludedTokens).toContain(a);
      expect(excludedTokens).not.toContain(kind);
    });
});
