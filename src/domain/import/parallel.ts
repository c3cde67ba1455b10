/**
 * A people import whose lines are prepared on worker threads (./worker-pool.ts, ./worker.ts) and
 * written in file order by this thread through the engine's PeopleBulkWriter: the same summary, reports, batches and resume markers as
 * the one-thread import (./import.ts). This thread only finds line ends and writes; at most two
 * chunks per worker are in flight, so memory stays bounded whatever the file's size.
 */

import { normalizePersonInput } from "../person.ts";
import { writePeople } from "../sources/write.ts";
import type { PeopleBulkWriter, Storage, UpsertOutcome } from "../storage/index.ts";
import type { SourceEntry } from "./entries.ts";
import { chunkEntries, type RecordFormat } from "./formats/chunk-records.ts";
import { compile } from "./formats/mapping.ts";
import { lineSeed, type SkippedLine, skimChunk, skimmable, skipsStand } from "./line-skip.ts";
import type { LineChunk } from "./lines.ts";
import {
  type BadLine,
  badLineReporter,
  countOutcome,
  countWarning,
  type ImportOptions,
  type ImportSummary,
  sourcedWrite,
} from "./summary.ts";
import { emptyChunk, type PreparedChunk } from "./worker.ts";
import { workerPool } from "./worker-pool.ts";

interface Pending {
  /**
   * The chunk's bytes when they were not handed to a worker (lines were left out of what it got, or
   * it got nothing); else null, and the worker hands them back with its rows (PreparedChunk.bytes).
   * Kept only to write the chunk here should its preparation be stale.
   */
  bytes: Uint8Array | null;
  firstLine: number;
  /** Each line's number when they do not follow firstLine (records converted from CSV, Parquet). */
  lineNumbers: number[] | undefined;
  /** Records the reading thread could not read, reported with the worker's in line order. */
  bad: BadLine[];
  lastLine: number;
  prepared: Promise<PreparedChunk>;
  /** Lines not handed to the workers: held unchanged (./line-skip.ts), confirmed when written. */
  skipped: SkippedLine[];
  /** The raw-line hash of each line handed to the workers (JSON lines only). */
  hashOf: Map<number, bigint>;
}

const NOTHING: PreparedChunk = emptyChunk();
const NO_OUTCOME: UpsertOutcome = { inserted: 0, updated: 0, rejected: [] };

