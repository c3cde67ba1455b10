/**
 * Compatibility aliases: the paths and parameter names published clients of the hosted API send
 * (an unofficial TypeScript SDK, the official MCP server in its current and first versions). Each
 * maps onto an existing operation with the same price, rate group and errors (docs/api.md,
 * "Compatibility aliases"). Mounted on both listeners.
 */
import { Elysia, t } from "elysia";
import { boundedInt, boundedNumber } from "../../domain/bounds.ts";
import { enrichContacts } from "../../domain/enrich/contacts.ts";
import { postReactions } from "../../domain/enrich/reactions.ts";
import { searchPeople } from "../../domain/search/search-people.ts";
import { LEGACY_RESULT_POSTS, peopleSearchResponse } from "../../format/people.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";
import { ContactLookup, contactLookup, Flag, listParam } from "../schemas.ts";

const hidden = { tags: ["Compatibility"], security: [{ bearer: [] }] };

/** GET /api/enrich/contact: GET /api/enrich/contacts with enrich_email / enrich_phone. */
function contactAlias(deps: EdgeDeps & Pick<AppDeps, "outbound">) {
  const { mx } = deps.outbound;
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "contacts")).get(
    "/contact",
    async ({ apiKey, query, request }) => ({
      data: [
        await enrichContacts(deps.storage, apiKey, {
          ...contactLookup(query),
          emailEnrichment: query.enrich_email ?? query.email_enrichment ?? false,
          phoneEnrichment: query.enrich_phone ?? query.phone_enrichment ?? false,
          requestId: requestIdOf(request),
          mx,
        }),
      ],
    }),
    {
      query: t.Object({
        ...ContactLookup,
        enrich_email: Flag,
        enrich_phone: Flag,
        email_enrichment: Flag,
        phone_enrichment: Flag,
      }),
      detail: {
        ...hidden,
        summary: "Contact details (alias of /api/enrich/contacts)",
        operationId: "getContactAlias",
        responses: documented(
          { schema: schemaRef("ContactsResponse"), description: "As /api/enrich/contacts" },
          ...PAID,
          404,
        ),
      },
    },
  );
}

/** GET /api/enrich/reactions: GET /api/enrich/post-reactions with post_url and limit. */
function reactionsAlias(deps: EdgeDeps) {
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
      return { data: { ...record, reactions: record.reactions.slice(0, limit) } };
    },
    {
      query: t.Object({
        post_url: t.Optional(t.String({ maxLength: 2048, description: "Post URL" })),
        url: t.Optional(t.String({ maxLength: 2048 })),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: 50 })),
        page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000 })),
        reaction_type: t.Optional(t.String({ maxLength: 32 })),
      }),
      detail: {
        ...hidden,
        summary: "Post reactions (alias of /api/enrich/post-reactions)",
        operationId: "getReactionsAlias",
        responses: documented(
          { schema: schemaRef("Reactions"), description: "As /api/enrich/post-reactions" },
          ...PAID,
          404,
        ),
      },
    },
  );
}

/** GET /api/search/users: the older people search (school, company, acceptance_threshold 0-100). */
function usersSearchAlias(deps: EdgeDeps & Pick<AppDeps, "search">) {
  return new Elysia({ prefix: "/api/search" }).use(authenticated(deps, "search")).get(
    "/users",
    async ({ apiKey, query, request, set }) => {
      const url = new URL(request.url);
      const threshold =
        query.acceptance_threshold === undefined
          ? undefined
          : boundedNumber(query.acceptance_threshold, "acceptance_threshold", 0, 100, 0) / 100;
      const legacy = query.legacy ?? true;
      const page = await searchPeople(deps.storage, deps.search, apiKey, {
        query: query.query?.trim() ?? "",
        searchId: query.search_id,
        companies: [...listParam(url, "company"), ...listParam(url, "companies")],
        schools: [...listParam(url, "school"), ...listParam(url, "schools")],
        advancedFiltering: query.advanced_filtering ?? true,
        acceptanceThreshold: threshold,
        limit: query.limit ?? 30,
        offset: query.offset ?? 0,
        requestId: requestIdOf(request),
        postsPerPerson: legacy ? LEGACY_RESULT_POSTS : 0,
      });
      const answer = peopleSearchResponse(page, { legacy, evaluations: false, now: deps.clock.now() });
      Object.assign(set.headers, answer.headers);
      return answer.body;
    },
    {
      query: t.Object({
        query: t.Optional(t.String({ maxLength: 1000 })),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: 100 })),
        offset: t.Optional(t.Integer({ minimum: 0, maximum: 100_000 })),
        acceptance_threshold: t.Optional(t.Number({ minimum: 0, maximum: 100 })),
        school: t.Optional(t.Any()),
        company: t.Optional(t.Any()),
        schools: t.Optional(t.Any()),
        companies: t.Optional(t.Any()),
        search_id: t.Optional(t.String({ maxLength: 64 })),
        advanced_filtering: Flag,
        legacy: Flag,
      }),
      detail: {
        ...hidden,
        summary: "People search (older path; alias of /api/search)",
        operationId: "searchUsersAlias",
        responses: documented(
          { schema: schemaRef("SearchResponse"), description: "As /api/search" },
          ...PAID,
          404,
          422,
        ),
      },
    },
  );
}

export function compatRoutes(deps: EdgeDeps & Pick<AppDeps, "outbound" | "search">) {
  return new Elysia().use(contactAlias(deps)).use(reactionsAlias(deps)).use(usersSearchAlias(deps));
}
