/**
 * Review r68 of the formal register (read-formal-register.ts) and the exclusion cues it feeds: each
 * test.failing is one defect class, in phrasings of this file's own, ranked by harm (inverted
 * first); it flips to a failure when fixed. The plain tests are readings checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Hooli", country: "US" },
  { id: 2, name: "Initech", country: "US" },
]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const required = (q: string) => positive(q).join(" | ");
const excluded = (q: string) => negative(q).join(" | ");

describe("defects", () => {
  // OPPOSITE: an exclusion list whose items are joined by "and" ends at "and": the second item,
  // though it opens with a person noun ("people at", "anyone with", "those who"), is required. Not
  // the formal connectives only: "excluding" and "except" alike. Expected: every item excluded.
  for (const [query, item] of [
    ["Accountants in Leeds, excluding juniors and people at Hooli.", "Currently works at Hooli"],
    ["Accountants in Leeds, other than juniors and people at Hooli.", "Currently works at Hooli"],
    ["Accountants in Leeds, save those of junior grade and those at Hooli.", "Currently works at Hooli"],
    ["Accountants in Leeds, with the exception of juniors and those who hold a CPA.", "CPA"],
  ] as const) {
    test(`'${query}' excludes ${item}`, () => {
      expect(required(query)).not.toContain(item);
      expect(excluded(query)).toContain(item);
    });
  }

  // OPPOSITE: "save / except in so far as they are X", "save to the extent that they are X" (the
  // legal "except where") are not read as exclusions: X is required ("in so far as they are NOT"
  // is the only form). Expected: X excluded.
  for (const [query, item] of [
    ["Accountants, save in so far as they are resident in Leeds.", "Leeds"],
    ["Accountants, except in so far as they are resident in Leeds.", "Leeds"],
    ["Accountants, save insofar as they are based in Leeds.", "Leeds"],
    ["Accountants, save to the extent that they are employed by Hooli.", "Hooli"],
  ] as const) {
    test(`'${query}' excludes ${item}`, () => {
      expect(required(query)).not.toContain(item);
      expect(excluded(query)).toContain(item);
    });
  }

  // OPPOSITE: "unless" is no exclusion connective: "unless they are juniors", "unless employed by X"
  // require what they exempt. Expected: the clause excluded, as "except" is.
  for (const [query, item] of [
    ["Accountants in Leeds, unless they are juniors.", "Seniority: Entry level"],
    ["Accountants in Leeds unless based at Hooli.", "Currently works at Hooli"],
    ["Accountants in Leeds, unless employed by Hooli.", "Currently works at Hooli"],
  ] as const) {
    test(`'${query}' excludes ${item}`, () => {
      expect(required(query)).not.toContain(item);
      expect(excluded(query)).toContain(item);
    });
  }

  // INVENTED EXCLUSION: "save" as a verb before a person or "any" ("who save people hours", "save
  // individuals money on tax") is read as "except": tax skills or a phrase are excluded.
  // Expected: the verb is no connective (nothing excluded).
  for (const query of [
    "Find accountants who save individuals money on tax in Leeds.",
    "Find assistants who save people hours every week in London.",
  ]) {
    test(`'${query}' excludes nothing`, () => {
      expect(negative(query)).toEqual([]);
    });
  }

  // INVENTED EXCLUSION: the leftovers of a formal phrase with nothing to exclude become a text
  // exclusion ('NOT Mentions "exceptions"', '"noted"', '"so far"'). Expected: no text excluded.
  for (const query of [
    "Nurses in Leeds, with no exceptions.",
    "Nurses in Leeds other than those noted above.",
  ]) {
    test(`'${query}' excludes no text`, () => {
      expect(plan(query)).not.toContain("Mentions");
    });
  }
  // Fixed with the legal "except in so far as they are X" (r68a): read whole, no word left over.
  test("'Accountants, except in so far as they are resident in Leeds.' excludes no text", () => {
    expect(plan("Accountants, except in so far as they are resident in Leeds.")).not.toContain("Mentions");
  });

  // DROPPED: "other than X who ..." takes the relative clause into the excluded group, then drops
  // the group whole: neither X is excluded nor the clause's criterion (Python, R) required; a
  // negated residence before a role frame drops the role too (plan: everyone); "other than that"
  // without a comma drops what follows. Expected: X excluded, the clause's criterion kept.
  for (const [query, kept] of [
    ["Find engineers in Germany other than Berlin who know Python.", "Skilled in Python"],
    ["Data scientists other than juniors who know R.", "NOT Seniority: Entry level"],
    ["Persons not domiciled in France holding the position of nurse.", "nurse"],
    ["Nurses in Leeds, other than that senior only.", "Seniority: Senior"],
  ] as const) {
    test(`'${query}' keeps '${kept}'`, () => {
      expect(plan(query)).toContain(kept);
    });
  }

  // DROPPED: "notwithstanding X" with no comma after it runs to the sentence's end and drops the
  // criteria said after X. Expected: only the noun phrase after "notwithstanding" is dropped.
  test("'notwithstanding seniority with a CPA' keeps the CPA", () => {
    expect(required("Senior accountants in Leeds notwithstanding seniority with a CPA.")).toContain("CPA");
  });
});

describe("checked and found right", () => {
  test("'with the exception of those at X, who hold a CPA' excludes X, requires the CPA", () => {
    const q = "Accountants in Leeds, with the exception of those at Hooli, who hold a CPA.";
    expect(excluded(q)).toContain("Hooli");
    expect(required(q)).toContain("CPA");
  });
  test("'other than those who are junior or employed by X' excludes both", () => {
    const q = "Accountants in Leeds, other than those who are junior or employed by Hooli.";
    expect(excluded(q)).toContain("Entry level");
    expect(excluded(q)).toContain("Hooli");
  });
  test("'barring', 'bar those', 'excepting' exclude", () => {
    for (const q of [
      "Accountants in Leeds, barring those employed by Hooli.",
      "Accountants in Leeds, bar those at Hooli.",
      "Accountants in Leeds, excepting those at Hooli.",
    ])
      expect(plan(q)).toContain("NOT Currently works at Hooli");
  });
  test("'Other than that, anyone with Python' requires Python", () => {
    expect(required("Data engineers in Berlin. Other than that, anyone with Python.")).toContain("Python");
  });
  test("'not resident in', 'resident outside' and 'non-resident in' exclude the place", () => {
    for (const q of [
      "Engineers not resident in Germany.",
      "Engineers resident outside Germany.",
      "Engineers who are non-resident in Spain.",
    ])
      expect(excluded(q)).toContain(q.includes("Spain") ? "Spain" : "Germany");
  });
  test("a spelled-out degree excluded is that degree", () => {
    expect(
      plan(
        "Individuals in possession of a Master of Business Administration, save for holders of a Doctor of Philosophy.",
      ),
    ).toBe("Holds an MBA AND NOT Holds a PhD");
  });
  test("'save in Berlin' and 'save those domiciled in Leeds' exclude the place", () => {
    expect(excluded("Engineers, save in Berlin.")).toContain("Berlin");
    expect(excluded("Persons holding the position of accountant, save those domiciled in Leeds.")).toContain(
      "Leeds",
    );
  });
});
