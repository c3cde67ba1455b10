/**
 * Review r64 of branch i45f23 (7d08fc8, c87cb7a, f824bcf: job-architecture levels, the excluded
 * department-and-level pair):
 * - "people managers" / "people leaders" is now one level phrase, and a department said before it
 *   as "data" is dropped: "data people managers in Berlin" asks every leader in Berlin (main: Data
 *   Science managers), "not data people managers" excludes every leader (main: asks the managers
 *   outside data, the opposite);
 * - the excluded pair is read for one department only: "not sales or marketing leaders" still asks
 *   for leaders outside sales and marketing (as on main), the opposite of what was said.
 * The first passes on main; the other two fail on main and on i45f23. Phrasings of this file's own.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive, negative } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));
const joined = (labels: string[]) => labels.join(" | ");

// Open at the end of stop 64 (test.failing: each flips to a failure when its reading is fixed).
test.failing("'data people managers' keep the data department", () => {
  expect(joined(positive("data people managers in Berlin"))).toMatch(/Data/);
});

test.failing("'not data people managers' excludes the data leaders, not every leader nor asks any", () => {
  // main asks managers outside data (the opposite); i45f23 excludes every leader.
  expect(joined(negative("not data people managers"))).toMatch(/Data/);
  expect(joined(positive("not data people managers"))).not.toMatch(/Seniority/);
});

test.failing("'not sales or marketing leaders' asks for no leaders", () => {
  expect(joined(positive("not sales or marketing leaders"))).not.toMatch(/Seniority/);
});
