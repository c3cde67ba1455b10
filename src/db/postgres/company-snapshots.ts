/**
 * Company snapshots for people records on PostgreSQL, as on SQLite: experiences are stored compact
 * against their company and filled from the company as it is now when read, so a company import is
 * seen in every person's record, by every instance, on its next read. The cache is checked against
 * the companies version (bumped in every company write's transaction) before each batch.
 */
import { type SnapshotEntries, snapshotEntries } from "../../domain/company-snapshot.ts";
import type { Company } from "../../domain/model.ts";
import { COMPANIES_VERSION } from "../rows/companies.ts";
import { one, query, type Sql, type Tx } from "./client.ts";

const MAX_ENTRIES = 200_000;

export class PgCompanySnapshots {
  private readonly cache = new Map<number, SnapshotEntries | null>();
  private version: string | null | undefined;

  /** Makes `get` answer for these companies, as they are now; answers the companies version read. */
  async prepare(db: Sql | Tx, ids: Iterable<number | null>): Promise<string | null> {
    const now =
      (await one<{ value: string }>(db, "SELECT value FROM meta WHERE key = $1", [COMPANIES_VERSION]))
        ?.value ?? null;
    if (now !== this.version) {
      this.version = now;
      this.cache.clear();
    }
    const missing = [...new Set(ids)].filter((id): id is number => id !== null && !this.cache.has(id));
    if (missing.length === 0) return now;
    if (this.cache.size + missing.length > MAX_ENTRIES) this.cache.clear();
    const rows = await query<{ id: number; record: string }>(
      db,
      "SELECT id, record FROM companies WHERE id = ANY($1::bigint[])",
      [missing],
    );
    const found = new Map(rows.map((r) => [r.id, r.record]));
    for (const id of missing) {
      const record = found.get(id);
      this.cache.set(id, record === undefined ? null : snapshotEntries(JSON.parse(record) as Company));
    }
    return now;
  }

  get(companyId: number | null): SnapshotEntries | undefined {
    return companyId === null ? undefined : (this.cache.get(companyId) ?? undefined);
  }
}