export async function importPreparedPeople(
  storage: Storage,
  writer: PeopleBulkWriter,
  chunks: AsyncIterable<LineChunk>,
  options: ImportOptions,
  summary: ImportSummary,
  now: Date,
  workers: number,
  /** What the records are and their mapping, told to the workers (formats/chunk-records.ts). */
  records: RecordFormat = { mapping: null },
): Promise<ImportSummary> {
  const pool = workerPool(writer.worker, workers, now, records);
  // Two chunks per worker in flight: one being prepared while the other waits to be written.
  const depth = workers * 2;
  const convert = records.mapping ? compile(records.mapping).convert : null;
  const reportBad = badLineReporter(summary, options);
  const report = (line: number, reason: string) => reportBad({ line, reason });

  /**
   * Companies changed after the chunk was prepared, or a record needs the domain's decision (a
   * person another source supplied, an alias, no URL): its records are written here, on this thread.
   */
  const writeHere = async (
    pending: Pending,
    chunk: PreparedChunk,
    lines: readonly number[],
  ): Promise<UpsertOutcome> => {
    const bytes = pending.bytes ?? chunk.bytes;
    if (!bytes) throw new Error("import: a chunk's bytes were neither kept nor handed back");
    const entries = await chunkEntries(bytes, pending.firstLine, pending.lineNumbers, records);
    const byLine = new Map(entries.map((e) => [e.line, e]));
    const writes = lines.map((n) => {
      const entry = byLine.get(n) as SourceEntry;
      const raw = "text" in entry ? JSON.parse(entry.text) : "record" in entry ? entry.record : null;
      return normalizePersonInput(convert ? convert(raw) : raw, now);
    });
    return writePeople(storage, writes, sourcedWrite(options, now));
  };

  const { provenance } = sourcedWrite(options, now);
  const seed = skimmable(records) ? lineSeed(records, now) : null;
  // Lines are still hashed (the rows keep them) where none can be held yet, but not looked up.
  const held = (await writer.mayHoldLines) ? storage.sources : null;

  /**
   * The chunk's parsed records through the bulk writer, its skipped lines confirmed first; when a
   * skip no longer stands, or the writer hands the chunk back, every line is written here in order.
   */
  const writeChunk = async (pending: Pending, chunk: PreparedChunk) => {
    const { skipped } = pending;
    const all = () => [...chunk.lines, ...skipped.map((s) => s.line)].sort((a, b) => a - b);
    if (
      skipped.length &&
      !(await skipsStand(skipped, chunk.keys, provenance.source, provenance.at, storage.sources))
    ) {
      const lines = all();
      return { lines, outcome: await writeHere(pending, chunk, lines) };
    }
    const hashes = seed === null ? undefined : chunk.lines.map((n) => pending.hashOf.get(n) ?? null);
    const bulk = chunk.lines.length ? await writer.write(chunk.rows, hashes) : NO_OUTCOME;
    if (bulk) {
      summary.unchanged += skipped.length;
      summary.unparsed += skipped.length;
      return { lines: chunk.lines, outcome: bulk };
    }
    const lines = all();
    return { lines, outcome: await writeHere(pending, chunk, lines) };
  };

  const write = async (pending: Pending) => {
    const chunk = await pending.prepared;
    summary.read += chunk.read + pending.bad.length + pending.skipped.length;
    const bad = pending.bad.length
      ? [...chunk.bad, ...pending.bad].sort((a, b) => a.line - b.line)
      : chunk.bad;
    for (const b of bad) report(b.line, b.reason);
    let warnedLine = -1;
    for (const { line, warning } of chunk.warnings) {
      if (line !== warnedLine) summary.warnings++;
      warnedLine = line;
      countWarning(summary, options, line, warning);
    }
    const { lines, outcome } = await writeChunk(pending, chunk);
    countOutcome(summary, outcome);
    for (const r of outcome.rejected) report(lines[r.index] ?? 0, r.reason);
    await options.onCommitted?.(pending.lastLine);
    options.onProgress?.(summary);
  };

  const inFlight: Pending[] = [];
  const skip = options.skipLines ?? 0;
  let lastLine = 0;
  try {
    for await (const read of chunks) {
      const { bytes, firstLine, count, lineNumbers, bad, lastLine: last } = read;
      lastLine = last ?? firstLine + count - 1;
      if (lastLine <= skip) continue;
      const skim =
        seed === null
          ? { bytes, lineNumbers, skipped: [], hashOf: new Map<number, bigint>() }
          : await skimChunk(read, skip, seed, provenance, held);
      // Asked before the hand-over: a buffer handed to a worker reads as empty here.
      const handedOver = skim.bytes === bytes && bytes.length > 0;
      // A chunk whose every line is held unchanged is not handed to a worker at all.
      const prepared =
        skim.bytes.length === 0
          ? Promise.resolve(NOTHING)
          : pool.prepare(skim.bytes, firstLine, skip, skim.lineNumbers);
      // Awaited in order below; a failure before then must not count as unhandled.
      prepared.catch(() => {});
      // Records the reader could not take (a record over the bound) come before the chunk's lines:
      // those a resumed import already reported stay behind.
      const unread = (bad ?? []).filter((b) => b.line > skip);
      const { skipped, hashOf } = skim;
      inFlight.push({
        // Handed to a worker whole, they come back with its rows; else they are still here.
        bytes: handedOver ? null : bytes,
        firstLine,
        lineNumbers,
        bad: unread,
        lastLine,
        prepared,
        skipped,
        hashOf,
      });
      if (inFlight.length >= depth) await write(inFlight.shift() as Pending);
    }
    while (inFlight.length > 0) await write(inFlight.shift() as Pending);
  } finally {
    pool.close();
    await writer.close();
  }
  await options.onCommitted?.(lastLine);
  return summary;
}
