/**
 * The first-sight evaluation, round 12: search-operator strings (`key:value`, OR, a leading
 * minus), education asks, and outsiders' asks (organisers, investors, journalists, alumni networks)
 * (./queries.ts), on round 11's people (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts),
 * one numbered line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-12/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-12/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateTwelfth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_12 = defineRound(12, {
  about: "search-operator strings, education asks, outsiders' asks",
  generate: generateTwelfth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
});

if (import.meta.main) await runRound(ROUND_12);
