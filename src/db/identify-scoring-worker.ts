/**
 * The entry point of the bulk identify scoring thread: the domain does the work
 * (src/domain/identify/scoring-thread.ts); this file only opens the engine's reads of the index on
 * a connection of the thread's own (./identify-scoring.ts names it). An entry point of its own so
 * that `bun build --compile` embeds it (package.json).
 */
import { serveIdentifyScoring } from "../domain/identify/scoring-thread.ts";
import type { ScoringTarget } from "./identify-scoring.ts";

serveIdentifyScoring(async (target) => {
  const where = target as ScoringTarget;
  if (where.engine === "postgres") {
    const { openPgIdentifyReader } = await import("./postgres/identify-reader.ts");
    return openPgIdentifyReader(where.url);
  }
  const { openSqliteIdentifyReader } = await import("./sqlite/identify-reader.ts");
  return openSqliteIdentifyReader(where.path);
});
