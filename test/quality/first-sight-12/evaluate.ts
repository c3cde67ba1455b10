/**
 * The first-sight evaluation, round 12: search-operator strings (`key:value`, OR, a leading
 * minus), education asks, and outsiders' asks (organisers, investors, journalists, alumni networks)
 * (./queries.ts), on round 11's people (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts),
 * one numbered line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-12/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-12/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type TwelfthClass, type TwelfthQuery } from "./labels.ts";
import { generateTwelfth, type TwelfthLatent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_12: Round<TwelfthLatent, TwelfthClass, TwelfthQuery> = {
  name: "round 12",
  title: "round 12, search-operator strings, education asks, outsiders' asks",
  generate: generateTwelfth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_12, people, seed, queries, now);

export const evaluateTwelfth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_12, people, seed, queries);

if (import.meta.main) await runRound(ROUND_12);
