/**
 * What a people file is (docs/import.md, "Formats"): its container (JSON lines, CSV or Parquet) and
 * the mapping from its records to the canonical one (none: they are canonical already; a vendor's
 * built-in one; a mapping file). Detected from the name and the first record unless given.
 */
import { readFileSync } from "node:fs";
import type { BadLine, SourceEntry } from "../entries.ts";
import { type LineChunk, type ReadBounds, readLineEntries } from "../lines.ts";
import { CORESIGNAL_MAPPING } from "./coresignal.ts";
import { readCsvEntries } from "./csv.ts";
import { MappingError, type MappingFile, parseMappingFile } from "./mapping.ts";
import { readParquetEntries } from "./parquet.ts";
import { PDL_MAPPING } from "./pdl.ts";

export const PEOPLE_FORMATS = ["jsonl", "pdl", "coresignal", "csv", "parquet"] as const;
export type PeopleFormat = (typeof PEOPLE_FORMATS)[number];
export type Container = "jsonl" | "csv" | "parquet";

export interface PeopleSource {
  format: PeopleFormat;
  container: Container;
  /** null: records are in the canonical shape already. */
  mapping: MappingFile | null;
}

/** A Map, not an object: `--mapping constructor` must not find Object's own properties. */
export const BUILT_IN_MAPPINGS: ReadonlyMap<string, MappingFile> = new Map([
  ["pdl", PDL_MAPPING],
  ["coresignal", CORESIGNAL_MAPPING],
]);

export class SourceError extends Error {}

const base = (path: string) => path.toLowerCase().replace(/\.gz$/, "");

/** The vendor a JSON record looks like, from keys only that vendor's records have. */
export function vendorOf(record: unknown): "pdl" | "coresignal" | null {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return null;
  const r = record as Record<string, unknown>;
  if ("pnet_url" in r) return null;
  if ("full_name" in r && ("linkedin_url" in r || "job_title" in r)) return "pdl";
  const experience = Array.isArray(r.experience) ? (r.experience[0] as Record<string, unknown>) : undefined;
  if (
    "profile_url" in r &&
    ("member_experience_collection" in r ||
      "canonical_shorthand_name" in r ||
      "profile_photo_url" in r ||
      (experience !== undefined && "title" in experience && "company_name" in experience))
  )
    return "coresignal";
  return null;
}

/** The first record of a JSON lines file (null: none, not JSON, or over the bound). */
async function firstJsonRecord(path: string): Promise<unknown> {
  for await (const entry of readLineEntries(path)) {
    if ("text" in entry && entry.text.trim() === "") continue;
    if (!("text" in entry)) return null;
    try {
      return JSON.parse(entry.text);
    } catch {
      return null;
    }
  }
  return null;
}

/** Resolves --format and --mapping (a built-in name or a file) for a file. */
export async function peopleSource(path: string, format?: string, mapping?: string): Promise<PeopleSource> {
  if (format !== undefined && !PEOPLE_FORMATS.includes(format as PeopleFormat))
    throw new SourceError(`--format must be one of ${PEOPLE_FORMATS.join(", ")}, got "${format}"`);
  let chosen = format as PeopleFormat | undefined;
  if (!chosen) {
    const name = base(path);
    if (name.endsWith(".csv")) chosen = "csv";
    else if (name.endsWith(".parquet")) chosen = "parquet";
    else if (mapping) chosen = "jsonl";
    else chosen = vendorOf(await firstJsonRecord(path)) ?? "jsonl";
  }
  const container: Container = chosen === "csv" || chosen === "parquet" ? chosen : "jsonl";
  let file: MappingFile | null =
    chosen === "pdl" || chosen === "coresignal" ? (BUILT_IN_MAPPINGS.get(chosen) ?? null) : null;
  if (mapping) {
    if (chosen === "pdl" || chosen === "coresignal")
      throw new SourceError(
        `--format ${chosen} has its own mapping; --mapping is for jsonl, csv and parquet`,
      );
    file = BUILT_IN_MAPPINGS.get(mapping) ?? readMappingFile(mapping);
  }
  return { format: chosen, container, mapping: file ?? null };
}

function readMappingFile(path: string): MappingFile {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // A bare word was most likely meant for a built-in mapping; a path, for a file.
    if (code === "ENOENT" && !/[./\\]/.test(path))
      throw new SourceError(
        `--mapping ${path}: no built-in mapping of that name (${[...BUILT_IN_MAPPINGS.keys()].join(", ")}) and no such file`,
      );
    if (code === "ENOENT") throw new SourceError(`cannot read mapping file ${path}: no such file`);
    if (code === "EISDIR") throw new SourceError(`--mapping ${path}: is a directory, not a mapping file`);
    throw new SourceError(`cannot read mapping file ${path}: ${(e as Error).message}`);
  }
  try {
    return parseMappingFile(text, path);
  } catch (e) {
    if (e instanceof MappingError) throw new SourceError(`mapping ${path}: ${e.message}`);
    throw e;
  }
}

/** The file's records in order, numbered by line (JSONL, CSV) or row (Parquet). */
export async function* sourceEntries(
  path: string,
  container: Container,
  bounds: ReadBounds = {},
): AsyncGenerator<SourceEntry> {
  if (container === "csv") return yield* readCsvEntries(path, bounds);
  if (container === "parquet") return yield* readParquetEntries(path, bounds);
  yield* readLineEntries(path, bounds);
}

const encoder = new TextEncoder();

/** JSON has no bigint or undefined; a record read from CSV or Parquet has neither once plain. */
function lineOf(entry: SourceEntry): string {
  return "text" in entry ? entry.text : JSON.stringify((entry as { record: unknown }).record);
}

/**
 * Records of a CSV or Parquet file as chunks of JSON lines for the import workers, which map and
 * normalise them as they do a JSONL file's lines: the reading thread only parses the container.
 * Each chunk names its records' line numbers (they need not follow one another) and carries the
 * records the container could not read, for the writer to report in order. Records up to `skip`
 * (a resumed import) are left out before they are turned into text.
 */
export async function* entryChunks(
  entries: AsyncIterable<SourceEntry>,
  perChunk: number,
  skip: number,
): AsyncGenerator<LineChunk> {
  let texts: string[] = [];
  let lineNumbers: number[] = [];
  let bad: BadLine[] = [];
  let last = 0;
  const chunk = (): LineChunk => {
    const bytes = encoder.encode(texts.length ? `${texts.join("\n")}\n` : "");
    const out = {
      bytes,
      firstLine: lineNumbers[0] ?? last,
      count: texts.length,
      lineNumbers,
      bad,
      lastLine: last,
    };
    texts = [];
    lineNumbers = [];
    bad = [];
    return out;
  };
  for await (const entry of entries) {
    last = entry.line;
    if (entry.line <= skip) continue;
    if ("bad" in entry) bad.push({ line: entry.line, reason: entry.bad });
    else {
      texts.push(lineOf(entry));
      lineNumbers.push(entry.line);
    }
    if (texts.length + bad.length >= perChunk) yield chunk();
  }
  if (texts.length + bad.length > 0) yield chunk();
}
