/**
 * A country's name is never dropped because the gazetteer holds no city there: it filters (to no
 * one if nobody lives there), never widens the query to everyone. A later item of a list of places
 * ("Kenya or Bangladesh"), a country named before a role ("Bangladesh recruiters"), and an ISO code
 * in a structured place field ({"countries": ["GB","BD"]}) are all places; a bare two-letter code in
 * prose stays a word unless the gazetteer holds the country ("BD/BI" is no place), and names that
 * are also people's names or words ("Jordan", "Chad") still need a marker or a list. Phrasings
 * written for this test.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { describePlan } from "../../src/domain/query/plan.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([]);
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed: parse, plan } = queryReaders(companies, now);

describe("a country outside the gazetteer is read wherever it is named as a place", () => {
  test.each([
    ["recruiters in Kenya or Bangladesh", ["Located in Kenya", "Located in Bangladesh"]],
    ["nurses in Bhutan or Nepal", ["Located in Bhutan", "Located in Nepal"]],
    ["recruiters in Kenya, Uganda and Bangladesh", ["Located in Uganda", "Located in Bangladesh"]],
    ["engineers in Berlin or Jordan", ["Located in Berlin", "Located in Jordan"]],
    ["Bangladesh recruiters", ["Located in Bangladesh"]],
    ["Kenya/Bangladesh recruiters", ["Located in Kenya", "Located in Bangladesh"]],
    ["sales reps covering Nepal", ["Located in Nepal"]],
    ["engineers not in Kenya or Bangladesh", ["NOT (Located in Kenya OR Located in Bangladesh)"]],
  ])("%s", (q, parts) => {
    const read = parse(q);
    for (const part of parts)
      expect({ q, plan: describePlan(read.where) }).toEqual({ q, plan: expect.stringContaining(part) });
    expect(read.prefer.join(" ")).not.toMatch(/bangladesh|nepal|uganda|jordan|kenya/);
  });

  test("an ISO code in a structured place field is its country, in the gazetteer or not", () => {
    expect(plan('{"countries": ["GB","BD"]}')).toBe("(Located in United Kingdom OR Located in Bangladesh)");
    expect(plan('{"countries": ["BD","GB"]}')).toBe("(Located in Bangladesh OR Located in United Kingdom)");
    expect(plan("country=KE,BD; role=recruiter")).toContain("(Located in Kenya OR Located in Bangladesh)");
    // An exclusion written with the suffix excludes, rather than being ignored (everyone).
    expect(plan('{"countries_exclude": ["GB","BD"]}')).toBe(
      "NOT (Located in United Kingdom OR Located in Bangladesh)",
    );
  });
});

describe("what stays a word", () => {
  test("bare codes of countries the gazetteer lacks, in prose", () => {
    expect(plan("recruiters BD/BI")).not.toContain("Located");
  });
  test("a name that is also a person's, with no marker or list", () => {
    expect(plan("recruiters like Jordan")).not.toContain("Located");
    expect(plan("Chad Smith recruiter")).not.toContain("Located");
  });
});
