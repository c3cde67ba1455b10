/**
 * The first-sight evaluation, round 2: mobile-typed, non-native queries (./queries.ts) on the
 * people of ./people.ts, scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts; company records imported first, as docs/import.md asks), one line per query, one
 * per class and one overall — round 1's figures (../first-sight/evaluate.ts) on round 2's data and
 * classes.
 *   npx bun test/quality/first-sight-2/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-2/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateSecond } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_2 = defineRound(2, {
  about: "mobile-typed non-native queries",
  generate: generateSecond,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 15,
  queryWidth: 60,
  numbered: false,
});

if (import.meta.main) await runRound(ROUND_2);
