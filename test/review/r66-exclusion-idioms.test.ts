/**
 * Review r66: exclusions said in forms no pass reads, where the object is then required. Each
 * test.failing is one defect class, in phrasings of this file's own; it flips to a failure when
 * fixed. The plain tests are readings checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Hooli", country: "US" }]),
  new Date(Date.UTC(2026, 10, 27)),
);

describe("defects", () => {
  // OPPOSITE: "X excluded" as a sentence of its own after the ask requires X ("data engineers.
  // Hooli excluded" is Currently works at Hooli), though after a comma it excludes.
  test("'data engineers. Hooli excluded' requires no Hooli", () => {
    expect(positive("data engineers. Hooli excluded").join(" | ")).not.toContain("Hooli");
  });
  test("'backend engineers in Oslo. Juniors excluded.' requires no juniors", () => {
    expect(positive("backend engineers in Oslo. Juniors excluded.").join(" | ")).not.toContain("Entry level");
  });

  // OPPOSITE: a colloquial refusal ("nope to juniors", "nah to juniors", "juniors are a no",
  // "juniors: no") is no cue: its object is required.
  for (const query of [
    "backend engineers, nope to juniors",
    "backend engineers, nah to juniors",
    "backend engineers, juniors are a no",
    "backend engineers, juniors: no",
  ]) {
    test(`'${query}' requires no juniors`, () => {
      expect(positive(query).join(" | ")).not.toContain("Entry level");
    });
  }
});

describe("checked and found right", () => {
  test("'X excluded' after a comma excludes", () => {
    expect(plan("data engineers, Hooli people excluded")).toContain("NOT Currently works at Hooli");
    expect(plan("backend engineers, hard pass on juniors")).toContain("NOT Seniority: Entry level");
  });
});
