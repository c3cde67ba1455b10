/**
 * Occupations: job titles in any of ESCO's 21 languages linked to ESCO occupations (ESCO ©
 * European Union, reused under Decision 2011/833/EU; the labels as processed by the MELO benchmark,
 * MIT). The taxonomy file is imported as a file so that `bun build --compile` embeds it; it is read
 * and decoded on first use.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import taxonomyFile from "../../../data/esco/occupations.bin.gz" with { type: "file" };
import { loadTaxonomy } from "./store.ts";
import type { Taxonomy } from "./taxonomy.ts";

export { type CorpusElement, type PreparedCorpus, prepareCorpus, rankCorpus } from "./corpus.ts";
export { LANGUAGES, type Language } from "./languages.ts";
export type { Level } from "./levels.ts";
export { conceptLabels, linkTitle, type Occupation, type TitleLink } from "./link.ts";
export type { Taxonomy } from "./taxonomy.ts";

let loaded: Taxonomy | null = null;
let fileHash: string | null = null;

/** The shipped ESCO taxonomy, loaded once. */
export function occupations(): Taxonomy {
  loaded ??= loadTaxonomy(readFileSync(taxonomyFile));
  return loaded;
}

/**
 * What the shipped taxonomy file holds, cheaply: a gzip file ends with the CRC-32 and the length of
 * what it compresses, so its last 8 bytes change whenever its content does. Reading and hashing the
 * whole 7 MB file took 100-150 ms at start-up on a loaded host; this reads 8 bytes.
 */
export function occupationsFileHash(): string {
  if (fileHash !== null) return fileHash;
  let fd: number | null = null;
  try {
    fd = openSync(taxonomyFile, "r");
    const tail = Buffer.alloc(8);
    readSync(fd, tail, 0, 8, fstatSync(fd).size - 8);
    fileHash = tail.toString("hex");
  } catch {
    // A file system that cannot read at a position (an embedded file, should one not): the whole file.
    const bytes = readFileSync(taxonomyFile);
    fileHash = bytes.subarray(bytes.length - 8).toString("hex");
  } finally {
    if (fd !== null) closeSync(fd);
  }
  return fileHash;
}
