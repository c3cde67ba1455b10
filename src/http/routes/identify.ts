/**
 * POST /api/identify: the stored person behind a CRM row, with a calibrated score and the reasons
 * (docs/identify.md). The bulk job's routes are in ./identify-bulk.ts.
 */
import { Elysia, t } from "elysia";
import {
  DEFAULT_LIMIT,
  DEFAULT_MIN_SCORE,
  identifyPerson,
  MAX_LIMIT,
} from "../../domain/identify/identify.ts";
import { ROW_FIELDS } from "../../domain/identify/row.ts";
import { creditsHeader } from "../../format/charged.ts";
import { identifyBody } from "../../format/identify.ts";
import { LEGACY_HEADERS } from "../../format/legacy.ts";
import { LEGACY_RESULT_POSTS } from "../../format/people.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { documented, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";

/** The row's fields as the document shows them; the domain checks them (400 naming the field). */
export const RowFields = Object.fromEntries(
  ROW_FIELDS.map((f) => [
    f,
    t.Optional(t.Any({ description: `The row's ${f.replace("_", " ")} (a string)` })),
  ]),
);

export function identifyRoutes(deps: EdgeDeps & Pick<AppDeps, "identify">) {
  return new Elysia({ prefix: "/api" }).use(authenticated(deps, "identify")).post(
    "/identify",
    async ({ apiKey, body, query, request, set }) => {
      const legacy = query.legacy ?? true;
      if (legacy) Object.assign(set.headers, LEGACY_HEADERS);
      const result = await identifyPerson(deps.storage, deps.identify, apiKey, {
        body,
        requestId: requestIdOf(request),
        postsPerPerson: legacy ? LEGACY_RESULT_POSTS : 0,
      });
      Object.assign(set.headers, creditsHeader(result.charged));
      return identifyBody(result, legacy, deps.clock.now());
    },
    {
      query: t.Object({
        legacy: t.Optional(
          t.Boolean({
            default: true,
            description: "Deprecated: false selects the modern record for `person`",
          }),
        ),
      }),
      body: t.Object(
        {
          ...RowFields,
          min_score: t.Optional(
            t.Any({
              description: `Only matches scoring at least this, 0 to 1 (default ${DEFAULT_MIN_SCORE})`,
            }),
          ),
          limit: t.Optional(
            t.Any({ description: `Matches wanted, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})` }),
          ),
        },
        { additionalProperties: true },
      ),
      detail: {
        tags: ["Identify"],
        summary: "Identify the person behind a CRM row",
        operationId: "identifyPerson",
        responses: documented(
          {
            schema: schemaRef("IdentifyResponse"),
            description: "Matches at or above min_score, best first (none: an empty list, free)",
          },
          ...PAID,
          413,
        ),
        description:
          "Finds the stored person a row describes (any of name, first_name, last_name, company (name or domain), title, location, school, email, phone, profile_url) and scores each match: the probability that it is the row's person (calibrated; docs/identify.md), with one explanation entry per compared field. 1 credit per match returned; no match is free. Too little to go on (e.g. only a first name): 400 naming what is needed.",
        security: [{ bearer: [] }],
      },
    },
  );
}
