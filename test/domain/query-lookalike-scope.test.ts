/**
 * The seven classes review r63 found on round 16's readers (test/review/r63-i45f21.test.ts), each
 * with phrasings of this file's own: a floor said with "least", a place after an employer said by
 * a pronoun, a superlative's function after its collective noun, praise before an earlier role,
 * employers counted under a negation or a ceiling, an exemplar's first name that is also a place,
 * and the exemplar's employer. Companies and day of this file's own.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan } from "../../src/domain/query/plan.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, positive, negative } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Kestrel Optics", country: "IE" },
    { id: 2, name: "Bramble Freight", country: "NL" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("'at least <level>' is a floor; 'least senior' alone is still the junior end", () => {
  test("'of at least senior level' asks Senior, not the entry level", () => {
    const asked = joined(positive("data scientists of at least senior level in Madrid"));
    expect(asked).toMatch(/Senior/);
    expect(asked).not.toMatch(/Entry level/);
  });
  test("'at least junior' keeps the juniors", () => {
    expect(joined(positive("marketers, at least junior"))).toMatch(/Entry level/);
  });
  test("'the least senior engineers' is the entry level", () => {
    const asked = joined(positive("the least senior engineers in Oslo"));
    expect(asked).toMatch(/Entry level/);
    expect(asked).not.toMatch(/\bSenior\b/);
  });
});

describe("after an employer said by a pronoun, only a company is its name", () => {
  test.each([
    ["recruiters not from her company (Lisbon preferred)", /Lisbon/],
    ["nobody from our firm - Madrid or Porto is fine", /Madrid|Porto/],
  ])("%s excludes no place", (q, place) => {
    expect(joined(negative(q))).not.toMatch(place);
  });
  test("'recruiters not from her company (Lisbon preferred)' keeps the recruiters", () => {
    expect(joined(positive("recruiters not from her company (Lisbon preferred)"))).toMatch(/Recruiting/);
  });
  test("a company there is still the employer excluded", () => {
    expect(joined(negative("analysts, but not from my company, Kestrel Optics"))).toMatch(/Kestrel Optics/);
  });
  test("a name no record holds stays a candidate the index then knows as the employer", () => {
    const q = "data engineers in Spain, but not from her own employer, Quindle Ledger";
    const first = parseQuery(q, { companies: new CompanyLexicon([]) });
    expect([...first.nameCandidates]).toContain("quindle ledger");
    const second = parseQuery(q, {
      companies: new CompanyLexicon([]),
      employerNames: new Set(["quindle ledger"]),
    });
    expect(describePlan(second.where)).toMatch(/NOT Currently works at Quindle Ledger/);
  });
});

describe("a superlative's function said after its collective noun", () => {
  test.each([
    ["the highest-ranking staff in analytics in Portugal", /Data Science/],
    ["the most senior people in tech", /Engineering/],
    ["the top 3 most senior folks in data", /Data Science/],
  ])("%s keeps the function", (q, fn) => {
    const asked = joined(positive(q));
    expect(asked).toMatch(fn);
    expect(asked).toMatch(/VP or C-level/);
  });
  test("a place after the collective noun stays a place, no function", () => {
    const asked = joined(positive("the most senior people in Berlin"));
    expect(asked).toMatch(/Located in Berlin/);
    expect(asked).not.toMatch(/Works in/);
  });
});

describe("praise before an earlier role is no part of it", () => {
  test("'used to be excellent data scientists' is the earlier role, not the role now", () => {
    const asked = joined(positive("people who used to be excellent data scientists"));
    expect(asked).toMatch(/Previously worked as Data Science/);
    expect(asked).not.toMatch(/Job title in the Data Science family/);
  });
  test("'once a talented copywriter' asks no title with 'talented' in it", () => {
    const asked = joined(positive("marketers who were once a talented copywriter"));
    expect(asked).not.toMatch(/talented/);
    expect(asked).toMatch(/Previously worked as|"copywriter"/);
  });
});

describe("employers counted under a negation or a ceiling", () => {
  test("'no one who has had four employers' excludes the change of employer", () => {
    const q = "no one who has had four employers";
    expect(joined(positive(q))).not.toMatch(/Has changed employer/);
    expect(joined(negative(q))).toMatch(/Has changed employer/);
  });
  test("'no more than three employers' asks no change of employer", () => {
    const q = "analysts with no more than three employers";
    expect(joined(positive(q))).not.toMatch(/Has changed employer/);
    expect(joined(negative(q))).not.toMatch(/Has changed employer/);
  });
  test("'at most one employer' is the one-employer people", () => {
    expect(joined(negative("analysts with at most one employer"))).toMatch(/Has changed employer/);
  });
});

describe("an exemplar's one-word name that is also a place", () => {
  test.each([
    ["look-alikes of Jordan: data analysts in Madrid", /Jordan/, /Madrid/],
    ["candidates like Paris: recruiters in Dublin", /Paris|France/, /Dublin/],
  ])("%s", (q, name, place) => {
    const asked = joined(positive(q));
    expect(asked).not.toMatch(name);
    expect(asked).toMatch(place);
  });
  test("a place after a noun of places stays asked", () => {
    expect(joined(positive("engineers in places like Austin"))).toMatch(/Austin/);
  });
});

describe("the exemplar's employer", () => {
  test("'someone like Bramble Freight's VP of engineering' asks the role, not Bramble Freight's staff", () => {
    const p = parsed("someone like Bramble Freight's VP of engineering");
    const asked = joined(positive("someone like Bramble Freight's VP of engineering"));
    expect(asked).not.toMatch(/Bramble Freight/);
    expect(asked).toMatch(/Engineering/);
    expect(p.notes.join(" ")).toMatch(/exemplar's employer/);
  });
});
