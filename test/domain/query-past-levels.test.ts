/**
 * A level said in the past ("former managers", "ex-directors", "who was a head before") is a level
 * held before: read as the level now it was the opposite of the ask (issue 45, "never the
 * opposite"). It was left out with a note while the index kept levels of the current job only; it
 * is an earlier job's level since FACETS_VERSION 20. Roles said in the past stay earlier roles.
 * This test's own phrasings.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { describePlan } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([]);
const now = new Date(Date.UTC(2026, 10, 26));

test.each(["former directors in Lisbon", "ex-managers, Porto", "nurses who were once heads in Oslo"])(
  "%s: the past level is asked of an earlier job, not of the current one",
  (q) => {
    // Since FACETS_VERSION 20 the index keeps an earlier job's level (plvl0); before, the level was
    // left out with a note, as the index could not tell it.
    const parsed = parseQuery(q, { companies, now });
    expect(describePlan(parsed.where)).not.toMatch(/Seniority/);
    expect(describePlan(parsed.where)).toMatch(/Previously at level (Director|Manager|Head of)/);
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
