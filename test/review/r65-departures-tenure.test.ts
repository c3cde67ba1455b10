/**
 * Review r65 of today's unnamed departures and company typos (company-names.ts, read-polarity.ts
 * REWRITES), "joined ... ago" (read-career-shape.ts JOINED_AGO) and tenure under an exclusion cue
 * (read-time.ts readTenure). Each test.failing is one defect class, in phrasings of this file's own;
 * it flips to a failure when fixed. The plain tests are readings checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Granite Robotics", country: "DE" },
    { id: 2, name: "Ether", country: "US" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);

describe("defects", () => {
  // Fixed in stop 65 (read-durations.ts honours the cue): "joined more than N years ago" under an
  // exclusion cue was asked for.
  test("'accountants, excluding anyone who joined over 6 years ago' excludes the long-tenured", () => {
    expect(plan("accountants, excluding anyone who joined over 6 years ago")).not.toMatch(
      /(?<!NOT )At the current company for at least/,
    );
  });

  // Fixed in stop 65 (only a capitalised word is an employer): under the regex's i and u flags the
  // employer slot took any word, so "not" of "not more than" was an employer and the bound "more than".
  test("'joined not more than 4 years ago' is at most 4 years at the company", () => {
    expect(plan("joined not more than 4 years ago")).toMatch(
      /At the current company for at most 4[89] months/,
    );
  });

  // OPPOSITE: a start said without "more than" ("about 3 years ago") is read as a start within
  // 6 months plus years of experience; "joined 2 years ago" is dropped.
  // Fixed in stop 65: a start about N years ago is about N years at the employer (read-career-shape.ts).
  test("'joined roughly three years ago' is no start in the last 6 months", () => {
    expect(plan("joined roughly three years ago")).not.toMatch(/at most 6 months/);
  });

  // CRITERION LOST (was the opposite before today): a departure from "their job at <Company>" loses
  // the employer; main before asked for people currently at it.
  // Fixed in stop 65: "left their job at X" is "left X" (read-polarity.ts).
  test("'left their job at Granite Robotics' asks an earlier Granite Robotics", () => {
    expect(plan("accountants who left their job at Granite Robotics")).toMatch(
      /Previously worked at Granite Robotics/,
    );
  });

  // CRITERION LOST: the unnamed-departure rewrite needs one of its own nouns and a window word after,
  // so "firm", "startup", "... 2 years ago", "since 2023" are dropped whole.
  // Fixed in stop 65: leaving one's own job N years ago starts the current one then (read-career-shape.ts).
  test("'left their firm two years ago' keeps a time criterion", () => {
    expect(plan("paralegals who left their firm two years ago")).toMatch(/current company|left/);
  });
});

describe("checked and found right", () => {
  test("a common word is no misspelt employer ('left the team')", () => {
    expect(plan("engineers who left the team")).toBe("Works in Engineering");
  });

  test("an unnamed dated departure is a recent start", () => {
    expect(plan("PMs who quit their role over the last two years")).toBe(
      "Job title in the Product Management family AND At the current company for at most 24 months",
    );
  });

  test("'have not left their job in the last 5 years' excludes a start in that window", () => {
    expect(plan("have not left their job in the last 5 years")).toBe(
      "NOT At the current company for at most 60 months",
    );
  });

  test("a named departure keeps its employer and window", () => {
    expect(plan("engineers who left Ether in the last 2 years")).toMatch(
      /Previously worked at Ether, left in the last 24 months AND NOT Currently works at Ether/,
    );
  });

  test("joined-ago with an employer, and the role's start", () => {
    expect(plan("joined Granite Robotics more than 3 years ago")).toBe(
      "Currently works at Granite Robotics AND At the current company for at least 37 months",
    );
    expect(plan("started their current role less than 18 months ago")).toBe(
      "In the current job for at most 18 months",
    );
  });

  test("tenure under 'exclude' / 'not anyone' is excluded", () => {
    expect(plan("exclude people who have been at their employer for more than 7 years")).toBe(
      "At the current company for at most 84 months",
    );
    expect(plan("not anyone in their current role for more than 3 years")).toBe(
      "NOT In the current job for at least 37 months",
    );
  });
});
