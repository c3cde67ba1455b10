/**
 * The first-sight round-3 set (written by an outside author before any fix: ./README.md) kept as a
 * regression floor, at 12,000 people, seed 11. The floors sit just under the figures measured after
 * issue 45's round-3 fixes (docs/search.md, `npx bun test/quality/first-sight-3/evaluate.ts 12000 11`:
 * P@10 0.907 on and off, 1 query with an inverted result, `after-fix-12000-11.txt`; 0.920 with
 * main's ESCO title linker merged, `after-merge-12000-11.txt`), not at
 * the target (0.90 and none inverted at every size); they stop a regression, they do not say the set is answered well.
 * The overall floor was raised to 0.95 after issue 45's narrowing classes (branch i45f13: 0.962 on
 * and off, `after-i45f13-12000-11.txt`: "engineering leaders — directors, VPs or CTOs", "software
 * or QA roles").
 */
import { expect, test } from "bun:test";
import { evaluateRound, expectClassFloors } from "../first-sight-round.ts";
import { ROUND_3 } from "./evaluate.ts";

/** Classes the round-3 fixes worked on, with the floor each keeps (measured after the fixes). */
const CLASS_FLOORS: Record<string, number> = {
  demonyms: 0.95, // 1.000
  boolean: 0.95, // 1.000
  long_history: 0.8, // 0.850
  long_education: 0.7, // 0.725
};

test("first-sight round 3: P@10 >= 0.95 on and off, the fixed classes at their floors, nothing empty, at most one query with an inverted result", async () => {
  const { overall, classes, rows } = await evaluateRound(ROUND_3, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expectClassFloors(classes, CLASS_FLOORS);
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // Round 3 before the fixes: 4 queries at this size; after them one (LEFT_INVERTED).
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted.length).toBeLessThanOrEqual(1);
}, 240_000);
