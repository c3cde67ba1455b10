/**
 * Typing slips in every vocabulary the parser reads (issue 45, round 19 of first sight, classes
 * typo_role, typo_place, typo_tool), with this test's own words: a slip in an exclusion's object
 * ("not seniros", "except Japna") is suggested like any leftover and, once the planner accepts it,
 * still excludes; words run together ("inMadrid", "softwareengineers") and a brand split by
 * autocorrect ("java script") are suggested as read apart or joined; known words, names and a
 * two-word entry are never suggested; a company typo never stands for words the vocabulary knows.
 * And an exclusion naming a title inside the family the query asks ("recruiters but not sourcers")
 * excludes that title, never the family the query asks.
 * The index's say (rare as written, common corrected) is ./search-typing-slips.test.ts's.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan, leavesOf } from "../../src/domain/query/plan.ts";
import { joinCandidate, splitCandidates, typoCandidates } from "../../src/domain/query/typos.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Pythons" },
  { id: 2, name: "Larkspur Freight" },
  { id: 3, name: "Ostrava Mills" },
]);
const suggested = (q: string) => parseQuery(q, { companies }).suggestions;
const read = (q: string, corrections: [string, string][]) =>
  parseQuery(q, { companies, corrections: new Map(corrections) });
const labels = (q: string, corrections: [string, string][]) =>
  leavesOf(read(q, corrections).where).map((l) => (l.negated ? "NOT " : "") + l.criterion.label);

describe("slips are suggested wherever nothing understood the word", () => {
  test("the object of an exclusion: a level, a country", () => {
    expect(suggested("architects in Spain, not seniros")).toContainEqual({
      word: "seniros",
      candidates: ["senior"],
    });
    expect(suggested("nurses anywhere in Asia except Japna")).toContainEqual({
      word: "japna",
      candidates: ["japan"],
    });
  });

  test("accepted, the exclusion still excludes (never the opposite) and the notes say the reading", () => {
    const level = read("accountants in Spain, not seniros", [["seniros", "senior"]]);
    expect(describePlan(level.where)).toContain("NOT Seniority: Senior");
    expect(level.notes).toContain('read "seniros" as "senior"');
    const place = labels("accountants anywhere in Asia except Japna", [["japna", "japan"]]);
    expect(place).toContain("NOT Located in Japan");
    expect(place.some((l) => l.startsWith("Located in Japan"))).toBe(false);
  });

  test("words run together are read apart: a place after its preposition, a two-word title", () => {
    expect(suggested("accountants inMadrid")).toContainEqual({ word: "inmadrid", candidates: ["in madrid"] });
    expect(suggested("softwareengineers with kotlin")).toContainEqual({
      word: "softwareengineers",
      candidates: ["software engineers"],
    });
    const apart = read("productdesigners inMadrid", [
      ["inmadrid", "in madrid"],
      ["productdesigners", "product designers"],
    ]);
    expect(describePlan(apart.where)).toContain("Located in Madrid");
    expect(describePlan(apart.where)).toMatch(/Product Design/);
    expect(apart.notes).toContain('read "productdesigners" as "product designers"');
    expect(apart.notes).toContain('read "inmadrid" as "in madrid"');
  });

  test("a tool split by autocorrect is joined: suggested, then read as the skill", () => {
    expect(suggested("frontend devs who know java script")).toContainEqual({
      word: "java script",
      candidates: ["javascript"],
    });
    const joined = read("marketers who know hub spot, not juniors", [["hub spot", "hubspot"]]);
    expect(describePlan(joined.where)).toContain("Skilled in HubSpot");
    expect(describePlan(joined.where)).toContain("NOT Seniority: Entry level");
    expect(joined.notes).toContain('read "hub spot" as "hubspot"');
  });
});

describe("guards", () => {
  test("known words, vocabulary entries and two-word entries are never slips", () => {
    for (const q of [
      "data science managers in Lisbon, not seniors",
      "designers in Paris except Nice",
      "engineers who know spark, not interns",
    ])
      expect(suggested(q)).toEqual([]);
    expect(typoCandidates("senior")).toEqual([]);
    expect(splitCandidates("kotlin")).toEqual([]);
    expect(splitCandidates("inbound")).toEqual([]);
    expect(joinCandidate("data", "science")).toBeNull();
  });

  test("a run of capitalised unknown words is a name, corrected only into a place the vocabulary holds whole", () => {
    expect(suggested("recruiters named Marta Kowalsky, not Jonh Smiht")).toEqual([]);
    expect(suggested("designers in Hong Knog")).toEqual([{ word: "knog", candidates: ["kong"] }]);
    expect(
      labels("designers in Hong Knog", [["knog", "kong"]]).some((l) => l.startsWith("Located in Hong Kong")),
    ).toBe(true);
  });

  test("company typos share the edit allowance and never stand for known words", () => {
    // "Larkspur Frieght": an adjacent swap is one edit, as for every vocabulary.
    expect(labels("accountants at Larkspur Frieght", [])).toContain("Currently works at Larkspur Freight");
    // Beyond the allowance nothing is a typo: "the dockyard" is no company of the lexicon's.
    expect(labels("accountants at the dockyard", []).some((l) => l.includes("works at"))).toBe(false);
    // "Python" is a skill one letter from the company "Pythons": it stays the skill.
    const python = labels("engineers at Python", []);
    expect(python.some((l) => l.includes("Pythons"))).toBe(false);
  });
});

describe("an excluded title inside the asked family", () => {
  test("excludes the title alone, the family stays asked (typed right or slipped)", () => {
    const plan = describePlan(parseQuery("recruiters in Dublin but not sourcers", { companies }).where);
    expect(plan).toContain("Job title in the Recruiting family");
    expect(plan).toContain("NOT Job title Sourcer");
    expect(plan).not.toContain("NOT Job title in the Recruiting family");
    const slipped = describePlan(read("recuriters but not sourcers", [["recuriters", "recruiters"]]).where);
    expect(slipped).toContain("Job title in the Recruiting family AND NOT Job title Sourcer");
  });
});
