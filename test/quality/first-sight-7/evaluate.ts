/**
 * The first-sight evaluation, round 7: team-chat and social-post asks, a British headhunter's
 * shortlist specs, and dates and durations in numeric shorthand (./queries.ts), on the independent
 * generator's people with their employers, months, the current job's start year and the earlier
 * job's start year (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts), one numbered line per query (long queries cut to 70 characters), one per class and
 * one overall.
 *   npx bun test/quality/first-sight-7/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-7/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateSeventh } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_7 = defineRound(7, {
  about: "team-chat posts, British shortlist specs, numeric dates and durations",
  generate: generateSeventh,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 16,
});

if (import.meta.main) await runRound(ROUND_7);
