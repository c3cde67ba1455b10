/**
 * The OpenAPI 3.1 top-level `webhooks` of the main listener (docs/webhooks.md): what a watcher's
 * receiver gets, one entry per event type, with the Standard Webhooks headers.
 */
import { WATCH_EVENTS } from "../../domain/watchers/manage.ts";

const EVENT = {
  type: "object",
  required: ["id", "type", "occurred_at", "person", "change"],
  properties: {
    id: { type: "string", description: "evt_<n> (evt_match_... for new_match): stable" },
    type: { type: "string", enum: [...WATCH_EVENTS] },
    occurred_at: { type: "string", format: "date-time" },
    person: {
      type: "object",
      required: ["id", "pnet_url"],
      properties: { id: { type: "integer" }, pnet_url: { type: "string" } },
    },
    change: {
      type: "object",
      description:
        "field, kind (added, removed, changed), the compact before/after, source (docs/changes.md)",
      additionalProperties: true,
    },
  },
};

const header = (name: string, description: string) => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
});

export function webhooksObject(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const type of WATCH_EVENTS)
    out[type] = {
      post: {
        operationId: `webhook_${type}`,
        summary: `A watcher's ${type} event`,
        tags: ["Watchers"],
        // Sent by this server to the receiver: no bearer key; the signature authenticates it.
        security: [],
        description:
          "Signed as the Standard Webhooks specification describes (verify with a Standard Webhooks library and the watcher's secret). Answer 2xx; anything else is retried for about three days.",
        parameters: [
          header("webhook-id", "The message id: the same for every attempt (de-duplicate by it)"),
          header("webhook-timestamp", "Seconds since the epoch of this attempt"),
          header("webhook-signature", "v1,<base64 HMAC-SHA256 of id.timestamp.body>"),
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["type", "timestamp", "data"],
                properties: {
                  type: { type: "string", const: type },
                  timestamp: { type: "string", format: "date-time" },
                  data: {
                    type: "object",
                    required: ["watcher_id", "event"],
                    properties: { watcher_id: { type: "string" }, event: EVENT },
                  },
                },
              },
            },
          },
        },
        responses: { "200": { description: "Received (any 2xx)" } },
      },
    };
  return out;
}
