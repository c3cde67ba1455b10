/**
 * The first-sight evaluation, round 5: sellers' questions about accounts and teams, recruiter
 * boolean strings, and queries wholly in another language (./queries.ts), on the independent
 * generator's people with their employers and names (./people.ts), scored by the rounds' shared
 * harness (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long queries
 * cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-5/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-5/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateFifth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_5 = defineRound(5, {
  about: "sellers' questions, recruiter boolean strings, other languages",
  generate: generateFifth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 20,
});

if (import.meta.main) await runRound(ROUND_5);
