/**
 * Review r66 of English titles read as their ESCO occupation (read-english-occupations.ts) and of
 * stored titles that are a family's query word (title-vocabulary.ts aliasTitle): each test.failing
 * is one defect class, in phrasings of this file's own; it flips to a failure when fixed. The plain
 * tests are readings checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { classifyTitle } from "../../src/domain/query/classify-title.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

describe("defects", () => {
  // CRITERION LOST: an adjective before an English title ("registered nurses", "licensed
  // electricians", "freelance translators", "local plumbers") is an unread content word before the
  // span, so the title is taken for the tail of something longer and not read at all; "electricians"
  // alone is. The whole ask is dropped: "certified welders in Leeds" is everyone in Leeds.
  // Fixed for credentials (i45f30, read-profession-forms.ts): "registered", "licensed". Still open:
  // other adjectives ("freelance", "local").
  for (const [query, occupation] of [
    ["registered nurses in Leeds", "nurse"],
    ["licensed electricians in Leeds", "electrician"],
  ]) {
    test(`'${query}' asks for a ${occupation}`, () => {
      expect(positive(query as string).join(" | ")).toMatch(new RegExp(`ESCO.*${occupation}`));
    });
  }
  for (const [query, occupation] of [
    ["freelance translators in Leeds", "translator"],
    ["local plumbers", "plumber"],
  ]) {
    test.failing(`'${query}' asks for a ${occupation}`, () => {
      expect(positive(query as string).join(" | ")).toMatch(new RegExp(`ESCO.*${occupation}`));
    });
  }

  // RECALL LOST / WRONG PEOPLE: a plain plural title links best to one specialised kind or to an
  // unrelated concept's alternative label, and the near ties are read around that: "teachers" is a
  // politics lecturer, a music teacher and a transport vocational teacher; "nurses" a specialist and
  // a veterinary nurse (no general nurse); "apprentices" a cook; "advisers" an industrial engineer;
  // "surgeons" include tree surgeons.
  const misread: [string, RegExp][] = [
    ["teachers in Lyon", /politics lecturer/],
    ["nurses in Leeds", /veterinary nurse/],
    ["apprentices in Berlin", /ESCO occupation: cook/],
    ["advisers in London", /industrial engineer/],
    ["surgeons in Paris", /tree surgeon/],
  ];
  for (const [query, wrong] of misread) {
    test(`'${query}' is not read as ${wrong.source}`, () => {
      expect(plan(query)).not.toMatch(wrong);
    });
  }

  // WIDENED: a predicate or quantity noun that ESCO also uses as a title ("who are parents", "who
  // are mentors", "a pair of", "a couple of", "strong communicators") is read as a second occupation,
  // and a second title is ORed with the first: "backend engineers who are parents" is backend
  // engineers OR legal guardians. Expected: no occupation read, the ask unchanged.
  for (const query of [
    "backend engineers who are parents",
    "backend engineers who are mentors",
    "a pair of backend engineers",
    "we need a couple of data engineers",
    "engineers, strong communicators",
  ]) {
    test(`'${query}' reads no ESCO occupation`, () => {
      expect(plan(query)).not.toContain("ESCO");
    });
  }

  // WRONG CRITERION: a title holding "master" is read as a master's degree ("scrum masters" is a
  // master's degree and Scrum; "master plumbers" is a master's degree).
  test("'scrum masters in Leeds' asks no master's degree", () => {
    expect(plan("scrum masters in Leeds")).not.toContain("master's degree");
  });

  // Fixed (title-vocabulary.ts, a family's word is a title only when it names a person of one
  // family): a bare stored title "Security" (a guard) was a Security Engineer, "Analyst" (a bank's) a
  // Data Analyst, "Logistics" a Supply Chain job.
  test("a stored title 'Security' is no Security Engineering job", () => {
    expect(classifyTitle("Security").base?.family).not.toBe("Security Engineering");
  });
  test("a stored title 'Analyst' is no Data Analysis job", () => {
    expect(classifyTitle("Analyst").base?.family).not.toBe("Data Analysis");
  });
});

describe("checked and found right", () => {
  test("titles ESCO holds whole, with their kinds", () => {
    expect(plan("electricians in Leeds")).toContain("ESCO occupations: electrician");
    expect(plan("bus drivers, not truck drivers")).toContain("NOT Works as truck drivers");
    expect(plan("lawyers, not paralegals")).toBe("Job title in the Legal family AND NOT Job title Paralegal");
  });
  test("ordinary words kept off by the guards", () => {
    expect(plan("backend engineers who are good listeners")).not.toContain("ESCO");
    expect(plan("a team of data engineers")).not.toContain("ESCO");
  });
});
