/**
 * The first-sight evaluation, round 3: long multi-constraint sentences, place names in their own
 * language, demonyms and pasted boolean strings (./queries.ts) on round 2's people
 * (../first-sight-2/people.ts, imported, untouched), scored with ../harness.ts (company records
 * imported first, as docs/import.md asks), one line per query (numbered: long queries are cut to
 * 70 characters), one per class and one overall — round 2's figures on round 3's classes.
 *   npx bun test/quality/first-sight-3/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight-3/evaluate.ts [people] [seed] --counts   # labels only, no search
 * Figures: mean P@10 with the quality filter on and off, mean total error (on/off), empty =
 * queries with >= 10 true matches whose first page is empty, inverted = queries with at least one
 * inverted result in the top ten.
 */

import { generateSecond } from "../first-sight-2/people.ts";
import { mean, type Scored, scoreQueries } from "../harness.ts";
import { CLASSES, type ThirdClass, type ThirdQuery } from "./labels.ts";
import { QUERIES } from "./queries.ts";

export type ThirdRow = Scored<ThirdQuery> & { class: ThirdClass };

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

export function figures(name: string, rows: ThirdRow[]): Figures {
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

export async function evaluateThird(people: number, seed: number, queries = QUERIES) {
  const data = generateSecond(people, seed);
  const rows: ThirdRow[] = (await scoreQueries(data, queries)).map((r) => ({
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
  return `${pad(f.name, 18)} ${right(f.queries, 3)}   ${num(f.p10On)}  ${num(f.p10Off)}   ${num(f.errorOn)}  ${num(f.errorOff)}   ${right(f.emptyOn, 3)}/${right(f.emptyOff, 3)}    ${right(f.invertedOn, 3)}/${right(f.invertedOff, 3)}`;
}

function printCounts(people: number, seed: number) {
  console.log(`first-sight round 3 labels: ${people} people, seed ${seed} (truth, maybe, inverted)`);
  for (const [k, c] of labelCounts(people, seed).entries())
    console.log(
      `${right(k + 1, 2)} ${pad(c.class, 17)} ${pad(c.query, 70)} ${right(c.truth, 6)} ${right(c.maybe, 6)} ${right(c.inverted, 6)}${c.truth < 10 ? "  FEWER THAN 10" : ""}`,
    );
}

async function printEvaluation(people: number, seed: number) {
  const result = await evaluateThird(people, seed);
  console.log(
    `first-sight evaluation (round 3, long sentences, native place names, demonyms, boolean strings): ${people} people, seed ${seed}, company records imported first`,
  );
  console.log(
    ` # ${pad("class", 17)} ${pad("query", 70)} truth maybe  P@10 on  off    total on    off   err on   off  empty inv on/off`,
  );
  for (const [k, r] of result.rows.entries()) {
    const flags = `${r.emptyOn ? "E" : "."}${r.emptyOff ? "E" : "."}`;
    console.log(
      `${right(k + 1, 2)} ${pad(r.class, 17)} ${pad(r.query, 70)} ${right(r.truth, 5)} ${right(r.maybe, 5)}  ${num(r.p10On)} ${num(r.p10Off)}  ${right(r.totalOn, 7)} ${right(r.totalOff, 7)}  ${num(r.errorOn)} ${num(r.errorOff)}  ${flags}    ${r.invertedOn}/${r.invertedOff}${r.truth < 10 ? "  (fewer than 10 true matches)" : ""}`,
    );
  }
  console.log("");
  console.log(`${pad("class", 18)}   n   P@10 on  off     err on  off     empty on/off  inverted on/off`);
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
