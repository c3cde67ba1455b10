/**
 * The first-sight evaluation, round 21: stacked hyphenated modifiers, the formal / bureaucratic /
 * legal register, and symbol shorthand (./queries.ts), on round 20's people (./people.ts), scored by
 * the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered line per
 * query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-21/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-21/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateTwentyFirst } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_21 = defineRound(21, {
  about: "stacked hyphenated modifiers, the formal register, symbol shorthand",
  generate: generateTwentyFirst,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 14,
});

if (import.meta.main) await runRound(ROUND_21);
