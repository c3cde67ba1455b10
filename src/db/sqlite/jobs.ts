/**
 * Jobs over SQLite. Every write goes through the billing connection (synchronous=FULL, group
 * commit): a job's status, its checkpoint, its delivered items and their charges are durable
 * together, so a crash can lose work in flight but never charge twice or deliver twice.
 */
import type { Database } from "bun:sqlite";
import { keyStopReason } from "../../domain/billing/key-state.ts";
import type { DeliverOutcome, JobRepository, JobTotals } from "../../domain/storage/index.ts";
import * as jobRows from "../rows/jobs.ts";
import { GroupCommit } from "./group-commit.ts";
import { accessLogWriter, inferredEmailWriter, suppressedAmong as suppressedAmongOf } from "./privacy.ts";
import { insertDeliveries } from "./watchers.ts";

/** A job another instance may take now: pending and due, or processing under an expired lease. */
const RUNNABLE_SQLITE = `((j.status = 'pending' AND (j.lease_until IS NULL OR j.lease_until <= ?2))
  OR (j.status = 'processing' AND (j.lease_until IS NULL OR j.lease_until < ?2)))`;
/**
 * The fair order: keys with fewer jobs running first; among those, the key whose jobs ran least
 * recently (a key that never ran comes first); then the oldest job.
 */
const CLAIMABLE_SQLITE = `SELECT j.id FROM jobs j
  LEFT JOIN (SELECT key_id, count(*) AS n FROM jobs WHERE status = 'processing' AND lease_until >= ?2 GROUP BY key_id) b
    ON b.key_id = j.key_id
  LEFT JOIN (SELECT key_id, max(updated_at) AS at FROM jobs WHERE status != 'pending' GROUP BY key_id) l
    ON l.key_id = j.key_id
  WHERE ${RUNNABLE_SQLITE}
  ORDER BY coalesce(b.n, 0), coalesce(l.at, 0), j.created_at, j.id
  LIMIT ?4`;

