/**
 * Occupations: job titles in any of ESCO's 21 languages linked to ESCO occupations (ESCO ©
 * European Union, reused under Decision 2011/833/EU; the labels as processed by the MELO benchmark,
 * MIT). The taxonomy file is imported as a file so that `bun build --compile` embeds it; it is read
 * and decoded on first use.
 */
import { readFileSync } from "node:fs";
import taxonomyFile from "../../../data/esco/occupations.bin.gz" with { type: "file" };
import { loadTaxonomy } from "./store.ts";
import type { Taxonomy } from "./taxonomy.ts";

export { type CorpusElement, type PreparedCorpus, prepareCorpus, rankCorpus } from "./corpus.ts";
export { LANGUAGES, type Language } from "./languages.ts";
export type { Level } from "./levels.ts";
export { conceptLabels, linkTitle, type Occupation, type TitleLink } from "./link.ts";
export type { Taxonomy } from "./taxonomy.ts";

let loaded: Taxonomy | null = null;

/** The shipped ESCO taxonomy, loaded once. */
export function occupations(): Taxonomy {
  loaded ??= loadTaxonomy(readFileSync(taxonomyFile));
  return loaded;
}
