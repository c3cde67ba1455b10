/**
 * The first-sight evaluation, round 6: voice-dictated queries, sales-ops ICP and segment
 * definitions, and hiring managers' chat briefs (./queries.ts), on the independent generator's people
 * with their employers, months and the current job's start year (./people.ts), scored by the rounds'
 * shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long
 * queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-6/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-6/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type SixthClass, type SixthQuery } from "./labels.ts";
import { generateSixth, type SixthLatent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_6: Round<SixthLatent, SixthClass, SixthQuery> = {
  name: "round 6",
  title: "round 6, voice-dictated queries, sales-ops ICP definitions, hiring managers' briefs",
  generate: generateSixth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 18,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_6, people, seed, queries, now);

export const evaluateSixth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_6, people, seed, queries);

if (import.meta.main) await runRound(ROUND_6);
