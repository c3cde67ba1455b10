/**
 * The verbs of leaving out before a level said with "at" or "who is" (issue 45, never the
 * opposite): "skip anyone at entry level" and "ignore anyone who is senior" asked for the level they
 * left out (stop 67, found while fixing review r67). This test's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Larkspur Labs", country: "GB" }]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 28)));

describe("a level left out is excluded, never asked for", () => {
  test.each([
    ["pharmacists in Leeds, skip anyone at entry level", "Seniority: Entry level"],
    ["Find physiotherapists. Ignore anyone at senior level.", "Seniority: Senior"],
    ["paralegals, skip anyone who is junior", "Seniority: Entry level"],
    ["surveyors — avoid anyone who's a manager", "Seniority: Manager"],
    ["welders, omit anyone that is an intern", "Seniority: Intern"],
  ])("%s", (query, level) => {
    expect(positive(query)).not.toContain(level);
    expect(negative(query)).toContain(level);
  });
  test("the verb is no cue where nothing left out follows it", () => {
    expect(negative("auditors who skip lunch at entry level roles").join(" | ")).not.toContain("Seniority");
  });
});
