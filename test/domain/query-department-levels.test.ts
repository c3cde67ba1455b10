/**
 * Round 17 of first sight (issue 45; test/quality/first-sight-17/README.md, #31 of the region
 * style): a department named right before a level word ("sales leadership", "design execs",
 * "finance ICs") is the people at that level in that department, so an exclusion of it leaves out
 * the pair, NOT (department AND level), and never asks for the level outside the department (the
 * opposite of what was said). Asked for, the pair still holds. This test's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import type { PlanNode } from "../../src/domain/query/criteria.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

/** The labels under a node. */
function labelsOf(node: PlanNode): string[] {
  if ("all" in node) return node.all.flatMap(labelsOf);
  if ("any" in node) return node.any.flatMap(labelsOf);
  if ("not" in node) return labelsOf(node.not);
  return [node.label];
}

/** The NOT nodes of a plan, each as the labels of what it leaves out. */
function excluded(q: string): string[][] {
  const out: string[][] = [];
  const walk = (node: PlanNode): void => {
    if ("not" in node) out.push(labelsOf(node.not));
    else if ("all" in node) node.all.forEach(walk);
    else if ("any" in node) node.any.forEach(walk);
  };
  walk(parsed(q).where);
  return out;
}

const LEADERS = "Seniority: Manager or Head of or Director or VP or C-level";

describe("an excluded department + level leaves out the pair", () => {
  test.each([
    ["account executives in Denver, no sales leadership", "Works in Sales", LEADERS],
    ["UX designers, excluding design leaders", "Works in Design", LEADERS],
    ["data engineers in Lyon but not engineering leadership", "Works in Engineering", LEADERS],
    ["marketing folks in Oslo, no marketing juniors", "Works in Marketing", "Seniority: Entry level"],
  ])("%s", (q, department, level) => {
    expect(excluded(q)).toContainEqual([department, level]);
    // The level is never asked for on its own: that would be the opposite of the exclusion.
    expect(positive(q)).not.toContain(level);
  });
});

describe("an asked department + level still asks for both", () => {
  test.each([
    ["finance leadership in Madrid", "Works in Finance", LEADERS],
    ["marketing juniors in Porto", "Works in Marketing", "Seniority: Entry level"],
  ])("%s", (q, department, level) => {
    expect(positive(q)).toContain(department);
    expect(positive(q)).toContain(level);
    expect(excluded(q)).toEqual([]);
  });
});
