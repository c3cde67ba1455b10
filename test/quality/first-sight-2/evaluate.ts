/**
 * The first-sight evaluation, round 2: mobile-typed, non-native queries (./queries.ts) on the
 * people of ./people.ts, scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts; company records imported first, as docs/import.md asks), one line per query, one
 * per class and one overall — round 1's figures (../first-sight/evaluate.ts) on round 2's data and
 * classes.
 *   npx bun test/quality/first-sight-2/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-2/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import {
  evaluateRound,
  type Round,
  type RoundRow,
  labelCounts as roundCounts,
  runRound,
} from "../first-sight-harness.ts";
import { CLASSES, type SecondClass, type SecondQuery } from "./labels.ts";
import { generateSecond, type SecondLatent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export { type Figures, figures } from "../first-sight-harness.ts";
export type SecondRow = RoundRow<SecondQuery>;

export const ROUND_2: Round<SecondLatent, SecondClass, SecondQuery> = {
  name: "round 2",
  title: "round 2, mobile-typed non-native queries",
  generate: generateSecond,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 15,
  queryWidth: 60,
  numbered: false,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_2, people, seed, queries, now);

export const evaluateSecond = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_2, people, seed, queries);

if (import.meta.main) await runRound(ROUND_2);
