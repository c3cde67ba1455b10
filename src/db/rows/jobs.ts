/** Job rows as both engines store them, and their records: one mapping. */
import { REMOVED_MARKER } from "../../domain/privacy/identifiers.ts";
import type {
  JobItem,
  JobItemInput,
  JobKind,
  JobRecord,
  JobRepository,
  JobStatus,
  JobTotals,
} from "../../domain/storage/index.ts";

export interface JobRow {
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
  locked_by: string | null;
}

export const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function toJobRecord(r: JobRow): JobRecord {
  return {
    id: r.id,
    keyId: r.key_id,
    kind: r.kind as JobKind,
    status: r.status as JobStatus,
    params: parseJson(r.params),
    state: parseJson(r.state),
    progress: parseJson(r.progress),
    message: r.message,
    error: r.error,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
    lockedBy: r.locked_by,
  };
}

/** The values of a new job, in the column order of both engines' INSERT: id, key_id, kind, params, state, message, created_at. */
export function newJobValues(job: Parameters<JobRepository["create"]>[0]) {
  return [
    job.id,
    job.keyId,
    job.kind,
    JSON.stringify(job.params),
    JSON.stringify(job.state),
    job.message,
    job.now,
  ];
}

/** A checkpoint's values, in the order of both engines' UPDATE: state, progress, message (null keeps it), updated_at, id. */
export function checkpointValues(
  id: string,
  state: unknown,
  progress: unknown,
  message: string | null,
  now: number,
) {
  return [JSON.stringify(state), JSON.stringify(progress), message, now, id];
}

export interface JobItemRow {
  seq: number;
  item_key: string;
  person_id: number | null;
  status: string;
  data: string | null;
  credits: number;
  emails: number;
  phones: number;
}

export function toJobItem(row: JobItemRow): JobItem {
  return {
    seq: row.seq,
    itemKey: row.item_key,
    personId: row.person_id,
    status: row.status,
    data: parseJson(row.data),
    credits: row.credits,
    emails: row.emails,
    phones: row.phones,
  };
}

/** The values of a delivered item, in the column order of both engines' INSERT into job_items. */
export function jobItemValues(jobId: string, seq: number, item: JobItemInput, createdAt: string) {
  return [
    jobId,
    seq,
    item.itemKey,
    item.personId,
    item.status,
    JSON.stringify(item.data),
    item.credits,
    item.emails ?? 0,
    item.phones ?? 0,
    createdAt,
  ];
}

export interface JobTotalsRow {
  items: number;
  credits: number;
  with_email: number;
  with_phone: number;
  with_contacts: number;
}

export function toJobTotals(
  t: JobTotalsRow | null | undefined,
  byStatusRows: { status: string; n: number }[],
): JobTotals {
  const byStatus: Record<string, number> = {};
  for (const row of byStatusRows) byStatus[row.status] = row.n;
  return {
    items: t?.items ?? 0,
    credits: t?.credits ?? 0,
    withEmail: t?.with_email ?? 0,
    withPhone: t?.with_phone ?? 0,
    withContacts: t?.with_contacts ?? 0,
    byStatus,
  };
}

/**
 * The columns a job transition sets besides its status and time, as [column, value] pairs: the
 * fields given, and, when the job leaves processing, no owner (a pending job may wait: back-off).
 */
export function transitionColumns(
  to: JobStatus,
  fields: Partial<
    Pick<JobRecord, "message" | "error" | "progress" | "state" | "completedAt" | "lastError" | "params">
  > & {
    notBefore?: number | null;
  },
): [string, string | number | null][] {
  const json = (v: unknown) => (v === undefined ? undefined : v === null ? null : JSON.stringify(v));
  const pairs: [string, string | number | null | undefined][] = [
    ["message", fields.message],
    ["error", fields.error],
    ["progress", json(fields.progress)],
    ["state", json(fields.state)],
    ["params", json(fields.params)],
    ["completed_at", fields.completedAt],
    ["last_error", fields.lastError],
  ];
  if (to !== "processing") pairs.push(["locked_by", null], ["lease_until", fields.notBefore ?? null]);
  return pairs.filter((p): p is [string, string | number | null] => p[1] !== undefined);
}

/**
 * An item naming a person erased while the job ran (their row is gone, or one of the item's
 * identifiers went onto the suppression list): it is delivered as the removal marker, as the
 * erasure left the job's earlier items, and charges nothing. The key is derived from what was hit,
 * so a retried delivery still finds it done.
 */
export function removedIfErased(
  item: JobItemInput,
  suppressed: ReadonlySet<string>,
  gone: ReadonlySet<number>,
): JobItemInput {
  const hit = item.subjects?.find((h) => suppressed.has(h));
  const erased = item.personId !== null && gone.has(item.personId);
  if (hit === undefined && !erased) return item;
  return {
    itemKey: hit !== undefined ? `erased-${hit.slice(0, 32)}` : `erased-person-${item.personId}`,
    personId: null,
    status: "removed",
    data: REMOVED_MARKER,
    credits: 0,
  };
}
