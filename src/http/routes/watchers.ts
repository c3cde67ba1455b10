/**
 * Watchers (issue 32, docs/webhooks.md): POST/GET /api/watchers, GET/PATCH/DELETE
 * /api/watchers/{id}, GET /api/watchers/{id}/deliveries and POST
 * /api/watchers/{id}/deliveries/{delivery_id}/redeliver. An extension; free (the feed is what is
 * sold: docs/decisions.md). Rate group `changes`.
 */
import { Elysia, t } from "elysia";
import type { DeliveryRecord, WatcherRecord } from "../../domain/storage/index.ts";
import {
  createWatcher,
  deleteWatcher,
  listWatchers,
  ownWatcher,
  patchWatcher,
  redeliverWebhook,
  type WatcherInput,
  type WatcherPatch,
  watcherDeliveries,
} from "../../domain/watchers/manage.ts";
import type { AppDeps } from "../deps.ts";
import { documented, type ErrorStatus, KEYED } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";

function watcherBody(w: WatcherRecord, secret?: string | null) {
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

function deliveryBody(d: DeliveryRecord) {
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

const Nullable = <T extends Parameters<typeof t.Union>[0][number]>(s: T) => t.Union([s, t.Null()]);
export const Watcher = t.Object({
  id: t.String(),
  kind: t.String({ description: "people or search" }),
  people_count: t.Integer({ description: "People followed, or the saved search's matches now" }),
  search: Nullable(
    t.Object({ query: t.String(), companies: t.Array(t.String()), schools: t.Array(t.String()) }),
  ),
  events: t.Array(t.String()),
  webhook_url: t.String(),
  status: t.String({ description: "active, paused or failing" }),
  created_at: t.String({ format: "date-time" }),
  updated_at: t.String({ format: "date-time" }),
  secret: t.Optional(t.String({ description: "The signing secret: at creation and rotation only" })),
});
export const Delivery = t.Object({
  id: t.Integer(),
  message_id: t.String({ description: "The webhook-id header, the same for every attempt" }),
  event_type: t.String(),
  status: t.String({ description: "pending, delivered or failed" }),
  attempts: t.Integer(),
  next_attempt_at: Nullable(t.String({ format: "date-time" })),
  last_response_code: Nullable(t.Integer()),
  last_error: Nullable(t.String()),
  created_at: t.String({ format: "date-time" }),
  delivered_at: Nullable(t.String({ format: "date-time" })),
});
const Body = t.Record(t.String(), t.Unknown());
const Id = t.Object({ id: t.String({ maxLength: 64 }) });
const doc = (summary: string, operationId: string, description: string, ...extra: ErrorStatus[]) => ({
  tags: ["Watchers"],
  summary,
  operationId,
  responses: documented(null, ...KEYED, ...extra),
  description,
  security: [{ bearer: [] }],
});

export function watcherRoutes(
  deps: Pick<AppDeps, "storage" | "clock" | "limiter" | "config" | "log" | "metrics" | "search" | "outbound">,
) {
  return new Elysia({ prefix: "/api" })
    .use(authenticated(deps, "changes"))
    .post(
      "/watchers",
      async ({ apiKey, body }) => {
        const w = await createWatcher(
          deps.storage,
          deps.search,
          apiKey,
          body as WatcherInput,
          deps.outbound.webhooks,
          deps.clock.now(),
        );
        return watcherBody(w, w.secret);
      },
      {
        body: Body,
        response: { 200: Watcher },
        detail: doc(
          "Start a watcher",
          "createWatcher",
          "{people: [profile URLs, up to 50,000]} or {search: {query, companies, schools}}, events (default all), webhook_url. The answer carries the signing secret, shown once.",
          400,
          413,
        ),
      },
    )
    .get(
      "/watchers",
      async ({ apiKey }) => ({
        watchers: (await listWatchers(deps.storage, apiKey)).map((w) => watcherBody(w)),
      }),
      {
        response: { 200: t.Object({ watchers: t.Array(Watcher) }) },
        detail: doc("The key's watchers", "listWatchers", "Every watcher of this key, oldest first."),
      },
    )
    .get(
      "/watchers/:id",
      async ({ apiKey, params }) => watcherBody(await ownWatcher(deps.storage, apiKey, params.id)),
      {
        params: Id,
        response: { 200: Watcher },
        detail: doc("A watcher", "getWatcher", "One of this key's watchers (another key's: 404).", 404),
      },
    )
    .patch(
      "/watchers/:id",
      async ({ apiKey, params, body }) => {
        const { watcher, secret } = await patchWatcher(
          deps.storage,
          apiKey,
          params.id,
          body as WatcherPatch,
          deps.outbound.webhooks,
          deps.clock.now(),
        );
        return watcherBody(watcher, secret);
      },
      {
        params: Id,
        body: Body,
        response: { 200: Watcher },
        detail: doc(
          "Pause, resume, rotate the secret",
          "updateWatcher",
          '{status: "paused" | "active"} (active also resumes a failing watcher), {rotate_secret: true} (the new secret is in the answer, once), events, webhook_url.',
          400,
          404,
          413,
        ),
      },
    )
    .delete(
      "/watchers/:id",
      async ({ apiKey, params }) => ({
        id: await deleteWatcher(deps.storage, apiKey, params.id),
        deleted: true,
      }),
      {
        params: Id,
        response: { 200: t.Object({ id: t.String(), deleted: t.Boolean() }) },
        detail: doc(
          "Stop a watcher",
          "deleteWatcher",
          "The watcher and its undelivered events are removed.",
          404,
        ),
      },
    )
    .get(
      "/watchers/:id/deliveries",
      async ({ apiKey, params, query }) => ({
        deliveries: (await watcherDeliveries(deps.storage, apiKey, params.id, query.limit ?? 100)).map(
          deliveryBody,
        ),
      }),
      {
        params: Id,
        query: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 1000, default: 100 })) }),
        response: { 200: t.Object({ deliveries: t.Array(Delivery) }) },
        detail: doc(
          "Deliveries",
          "listWatcherDeliveries",
          "Newest first: status, attempts, last response code.",
          404,
        ),
      },
    )
    .post(
      "/watchers/:id/deliveries/:delivery_id/redeliver",
      async ({ apiKey, params }) => ({
        id: await redeliverWebhook(deps.storage, apiKey, params.id, params.delivery_id, deps.clock.now()),
        status: "pending",
      }),
      {
        params: t.Object({ id: t.String({ maxLength: 64 }), delivery_id: t.String({ maxLength: 20 }) }),
        response: { 200: t.Object({ id: t.Integer(), status: t.String() }) },
        detail: doc(
          "Send a delivery again",
          "redeliverWebhook",
          "Queued now, with the same webhook-id.",
          404,
        ),
      },
    );
}
