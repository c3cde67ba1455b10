/**
 * Watcher and delivery rows as both engines write them (columns and values in one order) and read
 * them (snake_case columns) to records.
 */
import type {
  DeliveryRecord,
  NewDelivery,
  WatcherRecord,
  WatcherRepository,
} from "../../domain/storage/index.ts";

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

/** The columns of a new watcher, in the order of watcherValues. */
export const WATCHER_INSERT_COLUMNS =
  "public_id, key_id, kind, search, events, webhook_url, secret, status, cursor, matched_stamp, created_at, updated_at";

/** The values of a new watcher, in WATCHER_INSERT_COLUMNS order. */
export function watcherValues(w: Parameters<WatcherRepository["create"]>[0]): (string | number | null)[] {
  return [
    w.publicId,
    w.keyId,
    w.kind,
    w.search === null ? null : JSON.stringify(w.search),
    JSON.stringify(w.events),
    w.webhookUrl,
    w.secret,
    w.status,
    w.cursor,
    w.matchedStamp,
    w.createdAt,
    w.updatedAt,
  ];
}

/** The columns a watcher update sets besides updated_at, as [column, value] pairs: the fields given. */
export function watcherPatchColumns(patch: Parameters<WatcherRepository["update"]>[1]): [string, string][] {
  const pairs: [string, string | undefined][] = [
    ["status", patch.status || undefined],
    ["secret", patch.secret || undefined],
    ["events", patch.events ? JSON.stringify(patch.events) : undefined],
    ["webhook_url", patch.webhookUrl || undefined],
  ];
  return pairs.filter((p): p is [string, string] => p[1] !== undefined);
}

/**
 * The columns of a new outbox row given by its delivery (status 'pending', no attempts yet and
 * next_attempt_at = created_at are the engines' own), in the order of deliveryValues.
 */
export const DELIVERY_INSERT_COLUMNS =
  "watcher_id, job_id, key_id, message_id, event_type, webhook_url, payload";

export function deliveryValues(d: NewDelivery): (string | number | null)[] {
  return [d.watcherId, d.jobId, d.keyId, d.messageId, d.eventType, d.webhookUrl, d.payload];
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
