/**
 * The first-sight evaluation, round 9: asks inside e-mail threads, self-corrections inside one
 * message, and code-switched asks mixing English with another language (./queries.ts), on round 8's
 * people (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts), one numbered line per query (long queries cut to 70 characters), one per class and
 * one overall.
 *   npx bun test/quality/first-sight-9/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-9/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateNinth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_9 = defineRound(9, {
  about: "asks inside e-mail threads, self-corrections, code-switched asks",
  generate: generateNinth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 17,
});

if (import.meta.main) await runRound(ROUND_9);
