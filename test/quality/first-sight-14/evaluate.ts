/**
 * The first-sight evaluation, round 14: lay descriptions of what people do, company-centric org
 * questions and pasted intake forms / tickets (./queries.ts), on round 13's people (./people.ts),
 * scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered
 * line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-14/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-14/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type FourteenthClass, type FourteenthQuery } from "./labels.ts";
import { type FourteenthLatent, generateFourteenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_14: Round<FourteenthLatent, FourteenthClass, FourteenthQuery> = {
  name: "round 14",
  title: "round 14, lay descriptions, company org questions, intake forms",
  generate: generateFourteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_14, people, seed, queries, now);

export const evaluateFourteenth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_14, people, seed, queries);

if (import.meta.main) await runRound(ROUND_14);
