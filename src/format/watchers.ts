/**
 * Watchers and their deliveries as /api/watchers shows them (docs/webhooks.md): the signing
 * secret only in the answers that create or rotate it.
 */
import type { DeliveryRecord, WatcherRecord } from "../domain/storage/index.ts";

export function watcherBody(w: WatcherRecord, secret?: string | null) {
  return {
    id: w.publicId,
    kind: w.kind,
    people_count: w.people,
    search: w.search,
    events: w.events,
    webhook_url: w.webhookUrl,
    status: w.status,
    created_at: w.createdAt,
    updated_at: w.updatedAt,
    ...(secret ? { secret } : {}),
  };
}

export function watcherListBody(watchers: readonly WatcherRecord[]) {
  return { watchers: watchers.map((w) => watcherBody(w)) };
}

export function watcherDeletedBody(publicId: string) {
  return { id: publicId, deleted: true };
}

export function deliveryBody(d: DeliveryRecord) {
  return {
    id: d.id,
    message_id: d.messageId,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts,
    next_attempt_at: d.status === "pending" ? d.nextAttemptAt : null,
    last_response_code: d.lastStatus,
    last_error: d.lastError,
    created_at: d.createdAt,
    delivered_at: d.deliveredAt,
  };
}

export function deliveryListBody(deliveries: readonly DeliveryRecord[]) {
  return { deliveries: deliveries.map(deliveryBody) };
}

/** A delivery queued again: it is pending until its next attempt. */
export function redeliveryBody(deliveryId: number) {
  return { id: deliveryId, status: "pending" };
}
