/**
 * Jobs the role vocabulary does not hold, asked in English (issue 45, a class found trying the
 * parser as a stranger would): "nurses", "electricians", "executive assistants", "truck drivers"
 * matched everyone, or, with a level word in them ("executive assistants", "executive chefs"),
 * the executives. They are the ESCO occupations whose English labels end with the words, on the
 * index's occupation of the current job. This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { linkJobs } from "../../src/domain/occupations/jobs.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facetTokens } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 27));
const { plan, leaves } = queryReaders(new CompanyLexicon([]), now);

describe("an occupation the vocabulary does not hold", () => {
  test.each([
    ["electricians in Leeds", /^Works as electricians \(ESCO: \d+ occupations\) AND Located in Leeds/],
    ["executive assistants", /^Works as executive assistants \(ESCO: /],
    [
      "pharmacists, not in Austria",
      /^Works as pharmacists \(ESCO: \d+ occupations\) AND NOT Located in Austria/,
    ],
    ["truck drivers", /^Works as truck drivers \(ESCO: /],
    [
      "nurses who used to be teachers",
      /^Works as nurses \(ESCO: \d+ occupations\) AND Earlier job titled "teacher"$/,
    ],
  ])("%s", (query, expected) => {
    expect(plan(query)).toMatch(expected);
  });

  test("the index's occupation of a current job meets it: a registered nurse is among the nurses", () => {
    const [criterion] = leaves("nurses").map((l) => l.criterion);
    const tokensOf = (title: string) => {
      const { person } = normalizePersonInput(
        {
          pnet_url: "https://www.pnet.example/in/p",
          name: "P",
          experience: [{ position_title: title, company_name: "Lorne Health", date_from: "2021-01" }],
        },
        now,
      );
      linkJobs(person); // as every write does
      return new Set(facetTokens(person));
    };
    const holds = (title: string) => (criterion?.tokens ?? []).some((t) => tokensOf(title).has(t));
    expect([holds("Registered Nurse"), holds("Specialist Nurse"), holds("Electrician")]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe("left to the other passes", () => {
  test("a role the vocabulary holds, a word before a role it modifies, a title said in the past", () => {
    expect(plan("software engineers")).toBe("Job title in the Software Engineering family");
    expect(plan("office managers")).not.toContain("ESCO");
    expect(plan("former nurses")).toBe('Earlier job titled "nurse"');
  });
});
