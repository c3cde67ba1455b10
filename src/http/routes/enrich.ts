/** Enrichment routes. So far: contacts, stored profile (pnet), post reactions. */
import { Elysia, t } from "elysia";
import { altProfileLookup } from "../../domain/enrich/alt-profile.ts";
import { enrichContacts } from "../../domain/enrich/contacts.ts";
import { lookupStoredProfile } from "../../domain/enrich/profile.ts";
import { postReactions } from "../../domain/enrich/reactions.ts";
import { scrapeProfile } from "../../domain/enrich/scrape.ts";
import { altProfileBody } from "../../format/alt-profile.ts";
import { LEGACY_HEADERS } from "../../format/legacy.ts";
import { scrapeBody } from "../../format/scrape-record.ts";
import { storedProfileBody } from "../../format/stored-profile.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";
import { ContactLookup, contactLookup } from "../schemas.ts";

const Flag = t.Optional(t.Boolean({ default: false }));

function contactsRoutes(deps: EdgeDeps & Pick<AppDeps, "outbound">) {
  const { mx } = deps.outbound;
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "contacts")).get(
    "/contacts",
    async ({ apiKey, query, request }) => ({
      data: [
        await enrichContacts(deps.storage, apiKey, {
          ...contactLookup(query),
          emailEnrichment: query.email_enrichment ?? false,
          phoneEnrichment: query.phone_enrichment ?? false,
          requestId: requestIdOf(request),
          mx,
        }),
      ],
    }),
    {
      query: t.Object({
        ...ContactLookup,
        email_enrichment: Flag,
        phone_enrichment: Flag,
      }),
      detail: {
        tags: ["Enrichment"],
        summary: "Contact details",
        operationId: "getContacts",
        responses: documented(
          {
            schema: schemaRef("ContactsResponse"),
            description: "One contacts record (error: true when nothing was found, free)",
          },
          ...PAID,
          404,
        ),
        description:
          "Emails, phones and social links for one profile, found by exactly one of pnet_url, email or phone. " +
          "No flags: all available info for 4 credits. email_enrichment: 4 if an email is found; phone_enrichment: 10 if a phone is found; " +
          "both: 14/4/10/0. Nothing found: error true, free. Not on the free tier; needs purchased credits.",
        security: [{ bearer: [] }],
      },
    },
  );
}

function scrapeRoutes(deps: EdgeDeps & Pick<AppDeps, "outbound">) {
  return new Elysia({ prefix: "/api/enrich" })
    .use(authenticated(deps, "scrape"))
    .get(
      "/scrape",
      async ({ apiKey, query, request }) =>
        scrapeBody(
          await scrapeProfile(
            deps.storage,
            apiKey,
            { pnetUrl: query.pnet_url, requestId: requestIdOf(request), now: deps.clock.now() },
            deps.config.scrape,
            deps.outbound.scrape,
          ),
        ),
      {
        query: t.Object({ pnet_url: t.Optional(t.String({ maxLength: 2048, description: "Profile URL" })) }),
        detail: {
          tags: ["Enrichment"],
          summary: "Live profile scrape",
          operationId: "scrapeLinkedInProfile",
          responses: documented(
            { schema: schemaRef("ScrapeRecord"), description: "The scraped and stored profile" },
            ...PAID,
            404,
          ),
          description:
            "Fetches the profile live (configured upstream or the public page), stores it and returns the scrape record: the modern record plus source and scraped_at. 2 credits, only on success. 503 when scraping is not configured or the upstream fails.",
          security: [{ bearer: [] }],
        },
      },
    );
}

function reactionsRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "post_reactions")).get(
    "/post-reactions",
    async ({ apiKey, query, request }) => ({
      data: await postReactions(deps.storage, apiKey, {
        url: query.url,
        page: query.page ?? 1,
        reactionType: query.reaction_type,
        requestId: requestIdOf(request),
      }),
    }),
    {
      query: t.Object({
        url: t.String({ minLength: 1, maxLength: 2048, description: "Post URL" }),
        page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
        reaction_type: t.Optional(
          t.String({ maxLength: 32, description: "like, love, celebrate, support, insightful or funny" }),
        ),
      }),
      detail: {
        tags: ["Enrichment"],
        summary: "Post reactions",
        operationId: "getPostReactions",
        responses: documented(
          { schema: schemaRef("Reactions"), description: "One page of reactions" },
          ...PAID,
          404,
        ),
        description:
          "Who reacted to a post, newest first, 50 per page. 1 credit per request that returns reactions.",
        security: [{ bearer: [] }],
      },
    },
  );
}

export function enrichRoutes(deps: EdgeDeps & Pick<AppDeps, "outbound" | "variant">) {
  return new Elysia()
    .use(contactsRoutes(deps))
    .use(profileRoutes(deps))
    .use(scrapeRoutes(deps))
    .use(reactionsRoutes(deps));
}

/** Alternate variant: one of url, email, phone -> {data: [{profile, experience, education, languages}]}. */
function altProfileRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "profile")).get(
    "/pnet",
    async ({ apiKey, query, request }) =>
      altProfileBody(
        await altProfileLookup(deps.storage, apiKey, {
          url: query.url,
          email: query.email,
          phone: query.phone,
          requestId: requestIdOf(request),
        }),
      ),
    {
      query: t.Object({
        url: t.Optional(t.String({ maxLength: 2048, description: "Profile URL" })),
        email: t.Optional(t.String({ maxLength: 320 })),
        phone: t.Optional(t.String({ maxLength: 64 })),
      }),
      detail: {
        tags: ["Enrichment"],
        summary: "Profile lookup by URL, email or phone (alternate variant)",
        operationId: "getLinkedInProfile",
        responses: documented(
          {
            schema: schemaRef("AltProfileResponse"),
            description: "The profile, or one {message} when not found",
          },
          ...PAID,
        ),
        description:
          "Exactly one of url, email, phone. Found: 1 credit. Not found: data holds one {message} naming the lookup, free.",
        security: [{ bearer: [] }],
      },
    },
  );
}

function profileRoutes(deps: EdgeDeps & Pick<AppDeps, "variant">) {
  if (deps.variant === "alt") return altProfileRoutes(deps);
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "profile")).get(
    "/pnet",
    async ({ apiKey, query, request, set }) => {
      const legacy = query.legacy ?? true;
      if (legacy) Object.assign(set.headers, LEGACY_HEADERS);
      const profile = await lookupStoredProfile(deps.storage, apiKey, {
        pnetUrl: query.pnet_url,
        withDetails: legacy,
        withProvenance: query.include_provenance === true,
        requestId: requestIdOf(request),
      });
      return storedProfileBody(profile, legacy);
    },
    {
      query: t.Object({
        pnet_url: t.String({ minLength: 1, maxLength: 2048, description: "Profile URL" }),
        legacy: t.Optional(
          t.Boolean({ default: true, description: "Deprecated: false selects the modern record" }),
        ),
        include_provenance: t.Optional(
          t.Boolean({
            description:
              "Extension: adds `provenance`, the sources that supplied the person and which supplies each root field (docs/sources.md)",
          }),
        ),
      }),
      detail: {
        tags: ["Enrichment"],
        summary: "Stored profile",
        operationId: "getLinkedInProfile",
        responses: documented(
          { schema: schemaRef("StoredProfile"), description: "The stored profile (legacy or modern record)" },
          ...PAID,
          404,
        ),
        description:
          "The stored profile for a profile URL. 1 credit, charged only when found; 404 otherwise.",
        security: [{ bearer: [] }],
      },
    },
  );
}
