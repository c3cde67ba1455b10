/** Watchers and the webhook outbox over SQLite (one process: the lease columns are kept for parity). */
import type { Database } from "bun:sqlite";
import type { NewDelivery, WatcherRepository } from "../../domain/storage/index.ts";
import * as watcherRows from "../rows/watchers.ts";

/**
 * Outbox rows added (a message already queued for its watcher is not added again); the caller's
 * transaction holds them with the change (or job transition) they announce. Returns how many.
 */
export function insertDeliveries(db: Database, deliveries: readonly NewDelivery[]): number {
  const insert = db.query(
    `INSERT OR IGNORE INTO webhook_deliveries (${watcherRows.DELIVERY_INSERT_COLUMNS}, status, attempts, next_attempt_at,
       created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
  );
  let added = 0;
  for (const d of deliveries)
    added += insert.run(...watcherRows.deliveryValues(d), d.createdAt, d.createdAt).changes;
  return added;
}

export function createSqliteWatcherRepository(sqlite: Database): WatcherRepository {
  const one = (where: string, ...params: (string | number)[]) =>
    sqlite
      .query<watcherRows.WatcherRow, (string | number)[]>(
        `SELECT ${watcherRows.WATCHER_COLUMNS} FROM watchers w WHERE ${where}`,
      )
      .get(...params);
  const addKeys = (watcherId: number, keys: readonly string[]) => {
    const insert = sqlite.query(
      "INSERT OR IGNORE INTO watcher_people (watcher_id, person_key) VALUES (?, ?)",
    );
    for (const k of keys) insert.run(watcherId, k);
  };
  const create = sqlite.transaction(
    (w: Parameters<WatcherRepository["create"]>[0], keys: readonly string[]) => {
      const row = sqlite
        .query<{ id: number }, (string | number | null)[]>(
          `INSERT INTO watchers (${watcherRows.WATCHER_INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .get(...watcherRows.watcherValues(w)) as { id: number };
      addKeys(row.id, keys);
      return row.id;
    },
  );
  const enqueue = sqlite.transaction(
    (
      watcherId: number | null,
      deliveries: Parameters<WatcherRepository["enqueue"]>[1],
      progress: Parameters<WatcherRepository["enqueue"]>[2],
    ) => {
      const added = insertDeliveries(sqlite, deliveries);
      if (watcherId !== null && progress) {
        if (progress.cursor !== undefined)
          sqlite
            .query("UPDATE watchers SET cursor = max(cursor, ?) WHERE id = ?")
            .run(progress.cursor, watcherId);
        if (progress.addKeys) addKeys(watcherId, progress.addKeys);
        if (progress.stamp !== undefined)
          sqlite.query("UPDATE watchers SET matched_stamp = ? WHERE id = ?").run(progress.stamp, watcherId);
      }
      return added;
    },
  );
  const remove = sqlite.transaction((id: number) => {
    sqlite.query("DELETE FROM watcher_people WHERE watcher_id = ?").run(id);
    sqlite.query("DELETE FROM webhook_deliveries WHERE watcher_id = ? AND status = 'pending'").run(id);
    sqlite.query("DELETE FROM watchers WHERE id = ?").run(id);
  });

  return {
    async create(w, keys) {
      const id = create.immediate(w, keys);
      return watcherRows.watcherRecord(one("w.id = ?", id) as watcherRows.WatcherRow);
    },
    async get(publicId) {
      const row = one("w.public_id = ?", publicId);
      return row ? watcherRows.watcherRecord(row) : null;
    },
    async list(keyId) {
      return sqlite
        .query<watcherRows.WatcherRow, [number]>(
          `SELECT ${watcherRows.WATCHER_COLUMNS} FROM watchers w WHERE w.key_id = ? ORDER BY w.id`,
        )
        .all(keyId)
        .map(watcherRows.watcherRecord);
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return sqlite
        .query<watcherRows.WatcherRow, [string]>(
          `SELECT ${watcherRows.WATCHER_COLUMNS} FROM watchers w WHERE w.id IN (SELECT value FROM json_each(?)) ORDER BY w.id`,
        )
        .all(JSON.stringify(ids))
        .map(watcherRows.watcherRecord);
    },
    async active() {
      return sqlite
        .query<watcherRows.WatcherRow, []>(
          `SELECT ${watcherRows.WATCHER_COLUMNS} FROM watchers w WHERE w.status = 'active' ORDER BY w.id`,
        )
        .all()
        .map(watcherRows.watcherRecord);
    },
    async update(id, patch, now) {
      const sets: string[] = ["updated_at = ?"];
      const params: (string | number)[] = [now];
      for (const [column, value] of watcherRows.watcherPatchColumns(patch)) {
        sets.push(`${column} = ?`);
        params.push(value);
      }
      sqlite.query(`UPDATE watchers SET ${sets.join(", ")} WHERE id = ?`).run(...params, id);
    },
    async remove(id) {
      remove.immediate(id);
    },
    async heldAmong(watcherId, keys) {
      if (keys.length === 0) return new Set();
      const rows = sqlite
        .query<{ k: string }, [number, string]>(
          `SELECT person_key AS k FROM watcher_people WHERE watcher_id = ?
             AND person_key IN (SELECT value FROM json_each(?))`,
        )
        .all(watcherId, JSON.stringify(keys));
      return new Set(rows.map((r) => r.k));
    },
    async enqueue(watcherId, deliveries, progress) {
      return enqueue.immediate(watcherId, deliveries, progress);
    },
    async claim(owner, now, until, limit) {
      // A read first: an idle outbox (the usual case, every poll) takes no write lock.
      const due = sqlite
        .query<{ id: number }, [string, string, number]>(
          `SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ?2
             AND (lease_until IS NULL OR lease_until < ?2 OR lease_owner = ?1) ORDER BY next_attempt_at, id LIMIT ?3`,
        )
        .all(owner, now, limit);
      if (due.length === 0) return [];
      return sqlite
        .query<watcherRows.DeliveryRow, [string, string, string]>(
          `UPDATE webhook_deliveries SET lease_owner = ?1, lease_until = ?2
             WHERE id IN (SELECT value FROM json_each(?3)) AND status = 'pending' RETURNING *`,
        )
        .all(owner, until, JSON.stringify(due.map((d) => d.id)))
        .map(watcherRows.deliveryRecord)
        .sort((a, b) => a.id - b.id);
    },
    async finish(id, owner, o) {
      return (
        sqlite
          .query(
            `UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_status = ?,
               last_error = ?, delivered_at = ?, lease_owner = NULL, lease_until = NULL
             WHERE id = ? AND lease_owner = ?`,
          )
          .run(o.status, o.attempts, o.nextAttemptAt, o.lastStatus, o.lastError, o.deliveredAt, id, owner)
          .changes > 0
      );
    },
    async deliveries(watcherId, limit) {
      return sqlite
        .query<watcherRows.DeliveryRow, [number, number]>(
          "SELECT * FROM webhook_deliveries WHERE watcher_id = ? ORDER BY id DESC LIMIT ?",
        )
        .all(watcherId, limit)
        .map(watcherRows.deliveryRecord);
    },
    async redeliver(watcherId, deliveryId, now) {
      return (
        sqlite
          .query(
            `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ?, lease_owner = NULL, lease_until = NULL
             WHERE id = ? AND watcher_id = ?`,
          )
          .run(now, deliveryId, watcherId).changes > 0
      );
    },
    async backlog() {
      const byStatus: Record<string, number> = {};
      for (const r of sqlite
        .query<{ status: string; n: number }, []>(
          "SELECT status, count(*) AS n FROM webhook_deliveries GROUP BY status",
        )
        .all())
        byStatus[r.status] = r.n;
      const oldest =
        sqlite
          .query<{ m: string | null }, []>(
            "SELECT min(created_at) AS m FROM webhook_deliveries WHERE status = 'pending'",
          )
          .get()?.m ?? null;
      return { byStatus, oldest };
    },
  };
}
