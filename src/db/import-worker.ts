/**
 * The entry point of a people import's worker threads: the domain does the work
 * (src/domain/import/worker.ts: read, map, normalise); this file only opens the engine's row
 * preparer the writer named (./import-workers.ts). Each engine's preparer is loaded only on its
 * workers. An entry point of its own so that `bun build --compile` embeds it (package.json).
 */
import { serveImportWorker } from "../domain/import/worker.ts";
import { openOnEngine } from "./engine-target.ts";

serveImportWorker((target) =>
  openOnEngine(target, {
    sqlite: async (path) => (await import("./sqlite/row-preparer.ts")).sqliteRowPreparer(path),
    postgres: async (url) => (await import("./postgres/row-preparer.ts")).pgRowPreparer(url),
  }),
);
