/**
 * Data-subject requests on the admin API (mounted inside /admin, behind the admin token):
 * find, export and erase a stored person, and read the erasure log (docs/privacy.md).
 */
import { Elysia, t } from "elysia";
import { boundedInt, onlyKnownFields } from "../../domain/bounds.ts";
import { eraseSubject, exportSubject, findSubjects } from "../../domain/privacy/subjects.ts";
import type { AppDeps } from "../deps.ts";
import { documented } from "../openapi/responses.ts";

const Id = t.Object({ id: t.Integer({ minimum: 1 }) });
const admin = { tags: ["Admin"], security: [{ bearer: [] }] };
const json = (description: string, properties: Record<string, unknown>) => ({
  description,
  schema: { type: "object", properties },
});
const ERASURE = {
  type: "object",
  properties: {
    id: { type: "integer" },
    personId: { type: "integer" },
    reason: { type: "string" },
    requestedBy: { type: "string" },
    removed: { type: "object", additionalProperties: { type: "integer" } },
    erasedAt: { type: "string", format: "date-time" },
  },
};

export function adminSubjectRoutes(deps: Pick<AppDeps, "storage" | "clock">) {
  return new Elysia()
    .get("/subjects", async ({ query }) => ({ matches: await findSubjects(deps.storage, query) }), {
      query: t.Object({
        email: t.Optional(t.String({ maxLength: 320 })),
        phone: t.Optional(t.String({ maxLength: 64 })),
        url: t.Optional(t.String({ maxLength: 2048 })),
        name: t.Optional(t.String({ maxLength: 300 })),
        company: t.Optional(t.String({ maxLength: 300, description: "With name only" })),
      }),
      detail: {
        ...admin,
        summary: "Find the stored people a request is about",
        description:
          "Exactly one of email, phone, url or name (company narrows a name). Each match says what is held.",
        responses: documented(
          json("The matching people", { matches: { type: "array", items: { type: "object" } } }),
          400,
          401,
          429,
          503,
        ),
      },
    })
    .get("/subjects/:id/export", ({ params }) => exportSubject(deps.storage, params.id, deps.clock.now()), {
      params: Id,
      detail: {
        ...admin,
        summary: "Everything held about one person (access request)",
        description:
          "The stored record, contacts, posts and reactions they made, jobs holding them and the access log of who received their contact data.",
        responses: documented(
          json("One JSON document", { record: { type: "object" }, access_log: { type: "array" } }),
          400,
          401,
          404,
          429,
          503,
        ),
      },
    })
    .post(
      "/subjects/:id/erase",
      async ({ params, body }) => {
        onlyKnownFields(body, ["reason", "requested_by"]);
        return eraseSubject(deps.storage, params.id, {
          reason: typeof body.reason === "string" ? body.reason : "",
          requestedBy: `admin-api${typeof body.requested_by === "string" && body.requested_by.trim() ? `:${body.requested_by.trim().slice(0, 200)}` : ""}`,
          now: deps.clock.now(),
        });
      },
      {
        params: Id,
        body: t.Object(
          {
            reason: t.Optional(t.Any({ description: "Why (kept in the erasure log); required" })),
            requested_by: t.Optional(t.Any({ description: "Who asked for it, for the log" })),
          },
          { additionalProperties: true },
        ),
        detail: {
          ...admin,
          summary: "Erase one person (erasure request)",
          description:
            "In one transaction: the record, contacts, search entries, posts and reactions are deleted, job results that held them become a removal marker, their identifiers go on the suppression list, and the erasure is logged.",
          responses: documented(
            { description: "The erasure log entry", schema: ERASURE },
            400,
            401,
            404,
            413,
            429,
            503,
          ),
        },
      },
    )
    .get(
      "/erasures",
      async ({ query }) => ({
        erasures: await deps.storage.privacy.erasures(boundedInt(query.limit, "limit", 1, 10_000, 100)),
      }),
      {
        query: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 10_000, default: 100 })) }),
        detail: {
          ...admin,
          summary: "The erasure log, newest first",
          responses: documented(
            json("Who erased which person id, when and why", { erasures: { type: "array", items: ERASURE } }),
            400,
            401,
            429,
            503,
          ),
        },
      },
    );
}
