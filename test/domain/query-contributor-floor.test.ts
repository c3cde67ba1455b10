/**
 * An individual contributor's level floor (issue 45, round 6's briefs): "mid-level or above" is
 * that level and every contributor level above it, as "Dir+" reads the leadership ladder. This
 * test's own phrasings, none of the round's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Initech", country: null }]);
const { plan } = queryReaders(companies);

describe("a contributor level floor is that level and the contributor levels above it", () => {
  test.each([
    ["QA testers in Lyon, mid-level or above", ["Mid level", "Senior"]],
    ["product designers at least mid-level", ["Mid level", "Senior"]],
    ["accountants, junior and up, in Oslo", ["Entry level", "Mid level", "Senior"]],
    ["mid+ data analysts at Initech", ["Mid level", "Senior"]],
  ])("%s", (q, levels) => {
    const p = plan(q);
    for (const level of levels) expect(p).toContain(`Seniority: ${level}`);
    expect(p).not.toContain("Seniority: Manager");
  });

  test("'mid' in 'mid-size' is no level floor", () => {
    expect(plan("designers at mid-size companies")).not.toContain("Seniority");
  });
});
