/**
 * Change tracking on PostgreSQL (issue 32): new records of people already stored compared with
 * what is stored, in one read, and the change log written in one statement. Shared by both write
 * paths (upsert, ./people.ts, and the bulk loader, ./bulk-load.ts through ./storage.ts).
 */
import { type ChangeRow, changeRows, trackRecord } from "../rows/changes.ts";
import { storedCompanyIds } from "../rows/people.ts";
import { query, type Tx } from "./client.ts";
import type { PgCompanySnapshots } from "./company-snapshots.ts";

/**
 * New records of existing people (both write paths) compared with the stored ones (one read): the
 * records to store, with their change-tracking fields merged, and the change-log rows, inserted here.
 */
export async function compareWithStored(
  tx: Tx,
  snapshots: PgCompanySnapshots,
  incoming: readonly { id: number; record: string }[],
  source: string,
): Promise<{ records: Map<number, string>; log: ChangeRow[] }> {
  const stored = new Map<number, string>();
  for (const r of await query<{ id: number; record: string }>(
    tx,
    "SELECT id, record FROM people WHERE id = ANY($1::bigint[])",
    [incoming.map((r) => r.id)],
  ))
    stored.set(r.id, r.record);
  await snapshots.prepare(tx, [
    ...[...stored.values()].flatMap((r) => storedCompanyIds(JSON.parse(r) as Record<string, unknown>)),
    ...incoming.flatMap((r) => storedCompanyIds(JSON.parse(r.record) as Record<string, unknown>)),
  ]);
  const at = new Date().toISOString();
  const records = new Map<number, string>();
  const log: ChangeRow[] = [];
  for (const r of incoming) {
    const old = stored.get(r.id);
    if (old === undefined) continue;
    const tracked = trackRecord(old, r.record, snapshots, at);
    records.set(r.id, tracked.record);
    log.push(...changeRows(r.id, tracked, at, source));
  }
  if (log.length) await insertChangeRows(tx, log);
  return { records, log };
}

/** Change-log rows in one statement (both write paths). */
export async function insertChangeRows(tx: Tx, log: readonly ChangeRow[]) {
  const cols: unknown[][] = Array.from({ length: 8 }, () => []);
  for (const row of log)
    row.forEach((v, i) => {
      cols[i]?.push(v);
    });
  await query(
    tx,
    `INSERT INTO person_changes (person_id, pnet_url, type, field, change, detail, occurred_at, source)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
    cols,
  );
}
