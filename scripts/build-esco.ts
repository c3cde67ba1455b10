/**
 * Builds data/esco/occupations.bin, the occupation taxonomy the linker ships with, from the ESCO
 * labels in 21 languages (LANG.tsv: concept_uri, label, corpus_id; as processed by the MELO
 * benchmark). Learns each language's model from the labels (stopwords, gender endings, head
 * position, acronyms; see src/domain/occupations/learn.ts), analyses every label and writes the
 * index. Dev dependencies only (the stopword lists); run again when the analysis changes.
 *   npx bun scripts/build-esco.ts [LABELS_DIR]   (default ../shared/data/esco-melo/labels)
 * ESCO © European Union, https://esco.ec.europa.eu; reuse with the source acknowledged
 * (Commission Decision 2011/833/EU). Label rows via MELO (Avature, MIT licence).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LANGUAGES } from "../src/domain/occupations/languages.ts";
import { serializeTaxonomy } from "../src/domain/occupations/store.ts";
import { buildTaxonomy, type LabelRow } from "../src/domain/occupations/taxonomy.ts";
import { learnModels } from "./esco-models.ts";

const dir = resolve(process.argv[2] ?? join(import.meta.dir, "../../shared/data/esco-melo/labels"));
const rows: LabelRow[] = [];
for (const lang of LANGUAGES) {
  const [header, ...lines] = readFileSync(join(dir, `${lang}.tsv`), "utf8").split("\n");
  if (!header?.startsWith("concept_uri\tlabel")) throw new Error(`${lang}.tsv: unexpected header ${header}`);
  for (const line of lines) {
    const [uri, text] = line.split("\t");
    if (uri && text?.trim()) rows.push({ lang, uri, text: text.trim() });
  }
}
const models = learnModels(rows);
const tax = buildTaxonomy(rows, models);
const out = join(import.meta.dir, "../data/esco/occupations.bin");
mkdirSync(join(import.meta.dir, "../data/esco"), { recursive: true });
const file = serializeTaxonomy(tax, models);
// A new file, renamed over the old: a running process maps the old one (index.ts), which must not change under it.
writeFileSync(`${out}.tmp`, file);
renameSync(`${out}.tmp`, out);
console.log(
  `${rows.length} labels, ${tax.uris.length} concepts, ${tax.idf.length} units -> ${out} (${(file.length / 1e6).toFixed(1)} MB)`,
);
