/**
 * The asker's description of themself is context, not a criterion; only what the ask refers back
 * to ("my level", "above me", "not my colleagues", "more experience than me", "near me") is one
 * (issue 45, round 18's asks relative to the asker). This file's own roles, companies and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Ostara Bank", country: "NL" },
  { id: 2, name: "Calloway Foods", country: "GB" },
]);
const { plan, positive, negative, parsed } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("a self-description is context", () => {
  test("the asker's role and employer are not asked for", () => {
    const q = "I'm a recruiter at Ostara Bank looking for data engineers in Lisbon";
    expect(plan(q)).toBe("Job title in the Data Engineering family AND Located in Lisbon, Lisbon, Portugal");
  });
  test("'as a designer myself' is not a role asked for", () => {
    expect(positive("As a designer myself, I want frontend developers in Porto").join(" ")).not.toMatch(
      /Design/,
    );
  });
});

describe("the employer the ask refers back to", () => {
  test("'at other companies, not my colleagues' excludes the asker's employer", () => {
    const q =
      "I'm a senior data analyst at Calloway Foods — find data analysts at my level at other firms, not my colleagues";
    expect(positive(q).join(" ")).not.toMatch(/Calloway/);
    expect(negative(q)).toEqual(["Currently works at Calloway Foods"]);
    expect(positive(q)).toContain("Seniority: Senior");
  });
  test("an employer the lexicon does not know is still a name for the search to look up", () => {
    const q = "I'm a senior buyer at Hollin Mills — find buyers at other companies";
    expect(parsed(q).nameCandidates).toContain("hollin mills");
  });
  test("'my colleagues' requires it", () => {
    const q = "I work at Ostara Bank as a product designer; show me my colleagues in design";
    expect(positive(q)).toContain("Currently works at Ostara Bank");
  });
});

describe("a level relative to the asker's", () => {
  test("'one rung above me' from a manager is the next rung, not the manager", () => {
    const q = "I'm a marketing manager in Spain; who's one rung above me?";
    expect(plan(q)).toMatch(
      /Works in Marketing AND \(Seniority: Head of OR Seniority: Director\) AND Located in Spain/,
    );
    expect(positive(q)).not.toContain("Seniority: Manager");
  });
  test("'not all the way up to' after it excludes the rungs named", () => {
    const q = "I'm a finance manager — who is a step above me, but not all the way up to VP?";
    expect(negative(q)).toContain("Seniority: VP");
  });
  test("'one step more senior than me' from a junior, the asker's role carried", () => {
    const q = "find people one step more senior than me; I'm a junior QA engineer";
    expect(positive(q)).toContain("Seniority: Mid level");
    expect(positive(q)).not.toContain("Seniority: Entry level");
    expect(positive(q).join(" ")).toMatch(/QA|Quality/);
  });
  test("'more senior than me' is every rung above on the asker's track", () => {
    const q = "I'm an entry-level data engineer. Show me data engineers more senior than me in Poland";
    expect(plan(q)).toMatch(/\(Seniority: Mid level OR Seniority: Senior\)/);
    expect(positive(q)).not.toContain("Seniority: Entry level");
  });
  test("'more junior than me' from a director: the leaders' rungs below (heads share the director's rung)", () => {
    const q = "I'm a director of sales in Oslo; find sales people more junior than me";
    expect(plan(q)).toBe("Works in Sales AND Seniority: Manager AND Located in Oslo, Oslo, Norway");
  });
  test("peers are the asker's role and level, 'here' the asker's place", () => {
    const q = "I'm a senior backend engineer in Austria — any peers here?";
    expect(plan(q)).toBe("Job title Backend Engineer AND Seniority: Senior AND Located in Austria");
  });
});

describe("a reference under a negation", () => {
  test("'not my peers' excludes the asker's level", () => {
    const q = "I'm a head of design; find design directors, not my peers";
    expect(negative(q)).toEqual(["Seniority: Head of"]);
    expect(positive(q)).toContain("Seniority: Director");
  });
});

describe("experience relative to the asker's", () => {
  test("'more experience than me' is more than the years said", () => {
    const q =
      "I'm a UX designer with 4 years of experience, based in Ireland — who has more experience than me?";
    expect(plan(q)).toMatch(/At least 5 years of experience/);
    expect(plan(q)).toMatch(/Located in Ireland/);
  });
});