export function createSqliteJobRepository(sqlite: Database, billing: Database): JobRepository {
  const commits = new GroupCommit(billing);
  const logAccess = accessLogWriter(billing);
  const keepIssued = inferredEmailWriter(billing);
  const suppressedAmong = suppressedAmongOf(billing);
  const w = {
    insertJob: billing.prepare(
      `INSERT INTO jobs (id, key_id, kind, status, params, state, message, attempts, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'pending', ?4, ?5, ?6, 0, ?7, ?7)`,
    ),
    statusOf: billing.prepare<{ status: string; locked_by: string | null }, [string]>(
      "SELECT status, locked_by FROM jobs WHERE id = ?",
    ),
    checkpoint: billing.prepare(
      "UPDATE jobs SET state = ?, progress = ?, message = coalesce(?, message), updated_at = ? WHERE id = ? AND status = 'processing'",
    ),
    hasItem: billing.prepare<{ one: number }, [string, string]>(
      "SELECT 1 AS one FROM job_items WHERE job_id = ? AND item_key = ?",
    ),
    nextSeq: billing.prepare<{ seq: number }, [string]>(
      "SELECT coalesce(max(seq), 0) + 1 AS seq FROM job_items WHERE job_id = ?",
    ),
    missingPeople: (() => {
      const present = billing.prepare<{ id: number }, [string]>(
        "SELECT id FROM people WHERE id IN (SELECT value FROM json_each(?))",
      );
      return (ids: number[]): Set<number> => {
        if (!ids.length) return new Set();
        const found = new Set(present.all(JSON.stringify(ids)).map((r) => r.id));
        return new Set(ids.filter((id) => !found.has(id)));
      };
    })(),
    insertItem: billing.prepare(
      `INSERT INTO job_items (job_id, seq, item_key, person_id, status, data, credits, emails, phones, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    keyState: billing.prepare<{ revoked_at: string | null; expires_at: string | null }, [number]>(
      "SELECT revoked_at, expires_at FROM api_keys WHERE id = ?",
    ),
    stopForKey: billing.prepare(
      "UPDATE jobs SET status = 'cancelled', message = ?, completed_at = ?, updated_at = ? WHERE id = ? AND status = 'processing'",
    ),
    debit: billing.prepare<{ credits: number }, [number, number, number]>(
      "UPDATE api_keys SET credits = credits - ?1 WHERE id = ?2 AND credits >= ?3 RETURNING credits",
    ),
    ledger: billing.prepare(
      `INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?)`,
    ),
  };
  const r = {
    byId: sqlite.prepare<jobRows.JobRow, [string]>("SELECT * FROM jobs WHERE id = ?"),
    byKey: sqlite.prepare<jobRows.JobRow, [number, string, number]>(
      "SELECT * FROM jobs WHERE key_id = ? AND kind = ? ORDER BY created_at DESC, id LIMIT ?",
    ),
    unfinished: sqlite.prepare<jobRows.JobRow, []>(
      "SELECT * FROM jobs WHERE status IN ('pending', 'processing') ORDER BY created_at, id",
    ),
    items: sqlite.prepare<jobRows.JobItemRow, [string, number, number]>(
      "SELECT seq, item_key, person_id, status, data, credits, emails, phones FROM job_items WHERE job_id = ? ORDER BY seq LIMIT ? OFFSET ?",
    ),
    keys: sqlite.prepare<{ item_key: string }, [string]>("SELECT item_key FROM job_items WHERE job_id = ?"),
    totals: sqlite.prepare<jobRows.JobTotalsRow, [string]>(
      `SELECT count(*) AS items, coalesce(sum(credits), 0) AS credits, count(*) FILTER (WHERE emails > 0) AS with_email,
         count(*) FILTER (WHERE phones > 0) AS with_phone, count(*) FILTER (WHERE emails + phones > 0) AS with_contacts
       FROM job_items WHERE job_id = ?`,
    ),
    byStatus: sqlite.prepare<{ status: string; n: number }, [string]>(
      "SELECT status, count(*) AS n FROM job_items WHERE job_id = ? GROUP BY status",
    ),
  };

  return {
    create(job) {
      return commits.run(() => {
        w.insertJob.run(...jobRows.newJobValues(job));
        const row = billing.query<jobRows.JobRow, [string]>("SELECT * FROM jobs WHERE id = ?").get(job.id);
        return jobRows.toJobRecord(row as jobRows.JobRow);
      });
    },
    async get(id) {
      const row = r.byId.get(id);
      return row ? jobRows.toJobRecord(row) : null;
    },
    async listByKey(keyId, kind, limit) {
      return r.byKey.all(keyId, kind, limit).map(jobRows.toJobRecord);
    },
    async countByStatus() {
      return sqlite
        .query<{ kind: string; status: string; count: number }, []>(
          "SELECT kind, status, count(*) AS count FROM jobs GROUP BY kind, status",
        )
        .all();
    },
    async unfinished() {
      return r.unfinished.all().map(jobRows.toJobRecord);
    },
    transition(id, from, to, fields) {
      return commits.run(() => {
        const sets = ["status = ?", "updated_at = ?"];
        const values: (string | number | null)[] = [to, fields.now];
        for (const [column, value] of jobRows.transitionColumns(to, fields)) {
          sets.push(`${column} = ?`);
          values.push(value);
        }
        if (fields.attemptsDelta) sets.push(`attempts = attempts + ${Math.trunc(fields.attemptsDelta)}`);
        const placeholders = from.map(() => "?").join(", ");
        const result = billing
          .query(`UPDATE jobs SET ${sets.join(", ")} WHERE id = ? AND status IN (${placeholders})`)
          .run(...values, id, ...from);
        if (result.changes === 1 && fields.outbox) insertDeliveries(billing, [fields.outbox]);
        return result.changes === 1;
      });
    },
    checkpoint(id, state, progress, message, now) {
      return commits.run(
        () => w.checkpoint.run(...jobRows.checkpointValues(id, state, progress, message, now)).changes === 1,
      );
    },
    deliver(job, items, options) {
      return commits.run((): DeliverOutcome => {
        const outcome: DeliverOutcome = {
          delivered: 0,
          credits: 0,
          outOfCredits: false,
          notProcessing: false,
        };
        const current = w.statusOf.get(job.id);
        // Not processing any more, or taken over by another instance after a lost lease.
        if (
          current?.status !== "processing" ||
          (job.lockedBy !== undefined && current.locked_by !== job.lockedBy)
        ) {
          outcome.notProcessing = true;
          return outcome;
        }
        // A key revoked or expired while its job runs pays for nothing more: the job stops here,
        // in the same transaction that would have charged, and keeps what it delivered.
        const stop = keyStopReason(w.keyState.get(job.keyId), options.now);
        if (stop) {
          w.stopForKey.run(stop, options.now, options.now, job.id);
          outcome.notProcessing = true;
          return outcome;
        }
        let seq = w.nextSeq.get(job.id)?.seq ?? 1;
        const createdAt = new Date(options.now * 1000).toISOString();
        // A person erased while the job ran: checked here, in the delivery's own transaction.
        const suppressed = suppressedAmong(items.flatMap((i) => i.subjects ?? []));
        const gone = w.missingPeople(items.flatMap((i) => (i.personId === null ? [] : [i.personId])));
        for (const original of items) {
          const item =
            suppressed.size || gone.size ? jobRows.removedIfErased(original, suppressed, gone) : original;
          if (w.hasItem.get(job.id, item.itemKey)) continue;
          if (item.credits > 0) {
            const paid = w.debit.get(item.credits, job.keyId, item.credits);
            if (!paid) {
              outcome.outOfCredits = true;
              break;
            }
            w.ledger.run(job.keyId, -item.credits, paid.credits, options.operation, job.id, createdAt);
            outcome.credits += item.credits;
          }
          w.insertItem.run(...jobRows.jobItemValues(job.id, seq++, item, createdAt));
          if (item.access?.length && item.personId !== null)
            logAccess(job.keyId, item.personId, item.access, options.operation, options.now);
          if (item.issued?.length) keepIssued(item.issued, createdAt);
          outcome.delivered++;
        }
        if (options.state !== undefined)
          w.checkpoint.run(
            ...jobRows.checkpointValues(job.id, options.state, options.progress ?? null, null, options.now),
          );
        return outcome;
      });
    },
    claim({ instance, now, leaseSeconds, limit }) {
      return commits.run(() =>
        billing
          .query<jobRows.JobRow, [string, number, number, number]>(
            `UPDATE jobs SET status = 'processing', locked_by = ?1, lease_until = ?2 + ?3, updated_at = ?2
             WHERE id IN (${CLAIMABLE_SQLITE})
             RETURNING *`,
          )
          .all(instance, now, leaseSeconds, limit)
          .map(jobRows.toJobRecord),
      );
    },
    heartbeat(id, instance, now, leaseSeconds) {
      return commits.run(
        () =>
          billing
            .query("UPDATE jobs SET lease_until = ? WHERE id = ? AND status = 'processing' AND locked_by = ?")
            .run(now + leaseSeconds, id, instance).changes === 1,
      );
    },
    release(id, instance, now) {
      return commits.run(
        () =>
          billing
            .query(
              "UPDATE jobs SET status = 'pending', locked_by = NULL, lease_until = NULL, updated_at = ? WHERE id = ? AND status = 'processing' AND locked_by = ?",
            )
            .run(now, id, instance).changes === 1,
      );
    },
    releaseAll(instance, now) {
      return commits.run(
        () =>
          billing
            .query(
              "UPDATE jobs SET status = 'pending', locked_by = NULL, lease_until = NULL, updated_at = ? WHERE status = 'processing' AND (locked_by = ? OR locked_by IS NULL)",
            )
            .run(now, instance).changes,
      );
    },
    async contended(keyId, now) {
      return (
        sqlite
          .query<{ one: number }, [number, number]>(
            `SELECT 1 AS one FROM jobs j
             WHERE j.key_id != ?1 AND ${RUNNABLE_SQLITE}
               AND (SELECT count(*) FROM jobs x WHERE x.key_id = j.key_id AND x.status = 'processing' AND x.lease_until >= ?2)
                 < (SELECT count(*) FROM jobs y WHERE y.key_id = ?1 AND y.status = 'processing' AND y.lease_until >= ?2)
             LIMIT 1`,
          )
          .get(keyId, now) !== null
      );
    },
    async items(jobId, offset, limit) {
      return r.items.all(jobId, limit, offset).map(jobRows.toJobItem);
    },
    async itemKeys(jobId) {
      return new Set(r.keys.all(jobId).map((row) => row.item_key));
    },
    async totals(jobId): Promise<JobTotals> {
      return jobRows.toJobTotals(r.totals.get(jobId), r.byStatus.all(jobId));
    },
    async totalsMany(jobIds) {
      // In-process: a prepared read per job costs no round trip.
      return new Map(jobIds.map((id) => [id, jobRows.toJobTotals(r.totals.get(id), r.byStatus.all(id))]));
    },
    deleteOlderThan(kind, before) {
      return commits.run(() => {
        billing.run(
          "DELETE FROM job_items WHERE job_id IN (SELECT id FROM jobs WHERE kind = ? AND created_at < ?)",
          [kind, before],
        );
        return billing.query("DELETE FROM jobs WHERE kind = ? AND created_at < ?").run(kind, before).changes;
      });
    },
  };
}
