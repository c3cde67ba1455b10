/**
 * The misses of the occupation linker on a MELO dataset, to read and class (issue 46): every query
 * whose right concept is not linked first, with the concept's rank, what came first and the label
 * that matched it, and the right concept's English label.
 *   npx bun bench/melo-misses.ts [--half A|B] DATASET_DIR [> misses.tsv]
 * Read half A's misses only while tuning (bench/melo-half.ts); half B is the check.
 * Columns: query id, rank of the right concept (0: not linked), title, first concept's English
 * label, the label it matched, the right concept's English label. A reading aid, not a figure: the
 * figures are bench/melo.ts's.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { linkTitle, occupations } from "../src/domain/occupations/index.ts";
import { halfArgument, halfOf } from "./melo-half.ts";

function rows(dir: string, file: string): string[][] {
  return readFileSync(join(dir, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("\t"));
}

const { half, rest } = halfArgument(process.argv.slice(2));
const dir = rest[0];
if (!dir) {
  console.error("usage: npx bun bench/melo-misses.ts [--half A|B] DATASET_DIR");
  process.exit(2);
}
const tax = occupations();
const uriOf = new Map(rows(dir, "concept_mapping.tsv").map(([id, uri]) => [id ?? "", uri ?? ""]));
const wanted = new Map<string, Set<string>>();
for (const [q, , doc, rel] of rows(dir, "annotations.tsv")) {
  if (!q || !doc || Number(rel) <= 0) continue;
  wanted.set(q, (wanted.get(q) ?? new Set<string>()).add(uriOf.get(doc) ?? ""));
}
const english = (uri: string) => tax.english[tax.conceptOf.get(uri) ?? -1] ?? uri;
let misses = 0;
for (const [q, title] of rows(dir, "queries.tsv")) {
  const right = wanted.get(q ?? "");
  if (!q || !right || (half !== null && halfOf(q) !== half)) continue;
  const found = linkTitle(tax, title ?? "", 50).occupations;
  const rank = found.findIndex((o) => right.has(o.uri)) + 1;
  if (rank === 1) continue;
  misses++;
  const first = found[0];
  const rightLabels = [...right].map(english).join(" | ");
  console.log([q, rank, title, first?.label ?? "-", first?.matched ?? "-", rightLabels].join("\t"));
}
const asked = [...wanted.keys()].filter((q) => half === null || halfOf(q) === half).length;
console.error(`${misses} of ${asked} queries with the right concept not first`);
