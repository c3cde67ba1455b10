/**
 * Review r65 of today's past rungs (read-polarity.ts readPastRungs, meaning-criteria.ts
 * levelsAt / titleAt) and the senior-leader fold (nested-levels.ts foldSeniorIntoLeaders). Each
 * test.failing is one defect class, in phrasings of this file's own; it flips to a failure when the
 * class is fixed. The plain tests are readings checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { careerTokens } from "../helpers/career-tokens.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 27));
const { meets, plan } = queryReaders(new CompanyLexicon([]), now);

/** Whether someone now in this job (a consultant unless said), with this earlier one, meets the query. */
function earlierJobMeets(query: string, earlier: string, current = "Consultant"): boolean {
  const held = careerTokens(
    [
      { position_title: current, company_name: "Tarn Works", date_from: "2024-02-01" },
      { position_title: earlier, company_name: "Tarn Works", date_from: "2018-01-01", date_to: "2024-01-01" },
    ],
    now,
  );
  // The plan as search evaluates it, its nesting kept (stop 65: leaf by leaf, "NOT (A AND B)" read
  // as "NOT A AND NOT B").
  return meets(query, held);
}

describe("defects", () => {
  // OPPOSITE: a leader level said after its department ("sales VPs") after a past cue is asked NOW.
  // Fixed in stop 65: a rung after the role a past cue names is held before too (read-polarity.ts).
  test("'former marketing VPs' asks for no VP now", () => {
    expect(plan("former marketing VPs")).not.toMatch(/Seniority: VP/);
  });

  // OPPOSITE: past cues other than former / ex / previously / used to be read the level as NOW.
  // Fixed in stop 65: one-time, erstwhile, retired, had been, previous and past are past cues.
  test("'one-time CTOs', 'erstwhile heads of sales' ask for an earlier level", () => {
    expect(plan("one-time CTOs")).toMatch(/Previously at level C-level/);
    expect(plan("erstwhile heads of sales")).toMatch(/Previously at level Head of/);
  });

  // OVER-EXCLUSION: under a negation the past rung and its role are excluded one by one (NOT A AND
  // NOT B), so every earlier engineer and every earlier senior anything is excluded.
  // Fixed in stop 65: the phrases of one earlier job are one item (read-past-spans.ts).
  test("'but not former principal engineers' keeps an ex-principal designer", () => {
    const query = "analysts but not former principal engineers";
    expect(earlierJobMeets(query, "Principal Designer", "Data Analyst")).toBe(true);
  });

  // MATCHES NOBODY: "senior" before a leader is folded only for levels now; after a past cue it is a
  // second earlier level, which no earlier Senior Director / SVP holds.
  // Fixed in stop 65: after a past cue "senior" before a leader level is part of the leader's title.
  test("an ex-Senior Director meets 'former senior directors'", () => {
    expect(earlierJobMeets("former senior directors", "Senior Director of Operations")).toBe(true);
  });
});

describe("checked and found right", () => {
  test("a past rung with a present clause keeps both ('former principal engineers now in product')", () => {
    expect(plan("former principal engineers now in product")).toBe(
      "Works in Product AND Previously at level Senior (Principal) AND Previously worked as Engineering",
    );
  });

  test("a current analyst who was a principal engineer is excluded by that negation", () => {
    expect(
      earlierJobMeets("analysts but not former principal engineers", "Principal Engineer", "Data Analyst"),
    ).toBe(false);
    expect(earlierJobMeets("analysts but not former principal engineers", "Designer", "Data Analyst")).toBe(
      true,
    );
  });

  test("an ex-CFO meets 'former CFOs' and an ex-VP of sales 'former VPs of sales'", () => {
    expect(earlierJobMeets("former CFOs", "CFO")).toBe(true);
    expect(earlierJobMeets("former VPs of sales", "VP Sales")).toBe(true);
  });

  test("'senior' folds into the leader now ('SVPs of marketing', 'senior director or VP')", () => {
    expect(plan("senior vice presidents of marketing")).toBe("Works in Marketing AND Seniority: VP");
    expect(plan("senior director or VP")).toBe("(Seniority: Director OR Seniority: VP)");
  });

  test("a listed 'senior' stays a level ('senior, director-level')", () => {
    expect(plan("senior, director-level")).toBe("(Seniority: Senior OR Seniority: Director)");
  });

  test("a negated whole past title stays one exclusion ('no former VPs of sales')", () => {
    expect(plan("no former VPs of sales")).toBe(
      "NOT (Previously worked as Sales AND Previously at level VP)",
    );
  });
});
