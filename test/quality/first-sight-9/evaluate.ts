/**
 * The first-sight evaluation, round 9: asks inside e-mail threads, self-corrections inside one
 * message, and code-switched asks mixing English with another language (./queries.ts), on round 8's
 * people (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts), one numbered line per query (long queries cut to 70 characters), one per class and
 * one overall.
 *   npx bun test/quality/first-sight-9/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-9/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type NinthClass, type NinthQuery } from "./labels.ts";
import { generateNinth, type NinthLatent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_9: Round<NinthLatent, NinthClass, NinthQuery> = {
  name: "round 9",
  title: "round 9, asks inside e-mail threads, self-corrections, code-switched asks",
  generate: generateNinth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 17,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_9, people, seed, queries, now);

export const evaluateNinth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_9, people, seed, queries);

if (import.meta.main) await runRound(ROUND_9);
