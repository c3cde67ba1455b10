/**
 * A skill a record writes with one keyboard slip is the vocabulary skill (issue 45, round 12 of
 * first sight #18: a "Pythno3" data scientist was kept by "-skill:python"): two letters swapped,
 * one dropped or doubled, a version's digits stripped first, six letters or more, one skill that
 * close. This test's own spellings.
 */
import { describe, expect, test } from "bun:test";
import { facet, facetTokens } from "../../src/domain/search/facets.ts";
import { canonicalSkill } from "../../src/domain/vocab/skills.ts";

describe("a skill misspelt by one slip is the vocabulary's", () => {
  test.each([
    ["Kubernetse", "Kubernetes"],
    ["Terrafrom 1.5", "Terraform"],
    ["Javascirpt", "JavaScript"],
    ["Kotlinn", "Kotlin"],
    ["Dcoker", "Docker"],
  ])("%s is %s", (written, skill) => {
    expect(canonicalSkill(written)).toBe(skill);
  });
  test.each(["Trust", "Springs", "Exlce"])(
    "%s is left as written (no skill one slip away, or too short)",
    (w) => {
      expect(canonicalSkill(w)).toBeNull();
    },
  );
  test("a letter replaced is no slip: Redis stays Redis", () => {
    expect(canonicalSkill("Redis")).toBe("Redis");
  });
  test("the index holds the vocabulary's skill and the spelling as written", () => {
    const tokens = facetTokens({ experience: [], education: [], skills: ["Pytohn3"] } as never);
    expect(tokens).toContain(facet.skill("Python"));
  });
});
