/**
 * Webhook bodies (docs/webhooks.md), in the Standard Webhooks shape: `{type, timestamp, data:
 * {watcher_id, event}}`, the event as the change feed shows it. The message id (the `webhook-id`
 * header) is stable per watcher and event, so a receiver drops what it has seen.
 */
import type { RenderEvent } from "../domain/watchers/dispatch.ts";
import { type ChangeEventBody, changeEventBody } from "./changes.ts";

export const renderWebhookEvent: RenderEvent = (watcher, event) => {
  const body: ChangeEventBody =
    event.kind === "change"
      ? changeEventBody(event.change)
      : {
          id: `evt_match_${watcher.publicId}_${event.personId}`,
          type: "new_match",
          occurred_at: event.at,
          person: { id: event.personId, pnet_url: event.pnetUrl },
          change: { search: watcher.search },
        };
  return {
    messageId: `msg_${watcher.publicId}_${body.id}`,
    type: body.type,
    payload: JSON.stringify({
      type: body.type,
      timestamp: body.occurred_at,
      data: { watcher_id: watcher.publicId, event: body },
    }),
  };
};
