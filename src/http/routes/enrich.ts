/** Enrichment routes. So far: GET /api/enrich/pnet (stored profile). */
import { Elysia, t } from "elysia";
import { lookupStoredProfile } from "../../domain/enrich/profile.ts";
import type { AppDeps } from "../app.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";

/** The legacy formats are deprecated and sunset on 1 November 2025 (spec, Versioning). */
export const LEGACY_HEADERS = { Deprecation: "true", Sunset: "Sat, 01 Nov 2025 00:00:00 GMT" };

export function enrichRoutes(deps: AppDeps) {
  return new Elysia({ prefix: "/api/enrich" }).use(authenticated(deps, "profile")).get(
    "/pnet",
    async ({ apiKey, query, request, set }) => {
      const legacy = query.legacy ?? true;
      if (legacy) Object.assign(set.headers, LEGACY_HEADERS);
      return lookupStoredProfile(deps.storage, apiKey, {
        pnetUrl: query.pnet_url,
        legacy,
        requestId: requestIdOf(request),
      });
    },
    {
      query: t.Object({
        pnet_url: t.String({ minLength: 1, maxLength: 2048, description: "Profile URL" }),
        legacy: t.Optional(
          t.Boolean({ default: true, description: "Deprecated: false selects the modern record" }),
        ),
      }),
      detail: {
        tags: ["Enrichment"],
        summary: "Stored profile",
        operationId: "getLinkedInProfile",
        description:
          "The stored profile for a profile URL. 1 credit, charged only when found; 404 otherwise.",
        security: [{ bearer: [] }],
      },
    },
  );
}
