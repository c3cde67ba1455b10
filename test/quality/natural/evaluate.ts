/**
 * The natural-phrasing evaluation: people from ./people.ts (the independent generator's, extended),
 * queries phrased the way recruiters and sellers type them (./queries-a.ts, ./queries-b.ts), scored
 * with ../harness.ts per query and per class.
 *   npx bun test/quality/natural/evaluate.ts [people=20000] [seed=2026] [--no-companies] [--independent]
 * The company records of every employer are imported before the people, as docs/import.md asks;
 * --no-companies imports the people alone (their experience items still name the employers);
 * --independent also scores ../independent/queries.ts on this data (its labeller reads the same
 * latent fields, updated where the extension moved or retitled someone).
 * Figures per class: mean P@10 with the quality filter on and off, mean total error, queries
 * answered empty although they have >= 10 true matches, queries with an inverted result in the top
 * ten. out_of_vocabulary is reported apart from the floor classes.
 */
import { mean, type Scored, scoreQueries } from "../harness.ts";
import { QUERIES as INDEPENDENT_QUERIES } from "../independent/queries.ts";
import { FLOOR_CLASSES, type NaturalQuery, QUERY_CLASSES, type QueryClass } from "./labels.ts";
import { generateNatural } from "./people.ts";
import { NEGATION, OR_AND, RANGES, REGION_WORDS, SOFT_WORDS } from "./queries-a.ts";
import { COLLOQUIAL, FAMILY_RECALL, KEYWORD_STYLE, NAMES, OUT_OF_VOCABULARY, TYPOS } from "./queries-b.ts";

export const NATURAL_QUERIES: NaturalQuery[] = [
  ...SOFT_WORDS,
  ...NEGATION,
  ...RANGES,
  ...OR_AND,
  ...REGION_WORDS,
  ...COLLOQUIAL,
  ...TYPOS,
  ...KEYWORD_STYLE,
  ...NAMES,
  ...FAMILY_RECALL,
  ...OUT_OF_VOCABULARY,
];

export type NaturalRow = Scored<NaturalQuery> & { class: QueryClass };

export interface ClassFigures {
  name: string;
  queries: number;
  p10On: number;
  p10Off: number;
  errorOn: number;
  errorOff: number;
  /** Queries with >= 10 true matches whose first page was empty. */
  emptyOn: number;
  emptyOff: number;
  /** Queries with at least one inverted result in the top ten. */
  invertedOn: number;
  invertedOff: number;
}

export interface NaturalEvaluation {
  people: number;
  seed: number;
  rows: NaturalRow[];
  classes: ClassFigures[];
  /** Every class a floor may go under (all but out_of_vocabulary), query-weighted. */
  floor: ClassFigures;
  outOfVocabulary: ClassFigures;
}

export function figures(name: string, rows: NaturalRow[]): ClassFigures {
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

/** True and maybe matches of every query, without searching (for label checks). */
export function labelCounts(people: number, seed: number) {
  const { people: generated } = generateNatural(people, seed);
  return NATURAL_QUERIES.map((q) => ({
    class: q.class,
    query: q.query,
    truth: generated.filter((g) => q.relevant(g.latent)).length,
    maybe: generated.filter((g) => !q.relevant(g.latent) && q.maybe?.(g.latent)).length,
    inverted: generated.filter((g) => q.inverted?.(g.latent)).length,
  }));
}

export async function evaluateNatural(
  people: number,
  seed: number,
  options: { queries?: NaturalQuery[]; companies?: boolean } = {},
): Promise<NaturalEvaluation> {
  const data = generateNatural(people, seed);
  const corpus = options.companies === false ? { people: data.people } : data;
  const scored = await scoreQueries(corpus, options.queries ?? NATURAL_QUERIES);
  const rows = scored.map((r) => ({ ...r, class: r.labelled.class }));
  const floor = new Set<QueryClass>(FLOOR_CLASSES);
  return {
    people,
    seed,
    rows,
    classes: QUERY_CLASSES.map((c) =>
      figures(
        c,
        rows.filter((r) => r.class === c),
      ),
    ).filter((f) => f.queries),
    floor: figures(
      "floor classes",
      rows.filter((r) => floor.has(r.class)),
    ),
    outOfVocabulary: figures(
      "out_of_vocabulary",
      rows.filter((r) => r.class === "out_of_vocabulary"),
    ),
  };
}

const num = (x: number) => x.toFixed(3);
const pad = (s: string | number, n: number) => String(s).padEnd(n).slice(0, n);
const left = (s: string | number, n: number) => String(s).padStart(n);

function classLine(f: ClassFigures): string {
  return `${pad(f.name, 18)} ${left(f.queries, 3)}   ${num(f.p10On)}  ${num(f.p10Off)}   ${num(f.errorOn)}  ${num(f.errorOff)}   ${left(f.emptyOn, 3)}/${left(f.emptyOff, 3)}    ${left(f.invertedOn, 3)}/${left(f.invertedOff, 3)}`;
}

if (import.meta.main) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const companies = !process.argv.includes("--no-companies");
  const people = Number(args[0] ?? 20_000);
  const seed = Number(args[1] ?? 2026);
  const result = await evaluateNatural(people, seed, { companies });
  console.log(
    `natural-phrasing evaluation: ${people} people, seed ${seed}, ${companies ? "company records imported first" : "no company records"}`,
  );
  console.log(
    `${pad("class", 14)} ${pad("query", 62)} truth maybe  P@10 on  off    total on    off   err on   off  empty inv on/off`,
  );
  for (const r of result.rows) {
    const flags = `${r.emptyOn ? "E" : "."}${r.emptyOff ? "E" : "."}`;
    console.log(
      `${pad(r.class, 14)} ${pad(r.query, 62)} ${left(r.truth, 5)} ${left(r.maybe, 5)}  ${num(r.p10On)} ${num(r.p10Off)}  ${left(r.totalOn, 7)} ${left(r.totalOff, 7)}  ${num(r.errorOn)} ${num(r.errorOff)}  ${flags}    ${r.invertedOn}/${r.invertedOff}${r.truth < 10 ? "  (fewer than 10 true matches)" : ""}`,
    );
  }
  console.log("");
  console.log(`${pad("class", 18)}   n   P@10 on  off     err on  off     empty on/off  inverted on/off`);
  for (const f of result.classes) console.log(classLine(f));
  console.log(classLine(result.floor));
  console.log(
    "empty: queries with >= 10 true matches answered with nothing; inverted: queries with a result in the top ten that has what the query excluded",
  );
  if (process.argv.includes("--independent")) {
    const data = generateNatural(people, seed);
    const rows = await scoreQueries(companies ? data : { people: data.people }, INDEPENDENT_QUERIES);
    const m = (k: "p10On" | "p10Off" | "errorOn" | "errorOff") => num(mean(rows.map((r) => r[k])));
    console.log(
      `independent queries on this data: mean P@10 on ${m("p10On")}, off ${m("p10Off")}; mean total error on ${m("errorOn")}, off ${m("errorOff")}`,
    );
  }
}
