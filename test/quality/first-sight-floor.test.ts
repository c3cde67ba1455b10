/**
 * The first-sight round-1 set (./first-sight/, written by an outside author before any fix) kept as
 * a regression floor, at 12,000 people, seed 11 (round 5's floor, at its first-sight figure, is at
 * the end of this file). The floors are the figures measured after the
 * issue 45 polarity and time pass (docs/search.md, `npx bun test/quality/first-sight/evaluate.ts
 * 12000 11`: P@10 0.770, 2 queries with an inverted result), not the target (0.90, none inverted):
 * they stop a regression, they do not say the set is answered well.
 */
import { expect, test } from "bun:test";
import { evaluateFirstSight } from "./first-sight/evaluate.ts";
import { ROUND_5 } from "./first-sight-5/evaluate.ts";
import { ROUND_6 } from "./first-sight-6/evaluate.ts";
import { ROUND_7 } from "./first-sight-7/evaluate.ts";
import { ROUND_8 } from "./first-sight-8/evaluate.ts";
import { ROUND_9 } from "./first-sight-9/evaluate.ts";
import { ROUND_10 } from "./first-sight-10/evaluate.ts";
import { ROUND_11 } from "./first-sight-11/evaluate.ts";
import { ROUND_12 } from "./first-sight-12/evaluate.ts";
import { ROUND_13 } from "./first-sight-13/evaluate.ts";
import { ROUND_14 } from "./first-sight-14/evaluate.ts";
import { ROUND_15 } from "./first-sight-15/evaluate.ts";
import { ROUND_16 } from "./first-sight-16/evaluate.ts";
import { ROUND_17 } from "./first-sight-17/evaluate.ts";
import { ROUND_19 } from "./first-sight-19/evaluate.ts";
import { ROUND_20 } from "./first-sight-20/evaluate.ts";
import { ROUND_21 } from "./first-sight-21/evaluate.ts";
import { ROUND_22 } from "./first-sight-22/evaluate.ts";
import { evaluateRound, expectClassFloors } from "./first-sight-round.ts";

/** Classes the polarity and time pass fixed, with the floor each keeps (measured 0.97-1.00 / 0.87). */
const CLASS_FLOORS: Record<string, number> = {
  departures: 0.95,
  job_moves: 0.95,
  exclusions: 0.95,
  informal_time: 0.85,
};

// Raised to 0.95, the target, after issue 45's leadership and industry classes (branch i45old:
// 0.963 on and off at 12,000 / 11, ./first-sight/ and docs/search.md).
test("first-sight round 1: P@10 >= 0.95 on and off, the fixed classes at their floors, none empty, at most two queries with an inverted result", async () => {
  const { overall, classes, rows } = await evaluateFirstSight(12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expectClassFloors(classes, CLASS_FLOORS);
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // Round 1 before the pass: 18 queries. Left: "never worked at a bank" and "not one from a bank"
  // each show one person whose earlier bank job names no industry the index can read.
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted.length).toBeLessThanOrEqual(2);
}, 180_000);

/**
 * Round 5 (./first-sight-5/, sellers' questions, recruiter boolean strings, queries in seven other
 * languages; an outside author, measured once before any change for it): the floor is the
 * first-sight figure at 12,000 / 11 less the margin the other rounds keep (0.710 on and off, 4
 * queries with an inverted result, 1 empty: `npx bun test/quality/first-sight-5/evaluate.ts 12000
 * 11`, ./first-sight-5/round-5-12000-11.txt). Raised after round 5's classes 1, 2, 4, 5 and 7 were
 * fixed (branch i45f5: 0.946 on and off, 0 empty, 0 inverted; ./first-sight-5/after-fix-12000-11.txt)
 * to that figure less the same margin.
 */
test("first-sight round 5: P@10 >= 0.93 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_5, 12_000, 11);
  expect({ on: overall.p10On >= 0.93, off: overall.p10Off >= 0.93 }).toEqual({ on: true, off: true });
  // At first sight: "decision makers in sales at Harbor & Finch" answered empty.
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // At first sight: the move-away, the product managers who moved on, the -junior designers, the
  // Italian "esclusi i junior".
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 6 (./first-sight-6/, voice-dictated queries, sales-ops ICP definitions, hiring managers'
 * briefs; an outside author, measured once before any change for it: 0.690 at 12,000 / 11, 10 queries
 * with an inverted result, ./first-sight-6/round-6-12000-11.txt). The floor is the figure after
 * round 6's classes 1, 2, 3, 4, 6 and 7 were fixed (branch i45f6: 0.923 on and off, 0 empty, 0
 * inverted; ./first-sight-6/after-fix-12000-11.txt) less the margin the other rounds keep, raised
 * to 0.95, the target, after the contributor level floor and the preference over a list (branch
 * i45old: 0.959 on and off).
 */
