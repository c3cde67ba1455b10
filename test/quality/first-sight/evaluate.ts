/**
 * The first-sight evaluation, round 1: founders' and sellers' spoken questions (./queries.ts) on
 * the people of ./people.ts, scored with ../harness.ts (company records imported first, as
 * docs/import.md asks), one line per query, one per class and one overall; the measurement and its
 * report are the later rounds' (../first-sight-round.ts), the label counts keep round 1's layout.
 *   npx bun test/quality/first-sight/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight/evaluate.ts [people] [seed] --counts   # labels only, no search
 * Figures: mean P@10 with the quality filter on and off, mean total error (on/off), empty =
 * queries with >= 10 true matches whose first page is empty, inverted = queries with at least one
 * inverted result in the top ten.
 */
import { defineRound, evaluateRound, labelCounts as roundCounts, runRound } from "../first-sight-round.ts";
import { CLASSES } from "./labels.ts";
import { generateFirstSight } from "./people.ts";
import { QUERIES } from "./queries.ts";

export const ROUND_1 = defineRound(1, {
  about: "founders' and sellers' spoken questions",
  generate: generateFirstSight,
  queries: QUERIES,
  classes: CLASSES,
  classWidth: 15,
  queryWidth: 72,
  numbered: false,
});

/** True, maybe and inverted people of every query, without searching (for label checks). */
export const labelCounts = (people: number, seed: number, queries = QUERIES, now?: Date) =>
  roundCounts(ROUND_1, people, seed, queries, now);

export const evaluateFirstSight = (people: number, seed: number, queries = QUERIES) =>
  evaluateRound(ROUND_1, people, seed, queries);

/** Round 1's `--counts` lines: not numbered, the query column 92 wide (the later rounds' differ). */
function printCounts(people: number, seed: number) {
  const pad = (s: string | number, n: number) => String(s).padEnd(n).slice(0, n);
  const left = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`first-sight labels: ${people} people, seed ${seed}`);
  for (const c of labelCounts(people, seed))
    console.log(
      `${pad(c.class, 15)} ${pad(c.query, 92)} ${left(c.truth, 6)} ${left(c.maybe, 6)} ${left(c.inverted, 6)}${c.truth < 10 ? "  FEWER THAN 10" : ""}`,
    );
}

if (import.meta.main) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (process.argv.includes("--counts")) printCounts(Number(args[0] ?? 20_000), Number(args[1] ?? 2026));
  else await runRound(ROUND_1);
}
