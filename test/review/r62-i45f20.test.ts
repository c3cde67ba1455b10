/**
 * Review r62 of branch i45f20 (issue 45, round 15: contrasts, level ranges, double negations).
 * Readings that ask the opposite of what was said, or drop what was said, in strangers' phrasings:
 * - a double negation said with a contraction ("who's not", "who's outside", "aren't unfamiliar",
 *   "aren't new to", "aren't lacking", "aren't without", "don't lack") or with a subject other than
 *   "engineers" ("no designers who aren't in Berlin") is read as one negation: the opposite;
 *   "no engineers who aren't in Berlin" loses the engineers;
 * - "no one who's more senior than a manager" excludes the managers it allows;
 * - an allowance "X or Y is fine" drops the places / skills it lists as the acceptable ones
 *   ("Munich or Berlin is fine" filtered them before the branch, filters nothing after it);
 * - "v." read as "versus" in a name ("Hans v. Berg in Berlin" excludes Berlin);
 * - "in place of our outgoing Head of Sales" (a replacement) excludes Sales;
 * - an allowance said negated ("don't rule out juniors", "can't say I'd mind a junior", "not
 *   opposed to juniors") excludes what it allows, or a word of it;
 * - a negated subject other than "no one / nobody" ("we don't want people who don't", "everyone
 *   except those not in", "nobody in Berlin who isn't senior") is read as one negation;
 * - a requirement said not to be one ("doesn't have to be in Berlin", "needn't be senior") is
 *   applied or excluded;
 * - "a level below the CEO" asks for the CEO;
 * - a relative clause under a negation is asked for instead of left out ("software architects, not
 *   architects who design buildings" requires design work and excludes "architects": fb122fd;
 *   "designers, not people who live in London" requires London).
 * Companies and day of this file's own.
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

describe("a double negation with a contraction or another subject is the positive", () => {
  test.each([
    ["no one who's not in Germany", /Located in Germany/],
    ["nobody who's outside Germany", /Located in Germany/],
    ["no designers who aren't in Berlin", /Located in Berlin/],
    ["no accountants who aren't in Leeds", /Located in Leeds/],
    ["engineers who aren't unfamiliar with Kubernetes", /Skilled in Kubernetes/],
    ["designers who aren't new to Figma", /Skilled in Figma/],
    ["people who aren't lacking in Python", /Skilled in Python/],
    ["engineers who don't lack Python", /Skilled in Python/],
    ["engineers who aren't without a degree", /Holds a degree/],
    ["we don't want people who don't speak German", /Speaks German/],
    ["exclude people who don't speak German", /Speaks German/],
    ["everyone except those not in Germany", /Located in Germany/],
    ["anyone but people who aren't in Germany", /Located in Germany/],
    ["engineers who've never been outside Germany", /Located in Germany/],
  ])("%s", (q, asked) => {
    expect(joined(negative(q))).not.toMatch(asked);
    expect(joined(positive(q))).toMatch(asked);
  });

  test("the subject of 'no engineers who aren't in Berlin' is asked", () => {
    expect(joined(positive("no engineers who aren't in Berlin"))).toMatch(/Engineering/);
    expect(joined(positive("no designers who aren't in Berlin"))).toMatch(/Design/);
  });

  test("'never worked anywhere but X' is X alone, not X left out", () => {
    expect(joined(negative("people who never worked anywhere but Granite Robotics"))).not.toMatch(
      /Granite Robotics/,
    );
  });

  test("'no one who's never managed people' leaves out no managing", () => {
    expect(joined(negative("no one who's never managed people"))).not.toMatch(/managed|Manag/);
  });

  test("'nobody in Berlin who isn't senior' does not leave out the seniors", () => {
    // Either reading keeps Berlin's seniors: "seniors in Berlin", or NOT (in Berlin AND NOT senior).
    expect(joined(negative("nobody in Berlin who isn't senior"))).not.toMatch(/Seniority: Senior/);
  });

  test("'no one who's more senior than a manager' keeps the managers", () => {
    expect(joined(negative("no one who's more senior than a manager"))).not.toMatch(/Manager/);
    expect(joined(negative("no one who's more senior than a manager"))).toMatch(/Director/);
  });
});

describe("'X or Y is fine' lists what is acceptable: X or Y is still the condition", () => {
  test.each([
    ["data engineers. Munich or Berlin is fine.", /Located in Munich/],
    ["Candidates in Munich or Berlin are fine", /Located in Munich/],
    ["Munich is fine, but not Berlin", /Located in Munich/],
    ["Python or Go is fine, backend engineers", /Skilled in Python/],
  ])("%s", (q, asked) => {
    expect(joined(positive(q))).toMatch(asked);
  });
});

describe("a word that is not a contrast is not read as one", () => {
  test("'v.' in a name is no 'versus'", () => {
    expect(joined(negative("Hans v. Berg in Berlin"))).not.toMatch(/Berlin/);
    expect(joined(positive("Hans v. Berg in Berlin"))).toMatch(/Located in Berlin/);
  });

  test("a replacement 'in place of' the one leaving asks for the same role", () => {
    const q = "We need a Head of Sales in London in place of our outgoing Head of Sales";
    expect(joined(negative(q))).not.toMatch(/Sales/);
    expect(joined(positive(q))).toMatch(/Sales/);
  });
});

describe("an allowance said negated excludes nothing", () => {
  test.each([
    ["don't rule out juniors"],
    ["accountants, I can't say juniors would be a problem"],
    ["can't say I'd mind a junior"],
    ["not ruling out people in Leeds"],
    ["we're not against juniors"],
    ["not opposed to juniors"],
    ["not unhappy with juniors"],
    ["not averse to people in Leeds"],
    ["it's not that we don't want people from Granite Robotics"],
  ])("%s", (q) => {
    expect(plan(q)).not.toMatch(/NOT/);
  });
});

describe("a condition said not to be needed is no condition", () => {
  test.each([
    ["doesn't have to be in Berlin", /Berlin/],
    ["not necessarily in Berlin", /Berlin/],
    ["no need to be in Berlin", /Berlin/],
    ["not required to be in Berlin", /Berlin/],
    ["Berlin isn't a must", /Berlin/],
    ["needn't be senior", /Senior/],
  ])("%s", (q, named) => {
    expect(plan(q)).not.toMatch(named);
  });
});

describe("a step from a rung said as a title is not that title", () => {
  test.each(["a level below the CEO", "one step below the CTO"])("%s", (q) => {
    expect(joined(positive(q))).not.toMatch(/C-level|Job title CEO|Job title CTO/);
  });
});

describe("a relative clause under a negation is part of what is left out", () => {
  test.each([
    ["software architects, not architects who design buildings", /Works in Design/],
    ["designers, not people who live in London", /Located in London/],
    ["not engineers who work in Berlin", /Located in Berlin/],
    ["sales reps, not the ones who sell insurance", /Insurance/],
  ])("%s", (q, leftOut) => {
    expect(joined(positive(q))).not.toMatch(leftOut);
  });

  test("'software architects, not architects who design buildings' does not leave out the architects asked for", () => {
    expect(joined(negative("software architects, not architects who design buildings"))).not.toMatch(
      /^Mentions "architects"$/,
    );
  });
});
