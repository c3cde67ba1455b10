/**
 * Parallel people import on SQLite: worker threads (src/domain/import/worker.ts) parse, normalise
 * and prepare chunks against their own read-only connection (./row-preparer.ts); this writer
 * writes them in order through the one connection that writes.
 */

import type { PeopleBulkWriter, UpsertOutcome } from "../../domain/storage/index.ts";
import { importWorkers } from "../import-workers.ts";
import type { PreparedPerson } from "./person-write.ts";
import type { SqlitePreparedRows } from "./row-preparer.ts";

export function sqliteBulkWriter(
  path: string,
  write: (
    people: readonly PreparedPerson[],
    companies: string | null,
    lines: readonly (bigint | null)[] | undefined,
  ) => UpsertOutcome | null,
  finish: () => void,
  /** The load started on an empty people table (its indexes deferred): no line is held yet. */
  empty: boolean,
): PeopleBulkWriter {
  return {
    worker: importWorkers({ engine: "sqlite", path }),
    mayHoldLines: Promise.resolve(!empty),
    async write(rows, lines) {
      const { people, companies } = rows as SqlitePreparedRows;
      return write(people, companies, lines);
    },
    async close() {
      finish();
    },
  };
}
