/**
 * The first-sight evaluation, round 14: lay descriptions of what people do, company-centric org
 * questions and pasted intake forms / tickets (./queries.ts), on round 13's people (./people.ts),
 * scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered
 * line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-14/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-14/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateFourteenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_14 = defineRound(14, {
  about: "lay descriptions, company org questions, intake forms",
  generate: generateFourteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
});

if (import.meta.main) await runRound(ROUND_14);
