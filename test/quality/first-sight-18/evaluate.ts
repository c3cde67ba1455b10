/**
 * The first-sight evaluation, round 18: social-media and job-board posts, job titles in the local
 * language of the person's country, and asks relative to a place or to the asker (./queries.ts), on
 * round 17's people (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts,
 * on ../harness.ts), one numbered line per query (long queries cut to 70 characters), one per class
 * and one overall.
 *   npx bun test/quality/first-sight-18/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-18/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateEighteenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_18 = defineRound(18, {
  about: "social and job-board posts, local-language titles, asks relative to a place or the asker",
  generate: generateEighteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 13,
});

if (import.meta.main) await runRound(ROUND_18);
