/**
 * Review r61 of branch i45f18 (issue 45, round 14's classes: intake forms, lay descriptions of
 * work, plain level words). Readings that ask the opposite of what was said, or drop what was said:
 * - a form's "Exclude:" field swallows the unlabeled segments after it (read-form.ts fieldsOf
 *   appends a segment with no known label to the field before it), so "/ must be in Berlin" after
 *   an exclusion excludes Berlin; a sentence before the first label is dropped as the form's header;
 * - a noise field ("Requester: Anna from Sales") still reads as a condition when the form has two
 *   fields, or when its fields are on lines of their own (mailParts joins the lines before
 *   readForm sees them);
 * - a lay description's negation is lost ("people who don't keep the servers running" is DevOps),
 *   and "keep <anything> running / safe" is read as DevOps / security work;
 * - "not below director level", "nobody below VP level" exclude the rungs asked for, and
 *   "without 10 years under their belt" asks for at least 10 years.
 * Strangers' phrasings; companies of this file's own.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive, negative } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Granite Robotics", country: "DE" },
    { id: 2, name: "Tidewater Bank", country: "GB" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("a form's exclusion ends where its item list ends", () => {
  test.each([
    ["Role: Engineer / Exclude: Granite Robotics / must be in Berlin", /Located in Berlin/],
    ["Role: Engineer; Exclude: Granite Robotics; based in Berlin", /Located in Berlin/],
    ["Role: Engineer / Exclude: Granite Robotics / Senior only / Location: Berlin", /Seniority: Senior/],
  ])("%s", (q, asked) => {
    expect(joined(negative(q))).not.toMatch(asked);
    expect(joined(positive(q))).toMatch(asked);
    expect(joined(negative(q))).toMatch(/Granite Robotics/);
  });
});

describe("a request before the form's first label is the request, not a header", () => {
  test.each([
    "Senior data engineers in Berlin; Must have: Spark; Exclude: Granite Robotics",
    "Data engineers in Berlin / Level: Senior / Exclude: Granite Robotics",
  ])("%s", (q) => {
    const p = joined(positive(q));
    expect(p).toMatch(/Data Engineering/);
    expect(p).toMatch(/Located in Berlin/);
  });
});

describe("a noise field is no condition", () => {
  test.each([
    ["Role: Accountant / Requester: Anna from Sales", /Accounting/],
    ["Title: Accountant / Reporter: Bob from Marketing", /Accounting/],
    ["Role: Accountant\nLocation: Leeds\nRequester: Anna from Sales", /Accounting/],
    [
      "Role: Accountant\nLocation: Leeds\nExclude: Tidewater Bank\nRequested by: Anna from Sales",
      /Accounting/,
    ],
  ])("%s", (q, role) => {
    expect(plan(q)).not.toMatch(/Sales|Marketing/);
    expect(joined(positive(q))).toMatch(role);
  });
});

describe("a lay description of work keeps its negation", () => {
  test.each([
    ["people who don't keep the servers running", /DevOps/],
    ["folks who no longer keep the servers running", /DevOps/],
    ["someone who doesn't do the books", /Accounting/],
    ["who does not do the books", /Accounting/],
  ])("%s", (q, family) => {
    expect(joined(positive(q))).not.toMatch(family);
  });
});

describe("'keep <something> running / safe' is not IT work whatever the something", () => {
  test.each([
    "mechanics who keep the cars running",
    "drivers who keep the trucks running",
    "who keeps the kitchen running",
    "nurses who keep patients safe",
    "teachers who keep kids safe",
  ])("%s", (q) => {
    expect(joined(positive(q))).not.toMatch(/DevOps|Security Engineering/);
  });
});

describe("a negated ceiling asks for the rungs at or above it", () => {
  test.each([
    ["engineers not below director level", /Director/],
    ["engineers, nobody below director level", /Director/],
    ["sales people, no one below VP level", /VP/],
    ["engineers no lower than director", /Director/],
    ["Role: Engineer / Level: not below director", /Director/],
  ])("%s", (q, rung) => {
    expect(joined(negative(q))).not.toMatch(rung);
  });
  test("'without N years under their belt' does not ask for N years", () => {
    expect(joined(positive("engineers without 10 years under their belt"))).not.toMatch(/At least 10 years/);
  });
});

describe("a field the form does not know keeps its words to itself", () => {
  test.each([
    "Role: Engineer / Visa sponsorship: no / Location: Berlin",
    "Role: Engineer / Travel: none / Location: Berlin",
    "Role: Engineer / Relocation: not needed / Location: Berlin",
  ])("%s: the next field's place is required", (q) => {
    expect(joined(positive(q))).toMatch(/Located in Berlin/);
    expect(joined(negative(q))).not.toMatch(/Berlin/);
    expect(plan(q)).toMatch(/^Works in Engineering AND /);
  });
  test("'Not required: Go' does not require Go", () => {
    expect(
      joined(positive("Role: Engineer / Must have: Kubernetes / Not required: Go / Location: Berlin")),
    ).not.toMatch(/Skilled in Go/);
  });
  test("an excluded company's staff asks for no level", () => {
    const q = "Role: Engineer / Location: Berlin / Do not contact: Granite Robotics staff";
    expect(joined(positive(q))).not.toMatch(/Seniority/);
    expect(joined(negative(q))).toMatch(/Granite Robotics/);
  });
});
