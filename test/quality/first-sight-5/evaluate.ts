/**
 * The first-sight evaluation, round 5: sellers' questions about accounts and teams, recruiter
 * boolean strings, and queries wholly in another language (./queries.ts), on the independent
 * generator's people with their employers and names (./people.ts), scored by the rounds' shared
 * harness (../first-sight-harness.ts, on ../harness.ts), one numbered line per query (long queries
 * cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-5/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-5/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type FifthClass, type FifthQuery } from "./labels.ts";
import { type FifthLatent, generateFifth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_5: Round<FifthLatent, FifthClass, FifthQuery> = {
  name: "round 5",
  title: "round 5, sellers' questions, recruiter boolean strings, other languages",
  generate: generateFifth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 20,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_5, people, seed, queries, now);

export const evaluateFifth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_5, people, seed, queries);

if (import.meta.main) await runRound(ROUND_5);
