/**
 * Cache of each company's experience snapshot, shared by the people repository (which compacts
 * and hydrates records with it) and the company repository (which invalidates it on writes).
 */
import type { Database } from "bun:sqlite";
import { type SnapshotEntries, snapshotEntries } from "../../domain/company-snapshot.ts";
import type { Company } from "../../domain/model.ts";
import { COMPANIES_VERSION } from "../rows/companies.ts";

/** How long another process's company writes may go unseen by the snapshot cache. */
const CHECK_MS = 50;

export class CompanySnapshots {
  private readonly cache = new Map<number, SnapshotEntries | null>();
  private readonly maxEntries = 200_000;
  private version: string | null | undefined;
  /** Bumped whenever the cache is dropped: holders of hydrated records compare it. */
  generation = 0;

  constructor(private readonly sqlite: Database) {}

  private checkedAt = 0;

  /** The companies version the cache holds (as of the last refresh). */
  get current(): string | null {
    return this.version ?? null;
  }

  /**
   * Drops the cache when companies changed since the last look, in this process or another (a
   * CLI import beside a running server); true when it did. One primary-key read, at most every
   * CHECK_MS: this process's own company writes invalidate at once (invalidate()), another
   * process's are seen by reads within CHECK_MS (every profile read asks, and the check was 12% of
   * the CPU of a fixed-price request under load). Writes pass `exact`: compaction must use the
   * companies as they are now.
   */
  refresh(exact = false): boolean {
    const t = performance.now();
    if (!exact && this.version !== undefined && t - this.checkedAt < CHECK_MS) return false;
    this.checkedAt = t;
    const now =
      this.sqlite
        .query<{ value: string }, [string]>("SELECT value FROM meta WHERE key = ?")
        .get(COMPANIES_VERSION)?.value ?? null;
    if (now === this.version) return false;
    const first = this.version === undefined;
    this.version = now;
    this.cache.clear();
    if (!first) this.generation++;
    return !first;
  }

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
    this.generation++;
  }
}
