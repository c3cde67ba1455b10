/**
 * The first-sight evaluation, round 16: superlatives and rankings, alternatives and unions, and
 * lookalikes of an exemplar (./queries.ts), on round 15's people (./people.ts), scored by the
 * rounds' shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered line per query
 * (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-16/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-16/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateSixteenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_16 = defineRound(16, {
  about: "superlatives and rankings, alternatives and unions, lookalikes of an exemplar",
  generate: generateSixteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 15,
});

if (import.meta.main) await runRound(ROUND_16);
