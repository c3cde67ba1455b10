/**
 * The first-sight evaluation, round 15: analysts' contrasts between groups, filters pasted from
 * tools (panels, SQL, spreadsheets) and negated everyday asks (./queries.ts), on round 14's people
 * (./people.ts),
 * scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered
 * line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-15/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-15/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type FifteenthClass, type FifteenthQuery } from "./labels.ts";
import { type FifteenthLatent, generateFifteenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_15: Round<FifteenthLatent, FifteenthClass, FifteenthQuery> = {
  name: "round 15",
  title: "round 15, analysts' contrasts, pasted tool filters, negated asks",
  generate: generateFifteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_15, people, seed, queries, now);

export const evaluateFifteenth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_15, people, seed, queries);

if (import.meta.main) await runRound(ROUND_15);
