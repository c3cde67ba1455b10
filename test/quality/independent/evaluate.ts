/**
 * Runs the independent evaluation: generate people with ./people.ts and score every query of
 * ./queries.ts on them with ../harness.ts (ordinary import into a fresh SQLite database, the search
 * domain with the quality filter on and off, judged against the latent truth).
 *   P@10  = relevant results in the first ten / min(10, relevant people)
 *   error = |total - truth| / truth   (the `total` the first page reports)
 */
import { mean, scoreQueries } from "../harness.ts";
import { generate } from "./people.ts";
import { QUERIES } from "./queries.ts";

export interface QueryScore {
  query: string;
  truth: number;
  p10On: number;
  p10Off: number;
  totalOn: number;
  totalOff: number;
  errorOn: number;
  errorOff: number;
}

export interface Evaluation {
  people: number;
  seed: number;
  rows: QueryScore[];
  mean: { p10On: number; p10Off: number; errorOn: number; errorOff: number };
}

export async function evaluate(people: number, seed: number): Promise<Evaluation> {
  const scored = await scoreQueries({ people: generate(people, seed) }, QUERIES);
  const rows: QueryScore[] = scored.map((r) => ({
    query: r.query,
    truth: r.truth,
    p10On: r.p10On,
    p10Off: r.p10Off,
    totalOn: r.totalOn,
    totalOff: r.totalOff,
    errorOn: r.errorOn,
    errorOff: r.errorOff,
  }));
  return {
    people,
    seed,
    rows,
    mean: {
      p10On: mean(rows.map((r) => r.p10On)),
      p10Off: mean(rows.map((r) => r.p10Off)),
      errorOn: mean(rows.map((r) => r.errorOn)),
      errorOff: mean(rows.map((r) => r.errorOff)),
    },
  };
}

if (import.meta.main) {
  const people = Number(process.argv[2] ?? 20_000);
  const seed = Number(process.argv[3] ?? 2026);
  const result = await evaluate(people, seed);
  const pad = (s: string, n: number) => s.padEnd(n).slice(0, n);
  const num = (x: number) => x.toFixed(3);
  console.log(`independent evaluation: ${people} people, seed ${seed}`);
  console.log(`${pad("query", 58)} truth  P@10 on  P@10 off  total on  total off  err on  err off`);
  for (const r of result.rows) {
    console.log(
      `${pad(r.query, 58)} ${String(r.truth).padStart(5)}  ${num(r.p10On)}    ${num(r.p10Off)}     ${String(r.totalOn).padStart(6)}    ${String(r.totalOff).padStart(6)}   ${num(r.errorOn)}   ${num(r.errorOff)}`,
    );
  }
  const m = result.mean;
  console.log(
    `mean P@10: filter on ${num(m.p10On)}, filter off ${num(m.p10Off)}; mean total error: filter on ${num(m.errorOn)}, filter off ${num(m.errorOff)}`,
  );
}
