/**
 * Individual-contributor levels as a job architecture writes them (issue 45, round 17 of first
 * sight, class level_ic): "Staff+" is the IC rungs from Staff up as titles state them (Staff,
 * Principal), not every senior; "IC track" / "individual-contributor ladder" are the ICs; a rung
 * with its band or grade word is the rung; a level said inside another narrows it ("senior ICs"
 * are the senior ones, not every IC), while levels listed as alternatives stay alternatives. This
 * file's own phrasings, departments and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facet } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, leaves, positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

/** The tokens of the query's required level criteria, one list per criterion. */
const levelTokens = (q: string) =>
  leaves(q)
    .filter((l) => !l.negated && l.criterion.kind === "level")
    .map((l) => [...l.criterion.tokens].sort());

const IC = [facet.level("entry"), facet.level("mid"), facet.level("senior")].sort();

describe("the top of the IC ladder ('Staff+')", () => {
  test.each([
    ["Staff+ backend engineers in Munich", ["staff", "principal"]],
    ["staff-plus data scientists", ["staff", "principal"]],
    ["Principal+ designers in Lyon", ["principal"]],
    ["staff engineers and above in Oslo", ["staff", "principal"]],
    ["principal level or higher analysts", ["principal"]],
  ])("%s: the title rungs from it up, not the senior level", (q, rungs) => {
    expect(levelTokens(q)).toEqual([rungs.map((r) => facet.prefix(r)).sort()]);
  });
  test("a plain 'staff engineers' keeps its reading (the senior level or the word)", () => {
    expect(levelTokens("staff engineers in Oslo")).toEqual([
      [facet.level("senior"), facet.prefix("staff")].sort(),
    ]);
  });
});

describe("the IC track", () => {
  test.each([
    "IC-track designers in Lyon",
    "IC track analysts in Lyon",
    "individual-contributor ladder accountants in Lyon",
    "designers on the IC path in Lyon",
  ])("%s: the IC levels, no word left unread", (q) => {
    expect(levelTokens(q)).toEqual([IC]);
    expect(parsed(q).unplaced ?? []).toEqual([]);
  });
});

describe("a rung with its band or grade word", () => {
  test.each([
    ["mid-band accountants in Lyon", "Seniority: Mid level"],
    ["senior-band recruiters in Lyon", "Seniority: Senior"],
    ["associate-grade analysts in Lyon", "Seniority: Entry level"],
    ["junior band designers in Lyon", "Seniority: Entry level"],
  ])("%s is %s, the band word read with it", (q, level) => {
    expect(positive(q)).toContain(level);
    expect(positive(q).filter((l) => l.startsWith("Seniority")).length).toBe(1);
    expect(parsed(q).unplaced ?? []).toEqual([]);
  });
});

describe("a level inside another narrows it", () => {
  test.each([
    ["associate ICs in Lyon", [facet.level("entry")]],
    ["early-career ICs in finance", [facet.level("entry")]],
    ["seniors, individual contributors only, in Lyon", [facet.level("senior")]],
    ["Principal+ ML folks in Oslo, ICs only", [facet.prefix("principal")]],
    ["senior-level analysts, individual contributors only", [facet.level("senior")]],
  ])("%s: the narrower level alone", (q, tokens) => {
    expect(levelTokens(q)).toEqual([tokens]);
  });
  test.each(["juniors or other ICs in design", "juniors and ICs in design", "juniors/ICs in design"])(
    "%s: listed as alternatives, the wider level stays",
    (q) => {
      expect(levelTokens(q)).toContainEqual(IC);
    },
  );
});
