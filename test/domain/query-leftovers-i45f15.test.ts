/**
 * Leftovers of earlier first-sight rounds (issue 45), each a class, with this test's own phrasings
 * and companies:
 * 1. an employer written as its initials with an ampersand ("the G&W people") is that company when
 *    exactly one known name has those initials; "R&D" with no such company stays what it was;
 * 2. a company name whose "&" the words lost, with no marker ("Gale & Wren engineers");
 * 3. "EU only" is the European Union's members, not the continent; an "EU time zone" is Europe's;
 * 4. "joined the X data team in 2022": a team inside the company, the date still the start;
 * 5. a profile's language named in another language ("Englisch", "Inglés") is that language;
 * 6. a mail header's value ends at its line break or where the sender's request starts on the same
 *    line: the subject never swallows the ask ("Subject: Q3 hiring Could you find ...").
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facet, facetTokens } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Gale & Wren", country: "GB" },
  { id: 2, name: "Pellucid and Gray Ltd", country: "US" },
  { id: 3, name: "Saltmarsh Robotics", country: "NL" },
]);
const { plan, leaves } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("1. an employer's initials with an ampersand", () => {
  test.each([
    ["the G&W people in Leeds", "Currently works at Gale & Wren"],
    ["designers at P&G", "Currently works at Pellucid and Gray"],
    ["ex-G&W analysts", "Previously worked at Gale & Wren"],
  ])("%s", (q, read) => {
    expect(plan(q)).toContain(read);
  });
  test("initials no known company has are left as written", () => {
    expect(plan("R&D engineers in Leeds")).not.toMatch(/works at/);
  });
});

describe("2. a company with no marker whose '&' the words lost", () => {
  test("Gale & Wren engineers", () => {
    expect(plan("Gale & Wren engineers in Leeds")).toContain("Currently works at Gale & Wren");
  });
});

describe("3. the EU is its members", () => {
  const placeTokens = (q: string) =>
    leaves(q)
      .filter((l) => l.criterion.kind === "location")
      .flatMap((l) => l.criterion.tokens);
  test.each(["payroll specialists, EU only", "QA engineers within the European Union"])("%s", (q) => {
    expect(placeTokens(q)).toContain(facet.group("eu"));
    expect(placeTokens(q)).not.toContain(facet.group("europe"));
  });
  test("the EU's members leave out the United Kingdom and Switzerland", () => {
    const tokensOf = (iso2: string) =>
      facetTokens({ experience: [], education: [], skills: [], location_country_iso2: iso2 } as never);
    expect(tokensOf("DE")).toContain(facet.group("eu"));
    expect(tokensOf("GB")).not.toContain(facet.group("eu"));
    expect(tokensOf("CH")).not.toContain(facet.group("eu"));
    expect(tokensOf("GB")).toContain(facet.group("europe"));
  });
  test("an EU time zone is Europe's clock", () => {
    expect(placeTokens("SREs, EU time zone")).toContain(facet.group("europe"));
  });
});

describe("4. joined a team inside a company, in a year", () => {
  test.each([
    ["analysts who joined the Saltmarsh Robotics data team in 2022", /for 47 to 58 months/],
    ["engineers who joined Saltmarsh Robotics's platform group in 2021", /for 59 to 70 months/],
  ])("%s", (q, tenure) => {
    const read = plan(q);
    expect(read).toContain("Currently works at Saltmarsh Robotics");
    expect(read).toMatch(tenure);
    expect(read).not.toMatch(/at most 6 months/);
  });
});

describe("5. a profile's language named in another language", () => {
  test.each([
    ["Englisch", "en"],
    ["Inglés", "en"],
    ["Anglais", "en"],
    ["Alemán", "de"],
  ])("%s", (name, code) => {
    const tokens = facetTokens({
      experience: [],
      education: [],
      skills: [],
      languages: [{ language: name, proficiency: "Fluent" }],
    } as never);
    expect(tokens).toContain(facet.language(code));
    expect(tokens).toContain(facet.fluentLanguage(code));
  });
});

describe("6. a header's value ends at its line or at the request", () => {
  test.each([
    "-----Original Message-----\nFrom: Ruth Alder\nSent: Tuesday, 3 November 2026 10:02\nSubject: Q3 hiring\n\nCould you find payroll specialists in Leeds?",
    "Sounds good. -----Original Message----- From: Ruth Alder Subject: Q3 hiring in the north Could you find payroll specialists in Leeds?",
    "-----Original Message----- From: Ruth Alder Subject: Q3 hiring We need payroll specialists in Leeds",
  ])("%s", (q) => {
    expect(plan(q)).toContain("Located in Leeds");
  });
});
