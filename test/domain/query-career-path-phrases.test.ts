/**
 * A lookalike's path said in words the career readers lacked (issue 45, round 16): a promotion
 * "within the company they're at now", one employer "the whole time" / "all along", employers
 * counted past one ("three employers so far"), an exclusion cue with "someone" before a shape ("not
 * someone promoted internally" was dropped and the shape asked), and an earlier title the
 * vocabulary does not hold with a role word in it ("a Mechanical Engineer before", "formerly a
 * civil engineer"), which was read as the department now. This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive, negative } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Saffron Ledger", country: "ES" }]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("a promotion where they work now", () => {
  test.each([
    "SDRs promoted within the company they're at now, in Spain",
    "SDRs who got promoted at their current employer, in Spain",
    "SDRs promoted inside their own firm, in Spain",
  ])("%s", (q) => {
    expect(joined(positive(q))).toMatch(/Promoted within the current employer/);
    expect(joined(positive(q))).toMatch(/Spain/);
  });
  test("'not someone promoted internally' excludes the promotion, never asks it", () => {
    const q = "senior designers at Saffron Ledger, not someone promoted internally";
    expect(joined(negative(q))).toMatch(/Promoted within/);
    expect(joined(positive(q))).not.toMatch(/Promoted within/);
  });
});

describe("one employer all along", () => {
  test.each([
    "accountants who stayed with one employer the whole time",
    "accountants at the same firm all along",
    "accountants, a single employer throughout their career",
  ])("%s", (q) => {
    expect(joined(negative(q))).toMatch(/Has changed employer/);
    expect(joined(positive(q))).toMatch(/Accounting/);
  });
});

describe("employers counted past one", () => {
  test.each([
    "recruiters with three employers so far",
    "recruiters: two employers so far, based in Madrid",
    "recruiters who worked at several companies to date",
  ])("%s", (q) => {
    expect(joined(positive(q))).toMatch(/Has changed employer/);
  });
});

describe("an earlier title the vocabulary does not hold", () => {
  test.each([
    ["product managers, a Mechanical Engineer before", "mechanical engineer", /Product Management/],
    ["engineering directors, formerly a civil engineer", "civil engineer", /Director/],
    ["sales directors who were previously marine biologists", null, /Sales/],
    ["former structural engineers now in product management", "structural engineer", /Product Management/],
  ])("%s", (q, title, now) => {
    const asked = joined(positive(q));
    expect(asked).toMatch(now);
    if (title) expect(asked).toContain(`Earlier job titled "${title}"`);
    // Never the engineering department now.
    if (title && !/engineering/.test(q)) expect(asked).not.toMatch(/Works in Engineering/);
  });
  test("time words before 'before' are no title", () => {
    expect(joined(positive("recruiters who joined a year before"))).not.toMatch(/Earlier job titled/);
  });
  test("an employer before the role stays an employer", () => {
    expect(joined(positive("formerly a Saffron Ledger engineer"))).not.toMatch(/Earlier job titled/);
  });
});
