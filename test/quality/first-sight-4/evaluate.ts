/**
 * The first-sight evaluation, round 4: pasted job-ad snippets and people looked up by name with
 * their company, title or city (./queries.ts), on round 2's people with their names
 * (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts; company records imported first, as docs/import.md asks), one numbered line per
 * query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-4/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-4/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateFourth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_4 = defineRound(4, {
  about: "pasted job-ad snippets, names with companies, titles and cities",
  generate: generateFourth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 19,
});

if (import.meta.main) await runRound(ROUND_4);
