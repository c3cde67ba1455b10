/**
 * Occupations: job titles in any of ESCO's 21 languages linked to ESCO occupations (ESCO ©
 * European Union, reused under Decision 2011/833/EU; the labels as processed by the MELO benchmark,
 * MIT). The taxonomy file is imported as a file so that `bun build --compile` embeds it; it is read
 * and decoded on first use.
 */
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import taxonomyFile from "../../../data/esco/occupations.bin" with { type: "file" };
import { loadTaxonomy, taxonomyVersion, VERSION_END } from "./store.ts";
import type { Taxonomy } from "./taxonomy.ts";

export { type CorpusElement, type PreparedCorpus, prepareCorpus, rankCorpus } from "./corpus.ts";
export { LANGUAGES, type Language } from "./languages.ts";
export type { Level } from "./levels.ts";
export { conceptLabels, linkTitle, type Occupation, type TitleLink } from "./link.ts";
export type { Taxonomy } from "./taxonomy.ts";

let loaded: Taxonomy | null = null;
let fileHash: string | null = null;

/**
 * The file's bytes: mapped where the file system allows (pages are read as a link touches them,
 * and a private mapping, so nothing written to a view could reach the file), else read whole
 * (100 ms of a loaded host's CPU for the 20 MB: fresh pages), as from inside a compiled binary.
 */
function taxonomyBytes(): Uint8Array {
  try {
    return Bun.mmap(taxonomyFile, { shared: false });
  } catch {
    return readFileSync(taxonomyFile);
  }
}

/** The shipped ESCO taxonomy, loaded once. */
export function occupations(): Taxonomy {
  loaded ??= loadTaxonomy(taxonomyBytes());
  return loaded;
}

/**
 * What the shipped taxonomy file holds, cheaply: the file starts with a hash of its content, stamped
 * at build time, so this reads its first bytes, not the 20 MB.
 */
export function occupationsFileHash(): string {
  if (fileHash !== null) return fileHash;
  let fd: number | null = null;
  try {
    fd = openSync(taxonomyFile, "r");
    const head = Buffer.alloc(VERSION_END);
    readSync(fd, head, 0, VERSION_END, 0);
    fileHash = taxonomyVersion(head);
  } catch (e) {
    if (e instanceof Error && /not a taxonomy file/.test(e.message)) throw e;
    // A file system that cannot read at a position (an embedded file, should one not): the whole file.
    fileHash = taxonomyVersion(readFileSync(taxonomyFile));
  } finally {
    if (fd !== null) closeSync(fd);
  }
  return fileHash;
}
