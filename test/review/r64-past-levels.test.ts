/**
 * Open at the end of stop 64 (test.failing, each flipping to a failure when its reading is fixed);
 * stop 65 fixed all but "former team leads" and the earlier Managing Director (still test.failing):
 * a level or rung after a past cue is held before, with the role after it (./read-polarity.ts
 * readPastRungs), and a title's own level is held before with it (meaning-criteria.ts titleAt).
 *
 * Review r64 of main's earlier job's level (9dc2241: plvl0, "former managers" -> Previously at
 * level Manager). A level said inside a past title is still dropped, on main as before it: "former
 * VPs of sales", "ex sales directors", "former engineering managers", "used to be a VP of sales" ask
 * only for someone who was ever in the department (every ex-seller, every ex-engineer), and "former
 * senior engineers" asks for senior engineers now. The index holds the earlier job's level since
 * FACETS_VERSION 20. Said with "ex" / "former", a C-level, Staff or Lead rung is asked NOW ("ex
 * C-levels", "former C-suite", "former staff engineers", "former team leads": the opposite), and
 * "former SVPs" is the ESCO vice presidents now and an earlier Senior level (main before 9dc2241: VP
 * now). "former CEOs" asks the earlier title "ceos", which no earlier "CEO" holds; an earlier
 * "Managing Director" holds no earlier level (the current one is C-level through its occupation, an
 * earlier one is never read that way), so "former execs" misses it. Phrasings of this file's own.
 */
import { expect, test } from "bun:test";
import { linkJobs } from "../../src/domain/occupations/jobs.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facetTokens } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 27));
const { positive, leaves } = queryReaders(new CompanyLexicon([]), now);
const asked = (q: string) => positive(q).join(" | ");

test.each([
  ["former VPs of sales", /VP/],
  ["ex sales directors", /[Dd]irector/],
  ["former engineering managers", /[Mm]anager/],
  ["used to be a VP of sales", /VP/],
])("%s keeps the level held before", (q, level) => {
  expect(asked(q)).toMatch(level);
});

test("'former senior engineers' asks for no senior engineer now", () => {
  const labels = asked("former senior engineers");
  expect(labels).not.toMatch(/Seniority: Senior/);
  expect(labels).toMatch(/Previously|Earlier/);
});

test.each(["ex C-levels", "former C-suite", "former staff engineers", "former SVPs"])(
  "%s asks for no rung held now",
  (q) => {
    expect(asked(q)).not.toMatch(/Seniority:|Title says|ESCO/);
  },
);

// Still open: "team lead" is no phrase, so "lead" alone is read (a title prefix, asked now).
test.failing("former team leads asks for no rung held now", () => {
  expect(asked("former team leads")).not.toMatch(/Seniority:|Title says|ESCO/);
});

/** Whether everything the query asks is held by someone whose earlier job had this title (a barista now). */
function earlierJobMeets(query: string, earlierTitle: string): boolean {
  const { person } = normalizePersonInput(
    {
      pnet_url: "https://www.pnet.example/in/r64-past",
      name: "P",
      experience: [
        { position_title: "Barista", company_name: "Lorne Coffee", date_from: "2024-01" },
        { position_title: earlierTitle, company_name: "Old Works", date_from: "2018-01", date_to: "2023-12" },
      ],
    },
    now,
  );
  linkJobs(person); // as every write does
  const held = new Set(facetTokens(person));
  return leaves(query).every((l) => l.criterion.tokens.some((t) => held.has(t)) !== l.negated);
}

test("(control) an earlier Engineering Manager is among the former managers, a barista now is not", () => {
  expect(earlierJobMeets("former managers", "Engineering Manager")).toBe(true);
  expect(earlierJobMeets("former managers", "Barista")).toBe(false);
});

test("an earlier CEO is among the former CEOs", () => {
  expect(earlierJobMeets("former CEOs", "CEO")).toBe(true);
});

test.failing("an earlier Managing Director is among the former execs, as a current one is among the execs", () => {
  expect(earlierJobMeets("former execs", "Managing Director")).toBe(true);
});
