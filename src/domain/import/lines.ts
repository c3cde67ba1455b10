/**
 * The records of a text file (gunzipped for `.gz`), streamed: JSON lines end at "\n", CSV records
 * at a "\n" outside double quotes. No record is held whole past `maxRecordBytes`: one that grows
 * past it is dropped while it streams (its bytes are never gathered) and reported as a bad record
 * of its line, so a 2 GB line, or a small .gz that inflates to one, is read in the same bounded
 * memory as any other file (issue 42).
 */
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import type { BadLine, SourceEntry } from "./entries.ts";
import { decodeChunk, isUtf8, NOT_UTF8 } from "./utf8.ts";

/** The default bound on one record (a line of JSON, a CSV record), in bytes: 1 MiB. */
export const DEFAULT_MAX_RECORD_BYTES = 1 << 20;

/**
 * A chunk also ends once it holds this many bytes: chunks of big records stay bounded as well
 * (2,000 records of nearly 1 MiB would otherwise be one 2 GB chunk).
 */
const MAX_CHUNK_BYTES = 32 << 20;

/** The bound in words, for reports: "record larger than 1048576 bytes (--max-record-bytes)". */
export function tooLarge(maxRecordBytes: number): string {
  return `larger than ${maxRecordBytes} bytes (--max-record-bytes)`;
}

/**
 * How a file is read: `read.bytes` follows the bytes read from disk (progress reports), and no
 * record may be longer than `maxRecordBytes` (default 1 MiB).
 */
export interface ReadBounds {
  read?: { bytes: number };
  maxRecordBytes?: number;
}

/** The file's bytes, inflated for .gz; `read.bytes` follows the bytes read from disk. */
export function openInput(path: string, read: { bytes: number }) {
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  file.on("data", (chunk) => {
    read.bytes += chunk.length;
  });
  const stream = path.endsWith(".gz") ? file.pipe(createGunzip()) : file;
  return { file, stream: stream as AsyncIterable<Buffer> };
}

