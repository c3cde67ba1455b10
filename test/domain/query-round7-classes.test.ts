/**
 * The failure classes round 7 of first sight found (issue 45; test/quality/first-sight-7/README.md),
 * each with this test's own phrasings, none of that set's queries, companies or cities: hashtags,
 * mentions and emoji in chat posts, numeric start dates of the current job, dated and "now
 * elsewhere" employers, "bar" and ceilings, tenure idiom and experience shorthand, preferences and
 * chatter.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Globex Corporation", country: "US" },
  { id: 2, name: "Initech", country: null },
  { id: 3, name: "Hooli", country: "US" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const parse = (q: string) => parseQuery(q, { companies, now });
const plan = (q: string) => describePlan(parse(q).where);

describe("class 5: hashtags carry criteria, topic tags, mentions and emoji do not", () => {
  test.each([
    ["#hiring #qa #toronto anyone? 🙏", ["Quality Assurance family", "Located in Toronto"]],
    ["@here need #DataEngineers in #Stockholm 🚀", ["Data Engineering family", "Located in Stockholm"]],
    ["#productmanager wanted in #Madrid #jobs", ["Product Management family", "Located in Madrid"]],
    [
      "any #SecurityEngineers around #SanFrancisco? #startups 🔥",
      ["Security Engineering family", "Located in San Francisco"],
    ],
    ["#recruiters in #NewYork pls 🙌 #hiring", ["Recruiting family", "Located in New York"]],
  ])("%s", (q, parts) => {
    const p = plan(q);
    for (const part of parts) expect(p).toContain(part);
    expect(parse(q).prefer.join(" ")).not.toMatch(/sharp|hiring|jobs|startups|here/);
  });

  test("a topic tag alone asks for no one in particular, an @mention is not an employer", () => {
    expect(plan("replying to @sam: #hiring data analysts in Oslo 🎉")).toBe(plan("data analysts in Oslo"));
    expect(parse("replying to @sam: data analysts in Oslo").prefer).not.toContain("sam");
  });

  test("C# stays a skill", () => {
    expect(plan("#hiring C# developers in Oslo")).toContain("C#");
  });
});
