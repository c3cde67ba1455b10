/**
 * An earlier job the vocabulary has no family for (issue 45, round 13's "career changers who used to
 * be teachers"): after "used to be", a title the phrase pass did not place is the title an earlier
 * job was written with (the index's past-title token, FACETS_VERSION 19); excluded under a cue;
 * a role the vocabulary knows keeps its reading. This file's own titles and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { careerTokens, type Job } from "../helpers/career-tokens.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 26));
const { leaves, positive } = queryReaders(new CompanyLexicon([]), now);

const pastTitleTokens = (q: string, negated: boolean) =>
  leaves(q)
    .filter((l) => l.negated === negated)
    .flatMap((l) => l.criterion.tokens)
    .filter((t) => t.startsWith("ptl0"));

const tokensOf = (experience: Job[]) => [...careerTokens(experience, now)];

describe("a title held before", () => {
  test("'used to be pharmacists' is an earlier job titled so, in the index and the query", () => {
    const [token] = pastTitleTokens("product managers who used to be pharmacists", false);
    expect(token).toBeDefined();
    const moved = tokensOf([
      { position_title: "Product Manager", company_name: "Lorne Health", date_from: "2022-01" },
      {
        position_title: "Senior Pharmacist",
        company_name: "Vell Pharmacy",
        date_from: "2015-01",
        date_to: "2021-12",
      },
    ]);
    expect(moved).toContain(token as string);
    // The title now is no earlier job.
    expect(
      tokensOf([{ position_title: "Pharmacist", company_name: "Vell Pharmacy", date_from: "2015-01" }]),
    ).not.toContain(token);
  });
  test("under an exclusion cue it is excluded", () => {
    expect(pastTitleTokens("designers, not anyone who used to be a surveyor", true).length).toBe(1);
    expect(pastTitleTokens("designers, not anyone who used to be a surveyor", false)).toEqual([]);
  });
  test("a role the vocabulary knows keeps its reading", () => {
    expect(positive("analysts who used to be accountants")).toContain("Previously worked as Accounting");
    expect(pastTitleTokens("analysts who used to be accountants", false)).toEqual([]);
  });
});
