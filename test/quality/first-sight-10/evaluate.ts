/**
 * The first-sight evaluation, round 10: numeric comparatives and quantifiers, times anchored on
 * events and calendar expressions, and hedged asks mixing preferences with requirements
 * (./queries.ts), on round 9's people (./people.ts), scored by the rounds' shared harness
 * (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long queries cut to 70
 * characters), one per class and one overall.
 *   npx bun test/quality/first-sight-10/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-10/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type TenthClass, type TenthQuery } from "./labels.ts";
import { generateTenth, type TenthLatent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_10: Round<TenthLatent, TenthClass, TenthQuery> = {
  name: "round 10",
  title: "round 10, numeric comparatives, event- and calendar-anchored times, hedged asks",
  generate: generateTenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 15,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_10, people, seed, queries, now);

export const evaluateTenth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_10, people, seed, queries);

if (import.meta.main) await runRound(ROUND_10);
