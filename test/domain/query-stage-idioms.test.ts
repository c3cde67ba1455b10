/**
 * Career stage said in idiom (issue 45, round 20 of first sight, classes stage_*): an early idiom is
 * the entry level, a middle one the mid level, a late one the senior level, as "new grads" and
 * "mid-career" are read; said after "not", "no", "neither ... nor", "aren't yet", "skip the" its
 * level is excluded, never a soft word; "past the junior stage" is a lower bound; no word of an
 * idiom ("stage") is read as an occupation. This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, positive, negative } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Quartzline", country: "GB" }]),
  new Date(Date.UTC(2026, 10, 27)),
);

const ENTRY = "Seniority: Entry level";
const MID = "Seniority: Mid level";
const SENIOR = "Seniority: Senior";
const levels = (q: string) => positive(q).filter((l) => l.startsWith("Seniority"));
const excludedLevels = (q: string) => negative(q).filter((l) => l.startsWith("Seniority"));
const everyLabel = (q: string) => [...positive(q), ...negative(q)].join(" | ");

describe("an idiom asked for is its stage's level", () => {
  test.each([
    ["up-and-coming tax advisers in Oslo", ENTRY],
    ["up-and-comers in payroll, Lyon", ENTRY],
    ["paralegals still learning the ropes in Leeds", ENTRY],
    ["copywriters cutting their teeth in agencies, Porto", ENTRY],
    ["actuaries at the beginning of their careers in Zagreb", ENTRY],
    ["civil engineers at the very start of their working lives, Oslo", ENTRY],
    ["buyers who are hitting their stride, Lyon", MID],
    ["surveyors in their prime in Leeds", MID],
    ["data analysts with some miles on the clock in Zagreb", MID],
    ["seasoned tax advisers in Leeds", SENIOR],
    ["old hands in procurement, Lyon", SENIOR],
    ["battle-hardened site reliability engineers in Zagreb", SENIOR],
    ["an old-timer in payroll, Oslo", SENIOR],
    ["veteran copywriters in Porto", SENIOR],
    ["buyers who have been around the block in Lyon", SENIOR],
    ["Android developers who've seen it all, Oslo", SENIOR],
  ])("%s: %s", (q, level) => {
    expect(levels(q)).toEqual([level]);
    expect(everyLabel(q)).not.toMatch(/Mentions/);
    expect(parsed(q).unplaced ?? []).toEqual([]);
  });

  test("'a year or two into their careers' is the entry level with one or two years", () => {
    const q = "chemists a year or two into their careers, Oslo";
    expect(levels(q)).toEqual([ENTRY]);
    expect(positive(q)).toContain("1 to 2 years of experience");
  });

  test("greybeards asked for are seniors of fifteen years and more", () => {
    const q = "greybeard network engineers who've seen many vendors come and go, Lyon";
    expect(levels(q)).toEqual([SENIOR]);
    expect(positive(q)).toContain("At least 15 years of experience");
  });
});

describe("an idiom excluded excludes its level", () => {
  test.each([
    ["payroll specialists in Leeds, no old hands", SENIOR],
    ["tax advisers in Oslo, not the seasoned crowd", SENIOR],
    ["copywriters in Porto - not veterans, please", SENIOR],
    ["buyers in Lyon; skip the up-and-comers", ENTRY],
    ["surveyors in Zagreb who aren't yet old hands", SENIOR],
    ["surveyors in Zagreb who haven't been around the block", SENIOR],
    ["paralegals in Leeds, not too green", ENTRY],
  ])("%s: excludes %s", (q, level) => {
    expect(excludedLevels(q)).toEqual([level]);
    expect(everyLabel(q)).not.toMatch(/Mentions/);
  });

  test("'neither green nor greybeards' shuts out both ends, the middle asked for", () => {
    const q = "bookkeepers in their prime, neither green nor greybeards, Leeds";
    expect(levels(q)).toEqual([MID]);
    expect(excludedLevels(q).sort()).toEqual([ENTRY, SENIOR].sort());
    expect(positive(q).join(" ")).not.toMatch(/15 years/);
  });
});

describe("bounds and words the idioms hold", () => {
  test("'past the junior stage but not yet senior' is the mid level, no occupation read", () => {
    const q = "illustrators past the junior stage but not yet senior, Lyon";
    expect(levels(q)).toEqual([MID]);
    expect(everyLabel(q)).not.toMatch(/stage|Previously/i);
  });
  test("'beyond the beginner phase' alone is the levels above junior", () => {
    expect(levels("actuaries beyond the beginner phase in Oslo").sort()).toEqual([MID, SENIOR].sort());
  });
  test("seasoned leaders stay every leader, not the senior leadership", () => {
    expect(positive("seasoned finance leaders in Leeds").join(" ")).toMatch(/Manager or Head of/);
  });
  test("a company's veterans are its people, not seniors", () => {
    const q = "Quartzline veterans in Lyon";
    expect(levels(q)).toEqual([]);
  });
  test("military veterans are no career stage", () => {
    expect(levels("military veterans in logistics, Leeds")).toEqual([]);
  });
  test("an up-and-coming company or a battle-tested tool is no stage", () => {
    expect(levels("engineers at up-and-coming startups in Oslo")).toEqual([]);
    expect(levels("developers who know battle-tested frameworks, Leeds")).toEqual([]);
  });
  test("'more seasoned than me' stays a comparison with the asker", () => {
    const q = "I'm a surveyor with 4 years; find surveyors more seasoned than me in Leeds";
    expect(levels(q)).toEqual([]);
    expect(positive(q)).toContain("At least 5 years of experience");
  });
  test("'green' of energy is no stage", () => {
    expect(levels("green energy analysts in Oslo")).toEqual([]);
  });
  test("'early-stage' companies are no stage of a career, 'stage' no occupation", () => {
    const q = "founders of early-stage startups in Zagreb";
    expect(levels(q)).not.toContain(ENTRY);
    expect(everyLabel(q)).not.toMatch(/stage manager/);
    expect(parsed(q).criteria.some((c) => /stage/i.test(c.label))).toBe(false);
  });
});

describe("a sales or security field named as the work is its family", () => {
  test.each([
    ["old hands in solutions engineering, Lyon", "Job title in the Sales Engineering family"],
    ["seasoned folks in pre-sales, Leeds", "Job title in the Sales Engineering family"],
    ["veterans in security engineering, Zagreb", "Job title in the Security Engineering family"],
  ])("%s", (q, family) => {
    expect(positive(q)).toContain(family);
    expect(positive(q).join(" ")).not.toMatch(/Works in (?:Sales|Engineering)/);
    expect(levels(q)).toEqual([SENIOR]);
  });
});

describe("a negation said after the idiom, and the greybeards bound (review r67)", () => {
  test.each(["data analysts, greybeards not welcome", "greybeards needn't apply, platform engineers"])(
    "'%s' excludes the seniors and asks no 15 years",
    (q) => {
      expect(excludedLevels(q)).toEqual([SENIOR]);
      expect(everyLabel(q)).not.toContain("15 years");
    },
  );
  test("'seasoned but not greybeards' keeps the seniors under 15 years", () => {
    const q = "product managers, battle-tested but not greybeards";
    expect(levels(q)).toEqual([SENIOR]);
    expect(excludedLevels(q)).toEqual([]);
    expect(everyLabel(q)).toContain("At most 14 years");
  });
  test("'juniors not' at a clause's end excludes the juniors", () => {
    expect(positive("QA testers, old-timers fine, juniors not")).not.toContain(ENTRY);
  });
});

describe("'veterans' alone are no stage (review r67)", () => {
  test.each(["nurses who are veterans", "hiring veterans for help desk roles"])("'%s' asks no level", (q) => {
    expect(levels(q)).toEqual([]);
  });
  test.each(["cloud veterans", "veterans of the industry", "veteran recruiters"])("'%s' are seniors", (q) => {
    expect(levels(q)).toContain(SENIOR);
  });
});
