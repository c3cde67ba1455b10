/**
 * SQLite's PeopleRowPreparer, on an import worker (src/db/import-worker.ts): each person's values
 * computed against the companies as this worker's own read-only connection sees them
 * (./person-write.ts, preparePerson); the writer (./bulk-load.ts) checks that companies version
 * before writing.
 */
import { Database } from "bun:sqlite";
import type { PeopleRowPreparer } from "../../domain/storage/index.ts";
import { CompanySnapshots } from "./company-snapshots.ts";
import { type PreparedPerson, preparePerson } from "./person-write.ts";

/** The rows of a prepared chunk on SQLite. */
export interface SqlitePreparedRows {
  people: PreparedPerson[];
  /** The companies version the records were compacted against. */
  companies: string | null;
}

export function sqliteRowPreparer(path: string): PeopleRowPreparer {
  const sqlite = new Database(path, { readonly: true });
  sqlite.run("PRAGMA busy_timeout = 5000");
  const snapshots = new CompanySnapshots(sqlite);
  return {
    prepare(writes) {
      snapshots.refresh(true);
      // Each person prepared as it comes and let go (PeopleRowPreparer.prepare).
      const people = Array.from(writes, (w) => preparePerson(w, snapshots));
      const rows: SqlitePreparedRows = { people, companies: snapshots.current };
      return { rows, transfer: [] };
    },
  };
}
