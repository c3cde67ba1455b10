/**
 * Jobs over PostgreSQL: the same contract as the SQLite repository. A delivery (items, their
 * charges, the checkpoint) is one transaction that locks the job row first, so a crash or a second
 * instance can never deliver or charge an item twice.
 */
import { keyStopReason } from "../../domain/billing/key-state.ts";
import type { DeliverOutcome, JobItemInput, JobRepository, JobTotals } from "../../domain/storage/index.ts";
import * as jobRows from "../rows/jobs.ts";
import { one, query, type Sql, type Tx } from "./client.ts";
import type { PgKeyCache } from "./key-cache.ts";
import { keepIssued, suppressedAmong } from "./privacy.ts";
import { insertDeliveries } from "./watchers.ts";

/** A job another instance may take now: pending and due, or processing under an expired lease. */
const RUNNABLE = `((j.status = 'pending' AND (j.lease_until IS NULL OR j.lease_until <= $2))
  OR (j.status = 'processing' AND (j.lease_until IS NULL OR j.lease_until < $2)))`;

const CHECKPOINT = `UPDATE jobs SET state = $1, progress = $2, message = coalesce($3, message), updated_at = $4
  WHERE id = $5 AND status = 'processing'`;

/** The channel instances LISTEN on: a hint that a job may be runnable (polling is the truth). */
export const JOBS_CHANNEL = "prospector_jobs";

async function notifyJobs(sql: Sql): Promise<void> {
  await sql.notify(JOBS_CHANNEL, "1").catch(() => {});
}

type DeliveringJob = { id: string; keyId: number; lockedBy?: string | null };

/**
 * Whether the job may still deliver, its row locked for the delivery (a second instance waits,
 * then sees what was delivered): processing, held by the deliverer (not taken over after a lost
 * lease), its key still valid (a revoked or expired key cancels the job here, saying why).
 */
async function holdsJob(tx: Tx, job: DeliveringJob, now: number): Promise<boolean> {
  const status = await one<{ status: string; locked_by: string | null }>(
    tx,
    "SELECT status, locked_by FROM jobs WHERE id = $1 FOR UPDATE",
    [job.id],
  );
  if (status?.status !== "processing" || (job.lockedBy !== undefined && status.locked_by !== job.lockedBy))
    return false;
  const key = await one<{ revoked_at: string | null; expires_at: string | null }>(
    tx,
    "SELECT revoked_at, expires_at FROM api_keys WHERE id = $1",
    [job.keyId],
  );
  const stop = keyStopReason(key, now);
  if (!stop) return true;
  await query(
    tx,
    "UPDATE jobs SET status = 'cancelled', message = $1, completed_at = $2, updated_at = $2 WHERE id = $3",
    [stop, now, job.id],
  );
  return false;
}

/**
 * The items with those about a person erased while the job ran turned into the removal marker:
 * checked in the delivery's own transaction (an erasure locks running jobs' rows first, so it
 * commits entirely before or after this delivery).
 */
async function withErasures(tx: Tx, items: readonly JobItemInput[]): Promise<readonly JobItemInput[]> {
  const suppressed = await suppressedAmong(
    tx,
    items.flatMap((i) => i.subjects ?? []),
  );
  const named = items.flatMap((i) => (i.personId === null ? [] : [i.personId]));
  const present = new Set(
    named.length
      ? (await query<{ id: number }>(tx, "SELECT id FROM people WHERE id = ANY($1::bigint[])", [named])).map(
          (r) => r.id,
        )
      : [],
  );
  const gone = new Set(named.filter((id) => !present.has(id)));
  return suppressed.size || gone.size
    ? items.map((i) => jobRows.removedIfErased(i, suppressed, gone))
    : items;
}

