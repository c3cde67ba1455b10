/**
 * Who reacted to a post: GET /api/enrich/post-reactions, and GET /api/enrich/reactions, the alias
 * published clients send (post_url, limit; docs/api.md, "Compatibility aliases").
 */
import { Elysia, t } from "elysia";
import { boundedInt } from "../../domain/bounds.ts";
import { postReactions } from "../../domain/enrich/reactions.ts";
import { reactionsBody } from "../../format/enrich.ts";
import type { EdgeDeps } from "../deps.ts";
import { aliasOperation, documented, ok, operation, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";

export function reactionsRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "post_reactions")).get(
    "/post-reactions",
    async ({ apiKey, query, request }) =>
      reactionsBody(
        await postReactions(deps.storage, apiKey, {
          url: query.url,
          page: query.page ?? 1,
          reactionType: query.reaction_type,
          requestId: requestIdOf(request),
        }),
      ),
    {
      query: t.Object({
        url: t.String({ minLength: 1, maxLength: 2048, description: "Post URL" }),
        page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
        reaction_type: t.Optional(
          t.String({ maxLength: 32, description: "like, love, celebrate, support, insightful or funny" }),
        ),
      }),
      detail: operation(
        "Enrichment",
        "Post reactions",
        documented(ok("One page of reactions", schemaRef("Reactions")), ...PAID, 404),
        {
          operationId: "getPostReactions",
          description:
            "Who reacted to a post, newest first, 50 per page. 1 credit per request that returns reactions.",
        },
      ),
    },
  );
}

/** GET /api/enrich/reactions: GET /api/enrich/post-reactions with post_url and limit. */
export function reactionsAliasRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "post_reactions")).get(
    "/reactions",
    async ({ apiKey, query, request }) => {
      const limit = boundedInt(query.limit, "limit", 1, 50, 50);
      const record = await postReactions(deps.storage, apiKey, {
        url: query.post_url ?? query.url ?? "",
        page: query.page ?? 1,
        reactionType: query.reaction_type,
        requestId: requestIdOf(request),
      });
      // A page holds 50; `limit` shortens it (the price is per request either way).
      return reactionsBody(record, limit);
    },
    {
      query: t.Object({
        post_url: t.Optional(t.String({ maxLength: 2048, description: "Post URL" })),
        url: t.Optional(t.String({ maxLength: 2048 })),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: 50 })),
        page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000 })),
        reaction_type: t.Optional(t.String({ maxLength: 32 })),
      }),
      detail: aliasOperation(
        "Post reactions (alias of /api/enrich/post-reactions)",
        "getReactionsAlias",
        documented(ok("As /api/enrich/post-reactions", schemaRef("Reactions")), ...PAID, 404),
      ),
    },
  );
}
