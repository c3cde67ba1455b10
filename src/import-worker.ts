/**
 * Worker thread of a parallel people import (src/db/sqlite/bulk-load.ts): parses and
 * normalises a chunk of lines and turns each record into the rows SQLite stores, compacted against
 * the companies as this worker's read-only connection sees them. The writer checks that version
 * before writing. An entry point of its own so that `bun build --compile` embeds it (package.json).
 */
import { Database } from "bun:sqlite";
import { CompanySnapshots } from "./db/sqlite/company-snapshots.ts";
import { type PreparedPerson, preparePerson } from "./db/sqlite/person-write.ts";
import { InvalidRecord, normalizePersonInput, type RecordWarning } from "./domain/person.ts";
import type { PreparedChunk } from "./domain/storage/index.ts";

declare const self: Worker;

export type WorkerRequest =
  | { type: "open"; path: string; now: string }
  | { type: "prepare"; seq: number; bytes: Uint8Array; firstLine: number; skipThrough: number };

export type WorkerReply = { seq: number; chunk: PreparedChunk } | { seq: number; error: string };

/** The rows of a prepared chunk on SQLite. */
export interface SqlitePreparedRows {
  people: PreparedPerson[];
  /** The companies version the records were compacted against. */
  companies: string | null;
}

let snapshots: CompanySnapshots | null = null;
let now = new Date();

const decoder = new TextDecoder();

function prepare(bytes: Uint8Array, firstLine: number, skipThrough: number): PreparedChunk {
  if (!snapshots) throw new Error("import worker used before it was opened");
  snapshots.refresh(true);
  const chunk: PreparedChunk = { read: 0, bad: [], warnings: [], lines: [], rows: null };
  const people: PreparedPerson[] = [];
  const lines = decoder.decode(bytes).split("\n");
  // The text after the last "\n" is empty unless the file's last line has no newline.
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((text, i) => {
    const line = firstLine + i;
    if (line <= skipThrough || text.trim() === "") return;
    chunk.read++;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (e) {
      chunk.bad.push({ line, reason: `invalid JSON: ${(e as Error).message}` });
      return;
    }
    const warnings: RecordWarning[] = [];
    try {
      const write = normalizePersonInput(raw, now, (w) => warnings.push(w));
      people.push(preparePerson(write, snapshots as CompanySnapshots));
    } catch (e) {
      if (!(e instanceof InvalidRecord)) throw e;
      chunk.bad.push({ line, reason: e.message });
      return;
    }
    for (const warning of warnings) chunk.warnings.push({ line, warning });
    chunk.lines.push(line);
  });
  const rows: SqlitePreparedRows = { people, companies: snapshots.current };
  chunk.rows = rows;
  return chunk;
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === "open") {
    const sqlite = new Database(message.path, { readonly: true });
    sqlite.run("PRAGMA busy_timeout = 5000");
    snapshots = new CompanySnapshots(sqlite);
    now = new Date(message.now);
    return;
  }
  try {
    const chunk = prepare(message.bytes, message.firstLine, message.skipThrough);
    self.postMessage({ seq: message.seq, chunk } satisfies WorkerReply);
  } catch (e) {
    self.postMessage({ seq: message.seq, error: (e as Error).message } satisfies WorkerReply);
  }
};
