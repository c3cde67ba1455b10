/**
 * Jobs over PostgreSQL: the same contract as the SQLite repository. A delivery (items, their
 * charges, the checkpoint) is one transaction that locks the job row first, so a crash or a second
 * instance can never deliver or charge an item twice.
 */
import { keyStopReason } from "../../domain/billing/key-state.ts";
import type {
  DeliverOutcome,
  JobKind,
  JobRecord,
  JobRepository,
  JobStatus,
  JobTotals,
} from "../repositories/types.ts";
import { one, query, type Sql } from "./client.ts";

interface JobRow {
  id: string;
  key_id: number;
  kind: string;
  status: string;
  params: string;
  state: string | null;
  progress: string | null;
  message: string | null;
  error: string | null;
  attempts: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
const json = (v: unknown) => (v === undefined ? undefined : v === null ? null : JSON.stringify(v));

function toRecord(r: JobRow): JobRecord {
  return {
    id: r.id,
    keyId: r.key_id,
    kind: r.kind as JobKind,
    status: r.status as JobStatus,
    params: parse(r.params),
    state: parse(r.state),
    progress: parse(r.progress),
    message: r.message,
    error: r.error,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
  };
}

const CHECKPOINT = `UPDATE jobs SET state = $1, progress = $2, message = coalesce($3, message), updated_at = $4
  WHERE id = $5 AND status = 'processing'`;

export function createPgJobRepository(sql: Sql): JobRepository {
  return {
    async create(job) {
      const row = await one<JobRow>(
        sql,
        `INSERT INTO jobs (id, key_id, kind, status, params, state, message, attempts, created_at, updated_at)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6, 0, $7, $7) RETURNING *`,
        [
          job.id,
          job.keyId,
          job.kind,
          JSON.stringify(job.params),
          JSON.stringify(job.state),
          job.message,
          job.now,
        ],
      );
      return toRecord(row as JobRow);
    },
    async get(id) {
      const row = await one<JobRow>(sql, "SELECT * FROM jobs WHERE id = $1", [id]);
      return row ? toRecord(row) : null;
    },
    async listByKey(keyId, kind, limit) {
      return (
        await query<JobRow>(
          sql,
          "SELECT * FROM jobs WHERE key_id = $1 AND kind = $2 ORDER BY created_at DESC, id LIMIT $3",
          [keyId, kind, limit],
        )
      ).map(toRecord);
    },
    async unfinished() {
      return (
        await query<JobRow>(
          sql,
          "SELECT * FROM jobs WHERE status IN ('pending', 'processing') ORDER BY created_at, id",
        )
      ).map(toRecord);
    },
    async transition(id, from, to, fields) {
      const sets = ["status = $1", "updated_at = $2"];
      const values: unknown[] = [to, fields.now];
      const add = (column: string, value: unknown) => {
        if (value === undefined) return;
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      add("message", fields.message);
      add("error", fields.error);
      add("progress", json(fields.progress));
      add("state", json(fields.state));
      add("params", json(fields.params));
      add("completed_at", fields.completedAt);
      add("last_error", fields.lastError);
      if (fields.attemptsDelta) sets.push(`attempts = attempts + ${Math.trunc(fields.attemptsDelta)}`);
      values.push(id, [...from]);
      const rows = await query(
        sql,
        `UPDATE jobs SET ${sets.join(", ")} WHERE id = $${values.length - 1} AND status = ANY($${values.length}::text[]) RETURNING id`,
        values,
      );
      return rows.length === 1;
    },
    async checkpoint(id, state, progress, message, now) {
      const rows = await query(sql, `${CHECKPOINT} RETURNING id`, [
        JSON.stringify(state),
        JSON.stringify(progress),
        message,
        now,
        id,
      ]);
      return rows.length === 1;
    },
    async deliver(job, items, options) {
      return sql.begin(async (tx): Promise<DeliverOutcome> => {
        const outcome: DeliverOutcome = {
          delivered: 0,
          credits: 0,
          outOfCredits: false,
          notProcessing: false,
        };
        // The row lock serialises deliveries of one job (a second instance waits, then sees them).
        const status = await one<{ status: string }>(tx, "SELECT status FROM jobs WHERE id = $1 FOR UPDATE", [
          job.id,
        ]);
        if (status?.status !== "processing") {
          outcome.notProcessing = true;
          return outcome;
        }
        const key = await one<{ revoked_at: string | null; expires_at: string | null }>(
          tx,
          "SELECT revoked_at, expires_at FROM api_keys WHERE id = $1",
          [job.keyId],
        );
        const stop = keyStopReason(key, options.now);
        if (stop) {
          await query(
            tx,
            "UPDATE jobs SET status = 'cancelled', message = $1, completed_at = $2, updated_at = $2 WHERE id = $3",
            [stop, options.now, job.id],
          );
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
        for (const item of items) {
          if (known.has(item.itemKey)) continue;
          known.add(item.itemKey);
          if (item.credits > 0) {
            const paid = await one<{ credits: number }>(
              tx,
              "UPDATE api_keys SET credits = credits - $1 WHERE id = $2 AND credits >= $1 RETURNING credits",
              [item.credits, job.keyId],
            );
            if (!paid) {
              outcome.outOfCredits = true;
              break;
            }
            await query(
              tx,
              `INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
               VALUES ($1, $2, $3, $4, NULL, $5, $6)`,
              [job.keyId, -item.credits, paid.credits, options.operation, job.id, createdAt],
            );
            outcome.credits += item.credits;
          }
          await query(
            tx,
            `INSERT INTO job_items (job_id, seq, item_key, person_id, status, data, credits, emails, phones, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [
              job.id,
              seq++,
              item.itemKey,
              item.personId,
              item.status,
              JSON.stringify(item.data),
              item.credits,
              item.emails ?? 0,
              item.phones ?? 0,
              createdAt,
            ],
          );
          outcome.delivered++;
        }
        if (options.state !== undefined)
          await query(tx, CHECKPOINT, [
            JSON.stringify(options.state),
            JSON.stringify(options.progress ?? null),
            null,
            options.now,
            job.id,
          ]);
        return outcome;
      });
    },
    async items(jobId, offset, limit) {
      const rows = await query<{
        seq: number;
        item_key: string;
        person_id: number | null;
        status: string;
        data: string | null;
        credits: number;
        emails: number;
        phones: number;
      }>(
        sql,
        "SELECT seq, item_key, person_id, status, data, credits, emails, phones FROM job_items WHERE job_id = $1 ORDER BY seq LIMIT $2 OFFSET $3",
        [jobId, limit, offset],
      );
      return rows.map((row) => ({
        seq: row.seq,
        itemKey: row.item_key,
        personId: row.person_id,
        status: row.status,
        data: parse(row.data),
        credits: row.credits,
        emails: row.emails,
        phones: row.phones,
      }));
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
      const t = await one<{
        items: number;
        credits: number;
        with_email: number;
        with_phone: number;
        with_contacts: number;
      }>(
        sql,
        `SELECT count(*) AS items, coalesce(sum(credits), 0)::bigint AS credits,
           count(*) FILTER (WHERE emails > 0) AS with_email, count(*) FILTER (WHERE phones > 0) AS with_phone,
           count(*) FILTER (WHERE emails + phones > 0) AS with_contacts
         FROM job_items WHERE job_id = $1`,
        [jobId],
      );
      const byStatus: Record<string, number> = {};
      for (const row of await query<{ status: string; n: number }>(
        sql,
        "SELECT status, count(*) AS n FROM job_items WHERE job_id = $1 GROUP BY status",
        [jobId],
      ))
        byStatus[row.status] = row.n;
      return {
        items: t?.items ?? 0,
        credits: t?.credits ?? 0,
        withEmail: t?.with_email ?? 0,
        withPhone: t?.with_phone ?? 0,
        withContacts: t?.with_contacts ?? 0,
        byStatus,
      };
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
