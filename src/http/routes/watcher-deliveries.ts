/**
 * A watcher's deliveries (issue 32, docs/webhooks.md): GET /api/watchers/{id}/deliveries and POST
 * /api/watchers/{id}/deliveries/{delivery_id}/redeliver. Free; rate group `changes`.
 */
import { Elysia, t } from "elysia";
import { redeliverWebhook, watcherDeliveries } from "../../domain/watchers/manage.ts";
import { deliveryListBody, redeliveryBody } from "../../format/watchers.ts";
import type { EdgeDeps } from "../deps.ts";
import { documented, KEYED, operation } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { Nullable } from "../schemas.ts";

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

const deliveryDoc = (summary: string, operationId: string, description: string) =>
  operation("Watchers", summary, documented(null, ...KEYED, 404), { operationId, description });

export function watcherDeliveryRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api/watchers/:id/deliveries" })
    .use(authenticated(deps, "changes"))
    .get(
      "",
      async ({ apiKey, params, query }) =>
        deliveryListBody(await watcherDeliveries(deps.storage, apiKey, params.id, query.limit ?? 100)),
      {
        params: t.Object({ id: t.String({ maxLength: 64 }) }),
        query: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 1000, default: 100 })) }),
        response: { 200: t.Object({ deliveries: t.Array(Delivery) }) },
        detail: deliveryDoc(
          "Deliveries",
          "listWatcherDeliveries",
          "Newest first: status, attempts, last response code.",
        ),
      },
    )
    .post(
      "/:delivery_id/redeliver",
      async ({ apiKey, params }) =>
        redeliveryBody(
          await redeliverWebhook(deps.storage, apiKey, params.id, params.delivery_id, deps.clock.now()),
        ),
      {
        params: t.Object({ id: t.String({ maxLength: 64 }), delivery_id: t.String({ maxLength: 20 }) }),
        response: { 200: t.Object({ id: t.Integer(), status: t.String() }) },
        detail: deliveryDoc(
          "Send a delivery again",
          "redeliverWebhook",
          "Queued now, with the same webhook-id.",
        ),
      },
    );
}
