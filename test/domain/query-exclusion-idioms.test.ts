/**
 * Exclusions said in forms the cue passes did not read (./read-exclusion-idioms.ts, the sentence
 * form in ./exclusion-cues.ts) and excluded experience bounds (./read-excluded-ceilings.ts): what
 * is turned away is never required; an age is dropped with a note.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive, negative, parsed } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Globex", country: "US" },
    { id: 2, name: "Vandelay", country: "US" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const required = (q: string) => positive(q).join(" | ");
const excluded = (q: string) => negative(q).join(" | ");

describe("a slip in the exclusion cue", () => {
  for (const [query, what] of [
    ["frontend developers, excpet interns", "Intern"],
    ["product managers wihtout Java", "Java"],
    ["sales engineers, excludign Globex", "Globex"],
    ["designers nto in Madrid", "Madrid"],
    ["QA engineers, xecept Lisbon", "Lisbon"],
  ]) {
    test(`'${query}' excludes ${what}`, () => {
      expect(required(query as string)).not.toContain(what as string);
    });
  }
  test("the reading is said in the notes", () => {
    expect(parsed("product managers wihtout Java").notes).toContain('read "wihtout" as "without"');
  });
  test("words a slip from a cue that are words of their own are not cues", () => {
    expect(plan("an excerpt of Java developers")).toContain("Java");
    expect(plan("Java developers, note: Madrid")).not.toContain("NOT");
  });
});

describe("an exclusion said as its own sentence", () => {
  test("'<X> excluded.' after the ask excludes X", () => {
    expect(excluded("sales engineers in Denver. Globex excluded.")).toContain("Globex");
    expect(required("QA engineers. Interns excluded")).not.toContain("Entry level");
  });
});

describe("casual refusals", () => {
  for (const query of [
    "frontend developers, nope to interns",
    "frontend developers, nah to interns",
    "frontend developers, no thanks to interns",
    "frontend developers, interns are a no",
    "frontend developers, interns: nope",
    "frontend developers in Porto. Interns are a no.",
  ]) {
    test(`'${query}' excludes interns`, () => {
      expect(excluded(query)).toContain("Intern");
      expect(required(query)).not.toContain("Intern");
    });
  }
});

describe("'didn't work at' is the past", () => {
  test("'did not work at X' excludes former staff too", () => {
    expect(excluded("accountants who did not work at Vandelay")).toContain("Works or worked at Vandelay");
    expect(excluded("We spun out of Globex. Accountants who didn't work there")).toContain(
      "Works or worked at Globex",
    );
  });
  test("'don't work at X' stays the present", () => {
    expect(excluded("accountants who don't work at Vandelay")).toContain("Currently works at Vandelay");
  });
});

describe("excluded experience bounds", () => {
  test("too much experience excluded is a ceiling", () => {
    expect(plan("QA engineers, drop anyone with more than 6 years")).toContain("At most 6 years");
    expect(plan("QA engineers, no one with above eight years of experience")).toContain("At most 8 years");
    expect(plan("QA engineers, exclude anyone below 2 years, exclude anyone above 7 years")).toContain(
      "2 to 7 years",
    );
  });
  test("a bare count of years after 'with' is a floor, kept beside an excluded ceiling", () => {
    expect(plan("QA engineers with 7 years")).toContain("At least 7 years");
    expect(plan("QA engineers with 8 years, drop anyone under 2")).toContain("At least 8 years");
    expect(plan("QA engineers with 8 years at Globex")).not.toContain("At least 8 years");
  });
  test("too little time at the current employer excluded is tenure, not experience", () => {
    const q = "QA engineers, skip those with less than 3 years at their current employer";
    expect(plan(q)).toContain("At the current company for at least 36 months");
    expect(plan(q)).not.toContain("years of experience");
  });
  for (const query of [
    "nurses with 4 years, nobody over 45",
    "nurses with 4 years experience, no one under 25",
    "nurses with 4 years, skip anyone over 55 years old",
    "nurses younger than 35 with 4 years of experience",
    "nurses aged 30 to 40 with 4 years of experience",
  ]) {
    test(`'${query}' drops the age with a note, keeps the years`, () => {
      expect(plan(query)).not.toMatch(/\b(?:2[4-9]|3\d|4\d|5\d) years/);
      expect(plan(query)).toContain("At least 4 years");
      expect(parsed(query).notes.join(" ")).toContain("an age");
    });
  }
});
