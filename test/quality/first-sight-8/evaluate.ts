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
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type EighthClass, type EighthQuery } from "./labels.ts";
import { type EighthLatent, generateEighth } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_8: Round<EighthLatent, EighthClass, EighthQuery> = {
  name: "round 8",
  title: "round 8, Indian-English recruiter asks, pasted saved-search filters, due-diligence questions",
  generate: generateEighth,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 17,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_8, people, seed, queries, now);

export const evaluateEighth = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_8, people, seed, queries);

if (import.meta.main) await runRound(ROUND_8);
