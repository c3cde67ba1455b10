/**
 * The first-sight evaluation, round 7: team-chat and social-post asks, a British headhunter's
 * shortlist specs, and dates and durations in numeric shorthand (./queries.ts), on the independent
 * generator's people with their employers, months, the current job's start year and the earlier
 * job's start year (./people.ts), scored by the rounds' shared harness (../first-sight-harness.ts, on
 * ../harness.ts), one numbered line per query (long queries cut to 70 characters), one per class and
 * one overall.
 *   npx bun test/quality/first-sight-7/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-7/evaluate.ts [people] [seed] --counts   # labels only, no search
 */
import { evaluateRound, type Round, labelCounts as roundCounts, runRound } from "../first-sight-harness.ts";
import { CLASSES, type SeventhClass, type SeventhQuery } from "./labels.ts";
import { generateSeventh, type SeventhLatent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_7: Round<SeventhLatent, SeventhClass, SeventhQuery> = {
  name: "round 7",
  title: "round 7, team-chat posts, British shortlist specs, numeric dates and durations",
  generate: generateSeventh,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 16,
  queryWidth: 70,
  numbered: true,
};

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_7, people, seed, queries, now);

export const evaluateSeventh = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_7, people, seed, queries);

if (import.meta.main) await runRound(ROUND_7);
