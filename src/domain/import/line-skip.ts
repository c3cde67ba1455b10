/**
 * Unchanged lines dropped before they are parsed (issue 49; docs/import.md, "Unchanged lines").
 * Each person's row of a source keeps the 64-bit hash of the raw line it was last written from
 * (person_sources.line_hash), seeded with everything else that decides what a line becomes: the
 * release and the record format, the facet vocabulary, the file's mapping, and the month (current
 * jobs' durations run to the month the import happens in). The reading thread hashes each line of a
 * chunk and asks for the hashes in one read; lines whose hash is held are not handed to the workers.
 *
 * That read runs ahead of the writer, so a skip is confirmed when the chunk is written, in file
 * order (./parallel.ts): the line must still be what the person's row holds (an earlier line of the
 * same person in this file would have replaced it), and no line of the chunk that was parsed may be
 * the same person; otherwise the whole chunk is written through the domain, every line parsed.
 * Only JSON lines are skipped (a CSV record's bytes are not split out on this thread, a Parquet
 * row's are never here).
 */
import { VERSION } from "../../version.ts";
import { facetIndexVersion } from "../search/index-version.ts";
import type { SourcesRepository } from "../storage/index.ts";
import type { RecordFormat } from "./formats/chunk-records.ts";
import type { LineChunk } from "./lines.ts";

/** Bumped when what a line becomes changes in a way the release number does not already say. */
const LINE_FORMAT = 1;

const NEWLINE = 0x0a;

/** A line left unparsed: held by the person (of profile URL key `key`) this source last wrote from it. */
export interface SkippedLine {
  line: number;
  hash: bigint;
  key: string;
}

/** A chunk after the lookup: what the workers get, what they do not, and each kept line's hash. */
export interface SkimmedChunk {
  bytes: Uint8Array;
  /** The kept lines' numbers when some were left out (else they follow the chunk's first line). */
  lineNumbers: number[] | undefined;
  skipped: SkippedLine[];
  hashOf: Map<number, bigint>;
}

/**
 * The seed every line's hash starts from: a hash held under another release, format, vocabulary,
 * occupation taxonomy (the jobs' links are made from it at write time), mapping or month is never
 * found, and its line is parsed again.
 */
export function lineSeed(records: RecordFormat, now: Date): bigint {
  const month = now.toISOString().slice(0, 7);
  const parts = [
    LINE_FORMAT,
    VERSION,
    facetIndexVersion(),
    records.mapping,
    records.csvColumns ?? null,
    month,
  ];
  return BigInt.asUintN(64, BigInt(Bun.hash(JSON.stringify(parts))));
}

/** The raw line's hash under the seed, as the signed 64-bit integer both engines store. */
export function lineHash(line: Uint8Array, seed: bigint): bigint {
  return BigInt.asIntN(64, BigInt(Bun.hash(line, seed)));
}

/** Whether the chunks of this import can be skimmed: JSON lines, one per line number. */
export function skimmable(records: RecordFormat): boolean {
  return !records.csvColumns && !records.parquetPath;
}

/**
 * The chunk's lines after `skipThrough` hashed and looked up (one read; none when `sources` is null:
 * a load into an empty table holds no line); those held are left out of the bytes handed to the
 * workers. A chunk of lines not numbered in sequence is passed as it is.
 */
export async function skimChunk(
  chunk: LineChunk,
  skipThrough: number,
  seed: bigint,
  /** This import's source and start (lines it wrote itself are not skipped). */
  provenance: { source: string; at: string },
  sources: SourcesRepository | null,
): Promise<SkimmedChunk> {
  const { bytes, firstLine } = chunk;
  const whole: SkimmedChunk = { bytes, lineNumbers: chunk.lineNumbers, skipped: [], hashOf: new Map() };
  if (chunk.lineNumbers || chunk.csv) return whole;
  const spans: { line: number; start: number; end: number }[] = [];
  for (let start = 0, line = firstLine; start < bytes.length; line++) {
    const at = bytes.indexOf(NEWLINE, start);
    const end = at === -1 ? bytes.length : at;
    if (line > skipThrough && end > start) spans.push({ line, start, end });
    start = end + 1;
  }
  const hashes = spans.map((s) => lineHash(bytes.subarray(s.start, s.end), seed));
  spans.forEach((s, i) => {
    whole.hashOf.set(s.line, hashes[i] as bigint);
  });
  if (!sources) return whole;
  const held = await sources.knownLines(provenance.source, hashes, provenance.at);
  if (held.size === 0) return whole;
  const kept: Uint8Array[] = [];
  const lineNumbers: number[] = [];
  spans.forEach((s, i) => {
    const key = held.get(i);
    if (key !== undefined) {
      whole.skipped.push({ line: s.line, hash: hashes[i] as bigint, key });
      whole.hashOf.delete(s.line);
      return;
    }
    kept.push(bytes.subarray(s.start, s.end));
    lineNumbers.push(s.line);
  });
  // The kept lines, each ending in "\n", in a buffer of their own (it is transferred to a worker).
  const out = new Uint8Array(kept.reduce((n, k) => n + k.length + 1, 0));
  let at = 0;
  for (const k of kept) {
    out.set(k, at);
    at += k.length;
    out[at++] = NEWLINE;
  }
  return { ...whole, bytes: out, lineNumbers };
}

/**
 * Whether the chunk's skipped lines still stand when it is written: each still held (its sighting
 * recorded), and none the same person as a line of the chunk that was parsed.
 */
export async function skipsStand(
  skipped: readonly SkippedLine[],
  parsedKeys: readonly (string | null)[],
  source: string,
  at: string,
  sources: SourcesRepository,
): Promise<boolean> {
  const parsed = new Set(parsedKeys);
  if (skipped.some((s) => parsed.has(s.key))) return false;
  const held = await sources.seenLines(
    source,
    skipped.map((s) => s.hash),
    at,
  );
  return held.size === skipped.length;
}
