/**
 * A preference's scope over a list (issue 45, round 6's briefs): "ideally Lyon, Nantes or Lille"
 * prefers all three places, so none of them is required, where the scope used to stop at the first
 * comma and require the rest. This test's own phrasings, none of the round's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Initech", country: null }]);
const { plan } = queryReaders(companies);

describe("a preference cue before a short list covers the whole list", () => {
  test.each([
    ["QA testers. Ideally Lyon, Nantes or Lille.", ["Lyon", "Nantes", "Lille"]],
    ["accountants, preferably Oslo, Bergen, or Trondheim", ["Oslo", "Bergen", "Trondheim"]],
  ])("%s", (q, places) => {
    const p = plan(q);
    for (const place of places) expect(p).not.toContain(`Located in ${place}`);
  });

  test("a condition after the list's comma stays required", () => {
    const p = plan("designers ideally with Figma, based in Lyon, Nantes or Lille");
    for (const place of ["Lyon", "Nantes", "Lille"]) expect(p).toContain(`Located in ${place}`);
  });
});
