/**
 * A departure from one's own unnamed employer ("left their job", "quit their role") names no
 * company (issue 45, found by issue 48's reviewer on the 100k demo data: "people who left their job
 * in the last 3 years" asked for everyone who had left a company called "Ether", read as a typo of
 * "their"). A common word is never a misspelt company name; dated, such a departure is a job change
 * in the window, as "changed jobs in the last N years" reads. This file's own phrasings.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const lexicon = new CompanyLexicon([
  { name: "Ether" },
  { name: "Thier Logistics" },
  { name: "Rolle" },
] as never);
const { positive } = queryReaders(lexicon, new Date(Date.UTC(2026, 10, 27)));
const asked = (q: string) => positive(q).join(" | ");

test("a common word is no misspelt company", () => {
  expect(lexicon.resolve("their")).toBeNull();
  expect(lexicon.resolve("there")).toBeNull();
  expect(lexicon.resolve("Ehter")?.names).toEqual(["Ether"]);
});

test.each([
  ["analysts who quit their role within the last 18 months", /at most 18 months/],
  ["people who left their employer in the last year", /at most 12 months/],
])("%s is a job change in the window, no company left", (q, window) => {
  expect(asked(q)).toMatch(window);
  expect(asked(q)).not.toMatch(/Ether|Thier|Rolle|Previously worked at/);
});

test("a named employer left in a window stays that employer's departure", () => {
  expect(asked("engineers who left Ether in the last 2 years")).toMatch(
    /Previously worked at Ether, left in the last 24 months/,
  );
});

// A past perfect and a list of earlier employers name an employer left (stop 65; both read the
// employer as the current one, the opposite).
test.each([
  "copywriters who had been working at Ether",
  "copywriters whose previous employers include Ether",
  "copywriters; past companies: Ether",
])("%s asks Ether before, not now", (q) => {
  expect(asked(q)).toMatch(/Previously worked at Ether/);
  expect(positive(q).join(" | ")).not.toMatch(/Currently works at Ether/);
});