test("first-sight round 6: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_6, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // At first sight: "excl." read as the level or company it excluded, "current or former" not
  // excluded, self-corrections applying the value taken back ("in the us i mean the uk").
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 7 (./first-sight-7/, team-chat and social posts, British shortlist specs, numeric dates and
 * durations; an outside author, measured once before any change for it: 0.627 at 12,000 / 11, 3
 * queries with an inverted result, 2 empty, ./first-sight-7/round-7-12000-11.txt). The floor is the
 * figure after round 7's classes were fixed (branch i45f8: 0.975 on and off, 0 empty, 0 inverted;
 * ./first-sight-7/after-fix-12000-11.txt) less a margin.
 */
test("first-sight round 7: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_7, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  // At first sight: "#recruiters in #Amsterdam or #TheHague" and "#VPEngineering or #CTO types".
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // At first sight: "2018-2021 at X, now elsewhere", "X alumni (left ≥ 2023)", "anyone bar
  // juniors", "no one more senior than Head of Engineering".
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 8 (./first-sight-8/, Indian-English recruiter asks, pasted saved-search filters,
 * due-diligence questions; an outside author, measured once before any change for it: 0.608 at
 * 12,000 / 11, 9 queries with an inverted result, 7 empty, ./first-sight-8/round-8-12000-11.txt).
 * The floor is 0.95, the target, reached after round 8's eight classes were fixed (branch i45f9;
 * ./first-sight-8/after-fix-12000-11.txt).
 */
