/**
 * The first-sight evaluation, round 8: an Indian recruiter's postings, structured filters pasted
 * from another tool's saved search, and investors' due-diligence questions about a company's team
 * (./queries.ts), on the independent generator's people with their employers, months, start years
 * and the degree taken at each school (./people.ts), scored by the rounds' shared harness
 * (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long queries cut to
 * 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-8/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-8/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateEighth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_8 = defineRound(8, {
  about: "Indian-English recruiter asks, pasted saved-search filters, due-diligence questions",
  generate: generateEighth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 17,
});

if (import.meta.main) await runRound(ROUND_8);
