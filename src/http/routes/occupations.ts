/**
 * The title API (issue 46, docs/api.md "Occupations"): GET /api/occupations/link (a title in any of
 * ESCO's 21 languages -> ranked ESCO occupations) and GET /api/occupations/{uri} (one occupation's
 * labels in every language). An extension; rate group `occupations`; 1 credit per answer holding
 * an occupation.
 */
import { Elysia, t } from "elysia";
import { LINK_LIMIT, linkOccupationTitle, occupationByUri } from "../../domain/occupations/lookup.ts";
import { occupationAnswer, titleLinkAnswer } from "../../format/occupations.ts";
import type { EdgeDeps } from "../deps.ts";
import { documented, operation, PAID } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";

const Occupation = t.Object({
  uri: t.String({ description: "ESCO occupation (or ISCO group) URI" }),
  label: t.String({ description: "Its English preferred label" }),
  matched_label: t.String({ description: "The label the title matched best" }),
  matched_language: t.String({ description: "That label's language (ISO 639-1)" }),
  score: t.Number({ description: "How well the title matched, 0-1 (comparable within one answer)" }),
});
const TitleLinkResponse = t.Object({
  level: t.Union([t.String(), t.Null()], { description: "Seniority or level read from the title" }),
  level_words: t.Array(t.String(), { description: "The title's words that said it" }),
  languages: t.Array(t.String(), { description: "The languages the title was read in" }),
  occupations: t.Array(Occupation),
});
const OccupationResponse = t.Object({
  uri: t.String(),
  label: t.String({ description: "The English preferred label" }),
  labels: t.Record(t.String(), t.Array(t.String()), {
    description: "Labels per language (ISO 639-1), the preferred label first",
  }),
});

export function occupationRoutes(deps: EdgeDeps) {
  const answer = (
    set: { headers: Record<string, string | number> },
    a: { headers: Record<string, string> },
  ) => Object.assign(set.headers, a.headers);
  return new Elysia({ prefix: "/api/occupations" })
    .use(authenticated(deps, "occupations"))
    .get(
      "/link",
      async ({ apiKey, query, request, set }) => {
        const link = titleLinkAnswer(
          await linkOccupationTitle(deps.storage, apiKey, { ...query, requestId: requestIdOf(request) }),
        );
        answer(set, link);
        return link.body;
      },
      {
        query: t.Object({
          title: t.Optional(
            t.String({ maxLength: 1000, description: "A job title, in any of ESCO's 21 languages" }),
          ),
          limit: t.Optional(
            t.Integer({
              minimum: 1,
              maximum: LINK_LIMIT.max,
              default: LINK_LIMIT.default,
              description: "Occupations wanted",
            }),
          ),
        }),
        response: { 200: TitleLinkResponse },
        detail: operation(
          "Occupations",
          "Link a job title to ESCO occupations",
          documented(null, ...PAID, 422),
          {
            operationId: "linkOccupationTitle",
            description:
              "A job title in any of ESCO's 21 languages (inflected, gendered, compound, with seniority words) linked to ranked ESCO occupations, with the label it matched and that label's language. 1 credit when the answer holds an occupation; none found is free.",
            headers: ["X-Credits-Charged"],
          },
        ),
      },
    )
    .get(
      "/:uri",
      async ({ apiKey, params, request, set }) => {
        const concept = occupationAnswer(
          await occupationByUri(deps.storage, apiKey, {
            uri: params.uri,
            requestId: requestIdOf(request),
          }),
        );
        answer(set, concept);
        return concept.body;
      },
      {
        params: t.Object({ uri: t.String({ maxLength: 600, description: "The ESCO URI, URL-encoded" }) }),
        response: { 200: OccupationResponse },
        detail: operation("Occupations", "An ESCO occupation's labels", documented(null, ...PAID, 404), {
          operationId: "getOccupation",
          description:
            "The occupation by its ESCO URI, URL-encoded (e.g. /api/occupations/http%3A%2F%2Fdata.europa.eu%2Fesco%2Foccupation%2F...): its English label and its labels in every language. 1 credit; an unknown URI is a free 404.",
          headers: ["X-Credits-Charged"],
        }),
      },
    );
}
