/**
 * Parallel people import on SQLite: worker threads (src/db/bulk-workers.ts) parse, normalise and
 * prepare chunks of lines against their own read-only connection; the caller writes them in order
 * through the one writer.
 */

import type { MappingFile } from "../../domain/import/formats/mapping.ts";
import type { PeopleBulkLoader, UpsertOutcome } from "../../domain/storage/index.ts";
import type { SqlitePreparedRows } from "../../import-worker.ts";
import { workerBulkLoader } from "../bulk-workers.ts";
import type { PreparedPerson } from "./person-write.ts";

export function sqliteBulkLoader(
  path: string,
  workers: number,
  now: Date,
  write: (people: readonly PreparedPerson[], companies: string | null) => UpsertOutcome | null,
  finish: () => void,
  mapping: MappingFile | null = null,
): PeopleBulkLoader {
  return workerBulkLoader(
    { type: "open", engine: "sqlite", path, now: now.toISOString(), mapping },
    workers,
    async (rows) => {
      const { people, companies } = rows as SqlitePreparedRows;
      return write(people, companies);
    },
    async () => finish(),
  );
}
