/**
 * The first-sight evaluation, round 20: asks written as prompts to an AI assistant, places written
 * as codes and shorthand, and career stages in everyday idiom (./queries.ts), on round 19's people
 * (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts),
 * one numbered line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-20/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-20/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateTwentieth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_20 = defineRound(20, {
  about: "prompts to an AI assistant, places written as codes, career stages in idiom",
  generate: generateTwentieth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 13,
});

if (import.meta.main) await runRound(ROUND_20);
