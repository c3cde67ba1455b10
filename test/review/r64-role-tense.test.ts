/**
 * Review r64 of main's role tense (9dc2241, read-role-tense.ts) and past levels (read-text.ts LED)
 * and "IC" (c1c5078, title-abbreviations.ts):
 * - a department word that modifies the noun after it ("product companies", "design agencies",
 *   "design systems") is taken for the role after "experience in", "worked in", "came from": a
 *   designer who always designed at product companies is left out (Product now or before asked);
 *   "frontend engineers who worked in design systems" asks Design now or before AND (frontend OR 27
 *   'system' trades), where main read the skill Design Systems before;
 * - "managed" as an adjective ("managed services teams", "managed Kubernetes teams") is read as
 *   "used to manage": an earlier job at manager level or above is asked;
 * - "IC" in capitals is also the integrated circuit, and chip designers write it in capitals:
 *   "IC design engineers", "analog IC designers" ask for contributor levels only.
 * Phrasings of this file's own.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));
const asked = (q: string) => positive(q).join(" | ");

describe("a department word before the noun it modifies is no role held", () => {
  test.each([
    ["designers with experience in product companies", /worked (in|as) Product/],
    ["engineers who have worked in product startups", /worked (in|as) Product/],
    ["marketers who came from design agencies", /worked (in|as) Design/],
    ["frontend engineers who worked in design systems", /worked (in|as) Design|ESCO/],
  ])("%s", (q, wrong) => {
    expect(asked(q)).not.toMatch(wrong);
  });
});

describe("'managed' as an adjective is no earlier leadership", () => {
  test.each(["engineers on managed services teams", "SREs on managed Kubernetes teams"])("%s", (q) => {
    expect(asked(q)).not.toMatch(/Previously at level/);
  });
});

describe("'IC' of integrated circuits is no contributor level", () => {
  test.each(["IC design engineers", "analog IC designers", "IC layout engineers in Munich"])("%s", (q) => {
    expect(asked(q)).not.toMatch(/Seniority/);
  });
});
