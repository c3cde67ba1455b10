/** Search session rows as both engines return them, and their records. */
import type { SearchSessionRecord } from "../../domain/storage/index.ts";

export interface SessionRow {
  id: string;
  key_id: number;
  query: string;
  params: string;
  result_ids: string;
  examined: number;
  accepted_ids: string;
  total: number;
  created_at: number;
  expires_at: number;
}

export function toSession(r: SessionRow): SearchSessionRecord {
  return {
    id: r.id,
    keyId: r.key_id,
    query: r.query,
    params: JSON.parse(r.params),
    candidateIds: JSON.parse(r.result_ids),
    examined: r.examined,
    acceptedIds: JSON.parse(r.accepted_ids),
    total: r.total,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  };
}

/** The values of a new session, in the column order of both engines' INSERT. */
export function sessionValues(s: SearchSessionRecord) {
  return [
    s.id,
    s.keyId,
    s.query ?? "",
    JSON.stringify(s.params),
    JSON.stringify(s.candidateIds),
    s.examined,
    JSON.stringify(s.acceptedIds),
    s.total,
    s.createdAt,
    s.expiresAt,
  ];
}
