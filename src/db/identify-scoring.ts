/**
 * Where the bulk identify scoring thread starts (./identify-scoring-worker.ts) and what it opens:
 * each engine's IdentifyRepository.scoringThread (sqlite/storage.ts, postgres/storage.ts).
 */
import type { IdentifyScoringThread } from "../domain/storage/index.ts";

/** The engine the thread reads and how it reaches the database (a connection of its own). */
export type ScoringTarget = { engine: "sqlite"; path: string } | { engine: "postgres"; url: string };

/** Beside this file from source; under the embedded file system's root (src/) in a compiled binary. */
function workerUrl(): string {
  const compiled = import.meta.url.includes("$bunfs") || import.meta.url.includes("~BUN");
  return compiled
    ? "./db/identify-scoring-worker.ts"
    : new URL("./identify-scoring-worker.ts", import.meta.url).href;
}

export function identifyScoringThread(target: ScoringTarget): IdentifyScoringThread {
  return { url: workerUrl(), target };
}
