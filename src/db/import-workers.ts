/**
 * Where a people import's worker threads start (./import-worker.ts) and what they open to prepare
 * rows: the `worker` of each engine's PeopleBulkWriter (sqlite/bulk-load.ts, postgres/bulk-load.ts).
 */
import type { PeopleBulkWriter } from "../domain/storage/index.ts";
import { threadEntry } from "../domain/thread-calls.ts";
import type { EngineTarget } from "./engine-target.ts";

/** target: the engine a worker prepares rows for, and how it reaches the database (its own connection). */
export function importWorkers(target: EngineTarget): PeopleBulkWriter["worker"] {
  return { url: threadEntry("db/import-worker.ts"), target };
}
