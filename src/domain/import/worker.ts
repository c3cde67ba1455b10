/**
 * What an import worker thread does (docs/import.md, "Worker threads"): reads a chunk of a people
 * file (JSON lines, CSV records or a Parquet row group: ./formats/chunk-records.ts), maps and
 * normalises each record, and hands the people to the engine's PeopleRowPreparer, which turns them
 * into the rows the writer stores (compacted against the companies as this worker's own connection
 * sees them). The rows go back to ./worker-pool.ts and are written in file order by ./parallel.ts.
 * The thread's entry point (src/db/import-worker.ts) only wires the engine's preparer in.
 */
import { urlKey } from "../keys.ts";
import { InvalidRecord, normalizePersonInput, type PersonWrite, type RecordWarning } from "../person.ts";
import type { PeopleRowPreparer } from "../storage/index.ts";
import { type BadLine, entryRecord, type SourceEntry } from "./entries.ts";
import { chunkEntries, type RecordFormat } from "./formats/chunk-records.ts";
import { compile } from "./formats/mapping.ts";

declare const self: Worker;

export type WorkerRequest =
  | {
      type: "open";
      now: string;
      /** What the file's records are and how they become canonical ones (formats/chunk-records.ts). */
      records: RecordFormat | null;
      /** What the engine's preparer opens (PeopleBulkWriter.worker.target). */
      target: unknown;
    }
  | {
      type: "prepare";
      seq: number;
      bytes: Uint8Array;
      firstLine: number;
      skipThrough: number;
      /** Each line's number, when they do not follow firstLine (records converted from CSV, Parquet). */
      lineNumbers?: number[];
    };

export type WorkerReply = { seq: number; chunk: PreparedChunk } | { seq: number; error: string };

/** A chunk of a people file as the writer receives it from a worker. */
export interface PreparedChunk {
  /** Lines read (not blank, not skipped). */
  read: number;
  /** Lines that are not records: not JSON, or refused by normalisation. */
  bad: BadLine[];
  /** Warnings of the lines that are records. */
  warnings: { line: number; warning: RecordWarning }[];
  /** The line number of each prepared record, in order: an outcome's indexes refer to these. */
  lines: number[];
  /** The profile URL key of each prepared record (a skipped line of the same person is parsed too: ./line-skip.ts). */
  keys: (string | null)[];
  /** The engine's rows (PreparedRows.rows), opaque here. */
  rows: unknown;
  /**
   * The bytes the chunk was sent as, handed back (transferred, not copied): the writer parses them
   * itself should the rows be stale (./parallel.ts), without keeping a copy of every chunk meanwhile.
   */
  bytes: Uint8Array | null;
}

/** A chunk with nothing prepared: what a worker fills, and the answer for a chunk skipped whole. */
export function emptyChunk(): PreparedChunk {
  return { read: 0, bad: [], warnings: [], lines: [], keys: [], rows: null, bytes: null };
}

interface Opened {
  now: Date;
  records: RecordFormat | null;
  convert: ((raw: unknown) => unknown) | null;
  preparer: Promise<PeopleRowPreparer>;
}

/**
 * The chunk's records parsed and normalised one at a time, as the preparer takes them: each person
 * can go once its rows are made, so a chunk's people are never all held at once beside its rows.
 * Bad ones and warnings are noted in `chunk`, and each person's line and URL key as it is handed out.
 */
function* normalizedPeople(
  opened: Opened,
  chunk: PreparedChunk,
  entries: readonly SourceEntry[],
  skipThrough: number,
): Generator<PersonWrite> {
  const { convert, now } = opened;
  for (const entry of entries) {
    const line = entry.line;
    if (line <= skipThrough || ("text" in entry && entry.text.trim() === "")) continue;
    chunk.read++;
    const read = entryRecord(entry);
    if ("bad" in read) {
      chunk.bad.push({ line, reason: read.bad });
      continue;
    }
    const raw = read.raw;
    const warnings: RecordWarning[] = [];
    let person: PersonWrite;
    try {
      person = normalizePersonInput(convert ? convert(raw) : raw, now, (w) => warnings.push(w));
    } catch (e) {
      if (!(e instanceof InvalidRecord)) throw e;
      chunk.bad.push({ line, reason: e.message });
      continue;
    }
    for (const warning of warnings) chunk.warnings.push({ line, warning });
    chunk.lines.push(line);
    chunk.keys.push(person.person.pnet_url ? urlKey(person.person.pnet_url) : null);
    yield person;
  }
}

/**
 * Serves the pool's requests on this thread, one chunk at a time (the companies a chunk was
 * compacted against are the ones its rows name). `openRows` opens the engine's preparer.
 */
export function serveImportWorker(openRows: (target: unknown) => Promise<PeopleRowPreparer>): void {
  let opened: Opened | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  self.onmessage = (event: MessageEvent<WorkerRequest>) => {
    const message = event.data;
    if (message.type === "open") {
      const preparer = openRows(message.target);
      // A preparer that cannot open is reported with each chunk's reply.
      preparer.catch(() => {});
      const convert = message.records?.mapping ? compile(message.records.mapping).convert : null;
      opened = { now: new Date(message.now), records: message.records, convert, preparer };
      return;
    }
    const { seq, bytes, firstLine, skipThrough, lineNumbers } = message;
    queue = queue.then(async () => {
      try {
        if (!opened) throw new Error("import worker used before it was opened");
        // Parquet rows are read from the file here (the chunk names them); other records are in it.
        const entries = await chunkEntries(bytes, firstLine, lineNumbers, opened.records);
        const chunk = emptyChunk();
        const preparer = await opened.preparer;
        const { rows, transfer } = await preparer.prepare(
          normalizedPeople(opened, chunk, entries, skipThrough),
        );
        chunk.rows = rows;
        // The entries are decoded text: the bytes go back to the writer as they came.
        chunk.bytes = bytes;
        self.postMessage({ seq, chunk } satisfies WorkerReply, [...transfer, bytes.buffer as ArrayBuffer]);
      } catch (e) {
        self.postMessage({ seq, error: (e as Error).message } satisfies WorkerReply);
      }
    });
  };
}
