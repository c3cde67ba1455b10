/**
 * Words about the people the asked-for people act on (issue 45, round 12's outsiders' asks), with
 * our own examples: the group a verb acts on ("could mentor recent grads", "happy to coach
 * juniors") is no condition on the people sought; a word is never read as a typo of its own agent
 * noun ("programme" is not "programmer", "manage" not "manager").
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";
import { typoCandidates } from "../../src/domain/query/typos.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Quartzline", country: "DE" }]);
const now = new Date(Date.UTC(2026, 10, 26));
const leaves = (q: string) => leavesOf(parseQuery(q, { companies, now }).where);

describe("the group a verb acts on is not asked for", () => {
  for (const q of [
    "staff engineers in Oslo who could mentor recent grads",
    "senior designers happy to coach juniors",
    "architects at Quartzline willing to train new hires",
    "principal analysts who supervise interns",
  ])
    test(q, () => {
      const ls = leaves(q);
      expect(ls.some((l) => l.criterion.kind === "years" && l.criterion.max !== undefined)).toBe(false);
      expect(ls.some((l) => l.criterion.kind === "level" && /Entry|Intern/.test(l.criterion.label))).toBe(
        false,
      );
      expect(ls.length).toBeGreaterThan(0);
    });
  test("the mentors' own experience still holds", () => {
    const ls = leaves("architects with at least 12 years of experience who could mentor recent grads");
    expect(ls.some((l) => l.criterion.kind === "years" && l.criterion.min === 12)).toBe(true);
  });
  test("the group said as the people sought is still read", () => {
    expect(leaves("recent grads in Oslo").some((l) => l.criterion.kind === "years")).toBe(true);
    expect(leaves("juniors in Oslo").some((l) => l.criterion.kind === "level")).toBe(true);
  });
});

describe("a word is no typo of its agent noun", () => {
  for (const [word, noun] of [
    ["programme", "programmer"],
    ["manage", "manager"],
    ["write", "writer"],
  ] as const)
    test(`${word} is not ${noun}`, () => {
      expect(typoCandidates(word)).not.toContain(noun);
    });
  test("a real typo of the noun is still one", () => {
    expect(typoCandidates("managr")).toContain("manager");
    expect(typoCandidates("devloper")).toContain("developer");
  });
});
