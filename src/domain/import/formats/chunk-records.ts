/**
 * The records of one chunk of a people file, on an import worker (src/import-worker.ts) or on the
 * writer when it must prepare a chunk again (../parallel.ts): JSON lines, numbered from the chunk's
 * first line or by the numbers the chunk names, or CSV records under the file's header, numbered
 * by the line they end on (as ./csv.ts numbers them when it streams a whole file).
 */
import { type CsvError, parse } from "csv-parse/sync";
import type { MappingFile } from "./mapping.ts";
import type { SourceEntry } from "./source.ts";

/** What a worker must know of a file's records beyond their bytes: told once, when it opens. */
export interface RecordFormat {
  /** How the records become canonical ones; null: they are canonical. */
  mapping: MappingFile | null;
  /** The CSV header's columns when the chunks are CSV records (./csv-chunks.ts); else JSON lines. */
  csvColumns?: string[] | null;
}

const decoder = new TextDecoder();

export function chunkRecords(
  bytes: Uint8Array,
  firstLine: number,
  lineNumbers: number[] | undefined,
  csvColumns: string[] | null | undefined,
): SourceEntry[] {
  const text = decoder.decode(bytes);
  if (csvColumns) return csvRecords(text, firstLine, csvColumns);
  const lines = text.split("\n");
  // The text after the last "\n" is empty unless the file's last line has no newline.
  if (lines.at(-1) === "") lines.pop();
  return lines.map((line, i) => ({ line: lineNumbers ? (lineNumbers[i] ?? 0) : firstLine + i, text: line }));
}

function csvRecords(text: string, firstLine: number, columns: string[]): SourceEntry[] {
  const out: SourceEntry[] = [];
  let lastBad = -1;
  const rows = parse(text, {
    columns,
    info: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (e: CsvError | undefined) => {
      const line = firstLine + (Number((e as unknown as { lines?: number })?.lines) || 1) - 1;
      // After a broken quote the parser reads on inside the same record: one record, one report.
      // The parser counts lines from the chunk's start; the report names the file's line.
      const message = (e?.message ?? "unreadable record").replace(
        /\b(at|on) line (\d+)/g,
        (_, word, n) => `${word} line ${firstLine + Number(n) - 1}`,
      );
      if (line !== lastBad) out.push({ line, bad: `CSV: ${message}` });
      lastBad = line;
      return undefined;
    },
  }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  for (const { record, info } of rows) out.push({ line: firstLine + info.lines - 1, record });
  return out.sort((a, b) => a.line - b.line);
}
