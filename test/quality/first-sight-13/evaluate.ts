/**
 * The first-sight evaluation, round 13: career trajectories, asks written as a profile headline or
 * CV fragment to find look-alikes, and asks relayed second-hand (./queries.ts), on round 12's people
 * with the earlier job's title (./people.ts), scored by the rounds' shared harness
 * (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long queries cut to 70
 * characters), one per class and one overall.
 *   npx bun test/quality/first-sight-13/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-13/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateThirteenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_13 = defineRound(13, {
  about: "career trajectories, headline and CV look-alikes, relayed asks",
  generate: generateThirteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
});

if (import.meta.main) await runRound(ROUND_13);
