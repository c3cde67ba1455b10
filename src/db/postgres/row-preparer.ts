/**
 * PostgreSQL's PeopleRowPreparer, on an import worker (src/db/import-worker.ts): the chunk's
 * companies read on this worker's own connection, then its people turned into COPY text
 * (./person-copy.ts), whose bytes are handed to the writer (./bulk-load.ts) without a copy.
 */
import type { PeopleRowPreparer } from "../../domain/storage/index.ts";
import { connect } from "./client.ts";
import { PgCompanySnapshots } from "./company-snapshots.ts";
import { preparePgRows, transferables } from "./person-copy.ts";

export function pgRowPreparer(url: string): PeopleRowPreparer {
  const sql = connect(url, 1);
  const snapshots = new PgCompanySnapshots();
  return {
    async prepare(people) {
      // The chunk's companies are read before any row is made: every person is needed first.
      const writes = [...people];
      const companies = await snapshots.prepare(
        sql,
        writes.flatMap((w) => w.person.experience.map((e) => e.company_id)),
      );
      const rows = preparePgRows(writes, snapshots, companies);
      return { rows, transfer: transferables(rows) };
    },
  };
}
