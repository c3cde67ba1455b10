/**
 * The first-sight round-2 set (written by an outside author before any fix: ./README.md) kept as a
 * regression floor, at 12,000 people, seed 11. The floors sit just under the figures measured after
 * issue 45's round-2 fixes (docs/search.md, `npx bun test/quality/first-sight-2/evaluate.ts 12000 11`:
 * P@10 0.874 on / 0.876 off, 2 queries with an inverted result, `after-fix-12000-11.txt`), not at
 * the target (0.90, none inverted): they stop a regression, they do not say the set is answered well.
 * The overall floor is raised to 0.95 after issue 45's "director or VP of sales", industry-move and
 * "working consulting" classes (branch i45old: 0.960 on and off at 12,000 / 11).
 */
import { expect, test } from "bun:test";
import { evaluateRound, expectClassFloors } from "../first-sight-round.ts";
import { ROUND_2 } from "./evaluate.ts";

/** Classes the round-2 fixes worked on, with the floor each keeps (measured after the fixes). */
const CLASS_FLOORS: Record<string, number> = {
  exclusions: 0.95, // 0.983
  past_employers: 0.95, // 1.000
  tenure: 0.75, // 0.780 ("same company 5+ yrs", "less 2 year in current job" not fixed)
  languages: 0.9, // 0.940
  between_jobs: 0.8, // 0.860
};

test("first-sight round 2: P@10 >= 0.95 on and off, the fixed classes at their floors, at most two queries with an inverted result", async () => {
  const { overall, classes, rows } = await evaluateRound(ROUND_2, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expectClassFloors(classes, CLASS_FLOORS);
  // "oxbridge ppl working consulting" has an empty first page with the quality filter on (schools,
  // not worked on in this round); nothing else may come back empty.
  expect({ emptyOn: overall.emptyOn <= 1, emptyOff: overall.emptyOff }).toEqual({
    emptyOn: true,
    emptyOff: 0,
  });
  // Round 2 before the fixes: 8 queries at this size. Left: "pm in same company 5+ yrs" and
  // "data scientist less 2 year in current job" (time at the current employer said informally).
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted.length).toBeLessThanOrEqual(2);
}, 240_000);
