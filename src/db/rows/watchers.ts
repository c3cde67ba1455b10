/** Watcher and delivery rows as both engines read them (snake_case columns) to records. */
import type { DeliveryRecord, WatcherRecord } from "../../domain/storage/index.ts";

export interface WatcherRow {
  id: number | string;
  public_id: string;
  key_id: number | string;
  kind: string;
  search: string | null;
  events: string;
  webhook_url: string;
  secret: string;
  status: string;
  cursor: number | string;
  matched_stamp: string | null;
  created_at: string;
  updated_at: string;
  people: number | string;
}

export function watcherRecord(r: WatcherRow): WatcherRecord {
  return {
    id: Number(r.id),
    publicId: r.public_id,
    keyId: Number(r.key_id),
    kind: r.kind as WatcherRecord["kind"],
    search: r.search === null ? null : (JSON.parse(r.search) as WatcherRecord["search"]),
    events: JSON.parse(r.events) as string[],
    webhookUrl: r.webhook_url,
    secret: r.secret,
    status: r.status as WatcherRecord["status"],
    cursor: Number(r.cursor),
    matchedStamp: r.matched_stamp,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    people: Number(r.people),
  };
}

/** The watcher columns and its people count, for both engines' SELECTs (alias w). */
export const WATCHER_COLUMNS =
  "w.*, (SELECT count(*) FROM watcher_people p WHERE p.watcher_id = w.id) AS people";

export interface DeliveryRow {
  id: number | string;
  watcher_id: number | string | null;
  job_id: string | null;
  key_id: number | string;
  message_id: string;
  event_type: string;
  webhook_url: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export function deliveryRecord(r: DeliveryRow): DeliveryRecord {
  return {
    id: Number(r.id),
    watcherId: r.watcher_id === null ? null : Number(r.watcher_id),
    jobId: r.job_id,
    keyId: Number(r.key_id),
    messageId: r.message_id,
    eventType: r.event_type,
    webhookUrl: r.webhook_url,
    payload: r.payload,
    status: r.status as DeliveryRecord["status"],
    attempts: Number(r.attempts),
    nextAttemptAt: r.next_attempt_at,
    lastStatus: r.last_status === null ? null : Number(r.last_status),
    lastError: r.last_error,
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
  };
}
