/**
 * Where a people import's worker threads start (./import-worker.ts) and what they open to prepare
 * rows: the `worker` of each engine's PeopleBulkWriter (sqlite/bulk-load.ts, postgres/bulk-load.ts).
 */
import type { PeopleBulkWriter } from "../domain/storage/index.ts";

/** The engine a worker prepares rows for, and how it reaches the database (its own connection). */
export type RowsTarget = { engine: "sqlite"; path: string } | { engine: "postgres"; url: string };

/**
 * The worker's code is beside this file when run from source, and at its place under the embedded
 * file system's root (src/) in a compiled binary (the build lists it as an entry point).
 */
function workerUrl(): string {
  const compiled = import.meta.url.includes("$bunfs") || import.meta.url.includes("~BUN");
  return compiled ? "./db/import-worker.ts" : new URL("./import-worker.ts", import.meta.url).href;
}

export function importWorkers(target: RowsTarget): PeopleBulkWriter["worker"] {
  return { url: workerUrl(), target };
}
