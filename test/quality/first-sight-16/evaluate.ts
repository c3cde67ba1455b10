/**
 * The first-sight evaluation, round 16: superlatives and rankings, alternatives and unions, and
 * lookalikes of an exemplar (./queries.ts), on round 15's people (./people.ts), scored by the
 * rounds' shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered line per query
 * (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-16/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-16/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type SixteenthClass, type SixteenthQuery } from "./labels.ts";
import { generateSixteenth, type SixteenthLatent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_16: Round<SixteenthLatent, SixteenthClass, SixteenthQuery> = {
  name: "round 16",
  title: "round 16, superlatives and rankings, alternatives and unions, lookalikes of an exemplar",
  generate: generateSixteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 15,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_16, people, seed, queries, now);

export const evaluateSixteenth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_16, people, seed, queries);

if (import.meta.main) await runRound(ROUND_16);
