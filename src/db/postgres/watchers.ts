/**
 * Watchers and the webhook outbox over PostgreSQL. Several instances deliver from one outbox: a
 * delivery is leased (`FOR UPDATE SKIP LOCKED`, then lease_owner / lease_until) to one instance
 * at a time, as jobs are; a lease that runs out (a dead instance) is taken over.
 */
import type { NewDelivery, WatcherRepository } from "../../domain/storage/index.ts";
import * as watcherRows from "../rows/watchers.ts";
import { columnsOf, one, query, type Sql, type Tx } from "./client.ts";

/**
 * Outbox rows added in one statement (a message already queued for its watcher is not added
 * again), in the caller's transaction with what they announce. Returns how many.
 */
export async function insertDeliveries(tx: Tx | Sql, deliveries: readonly NewDelivery[]): Promise<number> {
  if (deliveries.length === 0) return 0;
  const rows = await query(
    tx,
    `INSERT INTO webhook_deliveries (${watcherRows.DELIVERY_INSERT_COLUMNS}, status, attempts, next_attempt_at, created_at)
     SELECT u.w, u.j, u.k, u.m, u.e, u.u, u.p, 'pending', 0, u.c, u.c
     FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       AS u(w, j, k, m, e, u, p, c)
     ON CONFLICT (watcher_id, message_id) DO NOTHING RETURNING 1`,
    columnsOf(
      deliveries.map((d) => [...watcherRows.deliveryValues(d), d.createdAt]),
      8,
    ),
  );
  return rows.length;
}

export function createPgWatcherRepository(sql: Sql): WatcherRepository {
  const byWhere = async (where: string, params: unknown[]) =>
    (
      await query<watcherRows.WatcherRow>(
        sql,
        `SELECT ${watcherRows.WATCHER_COLUMNS} FROM watchers w WHERE ${where} ORDER BY w.id`,
        params,
      )
    ).map(watcherRows.watcherRecord);
  const addKeys = async (tx: Tx, watcherId: number, keys: readonly string[]) => {
    if (keys.length)
      await query(
        tx,
        `INSERT INTO watcher_people (watcher_id, person_key) SELECT $1, k FROM unnest($2::text[]) AS k
         ON CONFLICT DO NOTHING`,
        [watcherId, keys],
      );
  };
  return {
    async create(w, keys) {
      const id = await sql.begin(async (tx) => {
        const row = await one<{ id: string }>(
          tx,
          `INSERT INTO watchers (${watcherRows.WATCHER_INSERT_COLUMNS})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          watcherRows.watcherValues(w),
        );
        const id = Number(row?.id);
        await addKeys(tx as Tx, id, keys);
        return id;
      });
      return (await byWhere("w.id = $1", [id]))[0] as Awaited<ReturnType<WatcherRepository["create"]>>;
    },
    async get(publicId) {
      return (await byWhere("w.public_id = $1", [publicId]))[0] ?? null;
    },
    list: (keyId) => byWhere("w.key_id = $1", [keyId]),
    active: () => byWhere("w.status = 'active'", []),
    byIds: async (ids) => (ids.length ? byWhere("w.id = ANY($1::bigint[])", [[...ids]]) : []),
    async update(id, patch, now) {
      const sets = ["updated_at = $1"];
      const params: unknown[] = [now];
      for (const [column, value] of watcherRows.watcherPatchColumns(patch)) {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      }
      params.push(id);
      await query(sql, `UPDATE watchers SET ${sets.join(", ")} WHERE id = $${params.length}`, params);
    },
    async remove(id) {
      await sql.begin(async (tx) => {
        await query(tx, "DELETE FROM watcher_people WHERE watcher_id = $1", [id]);
        await query(tx, "DELETE FROM webhook_deliveries WHERE watcher_id = $1 AND status = 'pending'", [id]);
        await query(tx, "DELETE FROM watchers WHERE id = $1", [id]);
      });
    },
    async heldAmong(watcherId, keys) {
      if (keys.length === 0) return new Set();
      const rows = await query<{ k: string }>(
        sql,
        "SELECT person_key AS k FROM watcher_people WHERE watcher_id = $1 AND person_key = ANY($2::text[])",
        [watcherId, keys],
      );
      return new Set(rows.map((r) => r.k));
    },
    async enqueue(watcherId, deliveries, progress) {
      return sql.begin(async (tx) => {
        const added = await insertDeliveries(tx as Tx, deliveries);
        if (watcherId !== null && progress) {
          if (progress.cursor !== undefined)
            await query(tx, "UPDATE watchers SET cursor = greatest(cursor, $1) WHERE id = $2", [
              progress.cursor,
              watcherId,
            ]);
          if (progress.addKeys) await addKeys(tx as Tx, watcherId, progress.addKeys);
          if (progress.stamp !== undefined)
            await query(tx, "UPDATE watchers SET matched_stamp = $1 WHERE id = $2", [
              progress.stamp,
              watcherId,
            ]);
        }
        return added;
      }) as Promise<number>;
    },
    async claim(owner, now, until, limit) {
      const rows = await query<watcherRows.DeliveryRow>(
        sql,
        `UPDATE webhook_deliveries SET lease_owner = $1, lease_until = $3
         WHERE id IN (SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= $2
           AND (lease_until IS NULL OR lease_until < $2 OR lease_owner = $1) ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [owner, now, until, limit],
      );
      return rows.map(watcherRows.deliveryRecord).sort((a, b) => a.id - b.id);
    },
    async finish(id, owner, o) {
      const rows = await query(
        sql,
        `UPDATE webhook_deliveries SET status = $1, attempts = $2, next_attempt_at = $3, last_status = $4,
           last_error = $5, delivered_at = $6, lease_owner = NULL, lease_until = NULL
         WHERE id = $7 AND lease_owner = $8 RETURNING 1`,
        [o.status, o.attempts, o.nextAttemptAt, o.lastStatus, o.lastError, o.deliveredAt, id, owner],
      );
      return rows.length > 0;
    },
    async deliveries(watcherId, limit) {
      return (
        await query<watcherRows.DeliveryRow>(
          sql,
          "SELECT * FROM webhook_deliveries WHERE watcher_id = $1 ORDER BY id DESC LIMIT $2",
          [watcherId, limit],
        )
      ).map(watcherRows.deliveryRecord);
    },
    async redeliver(watcherId, deliveryId, now) {
      const rows = await query(
        sql,
        `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = $1, lease_owner = NULL, lease_until = NULL
         WHERE id = $2 AND watcher_id = $3 RETURNING 1`,
        [now, deliveryId, watcherId],
      );
      return rows.length > 0;
    },
    async backlog() {
      const byStatus: Record<string, number> = {};
      for (const r of await query<{ status: string; n: string }>(
        sql,
        "SELECT status, count(*) AS n FROM webhook_deliveries GROUP BY status",
      ))
        byStatus[r.status] = Number(r.n);
      const oldest =
        (
          await one<{ m: string | null }>(
            sql,
            "SELECT min(created_at) AS m FROM webhook_deliveries WHERE status = 'pending'",
          )
        )?.m ?? null;
      return { byStatus, oldest };
    },
  };
}
