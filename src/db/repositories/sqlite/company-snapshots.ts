/**
 * Cache of each company's experience snapshot, shared by the people repository (which compacts
 * and hydrates records with it) and the company repository (which invalidates it on writes).
 */
import type { Database } from "bun:sqlite";
import { type SnapshotEntries, snapshotEntries } from "../../../domain/company-snapshot.ts";
import type { Company } from "../../../domain/model.ts";

export class CompanySnapshots {
  private readonly cache = new Map<number, SnapshotEntries | null>();
  private readonly maxEntries = 200_000;

  constructor(private readonly sqlite: Database) {}

  get(companyId: number | null): SnapshotEntries | undefined {
    if (companyId === null) return undefined;
    let entries = this.cache.get(companyId);
    if (entries === undefined) {
      const row = this.sqlite
        .query<{ record: string }, [number]>("SELECT record FROM companies WHERE id = ?")
        .get(companyId);
      entries = row ? snapshotEntries(JSON.parse(row.record) as Company) : null;
      if (this.cache.size >= this.maxEntries) this.cache.clear();
      this.cache.set(companyId, entries);
    }
    return entries ?? undefined;
  }

  invalidate(companyId: number): void {
    this.cache.delete(companyId);
  }
}
