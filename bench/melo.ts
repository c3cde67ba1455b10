/**
 * MELO (Multilingual Entity Linking of Occupations, Retyk et al., RecSys in HR 2024): how well the
 * occupation linker links national occupation titles to ESCO.
 *   npx bun bench/melo.ts DATASET_DIR
 * DATASET_DIR holds queries.tsv (id, title), corpus_elements.tsv (id, ESCO label),
 * concept_mapping.tsv (corpus id, ESCO URI) and annotations.tsv (TREC qrels). Every corpus element
 * is ranked for every query; MRR is computed as trec_eval's recip_rank: the run sorted by score
 * descending, ties by document id descending (trec_eval's order), mean over the queries of the
 * qrels of 1 / rank of the first relevant element, 0 when none is ranked.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { prepareCorpus, rankCorpus } from "../src/domain/occupations/corpus.ts";
import { buildTaxonomy, LANGUAGES, type LabelRow } from "../src/domain/occupations/taxonomy.ts";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: npx bun bench/melo.ts DATASET_DIR");
  process.exit(2);
}

function rows(file: string): string[][] {
  return readFileSync(join(dir as string, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("\t"));
}

const t0 = performance.now();
const labelRows: LabelRow[] = [];
for (const lang of LANGUAGES) {
  const lines = readFileSync(`/work/shared/data/esco-melo/labels/${lang}.tsv`, "utf8").split("\n").slice(1);
  for (const line of lines) {
    const [uri, text] = line.split("\t");
    if (uri && text) labelRows.push({ lang, uri, text });
  }
}
const tax = buildTaxonomy(labelRows);
const t1 = performance.now();

const queries = rows("queries.tsv");
const uriOf = new Map(rows("concept_mapping.tsv").map(([id, uri]) => [id ?? "", uri ?? ""]));
const elements = rows("corpus_elements.tsv").map(([id, text]) => ({
  id: id ?? "",
  text: text ?? "",
  uri: uriOf.get(id ?? "") ?? "",
}));
const relevant = new Map<string, Set<string>>();
for (const [q, , doc, rel] of rows("annotations.tsv")) {
  if (!q || !doc || Number(rel) <= 0) continue;
  const set = relevant.get(q) ?? new Set<string>();
  set.add(doc);
  relevant.set(q, set);
}
const corpus = prepareCorpus(tax, elements);
const titleOf = new Map(queries.map(([id, title]) => [id ?? "", title ?? ""]));

/** trec_eval's order: score descending, then document id descending. */
function before(a: { id: string; score: number }, b: { id: string; score: number }): boolean {
  return a.score > b.score || (a.score === b.score && a.id > b.id);
}

let sumRR = 0;
const hits = { 1: 0, 5: 0, 10: 0 };
const perQuery: string[] = [];
const t2 = performance.now();
for (const [q, rel] of relevant) {
  const run = rankCorpus(tax, corpus, titleOf.get(q) ?? "");
  let first: { id: string; score: number } | null = null;
  for (const r of run) if (rel.has(r.id) && (first === null || before(r, first))) first = r;
  let rank = 0;
  if (first) {
    rank = 1;
    for (const r of run) if (before(r, first)) rank++;
  }
  sumRR += rank > 0 ? 1 / rank : 0;
  if (rank >= 1 && rank <= 1) hits[1]++;
  if (rank >= 1 && rank <= 5) hits[5]++;
  if (rank >= 1 && rank <= 10) hits[10]++;
  perQuery.push(`${q}\t${rank}\t${titleOf.get(q)}`);
}
const t3 = performance.now();
if (process.env.MELO_RANKS) await Bun.write(process.env.MELO_RANKS, `${perQuery.join("\n")}\n`);
const n = relevant.size;
const f = (x: number) => (x / n).toFixed(4);
console.log(`taxonomy ${(t1 - t0).toFixed(0)} ms; ${n} queries in ${(t3 - t2).toFixed(0)} ms`);
console.log(
  `MRR=${f(sumRR)} success@1=${f(hits[1])} success@5=${f(hits[5])} success@10=${f(hits[10])} n=${n}`,
);
