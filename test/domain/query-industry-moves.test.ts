/**
 * Two classes of industry queries round 2 of first sight left (issue 45), each with this test's own
 * phrasings, none of that set's queries: a move between industries said "from ... to" (the first
 * left, the second current), and an industry after a verb of working typed without its "in".
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Globex Corporation", country: "US" },
  { id: 2, name: "Initech", country: null },
]);
const { plan } = queryReaders(companies);

describe("a move between industries said 'from ... to' is the industry left and the current one", () => {
  test.each([
    [
      "recruiters who switched from consulting to saas",
      "Business Consulting and Services",
      "Software Development",
    ],
    ["folks from insurance who moved into healthtech", "Insurance", "Hospitals and Health Care"],
    ["accountants from the gaming industry now in fintech", "Computer Games", "Fintech"],
    ["devs that went from banking to ecommerce in Lisbon", "Banking", "Retail"],
  ])("%s", (q, left, now) => {
    const p = plan(q);
    expect(p).toContain(`Previously at a company in ${left}`);
    expect(p).toContain(`Current employer in ${now}`);
    expect(p).not.toContain(`Current employer in ${left}`);
  });

  test("a company after 'from' stays the employer binding's", () => {
    const p = plan("analysts who moved from Initech to Globex Corporation");
    expect(p).toContain("Currently works at Globex Corporation");
    expect(p).toContain("Previously worked at Initech");
  });

  test("a place after 'from' is not an industry move", () => {
    expect(plan("designers from Berlin who moved to London")).not.toContain("Previously at a company");
  });
});

describe("an industry after a verb of working, its 'in' left out, is the current employer's", () => {
  test.each([
    ["lawyers working consulting in Oslo", "Business Consulting and Services"],
    ["analysts who work banking", "Banking"],
    ["designers working advisory", "Business Consulting and Services"],
  ])("%s", (q, industry) => {
    expect(plan(q)).toContain(`Current employer in ${industry}`);
  });
});
