/**
 * A CSV people file cut into chunks of whole records, as bytes, for the import workers to parse
 * (./chunk-records.ts): finding a record's end takes only a scan for quotes and newlines (a newline
 * inside quotes is part of a field; a doubled quote toggles twice), so the reading thread neither
 * decodes nor parses, as for JSON lines (../lines.ts). The header is read first, on its own.
 */
import Papa from "papaparse";
import {
  concat,
  DEFAULT_MAX_RECORD_BYTES,
  openInput,
  type ReadBounds,
  readChunks,
  tooLarge,
} from "../lines.ts";

export class CsvHeaderError extends Error {}

/**
 * The column names of the file's first record (a byte-order mark left out). A header over the
 * record bound is refused: without its columns no record can be read.
 */
export async function readCsvHeader(
  path: string,
  maxRecordBytes = DEFAULT_MAX_RECORD_BYTES,
): Promise<string[]> {
  const { file, stream } = openInput(path, { bytes: 0 });
  const pieces: Uint8Array[] = [];
  let size = 0;
  let inQuotes = false;
  try {
    for await (const data of stream) {
      for (let i = 0; i < data.length; i++) {
        const b = data[i];
        if (b === QUOTE) inQuotes = !inQuotes;
        else if (b === NEWLINE && !inQuotes) {
          if (size + i > maxRecordBytes) break;
          pieces.push(data.subarray(0, i));
          return headerColumns(concat(pieces));
        }
      }
      size += data.length;
      if (size > maxRecordBytes)
        throw new CsvHeaderError(`the CSV header (line 1) is ${tooLarge(maxRecordBytes)}`);
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

/**
 * Chunks of `perChunk` records after the header: `firstLine` is the line the chunk's text starts on
 * and `lastLine` the line its last record ends on, so a worker numbers records as ./csv.ts does.
 */
export function readCsvChunks(path: string, perChunk: number, bounds: ReadBounds = {}) {
  return readChunks(path, perChunk, bounds, true);
}
