/**
 * The OpenAPI 3.1 top-level `webhooks` of the main listener (docs/webhooks.md): what a watcher's
 * receiver gets, one entry per event type, with the Standard Webhooks headers; and the job
 * announcements (job.completed, job.failed, job.cancelled) of jobs started with webhook_url.
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

const HEADERS = [
  header("webhook-id", "The message id: the same for every attempt (de-duplicate by it)"),
  header("webhook-timestamp", "Seconds since the epoch of this attempt"),
  header("webhook-signature", "v1,<base64 HMAC-SHA256 of id.timestamp.body>"),
];

const JOB_EVENTS = ["job.completed", "job.failed", "job.cancelled"] as const;

const JOB_DATA = {
  type: "object",
  required: ["job_id", "kind", "status", "message", "error", "completed_at"],
  properties: {
    job_id: { type: "string" },
    kind: { type: "string", enum: ["deep_research", "bulk_contacts", "identify_bulk"] },
    status: { type: "string", enum: ["completed", "error", "cancelled"] },
    message: { type: ["string", "null"] },
    error: { type: ["string", "null"], description: "Why the job failed (job.failed only)" },
    completed_at: { type: "string", format: "date-time" },
  },
};

/** A family of webhooks: its event types are documented alike, with one payload schema. */
interface Family {
  types: readonly string[];
  summary: (type: string) => string;
  tag: string;
  description: string;
  data: unknown;
}

/** One webhook the server sends: a signed POST whose body is {type, timestamp, data}. */
function operation(type: string, { summary, tag, description, data }: Family) {
  return {
    post: {
      operationId: `webhook_${type.replace(".", "_")}`,
      summary: summary(type),
      tags: [tag],
      // Sent by this server to the receiver: no bearer key; the signature authenticates it.
      security: [],
      description,
      parameters: HEADERS,
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
                data,
              },
            },
          },
        },
      },
      responses: { "200": { description: "Received (any 2xx)" } },
    },
  };
}

const WATCHER_DATA = {
  type: "object",
  required: ["watcher_id", "event"],
  properties: { watcher_id: { type: "string" }, event: EVENT },
};

const FAMILIES: readonly Family[] = [
  {
    types: WATCH_EVENTS,
    summary: (type) => `A watcher's ${type} event`,
    tag: "Watchers",
    description:
      "Signed as the Standard Webhooks specification describes (verify with a Standard Webhooks library and the watcher's secret). Answer 2xx; anything else is retried for about three days.",
    data: WATCHER_DATA,
  },
  {
    types: JOB_EVENTS,
    summary: (type) => `A job's ${type} announcement`,
    tag: "Deep research",
    description:
      "Sent once when a deep research or bulk contact job started with webhook_url reaches a final state; signed with the webhook_secret of its start response. Retried like watchers' events.",
    data: JOB_DATA,
  },
];

export function webhooksObject(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const family of FAMILIES) for (const type of family.types) out[type] = operation(type, family);
  return out;
}
