/**
 * A level said in the past ("former managers", "ex-directors", "who was a head before") is a level
 * held before, which the index keeps only for the current job: read as the level now it was the
 * opposite of the ask (issue 45, "never the opposite"), so it is not applied and the plan says so.
 * Roles said in the past stay earlier roles. This test's own phrasings.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([]);
const now = new Date(Date.UTC(2026, 10, 26));

test.each(["former directors in Lisbon", "ex-managers, Porto", "nurses who were once heads in Oslo"])(
  "%s: the past level is not asked of the current job",
  (q) => {
    const parsed = parseQuery(q, { companies, now });
    expect(describePlan(parsed.where)).not.toMatch(/Seniority/);
    expect(parsed.notes.join(" ")).toMatch(/a level held before is not known, not applied/);
  },
);

test("a role said in the past is still an earlier role, and a level now is still asked", () => {
  expect(describePlan(parseQuery("former accountants in Lisbon", { companies, now }).where)).toMatch(
    /Previously worked as/,
  );
  expect(
    describePlan(parseQuery("directors in Lisbon who were previously accountants", { companies, now }).where),
  ).toMatch(/Seniority: Director/);
});
