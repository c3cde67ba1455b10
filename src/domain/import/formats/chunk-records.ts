/**
 * The records of one chunk of a people file, on an import worker (../worker.ts) or on the
 * writer when it must prepare a chunk again (../parallel.ts): JSON lines, numbered from the chunk's
 * first line or by the numbers the chunk names, or CSV records under the file's header, numbered
 * by the line they end on (as ./csv.ts numbers them when it streams a whole file).
 */
import Papa from "papaparse";
import type { SourceEntry } from "../entries.ts";
import { decodeChunk, NOT_UTF8 } from "../utf8.ts";
import type { MappingFile } from "./mapping.ts";
import { parquetRows } from "./parquet.ts";

/** What a worker must know of a file's records beyond their bytes: told once, when it opens. */
export interface RecordFormat {
  /** How the records become canonical ones; null: they are canonical. */
  mapping: MappingFile | null;
  /** The CSV header's columns when the chunks are CSV records (./csv-chunks.ts); else JSON lines. */
  csvColumns?: string[] | null;
  /**
   * The Parquet file whose row groups the workers read themselves: a chunk's bytes are then the
   * JSON of its `[rowStart, rowEnd)` (./parquet.ts, parquetGroupChunks).
   */
  parquetPath?: string | null;
  /** The bound on one record (bytes): a Parquet row over it is a bad record (the reader bounds lines). */
  maxRecordBytes?: number;
}

/** A chunk's records whatever the file's format (on a worker, or on the writer again). */
export async function chunkEntries(
  bytes: Uint8Array,
  firstLine: number,
  lineNumbers: number[] | undefined,
  records: RecordFormat | null,
): Promise<SourceEntry[]> {
  if (records?.parquetPath) {
    const [rowStart, rowEnd] = JSON.parse(decoder.decode(bytes)) as [number, number];
    return parquetRows(records.parquetPath, rowStart, rowEnd, records.maxRecordBytes);
  }
  return chunkRecords(bytes, firstLine, lineNumbers, records?.csvColumns);
}

const decoder = new TextDecoder();

export function chunkRecords(
  bytes: Uint8Array,
  firstLine: number,
  lineNumbers: number[] | undefined,
  csvColumns: string[] | null | undefined,
): SourceEntry[] {
  const { text, utf8 } = decodeChunk(bytes);
  if (csvColumns) return csvRecords(text, firstLine, csvColumns, utf8);
  const lines = text.split("\n");
  // The text after the last "\n" is empty unless the file's last line has no newline.
  if (lines.at(-1) === "") lines.pop();
  return lines.map((line, i) => {
    const at = lineNumbers ? (lineNumbers[i] ?? 0) : firstLine + i;
    return !utf8 && line.includes("\uFFFD") ? { line: at, bad: NOT_UTF8 } : { line: at, text: line };
  });
}

/**
 * CSV records of a chunk under the file's columns, each numbered by the line it ends on (a quoted
 * field may span lines). A record the parser flags (a malformed quote) or with another number of
 * fields than the header is reported as bad; blank lines are passed over.
 */
function csvRecords(text: string, firstLine: number, columns: string[], utf8: boolean): SourceEntry[] {
  const out: SourceEntry[] = [];
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ",", skipEmptyLines: false });
  const flagged = new Map<number, string>();
  for (const e of errors) if (e.row !== undefined && !flagged.has(e.row)) flagged.set(e.row, e.message);
  let line = firstLine;
  for (let row = 0; row < data.length; row++) {
    const fields = data[row] as string[];
    // Newlines inside quoted fields: the record ends that many lines further down.
    let end = line;
    for (const f of fields) for (let i = f.indexOf("\n"); i >= 0; i = f.indexOf("\n", i + 1)) end++;
    const message = flagged.get(row);
    if (message !== undefined) out.push({ line: end, bad: `CSV: ${message}` });
    else if (!utf8 && fields.some((f) => f.includes("\uFFFD"))) out.push({ line: end, bad: NOT_UTF8 });
    else if (fields.length === 1 && (fields[0] ?? "").trim() === "" && columns.length > 1) {
      // A blank line.
    } else if (fields.length !== columns.length)
      out.push({
        line: end,
        bad: `CSV: Invalid Record Length: columns length is ${columns.length}, got ${fields.length}`,
      });
    else {
      const record: Record<string, string> = {};
      for (let i = 0; i < columns.length; i++) record[columns[i] as string] = fields[i] as string;
      out.push({ line: end, record });
    }
    line = end + 1;
  }
  return out;
}
