/**
 * GET /api/enrich/pnet: the stored profile for a profile URL (legacy or modern record); on the
 * alternate listener, the alternate lookup by url, email or phone.
 */
import { Elysia, t } from "elysia";
import { altProfileLookup } from "../../domain/enrich/alt-profile.ts";
import { lookupStoredProfile } from "../../domain/enrich/profile.ts";
import { altProfileBody } from "../../format/alt-profile.ts";
import { LEGACY_HEADERS } from "../../format/legacy.ts";
import { storedProfileText } from "../../format/stored-profile.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { jsonTextAnswer } from "../json-text.ts";
import { documented, ok, operation, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";

export function profileRoutes(deps: EdgeDeps & Pick<AppDeps, "variant">) {
  if (deps.variant === "alt") return altProfileRoutes(deps);
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "profile")).get(
    "/pnet",
    async ({ apiKey, query, request, set }) => {
      const legacy = query.legacy ?? true;
      // Before the lookup: a refusal of the legacy format says it is deprecated too.
      if (legacy) Object.assign(set.headers, LEGACY_HEADERS);
      const profile = await lookupStoredProfile(deps.storage, apiKey, {
        pnetUrl: query.pnet_url,
        withDetails: legacy,
        withProvenance: query.include_provenance === true,
        requestId: requestIdOf(request),
      });
      return jsonTextAnswer(set, storedProfileText(profile, legacy));
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
      detail: operation(
        "Enrichment",
        "Stored profile",
        documented(
          ok("The stored profile (legacy or modern record)", schemaRef("StoredProfile")),
          ...PAID,
          404,
        ),
        {
          operationId: "getLinkedInProfile",
          description:
            "The stored profile for a profile URL. 1 credit, charged only when found; 404 otherwise.",
        },
      ),
    },
  );
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
      detail: operation(
        "Enrichment",
        "Profile lookup by URL, email or phone (alternate variant)",
        documented(
          ok("The profile, or one {message} when not found", schemaRef("AltProfileResponse")),
          ...PAID,
        ),
        {
          operationId: "getLinkedInProfile",
          description:
            "Exactly one of url, email, phone. Found: 1 credit. Not found: data holds one {message} naming the lookup, free.",
        },
      ),
    },
  );
}
