/**
 * Review r62 of round 15's readers (issue 45), by class, in this test's own phrasings: negations
 * whose scope the first readers misread, each the opposite of the ask or a dropped condition.
 * - two negations said with a contraction ("who's not", "aren't unfamiliar", "don't lack") or with
 *   a subject other than "no one" ("no analysts who aren't", "we don't want anyone who doesn't",
 *   "everybody except the ones not in") are the positive; the role a negated group names is kept;
 * - an allowance said negated ("I don't rule out", "not averse to") and a requirement said not to
 *   be one ("doesn't need to be in", "X is not essential") filter nothing; what is said to be fine
 *   is the acceptable set unless it is a level allowed beside the ones asked;
 * - a step from a C-suite title is a rung on the leaders' ladder, never that title;
 * - "v." in a person's name and a replacement for one who leaves are no contrast;
 * - a negation over a group a relative clause describes leaves out the clause's one condition when
 *   the head is everyone, and is not applied when the head is a role (NOT (role AND clause));
 * - a word an ESCO label holds only in its complement is no occupation; a praise word after a
 *   place's preposition is the place.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive, negative } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Brightfield Labs", country: "ES" }]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("two negations are the positive, whatever the subject or contraction", () => {
  test.each([
    ["no one who's not based in Spain", /Located in Spain/],
    ["nobody who's outside of Portugal: nurses", /Located in Portugal/],
    ["no analysts who aren't in Porto", /Located in Porto/],
    ["testers who aren't unfamiliar with Selenium", /Skilled in Selenium/],
    ["devs who don't lack Terraform", /Skilled in Terraform/],
    ["we don't want anyone who doesn't speak Spanish", /Speaks Spanish/],
    ["please exclude candidates who don't speak Spanish", /Speaks Spanish/],
    ["everybody except the ones not in Austria", /Located in Austria/],
    ["nurses who haven't ever lived outside Italy", /Located in Italy/],
  ])("%s", (q, asked) => {
    expect(joined(positive(q))).toMatch(asked);
    expect(joined(negative(q))).not.toMatch(asked);
  });

  test("the role a negated group names is asked", () => {
    expect(joined(positive("no analysts who aren't in Porto"))).toMatch(/Analy/);
  });

  test("'has never worked anywhere except X' keeps X", () => {
    const q = "accountants who have never worked anywhere except Brightfield Labs";
    expect(joined(positive(q))).toMatch(/Brightfield Labs/);
    expect(joined(negative(q))).not.toMatch(/Brightfield Labs/);
  });

  test("a ceiling said with 'who's' leaves the rung named in", () => {
    const q = "nobody who's more senior than a director";
    expect(joined(negative(q))).not.toMatch(/Director/);
    expect(joined(negative(q))).toMatch(/VP/);
  });
});

describe("allowances and requirements said not to be ones filter nothing", () => {
  test.each([
    "I don't rule out seniors",
    "we're not averse to interns",
    "wouldn't object to people in Porto",
    "doesn't need to be in Madrid",
    "Madrid is not essential",
    "need not be a director",
  ])("%s", (q) => {
    expect(plan(q)).not.toMatch(/NOT/);
    expect(plan(q)).not.toMatch(/Located|Seniority/);
  });

  test("the places said to be okay are the condition", () => {
    expect(plan("nurses; Porto or Lisbon is okay")).toMatch(/Located in Porto.*OR.*Located in Lisbon/);
  });

  test("a level said to be fine is still an allowance", () => {
    expect(plan("nurses in Porto, seniors are fine")).not.toMatch(/Senior/);
  });

  test("an indifference is not an allowance of what follows it", () => {
    expect(plan("nurses; we don't mind where as long as they're in Spain")).toMatch(/Located in Spain/);
  });
});

describe("a step from a C-suite title is a rung", () => {
  test("two levels below the CFO", () => {
    expect(joined(positive("two levels below the CFO"))).toMatch(/Seniority: Director/);
    expect(joined(positive("two levels below the CFO"))).not.toMatch(/C-level/);
  });
});

describe("words that are not contrasts", () => {
  test("'v.' between capitalised words is a name's particle", () => {
    expect(joined(positive("Anna v. Dorn in Hamburg"))).toMatch(/Located in Hamburg/);
    expect(joined(negative("Anna v. Dorn in Hamburg"))).not.toMatch(/Hamburg/);
  });
  test("'v.' between lower-case groups is still 'versus'", () => {
    expect(joined(negative("nurses in Madrid v. nurses in Porto"))).toMatch(/Porto/);
  });
  test("a replacement for one who leaves asks for the same role", () => {
    const q = "a Finance Director in Madrid instead of the retiring Finance Director";
    expect(joined(positive(q))).toMatch(/Finance/);
    expect(joined(negative(q))).not.toMatch(/Finance|Director/);
  });
});

describe("a negation over a relative clause", () => {
  test("with an everyone head, the clause's one condition is left out", () => {
    expect(joined(negative("nurses, not people who live in Madrid"))).toMatch(/Located in Madrid/);
    expect(joined(positive("nurses, not people who live in Madrid"))).not.toMatch(/Madrid/);
  });
  test("with a role head, nothing of the group is applied", () => {
    const q = "not designers who work in Lisbon";
    expect(joined(positive(q))).not.toMatch(/Lisbon/);
    expect(joined(negative(q))).not.toMatch(/Design/);
  });
});

describe("words read as the wrong kind", () => {
  test("'familiar with' is no occupation", () => {
    expect(plan("analysts familiar with Tableau")).not.toMatch(/ESCO occupation/);
  });
  test("'Nice' after 'in' is the city", () => {
    expect(plan("accountants in Nice")).toMatch(/Located in Nice/);
  });
});
