/**
 * Data-subject requests on the admin API (mounted inside /admin, behind the admin token):
 * find, export and erase a stored person, and read the erasure log (docs/privacy.md).
 */
import { Elysia, t } from "elysia";
import { boundedInt, onlyKnownFields } from "../../domain/bounds.ts";
import { eraseSubject, exportSubject, findSubjects, listErasures } from "../../domain/privacy/subjects.ts";
import { erasureLogBody, subjectMatchesBody } from "../../format/privacy.ts";
import type { AppDeps } from "../deps.ts";
import { documented, type ErrorStatus, type Ok, ok, operation } from "../openapi/responses.ts";

// Past 2^53 a number is no longer the id sent: a 400 naming it, never a lookup of a rounded one.
const Id = t.Object({ id: t.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const object = (properties: Record<string, unknown>) => ({ type: "object", properties });
const ERASURE = object({
  id: { type: "integer" },
  personId: { type: "integer" },
  reason: { type: "string" },
  requestedBy: { type: "string" },
  removed: { type: "object", additionalProperties: { type: "integer" } },
  erasedAt: { type: "string", format: "date-time" },
});
const admin = (summary: string, description: string | undefined, body: Ok, ...statuses: ErrorStatus[]) =>
  operation("Admin", summary, documented(body, 400, 401, 429, 503, ...statuses), { description });

/** Who asked, for the log: the admin API, and the name the request gives (at most 200 characters). */
function requestedBy(given: unknown): string {
  const name = typeof given === "string" ? given.trim().slice(0, 200) : "";
  return name ? `admin-api:${name}` : "admin-api";
}

export function adminSubjectRoutes(deps: Pick<AppDeps, "storage" | "clock">) {
  return new Elysia()
    .get("/subjects", async ({ query }) => subjectMatchesBody(await findSubjects(deps.storage, query)), {
      query: t.Object({
        email: t.Optional(t.String({ maxLength: 320 })),
        phone: t.Optional(t.String({ maxLength: 64 })),
        url: t.Optional(t.String({ maxLength: 2048 })),
        name: t.Optional(t.String({ maxLength: 300 })),
        company: t.Optional(t.String({ maxLength: 300, description: "With name only" })),
      }),
      detail: admin(
        "Find the stored people a request is about",
        "Exactly one of email, phone, url or name (company narrows a name). Each match says what is held.",
        ok("The matching people", object({ matches: { type: "array", items: { type: "object" } } })),
      ),
    })
    .get("/subjects/:id/export", ({ params }) => exportSubject(deps.storage, params.id, deps.clock.now()), {
      params: Id,
      detail: admin(
        "Everything held about one person (access request)",
        "The stored record, contacts, posts and reactions they made, jobs holding them and the access log of who received their contact data.",
        ok("One JSON document", object({ record: { type: "object" }, access_log: { type: "array" } })),
        404,
      ),
    })
    .post(
      "/subjects/:id/erase",
      async ({ params, body }) => {
        onlyKnownFields(body, ["reason", "requested_by"]);
        return eraseSubject(deps.storage, params.id, {
          reason: typeof body.reason === "string" ? body.reason : "",
          requestedBy: requestedBy(body.requested_by),
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
        detail: admin(
          "Erase one person (erasure request)",
          "In one transaction: the record, contacts, search entries, posts and reactions are deleted, job results that held them become a removal marker, their identifiers go on the suppression list, and the erasure is logged.",
          ok("The erasure log entry", ERASURE),
          404,
          413,
        ),
      },
    )
    .get(
      "/erasures",
      async ({ query }) =>
        erasureLogBody(await listErasures(deps.storage, boundedInt(query.limit, "limit", 1, 10_000, 100))),
      {
        query: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 10_000, default: 100 })) }),
        detail: admin(
          "The erasure log, newest first",
          undefined,
          ok(
            "Who erased which person id, when and why",
            object({ erasures: { type: "array", items: ERASURE } }),
          ),
        ),
      },
    );
}
