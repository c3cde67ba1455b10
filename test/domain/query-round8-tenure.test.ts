/**
 * Round 8 of first sight (issue 45; test/quality/first-sight-8/README.md), class 6: tenure
 * superlatives and comparatives about a company's people. "Longest", "longest-serving", "the
 * longest tenure" are the top band of tenures (a decade or more at the company); "been there longer
 * / less than N years" is time at the company (a promotion there does not restart it), not
 * experience; "joined from X in 2020 or later"
 * dates the move. This test's own companies and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Quartzline", country: "DE" },
  { id: 2, name: "Marlowe Robotics", country: "GB" },
  { id: 3, name: "Ferro Logistics", country: "IT" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed, positive } = queryReaders(companies, now);

describe("superlatives: a decade or more at the company", () => {
  test.each([
    ["Which of Quartzline's designers has been there longest?"],
    ["Among Quartzline's finance people, who has the longest tenure?"],
    ["the longest-serving people at Quartzline"],
    ["Who at Quartzline has stayed the longest?"],
  ])("%s", (q) => {
    const pos = positive(q);
    expect(pos).toContain("At the current company for at least 120 months");
    expect(pos).toContain("Currently works at Quartzline");
    expect(parsed(q).prefer).not.toContain("longest");
  });
  test("long-serving alone keeps its five years", () => {
    expect(positive("long-serving designers at Quartzline")).toContain(
      "At the current company for at least 60 months",
    );
  });
});

describe("comparatives after 'been there' are tenure", () => {
  test("longer than N years, the company kept", () => {
    const pos = positive("Which analysts at Marlowe Robotics have been there longer than four years?");
    expect(pos).toContain("At the current company for at least 49 months");
    expect(pos).toContain("Currently works at Marlowe Robotics");
    expect(pos.some((l) => l.includes("years of experience"))).toBe(false);
  });
  test("less than N years", () => {
    const pos = positive("Who at Marlowe Robotics has been here less than two years?");
    expect(pos).toContain("At the current company for at most 23 months");
    expect(pos.some((l) => l.includes("years of experience"))).toBe(false);
  });
});

describe("joined from X in a year: the move is dated", () => {
  test("in 2021 or later", () => {
    const pos = positive("Which Quartzline engineers joined from Ferro Logistics in 2021 or later?");
    expect(pos).toContain("Previously worked at Ferro Logistics");
    expect(pos).toContain("At the current company for at most 70 months");
    expect(
      parsed("Which Quartzline engineers joined from Ferro Logistics in 2021 or later?").prefer,
    ).not.toContain("later");
  });
  test("before a year", () => {
    const pos = positive("designers who came over from Ferro Logistics before 2019");
    expect(pos).toContain("Previously worked at Ferro Logistics");
    expect(pos.some((l) => l.startsWith("At the current company for at least"))).toBe(true);
  });
});

describe("a company's possessive when its name ends in s", () => {
  test.each([
    ["Of Ferro Logistics' analysts, who has more than ten years of experience?"],
    ["Ferro Logistics’ designers"],
  ])("%s", (q) => {
    expect(positive(q)).toContain("Currently works at Ferro Logistics");
  });
  test("a name no company record has, found in the index by the planner, binds too", () => {
    const q = "Of Bellwether Systems' analysts, who has more than ten years of experience?";
    const none = new CompanyLexicon([]);
    const first = parseQuery(q, { companies: none, now });
    expect(first.nameCandidates).toContain("bellwether systems");
    const second = parseQuery(q, { companies: none, now, employerNames: new Set(["bellwether systems"]) });
    expect(
      leavesOf(second.where)
        .filter((l) => !l.negated)
        .map((l) => l.criterion.label),
    ).toContain("Currently works at Bellwether Systems");
  });
  test("a plural's apostrophe is not an employer", () => {
    expect(positive("the teams' leads at Quartzline")).not.toContain("Currently works at Teams");
  });
});

test("a company named bare after a question word binds as the current employer", () => {
  const q = "Which Bellwether Systems analysts joined from Ferro Logistics in 2022 or later?";
  const none = new CompanyLexicon([]);
  expect(parseQuery(q, { companies: none, now }).nameCandidates).toContain("bellwether systems");
  const labels = leavesOf(
    parseQuery(q, { companies: none, now, employerNames: new Set(["bellwether systems"]) }).where,
  )
    .filter((l) => !l.negated)
    .map((l) => l.criterion.label);
  expect(labels).toContain("Currently works at Bellwether Systems");
  expect(positive("Which Quartzline designers joined in 2024 or later?")).toContain(
    "Currently works at Quartzline",
  );
});
