/**
 * MELO (Multilingual Entity Linking of Occupations, Retyk et al., RecSys in HR 2024): how well the
 * occupation linker links national occupation titles to ESCO.
 *   npx bun bench/melo.ts [--half A|B] DATASET_DIR [DATASET_DIR...]
 * A DATASET_DIR holds queries.tsv (id, title), corpus_elements.tsv (id, ESCO label),
 * concept_mapping.tsv (corpus id, ESCO URI) and annotations.tsv (TREC qrels). Every corpus element
 * is ranked for every query (rankCorpus); MRR is computed as trec_eval's recip_rank: the run sorted
 * by score descending, ties by document id descending (trec_eval's order), the mean over the
 * queries of the qrels of 1 / rank of the first relevant element, 0 when none is ranked.
 * success@k: the share of those queries with a relevant element in the first k.
 * MELO_RANKS=FILE writes each query's rank (and its concept's rank, a diagnostic) for inspection.
 * --half A|B ranks only that half of the queries (bench/melo-half.ts: a stable hash of the query id);
 * the last line is the same, over that half.
 * MELO_SAMPLE=N ranks a fixed sample of N queries (the same N always gives the same sample), for quick
 * comparisons while working; recorded figures are over every query.
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { occupations, prepareCorpus, rankCorpus, type Taxonomy } from "../src/domain/occupations/index.ts";
import { type Half, halfArgument, halfOf } from "./melo-half.ts";

interface Ranked {
  id: string;
  score: number;
}

function rows(dir: string, file: string): string[][] {
  return readFileSync(join(dir, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("\t"));
}

/** trec_eval's order: score descending, then document id descending. */
function before(a: Ranked, b: Ranked): boolean {
  return a.score > b.score || (a.score === b.score && a.id > b.id);
}

/** The 1-based rank of the first element of `wanted` in trec_eval's order of `run`; 0 when none is there. */
function firstRank(run: Ranked[], wanted: (r: Ranked) => boolean): number {
  let first: Ranked | null = null;
  for (const r of run) if (wanted(r) && (first === null || before(r, first))) first = r;
  if (!first) return 0;
  let rank = 1;
  for (const r of run) if (before(r, first)) rank++;
  return rank;
}

/** Diagnostic: the rank of the first relevant concept among concepts, each by its best element. */
function conceptRank(run: Ranked[], relevantUris: Set<string>, uriOf: Map<string, string>): number {
  const best = new Map<string, Ranked>();
  for (const r of run) {
    const uri = uriOf.get(r.id) ?? "";
    const cur = best.get(uri);
    if (!cur || before(r, cur)) best.set(uri, r);
  }
  return firstRank(
    [...best].map(([uri, r]) => ({ id: uri, score: r.score })),
    (r) => relevantUris.has(r.id),
  );
}

/** A fixed pseudo-random sample of n items (all of them when n is 0 or too large). */
function sample<T>(items: T[], n: number): T[] {
  if (n <= 0 || n >= items.length) return items;
  let seed = 46;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return items
    .map((item) => [next(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .slice(0, n)
    .map(([, item]) => item);
}

async function evaluate(tax: Taxonomy, dir: string, half: Half | null): Promise<string> {
  const uriOf = new Map(rows(dir, "concept_mapping.tsv").map(([id, uri]) => [id ?? "", uri ?? ""]));
  const elements = rows(dir, "corpus_elements.tsv").map(([id, text]) => ({
    id: id ?? "",
    text: text ?? "",
    uri: uriOf.get(id ?? "") ?? "",
  }));
  const relevant = new Map<string, Set<string>>();
  for (const [q, , doc, rel] of rows(dir, "annotations.tsv")) {
    if (!q || !doc || Number(rel) <= 0) continue;
    relevant.set(q, (relevant.get(q) ?? new Set<string>()).add(doc));
  }
  const titleOf = new Map(rows(dir, "queries.tsv").map(([id, title]) => [id ?? "", title ?? ""]));
  const corpus = prepareCorpus(tax, elements);
  const inHalf = [...relevant].filter(([q]) => half === null || halfOf(q) === half);
  const queries = sample(inHalf, Number(process.env.MELO_SAMPLE ?? 0));
  let sumRR = 0;
  let sumConceptRR = 0;
  const hits = [0, 0, 0];
  const lines: string[] = [];
  const t0 = performance.now();
  for (const [q, rel] of queries) {
    const run = rankCorpus(tax, corpus, titleOf.get(q) ?? "");
    const rank = firstRank(run, (r) => rel.has(r.id));
    const crank = conceptRank(run, new Set([...rel].map((id) => uriOf.get(id) ?? "")), uriOf);
    sumRR += rank > 0 ? 1 / rank : 0;
    sumConceptRR += crank > 0 ? 1 / crank : 0;
    [1, 5, 10].forEach((k, i) => {
      if (rank >= 1 && rank <= k) hits[i] = (hits[i] ?? 0) + 1;
    });
    let top: Ranked | null = null;
    for (const r of run) if (!top || before(r, top)) top = r;
    lines.push(`${q}\t${rank}\t${crank}\t${titleOf.get(q)}\t${uriOf.get(top?.id ?? "") ?? ""}`);
  }
  const ms = performance.now() - t0;
  if (process.env.MELO_RANKS) await Bun.write(process.env.MELO_RANKS, `${lines.join("\n")}\n`);
  const n = queries.length;
  const f = (x: number) => (x / n).toFixed(4);
  console.log(
    `${basename(dir)}${half ? ` (half ${half})` : ""}: ${n} queries ranked in ${ms.toFixed(0)} ms; concept MRR (diagnostic) ${f(sumConceptRR)}`,
  );
  return `MRR=${f(sumRR)} success@1=${f(hits[0] ?? 0)} success@5=${f(hits[1] ?? 0)} success@10=${f(hits[2] ?? 0)} n=${n}`;
}

const { half, rest: dirs } = halfArgument(process.argv.slice(2));
if (dirs.length === 0) {
  console.error("usage: npx bun bench/melo.ts [--half A|B] DATASET_DIR [DATASET_DIR...]");
  process.exit(2);
}
const t0 = performance.now();
const tax = occupations();
console.log(`taxonomy loaded in ${(performance.now() - t0).toFixed(0)} ms`);
for (const dir of dirs) console.log(await evaluate(tax, dir, half));
