/**
 * Where the bulk identify scoring thread starts (./identify-scoring-worker.ts) and what it opens:
 * each engine's IdentifyRepository.scoringThread (sqlite/storage.ts, postgres/storage.ts).
 */
import type { IdentifyScoringThread } from "../domain/storage/index.ts";
import { threadEntry } from "../domain/thread-calls.ts";
import type { EngineTarget } from "./engine-target.ts";

/** target: the engine the thread reads and how it reaches the database (a connection of its own). */
export function identifyScoringThread(target: EngineTarget): IdentifyScoringThread {
  return { url: threadEntry("db/identify-scoring-worker.ts"), target };
}
