/** GET /api/changes: the change feed (issue 32, docs/changes.md). Not in the spec: an extension. */
import { Elysia, t } from "elysia";
import { CHANGE_TYPES } from "../../domain/changes/detect.ts";
import { FEED_LIMIT, readChangeFeed } from "../../domain/changes/feed.ts";
import { changeFeedAnswer } from "../../format/changes.ts";
import type { EdgeDeps } from "../deps.ts";
import { HEADERS_EXTENSION } from "../openapi/response-headers.ts";
import { documented, PAID } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";

export const ChangeEvent = t.Object({
  id: t.String({ description: "evt_<n>: stable, for de-duplication" }),
  type: t.String({ description: CHANGE_TYPES.join(", ") }),
  occurred_at: t.String({ format: "date-time" }),
  person: t.Object({ id: t.Integer(), pnet_url: t.String() }),
  change: t.Record(t.String(), t.Unknown(), {
    description: "field, kind (added, removed, changed), the compact before/after, source",
  }),
});

export const ChangeFeedResponse = t.Object({
  events: t.Array(ChangeEvent),
  next_cursor: t.String({ description: "Pass as `since` for the next page" }),
});

export function changesRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api" }).use(authenticated(deps, "changes")).get(
    "/changes",
    async ({ apiKey, query, request, set }) => {
      const page = await readChangeFeed(deps.storage, apiKey, {
        since: query.since,
        types: query.types,
        limit: query.limit,
        requestId: requestIdOf(request),
      });
      const answer = changeFeedAnswer(page);
      Object.assign(set.headers, answer.headers);
      return answer.body;
    },
    {
      query: t.Object({
        since: t.Optional(
          t.String({
            maxLength: 64,
            description:
              "A next_cursor from an earlier page; `now` for only what happens next; absent: from the start",
          }),
        ),
        types: t.Optional(
          t.String({ maxLength: 200, description: `Comma list of ${CHANGE_TYPES.join(", ")}` }),
        ),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: FEED_LIMIT.max, default: FEED_LIMIT.default })),
      }),
      response: { 200: ChangeFeedResponse },
      detail: {
        tags: ["Changes"],
        summary: "Change feed",
        operationId: "getChanges",
        responses: documented(null, ...PAID),
        description:
          "Changes detected on every load (job starts and ends, title, employer and location changes, other profile updates), in order, resumable with the cursor. 1 credit per page that holds events; an empty page is free.",
        security: [{ bearer: [] }],
        [HEADERS_EXTENSION]: ["X-Credits-Charged"],
      },
    },
  );
}
