/**
 * The first-sight evaluation, round 17: job-architecture and level vocabulary, places as regions,
 * blocs and time zones, and skills asked by stack and tool jargon (./queries.ts), on round 16's
 * people (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts), one numbered line per query (long queries cut to 70 characters), one per class and
 * one overall.
 *   npx bun test/quality/first-sight-17/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-17/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateSeventeenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_17 = defineRound(17, {
  about: "job-architecture levels, regions / blocs / time zones, stack and tool jargon",
  generate: generateSeventeenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
});

if (import.meta.main) await runRound(ROUND_17);
