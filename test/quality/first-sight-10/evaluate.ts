/**
 * The first-sight evaluation, round 10: numeric comparatives and quantifiers, times anchored on
 * events and calendar expressions, and hedged asks mixing preferences with requirements
 * (./queries.ts), on round 9's people (./people.ts), scored by the rounds' shared harness
 * (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long queries cut to 70
 * characters), one per class and one overall.
 *   npx bun test/quality/first-sight-10/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-10/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateTenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_10 = defineRound(10, {
  about: "numeric comparatives, event- and calendar-anchored times, hedged asks",
  generate: generateTenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 15,
});

if (import.meta.main) await runRound(ROUND_10);