export interface LineChunk {
  /** Whole lines, each ending in "\n" but maybe the file's last one; UTF-8 as in the file. */
  bytes: Uint8Array;
  /** The 1-based number of its first line in the file. */
  firstLine: number;
  /** How many lines it holds. */
  count: number;
  /**
   * The line (or row) number of each line, when they do not simply follow `firstLine` (records
   * converted from CSV or Parquet: formats/source.ts).
   */
  lineNumbers?: number[];
  /**
   * Records of the chunk's stretch of the file that could not be read (a CSV record's quote, a
   * record over the size bound: those come before `firstLine`).
   */
  bad?: { line: number; reason: string }[];
  /** The last line or row the chunk accounts for (default: firstLine + count - 1). */
  lastLine?: number;
  /** CSV records (formats/csv-chunks.ts), not JSON lines. */
  csv?: boolean;
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/** The pieces in one new buffer of its own (never a slice of a shared pool: it may be transferred). */
export function concat(pieces: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export interface SplitOptions {
  /** Records per chunk (a chunk also ends at MAX_CHUNK_BYTES). */
  perChunk: number;
  maxRecordBytes: number;
  /** CSV: a "\n" inside double quotes belongs to its field, and the first record (the header, read apart) is left out. */
  csv?: boolean;
}

/** Where the record that starts at `from` ends ("\n" index, or -1: past the buffer); counts a CSV field's own newlines. */
type EndFinder = (data: Buffer, from: number) => number;

function csvEnds(state: { line: number }): EndFinder {
  let inQuotes = false;
  return (data, from) => {
    for (let i = from; i < data.length; i++) {
      const b = data[i];
      if (b === QUOTE) inQuotes = !inQuotes;
      else if (b === NEWLINE) {
        if (!inQuotes) return i;
        state.line++;
      }
    }
    return -1;
  };
}

/** The chunk being gathered: pieces of the input's buffers, never a record past the bound. */
class ChunkBuilder {
  pieces: Uint8Array[] = [];
  bytes = 0;
  count = 0;
  bad: BadLine[] = [];
  constructor(public firstLine: number) {}

  add(piece: Uint8Array) {
    if (piece.length === 0) return;
    this.pieces.push(piece);
    this.bytes += piece.length;
  }

  /** Gives back what was added past `length` bytes (a record found too big). */
  truncate(length: number) {
    while (this.bytes > length) {
      const last = this.pieces.pop() as Uint8Array;
      this.bytes -= last.length;
      if (this.bytes < length) {
        this.pieces.push(last.subarray(0, length - this.bytes));
        this.bytes = length;
      }
    }
  }

  take(lastLine: number, csv: boolean): LineChunk {
    const chunk: LineChunk = {
      bytes: concat(this.pieces),
      firstLine: this.firstLine,
      count: this.count,
      lastLine,
    };
    if (this.bad.length) chunk.bad = this.bad;
    if (csv) chunk.csv = true;
    return chunk;
  }
}

/**
 * The records of `input` in chunks of whole records, as bytes. A record is measured as it streams:
 * past `maxRecordBytes` its bytes gathered so far are given back, the records before it go out as
 * a chunk, and the rest of it is read past; the next chunk carries it as bad, numbered by the line
 * it ends on, and starts after it.
 */
export async function* splitRecords(
  input: AsyncIterable<Buffer>,
  options: SplitOptions,
): AsyncGenerator<LineChunk> {
  const csv = options.csv === true;
  const max = options.maxRecordBytes;
  const state = { line: 1 };
  const endOf: EndFinder = csv ? csvEnds(state) : (data, from) => data.indexOf(NEWLINE, from);
  let chunk = new ChunkBuilder(1);
  /** The record being read: its bytes so far, where it starts in the chunk, and whether it is read past. */
  let recordBytes = 0;
  let recordAt = 0;
  let recordLine = 1;
  let skipping = csv; // the CSV header is read apart (formats/csv-chunks.ts)
  let header = csv;
  for await (const data of input) {
    let from = 0;
    let kept = 0; // data[kept, from) is in the chunk but not yet added to it
    while (from <= data.length) {
      const end = endOf(data, from);
      const stop = end === -1 ? data.length : end + 1;
      if (!skipping && recordBytes + (end === -1 ? stop : end) - from > max) {
        // Too big: what the chunk holds of it is given back; the records before it go out now.
        if (recordAt >= chunk.bytes) chunk.add(data.subarray(kept, from));
        else chunk.truncate(recordAt);
        if (chunk.count > 0) {
          yield chunk.take(recordLine - 1, csv);
          chunk = new ChunkBuilder(recordLine);
        }
        skipping = true;
      }
      recordBytes += stop - from;
      if (end === -1) break;
      if (skipping) {
        if (!header) chunk.bad.push({ line: state.line, reason: `record ${tooLarge(max)}` });
        header = false;
        skipping = false;
        kept = end + 1;
        chunk.firstLine = state.line + 1;
      } else chunk.count++;
      state.line++;
      from = end + 1;
      recordBytes = 0;
      recordLine = state.line;
      recordAt = chunk.bytes + (from - kept);
      if (chunk.count >= options.perChunk || recordAt >= MAX_CHUNK_BYTES) {
        chunk.add(data.subarray(kept, from));
        yield chunk.take(state.line - 1, csv);
        chunk = new ChunkBuilder(state.line);
        kept = from;
        recordAt = 0;
      }
      if (from === data.length) break;
    }
    if (!skipping) chunk.add(data.subarray(kept));
  }
  // A last record without "\n" is a record too.
  if (skipping && !header) chunk.bad.push({ line: state.line, reason: `record ${tooLarge(max)}` });
  else if (!skipping && recordBytes > 0) chunk.count++;
  const lastLine = recordBytes > 0 ? state.line : state.line - 1;
  if (chunk.count > 0 || chunk.bad.length > 0) yield chunk.take(lastLine, csv);
}

/**
 * The file (gunzipped for .gz) in chunks of `linesPerChunk` whole lines, as bytes: finding line
 * ends is a byte search, so the reading thread neither decodes nor splits text (workers do:
 * ./worker.ts). Lines end at "\n" (JSON Lines); a "\r" before it belongs to the line.
 */
export function readLineChunks(path: string, linesPerChunk: number, bounds: ReadBounds = {}) {
  return readChunks(path, linesPerChunk, bounds, false);
}

/** The file (gunzipped for .gz) in chunks of `perChunk` whole records, as bytes: lines, or CSV records. */
export async function* readChunks(
  path: string,
  perChunk: number,
  bounds: ReadBounds,
  csv: boolean,
): AsyncGenerator<LineChunk> {
  const { file, stream } = openInput(path, bounds.read ?? { bytes: 0 });
  try {
    yield* splitRecords(stream, {
      perChunk,
      maxRecordBytes: bounds.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES,
      csv,
    });
  } finally {
    file.destroy();
  }
}

/** The lines of a file, numbered from 1, one at a time: a line over the bound comes as a bad entry. */
export async function* readLineEntries(path: string, bounds: ReadBounds = {}): AsyncGenerator<SourceEntry> {
  for await (const chunk of readLineChunks(path, 1000, bounds)) {
    for (const { line, reason } of chunk.bad ?? []) yield { line, bad: reason };
    const { text, utf8 } = decodeChunk(chunk.bytes);
    const lines = text.split("\n");
    // The text after the last "\n" is empty unless the file's last line has no newline.
    if (lines.at(-1) === "") lines.pop();
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (!utf8 && line.includes("\uFFFD")) yield { line: chunk.firstLine + i, bad: NOT_UTF8 };
      // "\r\n" ends a line too (as the workers take it: JSON allows the "\r").
      else yield { line: chunk.firstLine + i, text: line.endsWith("\r") ? line.slice(0, -1) : line };
    }
  }
}

/** The lines as text (for tests and benches): a line over the bound is an error here. */
export async function* readLines(path: string, bounds: ReadBounds = {}): AsyncGenerator<string> {
  for await (const entry of readLineEntries(path, bounds)) {
    if (!("text" in entry))
      throw new Error(`line ${entry.line}: ${"bad" in entry ? entry.bad : "not a line"}`);
    yield entry.text;
  }
}

/**
 * The first line (1-based) of the file's first `limit` bytes (inflated for .gz) that is not UTF-8,
 * or null. A file that cannot be read that far (a truncated .gz) is left to the import to report.
 */
export async function firstNonUtf8Line(path: string, limit = 1 << 20): Promise<number | null> {
  const { file, stream } = openInput(path, { bytes: 0 });
  const pieces: Uint8Array[] = [];
  let size = 0;
  // Cut at the limit (or where a .gz breaks off), the last character may be cut in two: that is
  // not held against the file.
  let cut = false;
  try {
    for await (const data of stream) {
      pieces.push(data);
      size += data.length;
      if (size >= limit) {
        cut = true;
        break;
      }
    }
  } catch {
    cut = true; // what was read is still checked
  } finally {
    file.destroy();
  }
  const head = concat(pieces).subarray(0, limit);
  if (isUtf8(head, cut)) return null;
  let line = 1;
  for (let from = 0; from < head.length; line++) {
    const end = head.indexOf(0x0a, from);
    if (!isUtf8(head.subarray(from, end === -1 ? head.length : end), end === -1 && cut)) return line;
    if (end === -1) break;
    from = end + 1;
  }
  return null;
}
