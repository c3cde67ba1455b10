/**
 * Parallel people import on SQLite: worker threads (src/db/bulk-workers.ts) parse, normalise and
 * prepare chunks of lines against their own read-only connection; the caller writes them in order
 * through the one writer.
 */

import type { RecordFormat } from "../../domain/import/formats/chunk-records.ts";
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
  records: RecordFormat | null = null,
): PeopleBulkLoader {
  return workerBulkLoader(
    { type: "open", engine: "sqlite", path, now: now.toISOString(), records },
    workers,
    async (rows) => {
      const { people, companies } = rows as SqlitePreparedRows;
      return write(people, companies);
    },
    async () => finish(),
  );
}
