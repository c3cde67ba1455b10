/**
 * Company snapshots for people records on PostgreSQL, as on SQLite: experiences are stored compact
 * against their company and filled from the company as it is now when read, so a company import is
 * seen in every person's record, by every instance, on its next read. The cache is checked against
 * the companies version (bumped in every company write's transaction) before each batch.
 *
 * Reads on the pool (a profile, a search page) do not ask the database for the version each time:
 * the statement that bumps it also sends a NOTIFY, delivered to every instance when it commits, and
 * a version read on the pool is trusted for VERSION_CACHE_MS at most (a notification lost while the
 * listening connection was away is then still seen within that bound); this instance's own company
 * writes invalidate at once. A version in use is read again in the background before the bound
 * lapses, and concurrent reads share one statement. Writes (in a transaction) always ask: compaction must use the
 * companies as they are.
 */
import { type SnapshotEntries, snapshotEntries } from "../../domain/company-snapshot.ts";
import type { Company } from "../../domain/model.ts";
import { COMPANIES_VERSION } from "../rows/companies.ts";
import { ChannelListener } from "./channel.ts";
import { one, query, type Sql, type Tx } from "./client.ts";

const MAX_ENTRIES = 200_000;
export const COMPANIES_CHANNEL = "prospector_companies";
/** The longest a companies version read on the pool is trusted without a notification. */
export const VERSION_CACHE_MS = 1000;

export class PgCompanySnapshots {
  private readonly cache = new Map<number, SnapshotEntries | null>();
  private version: string | null | undefined;
  /** When the pool last read the version (performance.now()); -Infinity: ask the next time. */
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** Counts invalidations: a version read that one overtook is not trusted. */
  private changes = 0;
  /** The version read on the pool under way, and the invalidations it had seen when it began. */
  private onPool: { changes: number; version: Promise<string | null> } | null = null;
  /** Every NOTIFY and every (re)subscription: the next read asks for the version. */
  private readonly channel: ChannelListener | null;

  /** `pool`: reads on it may trust a recent version (without it, every batch asks). */
  constructor(private readonly pool?: Sql) {
    this.channel = pool
      ? new ChannelListener(
          pool,
          COMPANIES_CHANNEL,
          () => this.invalidate(),
          () => this.invalidate(),
        )
      : null;
  }

  /** Companies changed (a notification, or a write of this instance's): the next read asks. */
  invalidate(): void {
    this.changes++;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** Makes `get` answer for these companies, as they are now; answers the companies version read. */
  async prepare(db: Sql | Tx, ids: Iterable<number | null>): Promise<string | null> {
    const now = await this.currentVersion(db);
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

  private async currentVersion(db: Sql | Tx): Promise<string | null> {
    if (this.pool === undefined || db !== this.pool) return this.readVersion(db);
    this.channel?.ensure();
    const known = this.version;
    const age = performance.now() - this.checkedAt;
    if (this.channel?.live && known !== undefined && age < VERSION_CACHE_MS) {
      // Read again in the background once half the bound has passed, so that a version in steady
      // use never lapses: when it did, every read in flight at that moment asked at once.
      if (age >= VERSION_CACHE_MS / 2 && this.onPool === null)
        this.readOnPool()
          .then((now) => {
            if (now !== known) this.invalidate();
          })
          .catch(() => {});
      return known;
    }
    return this.readOnPool();
  }

  /**
   * The version read on the pool, trusted from when the read began unless a change overtook it.
   * Reads asked for while one is under way share it, unless a change came since it began.
   */
  private readOnPool(): Promise<string | null> {
    if (this.onPool && this.onPool.changes === this.changes) return this.onPool.version;
    const read = { at: performance.now(), changes: this.changes };
    const version = this.readVersion(this.pool as Sql).then((now) => {
      if (read.changes === this.changes) this.checkedAt = read.at;
      return now;
    });
    const mine = { changes: read.changes, version };
    this.onPool = mine;
    const done = () => {
      if (this.onPool === mine) this.onPool = null;
    };
    version.then(done, done);
    return version;
  }

  private async readVersion(db: Sql | Tx): Promise<string | null> {
    return (
      (await one<{ value: string }>(db, "SELECT value FROM meta WHERE key = $1", [COMPANIES_VERSION]))
        ?.value ?? null
    );
  }

  get(companyId: number | null): SnapshotEntries | undefined {
    return companyId === null ? undefined : (this.cache.get(companyId) ?? undefined);
  }
}
