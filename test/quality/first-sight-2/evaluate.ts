/**
 * The first-sight evaluation, round 2: mobile-typed, non-native queries (./queries.ts) on the
 * people of ./people.ts, scored with ../harness.ts (company records imported first, as
 * docs/import.md asks), one line per query, one per class and one overall — round 1's figures
 * (../first-sight/evaluate.ts) on round 2's data and classes.
 *   npx bun test/quality/first-sight-2/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-2/evaluate.ts [people] [seed] --counts   # labels only, no search
 * Figures: mean P@10 with the quality filter on and off, mean total error (on/off), empty =
 * queries with >= 10 true matches whose first page is empty, inverted = queries with at least one
 * inverted result in the top ten.
 */
import { mean, type Scored, scoreQueries } from "../harness.ts";
import { CLASSES, type SecondClass, type SecondQuery } from "./labels.ts";
import { generateSecond } from "./people.ts";
import { QUERIES } from "./queries.ts";

export type SecondRow = Scored<SecondQuery> & { class: SecondClass };

export interface Figures {
  name: string;
  queries: number;
  p10On: number;
  p10Off: number;
  errorOn: number;
  errorOff: number;
  emptyOn: number;
  emptyOff: number;
  invertedOn: number;
  invertedOff: number;
}

export function figures(name: string, rows: SecondRow[]): Figures {
  return {
    name,
    queries: rows.length,
    p10On: mean(rows.map((r) => r.p10On)),
    p10Off: mean(rows.map((r) => r.p10Off)),
    errorOn: mean(rows.map((r) => r.errorOn)),
    errorOff: mean(rows.map((r) => r.errorOff)),
    emptyOn: rows.filter((r) => r.truth >= 10 && r.emptyOn).length,
    emptyOff: rows.filter((r) => r.truth >= 10 && r.emptyOff).length,
    invertedOn: rows.filter((r) => r.invertedOn > 0).length,
    invertedOff: rows.filter((r) => r.invertedOff > 0).length,
  };
}

/** True, maybe and inverted people of every query, without searching (for label checks). */
export function labelCounts(people: number, seed: number, queries = QUERIES) {
  const { people: generated } = generateSecond(people, seed);
  return queries.map((q) => ({
    class: q.class,
    query: q.query,
    truth: generated.filter((g) => q.relevant(g.latent)).length,
    maybe: generated.filter((g) => !q.relevant(g.latent) && q.maybe?.(g.latent)).length,
    inverted: generated.filter((g) => q.inverted?.(g.latent)).length,
  }));
}

export async function evaluateSecond(people: number, seed: number, queries = QUERIES) {
  const data = generateSecond(people, seed);
  const rows: SecondRow[] = (await scoreQueries(data, queries)).map((r) => ({
    ...r,
    class: r.labelled.class,
  }));
  return {
    people,
    seed,
    rows,
    classes: CLASSES.map((c) =>
      figures(
        c,
        rows.filter((r) => r.class === c),
      ),
    ).filter((f) => f.queries),
    overall: figures("all queries", rows),
  };
}

const num = (x: number) => x.toFixed(3);
const pad = (s: string | number, n: number) => String(s).padEnd(n).slice(0, n);
const right = (s: string | number, n: number) => String(s).padStart(n);

function classLine(f: Figures): string {
  return `${pad(f.name, 16)} ${right(f.queries, 3)}   ${num(f.p10On)}  ${num(f.p10Off)}   ${num(f.errorOn)}  ${num(f.errorOff)}   ${right(f.emptyOn, 3)}/${right(f.emptyOff, 3)}    ${right(f.invertedOn, 3)}/${right(f.invertedOff, 3)}`;
}

function printCounts(people: number, seed: number) {
  console.log(`first-sight round 2 labels: ${people} people, seed ${seed} (truth, maybe, inverted)`);
  for (const c of labelCounts(people, seed))
    console.log(
      `${pad(c.class, 15)} ${pad(c.query, 60)} ${right(c.truth, 6)} ${right(c.maybe, 6)} ${right(c.inverted, 6)}${c.truth < 10 ? "  FEWER THAN 10" : ""}`,
    );
}

async function printEvaluation(people: number, seed: number) {
  const result = await evaluateSecond(people, seed);
  console.log(
    `first-sight evaluation (round 2, mobile-typed non-native queries): ${people} people, seed ${seed}, company records imported first`,
  );
  console.log(
    `${pad("class", 15)} ${pad("query", 60)} truth maybe  P@10 on  off    total on    off   err on   off  empty inv on/off`,
  );
  for (const r of result.rows) {
    const flags = `${r.emptyOn ? "E" : "."}${r.emptyOff ? "E" : "."}`;
    console.log(
      `${pad(r.class, 15)} ${pad(r.query, 60)} ${right(r.truth, 5)} ${right(r.maybe, 5)}  ${num(r.p10On)} ${num(r.p10Off)}  ${right(r.totalOn, 7)} ${right(r.totalOff, 7)}  ${num(r.errorOn)} ${num(r.errorOff)}  ${flags}    ${r.invertedOn}/${r.invertedOff}${r.truth < 10 ? "  (fewer than 10 true matches)" : ""}`,
    );
  }
  console.log("");
  console.log(`${pad("class", 16)}   n   P@10 on  off     err on  off     empty on/off  inverted on/off`);
  for (const f of result.classes) console.log(classLine(f));
  console.log(classLine(result.overall));
  console.log(
    "empty: queries with >= 10 true matches answered with nothing; inverted: queries with a result in the top ten that has what the query excluded or the opposite of what it asked",
  );
}

if (import.meta.main) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const people = Number(args[0] ?? 20_000);
  const seed = Number(args[1] ?? 2026);
  if (process.argv.includes("--counts")) printCounts(people, seed);
  else await printEvaluation(people, seed);
}
