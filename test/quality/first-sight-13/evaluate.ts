/**
 * The first-sight evaluation, round 13: career trajectories, asks written as a profile headline or
 * CV fragment to find look-alikes, and asks relayed second-hand (./queries.ts), on round 12's people
 * with the earlier job's title (./people.ts), scored by the rounds' shared harness
 * (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long queries cut to 70
 * characters), one per class and one overall.
 *   npx bun test/quality/first-sight-13/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-13/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type ThirteenthClass, type ThirteenthQuery } from "./labels.ts";
import { generateThirteenth, type ThirteenthLatent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_13: Round<ThirteenthLatent, ThirteenthClass, ThirteenthQuery> = {
  name: "round 13",
  title: "round 13, career trajectories, headline and CV look-alikes, relayed asks",
  generate: generateThirteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_13, people, seed, queries, now);

export const evaluateThirteenth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_13, people, seed, queries);

if (import.meta.main) await runRound(ROUND_13);
