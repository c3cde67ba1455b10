/**
 * The first-sight evaluation, round 1: founders' and sellers' spoken questions (./queries.ts) on
 * the people of ./people.ts, scored with ../harness.ts (company records imported first, as
 * docs/import.md asks), one line per query, one per class and one overall.
 *   npx bun test/quality/first-sight/evaluate.ts [people=20000] [seed=2026]
 *   npx bun test/quality/first-sight/evaluate.ts [people] [seed] --counts   # labels only, no search
 * Figures: mean P@10 with the quality filter on and off, mean total error (on/off), empty =
 * queries with >= 10 true matches whose first page is empty, inverted = queries with at least one
 * inverted result in the top ten.
 */
import { mean, type Scored, scoreQueries } from "../harness.ts";
import { CLASSES, type FirstSightClass, type FirstSightQuery } from "./labels.ts";
import { generateFirstSight } from "./people.ts";
import { QUERIES } from "./queries.ts";

export type FirstSightRow = Scored<FirstSightQuery> & { class: FirstSightClass };

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

export function figures(name: string, rows: FirstSightRow[]): Figures {
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
export function labelCounts(people: number, seed: number, queries = QUERIES, now?: Date) {
  const { people: generated } = generateFirstSight(people, seed, now);
  return queries.map((q) => ({
    class: q.class,
    query: q.query,
    truth: generated.filter((g) => q.relevant(g.latent)).length,
    maybe: generated.filter((g) => !q.relevant(g.latent) && q.maybe?.(g.latent)).length,
    inverted: generated.filter((g) => q.inverted?.(g.latent)).length,
  }));
}

export async function evaluateFirstSight(people: number, seed: number, queries = QUERIES) {
  const data = generateFirstSight(people, seed);
  const rows: FirstSightRow[] = (await scoreQueries(data, queries)).map((r) => ({
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
const left = (s: string | number, n: number) => String(s).padStart(n);

function classLine(f: Figures): string {
  return `${pad(f.name, 16)} ${left(f.queries, 3)}   ${num(f.p10On)}  ${num(f.p10Off)}   ${num(f.errorOn)}  ${num(f.errorOff)}   ${left(f.emptyOn, 3)}/${left(f.emptyOff, 3)}    ${left(f.invertedOn, 3)}/${left(f.invertedOff, 3)}`;
}

if (import.meta.main) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const people = Number(args[0] ?? 20_000);
  const seed = Number(args[1] ?? 2026);
  if (process.argv.includes("--counts")) {
    console.log(`first-sight labels: ${people} people, seed ${seed}`);
    for (const c of labelCounts(people, seed))
      console.log(
        `${pad(c.class, 15)} ${pad(c.query, 92)} ${left(c.truth, 6)} ${left(c.maybe, 6)} ${left(c.inverted, 6)}${c.truth < 10 ? "  FEWER THAN 10" : ""}`,
      );
  } else {
    const result = await evaluateFirstSight(people, seed);
    console.log(
      `first-sight evaluation (round 1, founders' and sellers' spoken questions): ${people} people, seed ${seed}, company records imported first`,
    );
    console.log(
      `${pad("class", 15)} ${pad("query", 72)} truth maybe  P@10 on  off    total on    off   err on   off  empty inv on/off`,
    );
    for (const r of result.rows) {
      const flags = `${r.emptyOn ? "E" : "."}${r.emptyOff ? "E" : "."}`;
      console.log(
        `${pad(r.class, 15)} ${pad(r.query, 72)} ${left(r.truth, 5)} ${left(r.maybe, 5)}  ${num(r.p10On)} ${num(r.p10Off)}  ${left(r.totalOn, 7)} ${left(r.totalOff, 7)}  ${num(r.errorOn)} ${num(r.errorOff)}  ${flags}    ${r.invertedOn}/${r.invertedOff}${r.truth < 10 ? "  (fewer than 10 true matches)" : ""}`,
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
}
