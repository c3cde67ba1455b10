/**
 * A CSV people file cut into chunks of whole records, as bytes, for the import workers to parse
 * (./chunk-records.ts): finding a record's end takes only a scan for quotes and newlines (a newline
 * inside quotes is part of a field; a doubled quote toggles twice), so the reading thread neither
 * decodes nor parses, as for JSON lines (../lines.ts). The header is read first, on its own.
 */
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import Papa from "papaparse";
import type { LineChunk } from "../lines.ts";

function input(path: string, read: { bytes: number }) {
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  file.on("data", (chunk) => {
    read.bytes += chunk.length;
  });
  return { file, stream: path.endsWith(".gz") ? file.pipe(createGunzip()) : file };
}

/** The column names of the file's first record (a byte-order mark left out). */
export async function readCsvHeader(path: string): Promise<string[]> {
  const { file, stream } = input(path, { bytes: 0 });
  const pieces: Uint8Array[] = [];
  let inQuotes = false;
  try {
    for await (const data of stream as AsyncIterable<Buffer>) {
      for (let i = 0; i < data.length; i++) {
        const b = data[i];
        if (b === QUOTE) inQuotes = !inQuotes;
        else if (b === NEWLINE && !inQuotes) {
          pieces.push(data.subarray(0, i));
          return headerColumns(concat(pieces));
        }
      }
      pieces.push(data);
    }
    return headerColumns(concat(pieces));
  } finally {
    file.destroy();
  }
}

function headerColumns(bytes: Uint8Array): string[] {
  const text = new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, "")
    .replace(/\r$/, "");
  if (text.trim() === "") return [];
  return (Papa.parse<string[]>(text, { delimiter: "," }).data[0] ?? []).map(String);
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;

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
 * Chunks of `perChunk` records after the header: `firstLine` is the line the chunk's text starts on
 * and `lastLine` the line its last record ends on, so a worker numbers records as ./csv.ts does.
 */
export async function* readCsvChunks(
  path: string,
  perChunk: number,
  read: { bytes: number } = { bytes: 0 },
): AsyncGenerator<LineChunk> {
  const { file, stream } = input(path, read);
  let inQuotes = false;
  let headerDone = false;
  /** The number of the line being read. */
  let line = 1;
  let firstLine = 1;
  let count = 0;
  let pieces: Uint8Array[] = [];
  try {
    for await (const data of stream as AsyncIterable<Buffer>) {
      let from = 0;
      for (let i = 0; i < data.length; i++) {
        const b = data[i];
        if (b === QUOTE) inQuotes = !inQuotes;
        else if (b === NEWLINE) {
          line++;
          if (inQuotes) continue;
          if (!headerDone) {
            headerDone = true;
            from = i + 1;
            firstLine = line;
            continue;
          }
          if (++count < perChunk) continue;
          pieces.push(data.subarray(from, i + 1));
          yield { bytes: concat(pieces), firstLine, count, lastLine: line - 1, csv: true };
          pieces = [];
          count = 0;
          from = i + 1;
          firstLine = line;
        }
      }
      if (headerDone && from < data.length) pieces.push(data.subarray(from));
    }
    const rest = concat(pieces);
    // A last record without a newline is a record too.
    const open = rest.length > 0 && rest[rest.length - 1] !== NEWLINE;
    if (open) count++;
    if (count > 0) yield { bytes: rest, firstLine, count, lastLine: open ? line : line - 1, csv: true };
  } finally {
    file.destroy();
  }
}
