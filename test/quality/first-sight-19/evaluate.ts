/**
 * The first-sight evaluation, round 19: typing slips, asks full of context that is not a criterion,
 * and professions outside software in their own jargon (./queries.ts), on round 18's people
 * (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts),
 * one numbered line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-19/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-19/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateNineteenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_19 = defineRound(19, {
  about: "typing slips, asks wrapped in context, professions outside software in their jargon",
  generate: generateNineteenth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 13,
});

if (import.meta.main) await runRound(ROUND_19);