/** The item's price taken from the key with its ledger row; false (nothing taken) when the balance is short. */
async function chargeItem(
  tx: Tx,
  job: DeliveringJob,
  item: JobItemInput,
  operation: string,
  createdAt: string,
): Promise<boolean> {
  const paid = await one<{ credits: number }>(
    tx,
    "UPDATE api_keys SET credits = credits - $1 WHERE id = $2 AND credits >= $1 RETURNING credits",
    [item.credits, job.keyId],
  );
  if (!paid) return false;
  await query(
    tx,
    `INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
     VALUES ($1, $2, $3, $4, NULL, $5, $6)`,
    [job.keyId, -item.credits, paid.credits, operation, job.id, createdAt],
  );
  return true;
}

/** The item's row, the access-log row of the contact data it gives, and the inferred emails it gives out. */
async function writeItem(
  tx: Tx,
  job: DeliveringJob,
  item: JobItemInput,
  seq: number,
  options: { operation: string; now: number },
  createdAt: string,
): Promise<void> {
  await query(
    tx,
    `INSERT INTO job_items (job_id, seq, item_key, person_id, status, data, credits, emails, phones, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    jobRows.jobItemValues(job.id, seq, item, createdAt),
  );
  if (item.access?.length && item.personId !== null)
    await query(
      tx,
      "INSERT INTO access_log (key_id, person_id, fields, operation, created_at) VALUES ($1, $2, $3, $4, $5)",
      [job.keyId, item.personId, item.access.join(","), options.operation, options.now],
    );
  if (item.issued?.length) await keepIssued(tx, item.issued, createdAt);
}

/** The item totals of jobs (a job without items has zeros), in two round trips for any number of jobs. */
async function totalsOf(sql: Sql, ids: readonly string[]): Promise<Map<string, JobTotals>> {
  if (ids.length === 0) return new Map();
  const [totals, statuses] = await Promise.all([
    query<jobRows.JobTotalsRow & { job_id: string }>(
      sql,
      `SELECT job_id, count(*) AS items, coalesce(sum(credits), 0)::bigint AS credits,
         count(*) FILTER (WHERE emails > 0) AS with_email, count(*) FILTER (WHERE phones > 0) AS with_phone,
         count(*) FILTER (WHERE emails + phones > 0) AS with_contacts
       FROM job_items WHERE job_id = ANY($1::text[]) GROUP BY job_id`,
      [ids],
    ),
    query<{ job_id: string; status: string; n: number }>(
      sql,
      "SELECT job_id, status, count(*) AS n FROM job_items WHERE job_id = ANY($1::text[]) GROUP BY job_id, status",
      [ids],
    ),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      jobRows.toJobTotals(
        totals.find((t) => t.job_id === id),
        statuses.filter((s) => s.job_id === id),
      ),
    ]),
  );
}

/** The jobs a statement returns whole (`SELECT *`, `RETURNING *`), as records. */
async function jobsOf(sql: Sql, text: string, params: unknown[] = []) {
  return (await query<jobRows.JobRow>(sql, text, params)).map(jobRows.toJobRecord);
}

/**
 * `keyCache`: this instance's keys (./key-cache.ts). A job's charges are debits made here too: the
 * key's cached balance is dropped once they commit, so the next pre-check (`more`, a new job) reads
 * what the charges left rather than the balance before them.
 */
export function createPgJobRepository(sql: Sql, keyCache?: PgKeyCache): JobRepository {
  return {
    async create(job) {
      const row = await one<jobRows.JobRow>(
        sql,
        `INSERT INTO jobs (id, key_id, kind, status, params, state, message, attempts, created_at, updated_at)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6, 0, $7, $7) RETURNING *`,
        jobRows.newJobValues(job),
      );
      await notifyJobs(sql);
      return jobRows.toJobRecord(row as jobRows.JobRow);
    },
    async get(id) {
      const row = await one<jobRows.JobRow>(sql, "SELECT * FROM jobs WHERE id = $1", [id]);
      return row ? jobRows.toJobRecord(row) : null;
    },
    async listByKey(keyId, kind, limit) {
      return jobsOf(
        sql,
        "SELECT * FROM jobs WHERE key_id = $1 AND kind = $2 ORDER BY created_at DESC, id LIMIT $3",
        [keyId, kind, limit],
      );
    },
    async countByStatus() {
      return query<{ kind: string; status: string; count: number }>(
        sql,
        "SELECT kind, status, count(*) AS count FROM jobs GROUP BY kind, status",
      );
    },
    async unfinished() {
      return jobsOf(
        sql,
        "SELECT * FROM jobs WHERE status IN ('pending', 'processing') ORDER BY created_at, id",
      );
    },
    async transition(id, from, to, fields) {
      const sets = ["status = $1", "updated_at = $2"];
      const values: unknown[] = [to, fields.now];
      for (const [column, value] of jobRows.transitionColumns(to, fields)) {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      }
      if (fields.attemptsDelta) sets.push(`attempts = attempts + ${Math.trunc(fields.attemptsDelta)}`);
      values.push(id, [...from]);
      const update = `UPDATE jobs SET ${sets.join(", ")} WHERE id = $${values.length - 1} AND status = ANY($${values.length}::text[]) RETURNING id`;
      const outbox = fields.outbox;
      const moved = outbox
        ? // The announcement commits with the move or not at all.
          ((await sql.begin(async (tx) => {
            const rows = await query(tx, update, values);
            if (rows.length === 1) await insertDeliveries(tx as Tx, [outbox]);
            return rows.length === 1;
          })) as boolean)
        : (await query(sql, update, values)).length === 1;
      if (moved && to === "pending") await notifyJobs(sql);
      return moved;
    },
    async checkpoint(id, state, progress, message, now) {
      const rows = await query(
        sql,
        `${CHECKPOINT} RETURNING id`,
        jobRows.checkpointValues(id, state, progress, message, now),
      );
      return rows.length === 1;
    },
    async deliver(job, items, options) {
      const outcome = await sql.begin(async (tx): Promise<DeliverOutcome> => {
        const outcome: DeliverOutcome = {
          delivered: 0,
          credits: 0,
          outOfCredits: false,
          notProcessing: false,
        };
        if (!(await holdsJob(tx, job, options.now))) {
          outcome.notProcessing = true;
          return outcome;
        }
        const known = new Set(
          (
            await query<{ item_key: string }>(
              tx,
              "SELECT item_key FROM job_items WHERE job_id = $1 AND item_key = ANY($2::text[])",
              [job.id, items.map((i) => i.itemKey)],
            )
          ).map((r) => r.item_key),
        );
        let seq =
          (
            await one<{ seq: number }>(
              tx,
              "SELECT coalesce(max(seq), 0) + 1 AS seq FROM job_items WHERE job_id = $1",
              [job.id],
            )
          )?.seq ?? 1;
        const createdAt = new Date(options.now * 1000).toISOString();
        for (const item of await withErasures(tx, items)) {
          if (known.has(item.itemKey)) continue;
          known.add(item.itemKey);
          if (item.credits > 0 && !(await chargeItem(tx, job, item, options.operation, createdAt))) {
            outcome.outOfCredits = true;
            break;
          }
          outcome.credits += item.credits;
          await writeItem(tx, job, item, seq++, options, createdAt);
          outcome.delivered++;
        }
        if (options.state !== undefined)
          await query(
            tx,
            CHECKPOINT,
            jobRows.checkpointValues(job.id, options.state, options.progress ?? null, null, options.now),
          );
        return outcome;
      });
      if (outcome.credits > 0 || outcome.outOfCredits) keyCache?.drop(job.keyId);
      return outcome;
    },
    async claim({ instance, now, leaseSeconds, limit }) {
      // SKIP LOCKED: instances claiming together take different jobs, and none waits on another.
      return jobsOf(
        sql,
        `WITH busy AS (
           SELECT key_id, count(*) AS n FROM jobs WHERE status = 'processing' AND lease_until >= $2 GROUP BY key_id
         ), recent AS (
           SELECT key_id, max(updated_at) AS at FROM jobs WHERE status <> 'pending' GROUP BY key_id
         ), picked AS (
           -- Fair: keys with fewer jobs running, then the key that ran least recently, then the oldest job.
           SELECT j.id FROM jobs j LEFT JOIN busy b ON b.key_id = j.key_id LEFT JOIN recent r ON r.key_id = j.key_id
           WHERE ${RUNNABLE}
           ORDER BY coalesce(b.n, 0), coalesce(r.at, 0), j.created_at, j.id
           LIMIT $4 FOR UPDATE OF j SKIP LOCKED
         )
         UPDATE jobs SET status = 'processing', locked_by = $1, lease_until = $2 + $3, updated_at = $2
         FROM picked WHERE jobs.id = picked.id
         RETURNING jobs.*`,
        [instance, now, leaseSeconds, limit],
      );
    },
    async heartbeat(id, instance, now, leaseSeconds) {
      const rows = await query(
        sql,
        "UPDATE jobs SET lease_until = $1 WHERE id = $2 AND status = 'processing' AND locked_by = $3 RETURNING id",
        [now + leaseSeconds, id, instance],
      );
      return rows.length === 1;
    },
    async release(id, instance, now) {
      const rows = await query(
        sql,
        `UPDATE jobs SET status = 'pending', locked_by = NULL, lease_until = NULL, updated_at = $1
         WHERE id = $2 AND status = 'processing' AND locked_by = $3 RETURNING id`,
        [now, id, instance],
      );
      if (rows.length === 1) await notifyJobs(sql);
      return rows.length === 1;
    },
    async releaseAll(instance, now) {
      const rows = await query(
        sql,
        `UPDATE jobs SET status = 'pending', locked_by = NULL, lease_until = NULL, updated_at = $1
         WHERE status = 'processing' AND locked_by = $2 RETURNING id`,
        [now, instance],
      );
      if (rows.length) await notifyJobs(sql);
      return rows.length;
    },
    async contended(keyId, now) {
      const row = await one(
        sql,
        `SELECT 1 FROM jobs j
         WHERE j.key_id != $1 AND ${RUNNABLE}
           AND (SELECT count(*) FROM jobs x WHERE x.key_id = j.key_id AND x.status = 'processing' AND x.lease_until >= $2)
             < (SELECT count(*) FROM jobs y WHERE y.key_id = $1 AND y.status = 'processing' AND y.lease_until >= $2)
         LIMIT 1`,
        [keyId, now],
      );
      return row !== null;
    },
    async items(jobId, offset, limit) {
      return (
        await query<jobRows.JobItemRow>(
          sql,
          "SELECT seq, item_key, person_id, status, data, credits, emails, phones FROM job_items WHERE job_id = $1 ORDER BY seq LIMIT $2 OFFSET $3",
          [jobId, limit, offset],
        )
      ).map(jobRows.toJobItem);
    },
    async itemKeys(jobId) {
      const rows = await query<{ item_key: string }>(
        sql,
        "SELECT item_key FROM job_items WHERE job_id = $1",
        [jobId],
      );
      return new Set(rows.map((r) => r.item_key));
    },
    async totals(jobId): Promise<JobTotals> {
      return (await totalsOf(sql, [jobId])).get(jobId) as JobTotals;
    },
    async totalsMany(jobIds) {
      return totalsOf(sql, [...new Set(jobIds)]);
    },
    async deleteOlderThan(kind, before) {
      return sql.begin(async (tx) => {
        await query(
          tx,
          "DELETE FROM job_items WHERE job_id IN (SELECT id FROM jobs WHERE kind = $1 AND created_at < $2)",
          [kind, before],
        );
        return (
          await query(tx, "DELETE FROM jobs WHERE kind = $1 AND created_at < $2 RETURNING id", [kind, before])
        ).length;
      });
    },
  };
}
