/** Job rows as both engines store them, and their records: one mapping. */
import type { JobKind, JobRecord, JobStatus } from "./types.ts";

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
