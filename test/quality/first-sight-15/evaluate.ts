/**
 * The first-sight evaluation, round 15: analysts' contrasts between groups, filters pasted from
 * tools (panels, SQL, spreadsheets) and negated everyday asks (./queries.ts), on round 14's people
 * (./people.ts),
 * scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts), one numbered
 * line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-15/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-15/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateFifteenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_15 = defineRound(15, {
  about: "analysts' contrasts, pasted tool filters, negated asks",
  generate: generateFifteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
});

if (import.meta.main) await runRound(ROUND_15);
