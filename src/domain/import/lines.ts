/** Streams the lines of a text file, gunzipping `.gz` files, without holding the file in memory. */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";

/** Lines of a file (gzip when it ends in .gz); `read.bytes` follows the bytes read from disk. */
export async function* readLines(
  path: string,
  read: { bytes: number } = { bytes: 0 },
): AsyncGenerator<string> {
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  file.on("data", (chunk) => {
    read.bytes += chunk.length;
  });
  const input = path.endsWith(".gz") ? file.pipe(createGunzip()) : file;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) yield line;
  } finally {
    lines.close();
    file.destroy();
  }
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
  /** Records of the chunk's stretch of the file that could not be read (a CSV record's quote). */
  bad?: { line: number; reason: string }[];
  /** The last line or row the chunk accounts for (default: firstLine + count - 1). */
  lastLine?: number;
  /** CSV records (formats/csv-chunks.ts), not JSON lines. */
  csv?: boolean;
}

const NEWLINE = 0x0a;

/** The pieces in one new buffer of its own (never a slice of a shared pool: it may be transferred). */
function concat(pieces: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The file (gunzipped for .gz) in chunks of `linesPerChunk` whole lines, as bytes: finding line
 * ends is a byte search, so the reading thread neither decodes nor splits text (workers do:
 * src/import-worker.ts). Lines end at "\n" (JSON Lines); a "\r" before it belongs to the line.
 */
export async function* readLineChunks(
  path: string,
  linesPerChunk: number,
  read: { bytes: number } = { bytes: 0 },
): AsyncGenerator<LineChunk> {
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  file.on("data", (chunk) => {
    read.bytes += chunk.length;
  });
  const input = path.endsWith(".gz") ? file.pipe(createGunzip()) : file;
  let pending: Buffer[] = [];
  let count = 0;
  let firstLine = 1;
  try {
    for await (const data of input as AsyncIterable<Buffer>) {
      let from = 0;
      for (let at = data.indexOf(NEWLINE); at !== -1; at = data.indexOf(NEWLINE, at + 1)) {
        if (++count < linesPerChunk) continue;
        pending.push(data.subarray(from, at + 1));
        yield { bytes: concat(pending), firstLine, count };
        firstLine += count;
        pending = [];
        count = 0;
        from = at + 1;
      }
      if (from < data.length) pending.push(data.subarray(from));
    }
    const rest = concat(pending);
    // A last line without "\n" is a line too.
    if (rest.length > 0 && rest[rest.length - 1] !== NEWLINE) count++;
    if (count > 0) yield { bytes: rest, firstLine, count };
  } finally {
    file.destroy();
  }
}
