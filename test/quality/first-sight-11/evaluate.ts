/**
 * The first-sight evaluation, round 11: companies named the way people write them, report and
 * spreadsheet shorthand, and narrowing over several sentences (./queries.ts), on round 10's people
 * (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts),
 * one numbered line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-11/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-11/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateEleventh } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_11 = defineRound(11, {
  about: "company spellings, report shorthand, narrowing over several sentences",
  generate: generateEleventh,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
});

if (import.meta.main) await runRound(ROUND_11);
