/**
 * A family's query word written as a whole stored title ("Lawyer", "Senior Solicitor",
 * "Bookkeeper") is indexed in that family, as the query side reads the word: before, the query
 * "lawyers" read the Legal family and no stored "Lawyer" held it, so the ask found everyone but them.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { FAMILY_ALIASES } from "../../src/domain/query/query-vocabulary.ts";
import { facet, titleTokens } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const { meets, plan } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 5, 15)));
const held = (title: string) => new Set(titleTokens(title));

describe("a family's query word as a stored title", () => {
  test("every word naming a person a query reads as a family is, as a whole title, in that family", () => {
    const missing: string[] = [];
    for (const [family, aliases] of Object.entries(FAMILY_ALIASES))
      for (const alias of aliases)
        if (
          /(?:er|or|ist|ant|counsel)$/.test(alias) &&
          alias !== "analyst" &&
          !held(alias).has(facet.family(family))
        )
          missing.push(`${alias} -> ${family}`);
    expect(missing).toEqual([]);
  });

  test("a field's name or a head of several families' titles alone says no family", () => {
    for (const title of ["Security", "Logistics", "Analyst", "Machine Learning"])
      expect(titleTokens(title).filter((t) => t.startsWith("fam0"))).toEqual([]);
  });

  test.each([
    ["lawyers", "Lawyer"],
    ["a solicitor or a barrister", "Senior Solicitor"],
    ["barristers", "Barrister"],
    ["in-house counsel", "In-house Counsel"],
    ["bookkeepers", "Bookkeeper"],
    ["headhunters", "Headhunter"],
    // A title in another language whose occupation's English label is such a word reads the family too.
    ["Avvocati — lawyers only", "Lawyer"],
    ["Rechtsanwältin oder Rechtsanwalt", "Lawyer"],
  ])("%p finds the stored title %p", (query, title) => {
    expect(meets(query, held(title))).toBe(true);
  });

  test.each([
    ["everyone except lawyers", "Lawyer"],
    ["no solicitors please", "Solicitor"],
  ])("%p leaves out the stored title %p", (query, title) => {
    expect(meets(query, held(title))).toBe(false);
  });

  test("a title the role vocabulary lists keeps its own family", () => {
    expect(held("Paralegal").has(facet.family("Legal"))).toBe(true);
    expect(held("Data Analyst").has(facet.family("Data Analysis"))).toBe(true);
    expect(plan("lawyers")).toContain("Legal");
  });
});

describe("another query word of the asked family, excluded", () => {
  test.each([
    ["barristers, but no solicitors", "Barrister", "Solicitor"],
    ["accountants other than bookkeepers", "Senior Accountant", "Bookkeeper"],
    ["recruiters, not headhunters", "Recruiter", "Headhunter"],
  ])("%p keeps the family and leaves out the title", (query, kept, left) => {
    expect(meets(query, held(kept))).toBe(true);
    expect(meets(query, held(left))).toBe(false);
  });
});
