/**
 * The first-sight evaluation, round 22: office nicknames for trades and ranks, conditionals and
 * provisos, and preference connectives that exclude (./queries.ts), on round 21's people
 * (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts),
 * one numbered line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-22/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-22/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateTwentySecond } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_22 = defineRound(22, {
  about: "office nicknames, conditionals and provisos, preference connectives",
  generate: generateTwentySecond,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 13,
});

if (import.meta.main) await runRound(ROUND_22);
