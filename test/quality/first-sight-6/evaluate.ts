/**
 * The first-sight evaluation, round 6: voice-dictated queries, sales-ops ICP and segment
 * definitions, and hiring managers' chat briefs (./queries.ts), on the independent generator's people
 * with their employers, months and the current job's start year (./people.ts), scored by the rounds'
 * shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long
 * queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-6/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-6/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateSixth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_6 = defineRound(6, {
  about: "voice-dictated queries, sales-ops ICP definitions, hiring managers' briefs",
  generate: generateSixth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 18,
});

if (import.meta.main) await runRound(ROUND_6);
