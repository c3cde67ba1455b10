/**
 * CSV people files (gzip when they end in .gz) on one thread: the same chunks of whole records the
 * import workers get (./csv-chunks.ts), parsed here by the same code (./chunk-records.ts), so both
 * paths read a file alike: the first row names the columns, each later record becomes an object of
 * column: text, a record the parser cannot read (a malformed quote, a wrong number of fields) is
 * reported as bad with its line and the rest go on. Records are numbered by the line they end on,
 * so reports and resume markers name a line that an editor shows (a quoted field may span lines).
 */

import type { SourceEntry } from "../entries.ts";
import { DEFAULT_MAX_RECORD_BYTES, type ReadBounds } from "../lines.ts";
import { chunkRecords } from "./chunk-records.ts";
import { readCsvChunks, readCsvHeader } from "./csv-chunks.ts";

/** Records parsed at a time. */
const PER_CHUNK = 1000;

export async function* readCsvEntries(path: string, bounds: ReadBounds = {}): AsyncGenerator<SourceEntry> {
  const columns = await readCsvHeader(path, bounds.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES);
  for await (const chunk of readCsvChunks(path, PER_CHUNK, bounds)) {
    // Records over the bound, read past before the chunk's first line.
    for (const { line, reason } of chunk.bad ?? []) yield { line, bad: reason };
    yield* chunkRecords(chunk.bytes, chunk.firstLine, undefined, columns);
  }
}
