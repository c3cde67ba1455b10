/**
 * A level, rung or leader title said after a past cue is held before, with the role it qualifies
 * (issue 45, "never the opposite"; review r64's class, phrasings of this file's own): "ex principal
 * designers" asked for principal designers NOW, "former C-suite" for today's executives, "previously
 * a VP of marketing" for anyone who had been in marketing at any level. And "senior" before a leader
 * level is part of the leader's title ("senior marketing directors", "SVP of marketing"): asked as a
 * second level beside the leader's, nobody held both (a Senior Director is a director).
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { careerTokens, type Job } from "../helpers/career-tokens.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 27));
const reader = queryReaders(new CompanyLexicon([]), now);
const { positive } = reader;
const asked = (q: string) => positive(q).join(" | ");

/** Whether someone with these jobs (the first current) meets the query's plan. */
function meets(query: string, jobs: [title: string, from: string, to?: string][]): boolean {
  const held = careerTokens(
    jobs.map(
      ([position_title, date_from, date_to]): Job => ({
        position_title,
        company_name: "Tarn Works",
        date_from,
        date_to,
      }),
    ),
    now,
  );
  return reader.meets(query, held);
}

describe("a level held before", () => {
  test.each([
    ["ex principal designers", /Previously at level Senior/, /Previously worked as Design/],
    ["formerly a senior data scientist", /Previously at level Senior/, /Previously worked as Data Science/],
    ["ex junior recruiters", /Previously at level Entry level/, /Previously worked as Recruiting/],
    ["previously a VP of marketing", /Previously at level VP/, /Previously worked as Marketing/],
    ["people who were heads of marketing", /Previously at level Head of/, /Previously worked as Marketing/],
  ])("%s: the level and the role, both before", (q, level, role) => {
    const labels = asked(q);
    expect(labels).toMatch(level);
    expect(labels).toMatch(role);
    expect(labels).not.toMatch(/Seniority:|Title says|Works in|Job title in/);
  });

  test("'former C-suite' and 'ex C-levels' ask no executive now", () => {
    for (const q of ["former C-suite people", "ex C-level leaders"])
      expect(asked(q)).not.toMatch(/Seniority:/);
  });

  test("an earlier principal designer, a barista now, is among the ex principal designers; a principal designer now is not", () => {
    expect(
      meets("ex principal designers", [
        ["Barista", "2024-01"],
        ["Principal Product Designer", "2018-01", "2023-12"],
      ]),
    ).toBe(true);
    expect(meets("ex principal designers", [["Principal Product Designer", "2020-01"]])).toBe(false);
  });

  test("an earlier marketing VP is among 'previously a VP of marketing'; an earlier marketing associate is not", () => {
    const q = "previously a VP of marketing";
    expect(
      meets(q, [
        ["Barista", "2024-01"],
        ["VP of Marketing", "2019-01", "2023-12"],
      ]),
    ).toBe(true);
    expect(
      meets(q, [
        ["Barista", "2024-01"],
        ["Marketing Associate", "2019-01", "2023-12"],
      ]),
    ).toBe(false);
  });

  test("a leader title with no family is the title held before: 'former CFOs' finds an earlier CFO", () => {
    expect(
      meets("former CFOs", [
        ["Barista", "2024-01"],
        ["CFO", "2015-01", "2023-12"],
      ]),
    ).toBe(true);
  });

  test("a level said alone after the cue keeps its reading ('former directors')", () => {
    expect(asked("former directors")).toBe("Previously at level Director");
  });
});

describe("more ways of saying it (stop 65, after review r65)", () => {
  test.each([
    ["former design VPs", /Previously at level VP/],
    ["erstwhile CFOs", /Previously at level C-level/],
    ["previous heads of marketing", /Previously at level Head of/],
    ["people who had been product directors", /Previously at level Director/],
  ])("%s asks the rung held before, none now", (q, level) => {
    const labels = asked(q);
    expect(labels).toMatch(level);
    expect(labels).not.toMatch(/Seniority:/);
  });

  test("an earlier Senior Director of Finance is among the former senior finance directors", () => {
    expect(
      meets("former senior finance directors", [
        ["Barista", "2024-01"],
        ["Senior Director of Finance", "2016-01", "2023-12"],
      ]),
    ).toBe(true);
  });
});

describe("an earlier job excluded as a whole", () => {
  test("'marketers but not former staff designers' keeps an ex-staff engineer, not an ex-staff designer", () => {
    const q = "marketers but not former staff designers";
    expect(
      meets(q, [
        ["Marketing Manager", "2023-01"],
        ["Staff Software Engineer", "2017-01", "2022-12"],
      ]),
    ).toBe(true);
    expect(
      meets(q, [
        ["Marketing Manager", "2023-01"],
        ["Staff Product Designer", "2017-01", "2022-12"],
      ]),
    ).toBe(false);
  });
});

describe("'senior' before a leader level", () => {
  test.each([
    ["senior marketing directors in Paris", /Seniority: Director/],
    ["SVP of marketing", /Seniority: VP/],
    ["senior engineering managers", /Seniority: Manager/],
  ])("%s asks the leader level alone", (q, leader) => {
    const labels = asked(q);
    expect(labels).toMatch(leader);
    expect(labels).not.toMatch(/Seniority: Senior/);
  });

  test("a Senior Marketing Director is among the senior marketing directors", () => {
    expect(meets("senior marketing directors", [["Senior Marketing Director", "2021-01"]])).toBe(true);
  });

  test("listed beside a leader level, 'senior' is a level of its own ('seniors and managers')", () => {
    expect(asked("seniors and managers")).toMatch(/Seniority: Senior/);
    expect(asked("senior engineers and engineering managers")).toMatch(/Seniority: Senior/);
  });
});
