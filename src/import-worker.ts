/**
 * Worker thread of a parallel people import (src/db/bulk-workers.ts): parses and normalises a chunk
 * of lines and turns each record into the rows the engine stores, compacted against the companies
 * as this worker's own connection sees them: SQLite's prepared rows (src/db/sqlite/person-write.ts)
 * or PostgreSQL's COPY text (src/db/postgres/person-copy.ts). The writer checks that companies
 * version before writing. An entry point of its own so that `bun build --compile` embeds it
 * (package.json).
 */
import { Database } from "bun:sqlite";
import { connect, type Sql } from "./db/postgres/client.ts";
import { PgCompanySnapshots } from "./db/postgres/company-snapshots.ts";
import { type PgPreparedRows, preparePgRows, transferables } from "./db/postgres/person-copy.ts";
import { CompanySnapshots } from "./db/sqlite/company-snapshots.ts";
import { type PreparedPerson, preparePerson } from "./db/sqlite/person-write.ts";
import { chunkEntries, type RecordFormat } from "./domain/import/formats/chunk-records.ts";
import { compile } from "./domain/import/formats/mapping.ts";
import type { SourceEntry } from "./domain/import/formats/source.ts";
import {
  InvalidRecord,
  normalizePersonInput,
  type PersonWrite,
  type RecordWarning,
} from "./domain/person.ts";
import type { PreparedChunk } from "./domain/storage/index.ts";

declare const self: Worker;

/** `records`: what the file's records are and how they become canonical ones (formats/chunk-records.ts). */
export type WorkerOpen =
  | { type: "open"; engine: "sqlite"; path: string; now: string; records: RecordFormat | null }
  | { type: "open"; engine: "postgres"; url: string; now: string; records: RecordFormat | null };

export type WorkerRequest =
  | WorkerOpen
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

/** The rows of a prepared chunk on SQLite. */
export interface SqlitePreparedRows {
  people: PreparedPerson[];
  /** The companies version the records were compacted against. */
  companies: string | null;
}

let snapshots: CompanySnapshots | null = null;
let postgres: { sql: Sql; snapshots: PgCompanySnapshots } | null = null;
let now = new Date();
let convert: ((raw: unknown) => unknown) | null = null;
let records: RecordFormat | null = null;

/** The chunk's records parsed and normalised: bad ones and warnings noted in `chunk`. */
function normalizeLines(
  chunk: PreparedChunk,
  entries: readonly SourceEntry[],
  skipThrough: number,
  each: (write: PersonWrite) => void,
): void {
  for (const entry of entries) {
    const line = entry.line;
    if (line <= skipThrough || ("text" in entry && entry.text.trim() === "")) continue;
    chunk.read++;
    if ("bad" in entry) {
      chunk.bad.push({ line, reason: entry.bad });
      continue;
    }
    let raw: unknown;
    if ("text" in entry) {
      try {
        raw = JSON.parse(entry.text);
      } catch (e) {
        chunk.bad.push({ line, reason: `invalid JSON: ${(e as Error).message}` });
        continue;
      }
    } else raw = entry.record;
    const warnings: RecordWarning[] = [];
    try {
      each(normalizePersonInput(convert ? convert(raw) : raw, now, (w) => warnings.push(w)));
    } catch (e) {
      if (!(e instanceof InvalidRecord)) throw e;
      chunk.bad.push({ line, reason: e.message });
      continue;
    }
    for (const warning of warnings) chunk.warnings.push({ line, warning });
    chunk.lines.push(line);
  }
}

function prepareSqlite(entries: readonly SourceEntry[], skipThrough: number): PreparedChunk {
  if (!snapshots) throw new Error("import worker used before it was opened");
  const source = snapshots;
  source.refresh(true);
  const chunk: PreparedChunk = { read: 0, bad: [], warnings: [], lines: [], rows: null };
  const people: PreparedPerson[] = [];
  normalizeLines(chunk, entries, skipThrough, (write) => people.push(preparePerson(write, source)));
  const rows: SqlitePreparedRows = { people, companies: source.current };
  chunk.rows = rows;
  return chunk;
}

async function preparePostgres(entries: readonly SourceEntry[], skipThrough: number): Promise<PreparedChunk> {
  if (!postgres) throw new Error("import worker used before it was opened");
  const chunk: PreparedChunk = { read: 0, bad: [], warnings: [], lines: [], rows: null };
  const writes: PersonWrite[] = [];
  normalizeLines(chunk, entries, skipThrough, (write) => writes.push(write));
  const companies = await postgres.snapshots.prepare(
    postgres.sql,
    writes.flatMap((w) => w.person.experience.map((e) => e.company_id)),
  );
  chunk.rows = preparePgRows(writes, postgres.snapshots, companies);
  return chunk;
}

/** One chunk at a time: the snapshots a chunk was compacted against are the ones it names. */
let queue: Promise<unknown> = Promise.resolve();

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === "open") {
    now = new Date(message.now);
    convert = message.records?.mapping ? compile(message.records.mapping).convert : null;
    records = message.records;
    if (message.engine === "postgres") {
      postgres = { sql: connect(message.url, 1), snapshots: new PgCompanySnapshots() };
      return;
    }
    const sqlite = new Database(message.path, { readonly: true });
    sqlite.run("PRAGMA busy_timeout = 5000");
    snapshots = new CompanySnapshots(sqlite);
    return;
  }
  const { seq, bytes, firstLine, skipThrough } = message;
  queue = queue.then(async () => {
    try {
      // Parquet rows are read from the file here (the chunk names them); other records are in it.
      const entries = await chunkEntries(bytes, firstLine, message.lineNumbers, records);
      const chunk = postgres
        ? await preparePostgres(entries, skipThrough)
        : prepareSqlite(entries, skipThrough);
      const transfer = postgres ? transferables(chunk.rows as PgPreparedRows) : [];
      self.postMessage({ seq, chunk } satisfies WorkerReply, transfer);
    } catch (e) {
      self.postMessage({ seq, error: (e as Error).message } satisfies WorkerReply);
    }
  });
};