test("first-sight round 8: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_8, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  // At first sight: every pasted JSON filter answered empty.
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // At first sight: "need not apply", "not counting juniors", "never worked anywhere else",
  // "Exclude companies:", exclude_company, current_company!= and past_company!= kept what they excluded.
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 9 (./first-sight-9/, asks inside e-mail threads, self-corrections in one message,
 * code-switched English with six other languages; an outside author, measured once before any
 * change for it: 0.683 at 12,000 / 11, 8 queries with an inverted result, 0 empty,
 * ./first-sight-9/round-9-12000-11.txt). The floor is 0.95, the target, reached after round 9's
 * classes were fixed (branch i45f10; ./first-sight-9/after-fix-12000-11.txt).
 */
test("first-sight round 9: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_9, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // At first sight: a quoted Berlin and a swapped-out Papaya Pay kept, "hmm no, make it Warsaw"
  // excluding Warsaw, "pas de juniors" and "pas de seniors" asking for them, juniors for "any
  // level but junior", the corrected-away QA engineers and London.
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 10 (./first-sight-10/, numeric comparatives and quantifiers, times anchored on events and
 * the calendar, hedged asks; an outside author, measured once before any change for it: 0.605 at
 * 12,000 / 11, 4 queries with an inverted result, 0 empty, ./first-sight-10/round-10-12000-11.txt).
 * The floor is 0.95, as rounds 7 and 8 keep, reached after round 10's classes were fixed (branch
 * i45f11; ./first-sight-10/after-fix-12000-11.txt).
 */
test("first-sight round 10: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_10, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // At first sight: "a hard no on anyone in the US", "seniors are a hard no", "Kestrel Health folks
  // are a hard no", "juniors are a hard no" asked for what they refused.
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 11 (./first-sight-11/, companies as people write them, report shorthand, narrowing over
 * several sentences; an outside author, measured once before any change for it: 0.595 at 12,000 /
 * 11, 16 queries with an inverted result, ./first-sight-11/round-11-12000-11.txt). The floor is
 * 0.95, the target, reached after round 11's classes were fixed (branches i45f12 and i45f13: 0.978
 * on and off, 0 empty, 0 inverted; ./first-sight-11/after-fix-12000-11.txt).
 */
test("first-sight round 11: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_11, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  // At first sight: removal sentences read as asks, company domains not read, "ex-Papaya Pay" people
  // still there, "excl. CH" excluding nothing.
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 12 (./first-sight-12/, field-filter and boolean operator strings, education asks, outside
 * writing such as event calls and alumni mail; an outside author, measured once before any change
 * for it: 0.715 at 12,000 / 11, 12 queries with an inverted result,
 * ./first-sight-12/round-12-12000-11.txt). After its fixes (branch i45f14) 0.987 with one inverted
 * query (#18, a record's "Pythno3" skill kept by "-skill:python"); the floor was added at 0.95, the
 * target, once a skill misspelt by one slip was read as the vocabulary's (branch i45f15: 0.988, 0
 * inverted; ./first-sight-12/README.md).
 */
test("first-sight round 12: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_12, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 13 (career trajectories, headline / CV look-alikes, relayed asks), after its second fix
 * (branch i45f17: 0.980 on and off at 12,000 / 11, 0.988 at 20,000 / 2026, none empty, none
 * inverted; ./first-sight-13/README.md).
 */
test("first-sight round 13: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_13, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 14 (lay descriptions of work, company-centric org questions, intake forms and tickets),
 * after its fixes (branch i45f18) and the review's (r61fix): 0.980 on and off at 12,000 / 11, 0.983
 * at 20,000 / 2026, none empty, none inverted (./first-sight-14/README.md). First sight was 0.618.
 */
test("first-sight round 14: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_14, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 15 (./first-sight-15/: analysts' contrasts, filters pasted from tools, negated and
 * double-negated English), first sight 0.532 at 12,000 / 11 with 24 queries inverted (b7ffec7),
 * 0.982 with none inverted and none empty after the fixes by class and review r62's (merged main
 * 79a9ffd): held at the floor the other rounds keep.
 */
test("first-sight round 15: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_15, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 16 (./first-sight-16/: rankings and top-N asks, alternatives and unions, lookalikes of an
 * exemplar), first sight 0.913 at 12,000 / 11 with 2 queries inverted (9fbdaeb), 1.000 with none
 * inverted and none empty after the fixes by class and review r63's (merged main 955fa59): held at
 * the floor the other rounds keep.
 */
test("first-sight round 16: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_16, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 17 (job-architecture level words, regions / blocs / time zones / language areas, stack
 * jargon): first sight 0.758 at 12,000 / 11 on fcf1436; after i45f22 and i45f23 merged (stop 64)
 * 0.998 on and off, none inverted (at 20,000 / 2026 one inverted with the filter off: "no Brits").
 */
test("first-sight round 17: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_17, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 19 (typing slips, asks wrapped in context that is not a criterion, professions outside
 * software in their jargon): first sight 0.622 at 12,000 / 11 with 5 queries inverted (fb37144);
 * after the fixers and review r66's classes (stop 66) 0.967 on and off, none inverted, none empty.
 * (Round 18 is not held here: one of its queries, German nursing titles, still answers nothing.)
 */
test("first-sight round 19: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_19, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 20 (prompts to an AI assistant, places written as codes, career stages in idiom): first
 * sight 0.633 at 12,000 / 11 with 9 queries inverted (cd2cb07); after the fixers (stop 67) 0.985 on
 * and off, none inverted, none empty.
 */
test("first-sight round 20: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_20, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);

/**
 * Round 21 (stacked hyphenated modifiers, the formal / legal register, symbol shorthand): first
 * sight 0.645 at 12,000 / 11 with 19 queries inverted (97feb31); after the fixers (stop 68) 0.965 on
 * and off, none empty, and one query inverted that the parser reads right: "Excel-averse" excludes
 * Excel, and one analyst's stored skill is the generator's typing slip "Ecxel", which no spelling
 * of Excel finds. The list pins that query, so any other inverted query fails.
 */
test("first-sight round 21: P@10 >= 0.95 on and off, no empty answer, only the misspelt-skill query inverted", async () => {
  const { overall, rows } = await evaluateRound(ROUND_21, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual(["Python-and-SQL-heavy, Excel-averse data analysts"]);
}, 240_000);

/**
 * Round 22 (office nicknames for jobs, conditionals and provisos, preference connectives): first
 * sight 0.657 at 12,000 / 11 with 11 queries inverted (c19d294); after the fixers (stop 68) 1.000 on
 * and off, none inverted, none empty.
 */
test("first-sight round 22: P@10 >= 0.95 on and off, no empty answer, no query with an inverted result", async () => {
  const { overall, rows } = await evaluateRound(ROUND_22, 12_000, 11);
  expect({ on: overall.p10On >= 0.95, off: overall.p10Off >= 0.95 }).toEqual({ on: true, off: true });
  expect({ emptyOn: overall.emptyOn, emptyOff: overall.emptyOff }).toEqual({ emptyOn: 0, emptyOff: 0 });
  const inverted = rows.filter((r) => r.invertedOn > 0 || r.invertedOff > 0).map((r) => r.query);
  expect(inverted).toEqual([]);
}, 240_000);
