/**
 * The first-sight evaluation, round 4: pasted job-ad snippets and people looked up by name with
 * their company, title or city (./queries.ts), on round 2's people with their names
 * (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts; company records imported first, as docs/import.md asks), one numbered line per
 * query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-4/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-4/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type FourthClass, type FourthQuery } from "./labels.ts";
import { type FourthLatent, generateFourth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_4: Round<FourthLatent, FourthClass, FourthQuery> = {
  name: "round 4",
  title: "round 4, pasted job-ad snippets, names with companies, titles and cities",
  generate: generateFourth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 19,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_4, people, seed, queries, now);

export const evaluateFourth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_4, people, seed, queries);

if (import.meta.main) await runRound(ROUND_4);
