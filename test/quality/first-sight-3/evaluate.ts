/**
 * The first-sight evaluation, round 3: long multi-constraint sentences, place names in their own
 * language, demonyms and pasted boolean strings (./queries.ts) on round 2's people
 * (../first-sight-2/people.ts, imported, untouched), scored by the rounds' shared harness
 * (../first-sight-harness.ts, on ../harness.ts; company records imported first, as docs/import.md
 * asks), one line per query (numbered: long queries are cut to 70 characters), one per class and
 * one overall — round 2's figures on round 3's classes.
 *   npx bun test/quality/first-sight-3/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-3/evaluate.ts [people] [seed] --counts   # labels only, no search
 */

import { generateSecond } from "../first-sight-2/people.ts";
import { defineRound, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_3 = defineRound(3, {
  about: "long sentences, native place names, demonyms, boolean strings",
  generate: generateSecond,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 17,
});

if (import.meta.main) await runRound(ROUND_3);
