/**
 * Watchers (issue 32, docs/webhooks.md): POST/GET /api/watchers, GET/PATCH/DELETE
 * /api/watchers/{id}; their deliveries are in ./watcher-deliveries.ts. An extension; free (the
 * feed is what is sold: docs/decisions.md). Rate group `changes`.
 */
import { Elysia, t } from "elysia";
import {
  createWatcher,
  deleteWatcher,
  listWatchers,
  ownWatcher,
  patchWatcher,
  type WatcherInput,
  type WatcherPatch,
} from "../../domain/watchers/manage.ts";
import { watcherBody, watcherDeletedBody, watcherListBody } from "../../format/watchers.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, type ErrorStatus, KEYED, operation, type RequestBody } from "../openapi/responses.ts";
import { WATCHER_CREATE_BODY, WATCHER_PATCH_BODY } from "../openapi/watcher-bodies.ts";
import { authenticated } from "../plugins/auth.ts";
import { Nullable } from "../schemas.ts";

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
const Body = t.Record(t.String(), t.Unknown());
const Id = t.Object({ id: t.String({ maxLength: 64 }) });
/** The detail of a watcher operation (its body is documented by the route's response model). */
const watcherDoc = (
  summary: string,
  operationId: string,
  description: string,
  statuses: ErrorStatus[] = [],
  requestBody?: RequestBody,
) =>
  operation("Watchers", summary, documented(null, ...KEYED, ...statuses), {
    operationId,
    description,
    requestBody,
  });

export function watcherRoutes(deps: EdgeDeps & Pick<AppDeps, "search" | "outbound">) {
  const { storage, outbound } = deps;
  return new Elysia({ prefix: "/api" })
    .use(authenticated(deps, "changes"))
    .post(
      "/watchers",
      async ({ apiKey, body }) => {
        const w = await createWatcher(
          storage,
          deps.search,
          apiKey,
          body as WatcherInput,
          outbound.webhooks,
          deps.clock.now(),
        );
        return watcherBody(w, w.secret);
      },
      {
        body: Body,
        response: { 200: Watcher },
        detail: watcherDoc(
          "Start a watcher",
          "createWatcher",
          "{people: [profile URLs, up to 50,000]} or {search: {query, companies, schools}}, events (default all), webhook_url. The answer carries the signing secret, shown once.",
          [400, 413],
          WATCHER_CREATE_BODY,
        ),
      },
    )
    .get("/watchers", async ({ apiKey }) => watcherListBody(await listWatchers(storage, apiKey)), {
      response: { 200: t.Object({ watchers: t.Array(Watcher) }) },
      detail: watcherDoc("The key's watchers", "listWatchers", "Every watcher of this key, oldest first."),
    })
    .get(
      "/watchers/:id",
      async ({ apiKey, params }) => watcherBody(await ownWatcher(storage, apiKey, params.id)),
      {
        params: Id,
        response: { 200: Watcher },
        detail: watcherDoc(
          "A watcher",
          "getWatcher",
          "One of this key's watchers (another key's: 404).",
          [404],
        ),
      },
    )
    .patch(
      "/watchers/:id",
      async ({ apiKey, params, body }) => {
        const patched = await patchWatcher(
          storage,
          apiKey,
          params.id,
          body as WatcherPatch,
          outbound.webhooks,
          deps.clock.now(),
        );
        return watcherBody(patched.watcher, patched.secret);
      },
      {
        params: Id,
        body: Body,
        response: { 200: Watcher },
        detail: watcherDoc(
          "Pause, resume, rotate the secret",
          "updateWatcher",
          '{status: "paused" | "active"} (active also resumes a failing watcher), {rotate_secret: true} (the new secret is in the answer, once), events, webhook_url.',
          [400, 404, 413],
          WATCHER_PATCH_BODY,
        ),
      },
    )
    .delete(
      "/watchers/:id",
      async ({ apiKey, params }) => watcherDeletedBody(await deleteWatcher(storage, apiKey, params.id)),
      {
        params: Id,
        response: { 200: t.Object({ id: t.String(), deleted: t.Boolean() }) },
        detail: watcherDoc(
          "Stop a watcher",
          "deleteWatcher",
          "The watcher and its undelivered events are removed.",
          [404],
        ),
      },
    );
}
