/**
 * The first-sight evaluation, round 11: companies named the way people write them, report and
 * spreadsheet shorthand, and narrowing over several sentences (./queries.ts), on round 10's people
 * (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on ../harness.ts),
 * one numbered line per query (long queries cut to 70 characters), one per class and one overall.
 *   npx bun test/quality/first-sight-11/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-11/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type EleventhClass, type EleventhQuery } from "./labels.ts";
import { type EleventhLatent, generateEleventh } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_11: Round<EleventhLatent, EleventhClass, EleventhQuery> = {
  name: "round 11",
  title: "round 11, company spellings, report shorthand, narrowing over several sentences",
  generate: generateEleventh,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 12,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_11, people, seed, queries, now);

export const evaluateEleventh = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_11, people, seed, queries);

if (import.meta.main) await runRound(ROUND_11);
