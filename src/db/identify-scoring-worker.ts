/**
 * The entry point of the bulk identify scoring thread: the domain does the work
 * (src/domain/identify/scoring-thread.ts); this file only opens the engine's reads of the index on
 * a connection of the thread's own (./identify-scoring.ts names it). An entry point of its own so
 * that `bun build --compile` embeds it (package.json).
 */
import { serveIdentifyScoring } from "../domain/identify/scoring-thread.ts";
import { openOnEngine } from "./engine-target.ts";

serveIdentifyScoring((target) =>
  openOnEngine(target, {
    sqlite: async (path) => (await import("./sqlite/identify-reader.ts")).openSqliteIdentifyReader(path),
    postgres: async (url) => (await import("./postgres/identify-reader.ts")).openPgIdentifyReader(url),
  }),
);
