/**
 * Review r67 of the stage idioms (read-stage-idioms.ts) and of "<x> engineering" as a family
 * (query-vocabulary.ts): each test is one defect class, in phrasings of this file's own,
 * ranked by harm (inverted first); it flips to a failure when fixed. The plain tests are readings
 * checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Hooli", country: "US" }]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("defects", () => {
  // OPPOSITE: "greybeards" sets the 15-year floor unless a negation stands BEFORE it; negated after
  // it ("greybeards need not apply") the seniors are excluded and 15 years still required: the
  // plan asks for the very people excluded, near-empty. Expected: no 15-year floor when excluded.
  for (const query of [
    "backend engineers, greybeards need not apply",
    "greybeards need not apply: backend engineers in Berlin",
  ]) {
    test(`'${query}' requires no 15 years`, () => {
      expect(positive(query).join(" | ")).not.toContain("15 years");
    });
  }

  // OPPOSITE: "seasoned, not greybeards" (experienced, but not the oldest hands) brings both idioms
  // to the one level word, so the exclusion wins and the seniors asked for are excluded. Expected:
  // the senior level kept; "not greybeards" bounds the years, or is left out with a note.
  test("'seasoned, not greybeards' does not exclude the seniors", () => {
    expect(negative("designers in Oslo, seasoned, not greybeards")).not.toContain("Seniority: Senior");
  });

  // OPPOSITE (the negation readers, met through the idioms): a negation said after its object
  // ("juniors not", "old hands welcome, juniors not") is lost and the object required. Expected:
  // juniors excluded.
  for (const query of [
    "backend engineers, old hands welcome, juniors not",
    "backend engineers, seniors welcome, juniors not",
  ]) {
    test(`'${query}' does not require juniors`, () => {
      expect(positive(query)).not.toContain("Seniority: Entry level");
    });
  }

  // IDIOM MISREAD: "veterans" said of people with no company before it are read as seniors, though
  // in hiring they are most often military veterans ("veterans transitioning into software
  // engineering" are new to the field). Expected: no level from "veterans" unless said as a stage
  // ("industry veterans", "veterans of the trade").
  for (const query of [
    "security analysts who are veterans",
    "veterans transitioning into software engineering",
  ]) {
    test(`'${query}' requires no senior level`, () => {
      expect(positive(query)).not.toContain("Seniority: Senior");
    });
  }

  // WIDENED: "<x> engineering" after a leader title and "of" is split: "VPs of sales engineering"
  // is (Sales AND VP) OR all of Engineering, "head of data engineering" (Data Science AND Head of)
  // OR all of Engineering. Expected: the family of "<x> engineer" with the leader's level, no
  // bare Engineering alternative.
  for (const query of ["VPs of sales engineering in Berlin", "head of data engineering"]) {
    test(`'${query}' is not widened to all of Engineering`, () => {
      expect(plan(query)).not.toContain("OR Works in Engineering");
    });
  }
});

describe("checked and found right", () => {
  test("'past the junior stage but not yet senior' is the mid level", () => {
    expect(positive("data engineers who are past the junior stage but not yet senior")).toContain(
      "Seniority: Mid level",
    );
  });
  test("'no longer up-and-comers' excludes the entry level", () => {
    expect(negative("backend engineers that are no longer up-and-comers")).toContain(
      "Seniority: Entry level",
    );
  });
  test("'seniors need not apply' excludes seniors", () => {
    expect(negative("backend engineers, seniors need not apply")).toContain("Seniority: Senior");
  });
  test("'directors of platform engineering' are DevOps directors", () => {
    expect(plan("directors of platform engineering")).toBe(
      "Job title in the DevOps family AND Seniority: Director",
    );
  });
  test("'engineering managers, not sales engineering' excludes the family only", () => {
    expect(plan("engineering managers, not sales engineering")).toBe(
      "Works in Engineering AND Seniority: Manager AND NOT Job title in the Sales Engineering family",
    );
  });
  test("'sales and engineering managers' are two functions", () => {
    expect(plan("sales and engineering managers")).not.toContain("Sales Engineering");
  });
});
