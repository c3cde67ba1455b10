/**
 * Review r66 of the typing slips (read-slips.ts, typos.ts): each test.failing is one defect class,
 * in phrasings of this file's own; it flips to a failure when fixed. The plain tests are readings
 * checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan } from "../../src/domain/query/plan.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Hooli", country: "US" }]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const suggested = (q: string) => parseQuery(q, { companies }).suggestions.map((s) => s.word);
/** The plan once the planner took these corrections (the index agreeing). */
const corrected = (q: string, corrections: [string, string][]) =>
  describePlan(parseQuery(q, { companies, corrections: new Map(corrections) }).where);

describe("defects", () => {
  // OPPOSITE: a slip in the exclusion cue itself ("exept", "witout", "exlcuding", "nto") is in no
  // vocabulary the slips are looked for in, and no suggestion is made: the cue is lost and its
  // object required. "backend engineers, exept juniors" asks for juniors only. Expected: the cue
  // read (or corrected), the object excluded.
  for (const [query, excluded] of [
    ["backend engineers, exept juniors", "Seniority: Entry level"],
    ["backend engineers, witout juniors", "Seniority: Entry level"],
    ["data engineers, exlcuding Python people", "Skilled in Python"],
    ["backend engineers nto in London", "Located in London"],
  ]) {
    test(`'${query}' does not require what it excludes`, () => {
      expect(positive(query as string).join(" | ")).not.toContain(excluded as string);
    });
  }

  // INVENTED CRITERION: ordinary English words rarely written in a profile are a small edit from a
  // vocabulary word common there, so the index's ratio check accepts them. Fixed for words of
  // English (english-words.ts, SCOWL): below, in "checked and found right". Still open: a compound of
  // two English words ("bigtech" -> biotech).
  test.failing("'bigtech' in 'backend engineers, no bigtech people' is no slip", () => {
    expect(suggested("backend engineers, no bigtech people")).not.toContain("bigtech");
  });
  test.failing("'bigtech' taken as biotech excludes an industry nobody named", () => {
    expect(corrected("backend engineers, no bigtech people", [["bigtech", "biotech"]])).not.toContain(
      "Biotechnology",
    );
  });
});

describe("words of English are no slips (fixed: english-words.ts)", () => {
  for (const [query, word] of [
    ["sales engineers who are hungry and driven", "hungry"],
    ["I have a data engineer slot in Berlin", "slot"],
    ["data engineers, not my ex-colleagues", "colleagues"],
    ["data engineers open to commuting to Lyon", "commuting"],
    ["backend engineers, nope to juniors", "nope"],
  ]) {
    test(`'${word}' in '${query}' is no slip`, () => {
      expect(suggested(query as string)).not.toContain(word as string);
    });
  }
  test("'hungry' taken as Hungary requires a country nobody asked", () => {
    expect(corrected("sales engineers who are hungry and driven", [["hungry", "hungary"]])).not.toContain(
      "Located in Hungary",
    );
  });
  test("'slot' taken as scot widens Berlin to Scotland", () => {
    expect(corrected("I have a data engineer slot in Berlin", [["slot", "scot"]])).not.toContain("Scotland");
  });
});

describe("checked and found right", () => {
  test("a slip in an excluded level, once accepted, still excludes", () => {
    expect(corrected("backend engineers, no juniros", [["juniros", "juniors"]])).toContain(
      "NOT Seniority: Entry level",
    );
  });
  test("a correctly spelt cue excludes", () => {
    expect(negative("backend engineers, except juniors").join(" | ")).toContain("Seniority: Entry level");
    expect(plan("backend engineers, without Python")).toContain("NOT Skilled in Python");
  });
});
