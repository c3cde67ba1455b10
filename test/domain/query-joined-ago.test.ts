/**
 * A start said as at least some time ago ("joined more than 3 years ago", "started their current
 * job over 5 years ago") is time at the employer or in the job, at least that long (issue 45, never
 * the opposite: it was read as a recent start, at the current company at most 6 months, plus years
 * of experience). "More than" / "over" is strictly more, as the tenure reader reads "at their
 * current company for more than N years". This file's own phrasings.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { leaves } = queryReaders(
  new CompanyLexicon([{ name: "Brightwave" }] as never),
  new Date(Date.UTC(2026, 10, 27)),
);
const read = (q: string) => leaves(q).map((l) => `${l.negated ? "NOT " : ""}${l.criterion.label}`);

test.each([
  ["analysts who joined their firm more than 4 years ago", "At the current company for at least 49 months"],
  ["marketers who joined over two years ago", "At the current company for at least 25 months"],
  [
    "nurses who started their current role more than 6 years ago",
    "In the current job for at least 73 months",
  ],
  ["sellers who joined Brightwave at least 18 months ago", "At the current company for at least 18 months"],
  // Bound words the comparatives rewrite later ("well over", "in excess of", "north of", "≥").
  ["analysts who joined well over 3 years ago", "At the current company for at least 37 months"],
  [
    "buyers who joined their company in excess of 5 years ago",
    "At the current company for at least 61 months",
  ],
  ["marketers who joined north of two years ago", "At the current company for at least 25 months"],
])("%s", (q, tenure) => {
  const labels = read(q);
  expect(labels).toContain(tenure);
  expect(labels.join(" | ")).not.toMatch(/at most|years of experience/);
});

test("excluded, it is the shorter time ('but nobody who joined more than a decade ago')", () => {
  expect(read("designers, but nobody who joined more than a decade ago")).toContain(
    "At the current company for at most 120 months",
  );
});

test("a recent start keeps its reading ('joined less than a year ago')", () => {
  expect(read("designers who joined less than a year ago")).toContain(
    "At the current company for at most 12 months",
  );
});

// The time in the current job or at the current company under an exclusion cue is excluded (it was
// asked for, the opposite).
test.each([
  [
    "curators, not anyone at their current employer for more than 8 years",
    "NOT At the current company for at least 97 months",
  ],
  [
    "pilots, except anyone in their current job for over 4 years",
    "NOT In the current job for at least 49 months",
  ],
  [
    "chemists excluding those at their current company for at least 2 years",
    "NOT At the current company for at least 24 months",
  ],
])("%s", (q, excluded) => {
  expect(read(q)).toContain(excluded);
});

// A start about so long ago, and a departure from one's own job so long ago (stop 65, after review
// r65): about that long at the current employer.
test.each([
  ["auditors who joined about 4 years ago", "At the current company for 36 to 60 months"],
  ["auditors who quit their employer 3 years ago", "At the current company for 24 to 48 months"],
])("%s", (q, tenure) => {
  expect(read(q)).toContain(tenure);
});

test("'quit their role at Brightwave' is Brightwave left", () => {
  expect(read("auditors who quit their role at Brightwave").join(" | ")).toMatch(
    /Previously worked at Brightwave/,
  );
});

// "no one" / "nobody" before time at the current employer (stop 65): the pronoun phrase was taken for
// an unnamed employer excluded and dropped, so the span was read as years of experience.
test.each([
  [
    "illustrators, but no one at their current company for more than 6 years",
    "NOT At the current company for at least 73 months",
  ],
  [
    "planners, but nobody at their current employer for over a decade",
    "NOT At the current company for at least 121 months",
  ],
])("%s", (q, excluded) => {
  expect(read(q)).toContain(excluded);
});
