/**
 * The first-sight round-4 set (written by an outside author before any fix: ./README.md) kept as a
 * regression floor, at 12,000 people, seed 11. The floor sits just under the figure measured after
 * issue 45's round-4 fixes (docs/search.md, `npx bun test/quality/first-sight-4/evaluate.ts 12000 11`:
 * P@10 0.908 on and off, no query with an inverted result, none empty; before the fixes 0.730), not
 * at the target (0.90 at every size): it stops a regression, it does not say the set is answered well.
 * Raised after round 4's leftovers were fixed by class (branch i45f15: 0.910 -> 0.944 on and off,
 * job_ad_requirements 0.840 -> 1.000; ./README.md) to that figure less a margin: 0.93, not the 0.95
 * asked for, which the fixes did not reach (#28 and #10 need Brooklyn read as New York City, #30
 * "Excel/SQL" read as both, #25 and #48 are label calls).
 */
import { expect, test } from "bun:test";
import { evaluateRound, expectClassFloors } from "../first-sight-round.ts";
import { ROUND_4 } from "./evaluate.ts";

/** Classes the round-4 fixes worked on, with the floor each keeps (measured after the fixes). */
const CLASS_FLOORS: Record<string, number> = {
  job_ad_roles: 0.92, // 0.960
  job_ad_requirements: 0.95, // 1.000 (0.840 before branch i45f15)
  job_ad_noise: 0.78, // 0.820
};

test("first-sight round 4: P@10 >= 0.93 on and off, the job-ad classes at their floors, nothing empty, no inverted result", async () => {
  const { overall, classes, rows } = await evaluateRound(ROUND_4, 12_000, 11);
  expect({ on: overall.p10On >= 0.93, off: overall.p10Off >= 0.93 }).toEqual({ on: true, off: true });
  expectClassFloors(classes, CLASS_FLOORS);
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);
