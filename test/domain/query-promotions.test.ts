/**
 * A promotion said plainly or dated (issue 45, a class found trying the parser as a stranger
 * would): "people who got promoted", "promoted in the last year", "recently promoted directors",
 * "engineers promoted to manager in the last 12 months" matched everyone or dropped the promotion;
 * only "promoted internally / from within" was read. A promotion is an earlier job at the current
 * employer (the career's shape), dated by the start of the current job, the one the promotion
 * began; what it was to stays asked. This file's own phrasings.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 5, 1)));
const PROMOTED = "Promoted within the current employer (an earlier job there)";

test.each([
  ["folks who got promoted", PROMOTED],
  [
    "analysts who were promoted in the past year",
    `Job title in the Data Analysis family AND ${PROMOTED} AND In the current job for at most 12 months`,
  ],
  [
    "recently promoted directors",
    `Seniority: Director AND ${PROMOTED} AND In the current job for at most 6 months`,
  ],
  [
    "engineers promoted to manager in the last 12 months",
    `Works in Engineering AND Seniority: Manager AND ${PROMOTED} AND In the current job for at most 12 months`,
  ],
  ["people promoted internally", PROMOTED],
])("%s", (query, expected) => {
  expect(plan(query)).toBe(expected);
});

test("under a negation the promotion is excluded and no start date is asked", () => {
  expect(plan("designers not promoted in the last 3 years")).toBe(`Works in Design AND NOT ${PROMOTED}`);
});
