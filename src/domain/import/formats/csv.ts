/**
 * CSV people files (gzip when they end in .gz), streamed through csv-parse: the first row names the
 * columns, each later record becomes an object of column: text. A record the parser cannot read (a
 * broken quote, a wrong number of columns) is reported as bad with its line and the rest go on.
 * Records are numbered by the line they end on, so reports and resume markers name a line that an
 * editor shows (a quoted field may span lines).
 */
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { type CsvError, parse } from "csv-parse";
import type { SourceEntry } from "./source.ts";

export async function* readCsvEntries(
  path: string,
  read: { bytes: number } = { bytes: 0 },
): AsyncGenerator<SourceEntry> {
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  file.on("data", (chunk) => {
    read.bytes += chunk.length;
  });
  const input = path.endsWith(".gz") ? file.pipe(createGunzip()) : file;
  const parser = input.pipe(
    parse({ columns: true, bom: true, info: true, skip_records_with_error: true, skip_empty_lines: true }),
  );
  // Skipped records are told by an event, ahead of the records still buffered: kept until those pass.
  const skipped: SourceEntry[] = [];
  let lastBad = -1;
  parser.on("skip", (e: CsvError) => {
    const line = Number((e as unknown as { lines?: number }).lines) || 0;
    // After a broken quote the parser reads on inside the same record and may trip again there:
    // one record, one report.
    if (line === lastBad) return;
    lastBad = line;
    skipped.push({ line, bad: `CSV: ${e.message}` });
  });
  input.on("error", (e) => parser.destroy(e));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      while (skipped.length > 0 && (skipped[0]?.line ?? 0) < info.lines) yield skipped.shift() as SourceEntry;
      yield { line: info.lines, record };
    }
    yield* skipped.splice(0);
  } finally {
    file.destroy();
  }
}
