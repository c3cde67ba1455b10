/**
 * The admin API under /admin, mounted only when ADMIN_TOKEN is set; the bearer must be that token.
 * Hidden from the public OpenAPI document.
 */
import { timingSafeEqual } from "node:crypto";
import { Elysia, t } from "elysia";
import { createApiKey } from "../../domain/billing/keys.ts";
import { onlyKnownFields } from "../../domain/bounds.ts";
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import { ApiError } from "../../errors.ts";
import { bearerToken } from "../bearer.ts";
import type { AppDeps } from "../deps.ts";
import { openApiDocument } from "../openapi/document.ts";
import { documented, type ResponsesObject } from "../openapi/responses.ts";
import { authFailureGate } from "../plugins/auth-failures.ts";
import { adminSubjectRoutes } from "./admin-subjects.ts";

const Tier = t.Union([t.Literal("free"), t.Literal("tier1"), t.Literal("tier2"), t.Literal("tier3")]);
const Credits = t.Integer({ minimum: 1, maximum: 1_000_000_000 });
const KeyView = {
  type: "object",
  properties: {
    id: { type: "integer" },
    name: { type: ["string", "null"] },
    prefix: { type: "string" },
    tier: { type: "string", enum: ["free", "tier1", "tier2", "tier3"] },
    credits: { type: "integer" },
    last_topup_at: { type: ["string", "null"], format: "date-time" },
    expires_at: { type: ["string", "null"], format: "date-time" },
    revoked_at: { type: ["string", "null"], format: "date-time" },
    created_at: { type: "string", format: "date-time" },
  },
};
const json = (description: string, schema: Record<string, unknown>) => ({ schema, description });
const admin = (summary: string, responses: ResponsesObject) => ({
  tags: ["Admin"],
  summary,
  security: [{ bearer: [] }],
  responses,
});

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = new Bun.CryptoHasher("sha256").update(given).digest();
  const b = new Bun.CryptoHasher("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export function keyView(k: ApiKeyRecord) {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    tier: k.tier,
    credits: k.credits,
    last_topup_at: k.lastTopupAt,
    expires_at: k.expiresAt,
    revoked_at: k.revokedAt,
    created_at: k.createdAt,
  };
}

export function adminRoutes(
  deps: Pick<AppDeps, "storage" | "clock" | "limiter" | "config" | "log" | "variant" | "version">,
  adminToken: string,
) {
  const keyOr404 = async (id: number) => {
    const key = await deps.storage.keys.get(id);
    if (!key) throw new ApiError("NOT_FOUND", `No API key with id ${id}`);
    return key;
  };
  let document: ReturnType<typeof openApiDocument> | null = null;
  const routes = new Elysia({ prefix: "/admin" });
  return (
    routes
      // In derive, i.e. before validation: a caller without the token learns nothing about bodies.
      // Failures count against the address like API key failures do.
      .derive({ as: "scoped" }, async ({ request }) => {
        const gate = await authFailureGate(deps, request);
        if (!sameSecret(bearerToken(request), adminToken)) {
          await gate.fail();
          throw new ApiError("UNAUTHORIZED", "Invalid admin token", {
            headers: { "WWW-Authenticate": "Bearer" },
          });
        }
        return {};
      })
      .post(
        "/keys",
        async ({ body }) => {
          onlyKnownFields(body, ["tier", "name", "credits", "free_credits", "expires_at"]);
          if (body.expires_at !== undefined && Number.isNaN(Date.parse(body.expires_at))) {
            throw new ApiError("BAD_REQUEST", "expires_at must be an ISO 8601 date");
          }
          const { key, record } = await createApiKey(deps.storage, {
            tier: body.tier,
            name: body.name ?? null,
            credits: body.credits,
            freeCredits: body.free_credits,
            expiresAt: body.expires_at ? new Date(body.expires_at).toISOString() : null,
          });
          return { key, ...keyView(record) };
        },
        {
          body: t.Object(
            {
              tier: Tier,
              name: t.Optional(t.String({ maxLength: 200 })),
              credits: t.Optional(Credits),
              free_credits: t.Optional(Credits),
              expires_at: t.Optional(t.String()),
            },
            // Extra fields reach the handler, which names them in a 400 (Elysia would drop them).
            { additionalProperties: true },
          ),
          detail: admin(
            "Create an API key (the key is shown only in this answer)",
            documented(
              json("The new key and its record", {
                ...KeyView,
                properties: { key: { type: "string" }, ...KeyView.properties },
              }),
              400,
              401,
              413,
              429,
              503,
            ),
          ),
        },
      )
      .get("/keys", async () => ({ keys: (await deps.storage.keys.list()).map(keyView) }), {
        detail: admin(
          "List API keys",
          documented(
            json("Every key (never the secret)", {
              type: "object",
              properties: { keys: { type: "array", items: KeyView } },
            }),
            401,
            429,
            503,
          ),
        ),
      })
      .post(
        "/keys/:id/revoke",
        async ({ params }) => {
          await keyOr404(params.id);
          const revoked = await deps.storage.keys.revoke(params.id);
          return { success: true, message: revoked ? "Key revoked" : "Key was already revoked" };
        },
        {
          params: t.Object({ id: t.Integer({ minimum: 1 }) }),
          detail: admin(
            "Revoke a key",
            documented(
              json("Revoked (or already revoked)", {
                type: "object",
                properties: { success: { type: "boolean" }, message: { type: "string" } },
              }),
              400,
              401,
              404,
              429,
              503,
            ),
          ),
        },
      )
      .post(
        "/keys/:id/topup",
        async ({ params, body }) => {
          onlyKnownFields(body, ["credits"]);
          await keyOr404(params.id);
          const credits = await deps.storage.credits.grant(params.id, body.credits, {
            purchased: true,
            operation: "topup",
          });
          return { id: params.id, credits };
        },
        {
          params: t.Object({ id: t.Integer({ minimum: 1 }) }),
          body: t.Object({ credits: Credits }, { additionalProperties: true }),
          detail: admin(
            "Add purchased credits",
            documented(
              json("The new balance", {
                type: "object",
                properties: { id: { type: "integer" }, credits: { type: "integer" } },
              }),
              400,
              401,
              404,
              413,
              429,
              503,
            ),
          ),
        },
      )
      .get(
        "/keys/:id/ledger",
        async ({ params }) => {
          await keyOr404(params.id);
          const entries = await deps.storage.credits.ledger(params.id);
          return {
            entries: entries.map((e) => ({
              delta: e.delta,
              balance_after: e.balanceAfter,
              operation: e.operation,
              request_id: e.requestId,
              job_id: e.jobId,
              created_at: e.createdAt,
            })),
          };
        },
        {
          params: t.Object({ id: t.Integer({ minimum: 1 }) }),
          detail: admin(
            "A key's ledger",
            documented(
              json("Every credit movement of the key", {
                type: "object",
                properties: { entries: { type: "array", items: { type: "object" } } },
              }),
              400,
              401,
              404,
              429,
              503,
            ),
          ),
        },
      )
      .use(adminSubjectRoutes(deps))
      // The admin API's own OpenAPI document, behind the same token (not in the public one).
      .get(
        "/openapi/json",
        () => {
          document ??= openApiDocument(routes, {
            version: deps.version,
            variant: deps.variant ?? "main",
            audience: "admin",
          });
          return document;
        },
        { detail: { hide: true } },
      )
  );
}
