/**
 * Keys and credits on the admin API (mounted inside /admin, behind the admin token): create, list,
 * revoke, top up, and read a key's ledger. The CLI (`prospector keys`, `credits`) calls the same
 * domain functions.
 */
import { Elysia, t } from "elysia";
import { createApiKey, grantCredits, keyLedger, listApiKeys, revokeKey } from "../../domain/billing/keys.ts";
import { onlyKnownFields } from "../../domain/bounds.ts";
import { ApiError } from "../../errors.ts";
import {
  balanceBody,
  createdKeyBody,
  keyLedgerBody,
  keyListBody,
  revokedKeyBody,
} from "../../format/keys.ts";
import type { AppDeps } from "../deps.ts";
import { documented, type ErrorStatus, type Ok, ok, operation } from "../openapi/responses.ts";

const Tier = t.Union([t.Literal("free"), t.Literal("tier1"), t.Literal("tier2"), t.Literal("tier3")]);
const Credits = t.Integer({ minimum: 1, maximum: 1_000_000_000 });
// Past 2^53 a number is no longer the id sent: a 400 naming it, never a lookup of a rounded one.
const Id = t.Object({ id: t.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
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
const object = (properties: Record<string, unknown>) => ({ type: "object", properties });
const admin = (summary: string, body: Ok, ...statuses: ErrorStatus[]) =>
  operation("Admin", summary, documented(body, 401, 429, 503, ...statuses));

export function adminKeyRoutes(deps: Pick<AppDeps, "storage" | "clock">) {
  return new Elysia()
    .post(
      "/keys",
      async ({ body }) => {
        onlyKnownFields(body, ["tier", "name", "credits", "free_credits", "expires_at"]);
        if (body.expires_at !== undefined && Number.isNaN(Date.parse(body.expires_at)))
          throw new ApiError("BAD_REQUEST", "expires_at must be an ISO 8601 date");
        // A key born expired is a typo (2020 for 2027): every request with it would be refused.
        const expires = body.expires_at ? new Date(body.expires_at) : null;
        if (expires && expires.getTime() <= deps.clock.now().getTime())
          throw new ApiError("BAD_REQUEST", `expires_at must be in the future, got ${expires.toISOString()}`);
        const created = await createApiKey(deps.storage, {
          tier: body.tier,
          name: body.name ?? null,
          credits: body.credits,
          freeCredits: body.free_credits,
          expiresAt: expires ? expires.toISOString() : null,
        });
        return createdKeyBody(created);
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
          ok("The new key and its record", {
            ...KeyView,
            properties: { key: { type: "string" }, ...KeyView.properties },
          }),
          400,
          413,
        ),
      },
    )
    .get("/keys", async () => keyListBody(await listApiKeys(deps.storage)), {
      detail: admin(
        "List API keys",
        ok("Every key (never the secret)", object({ keys: { type: "array", items: KeyView } })),
      ),
    })
    .post(
      "/keys/:id/revoke",
      async ({ params }) => revokedKeyBody(await revokeKey(deps.storage, params.id)),
      {
        params: Id,
        detail: admin(
          "Revoke a key",
          ok(
            "Revoked (or already revoked)",
            object({ success: { type: "boolean" }, message: { type: "string" } }),
          ),
          400,
          404,
        ),
      },
    )
    .post(
      "/keys/:id/topup",
      async ({ params, body }) => {
        onlyKnownFields(body, ["credits"]);
        return balanceBody(params.id, await grantCredits(deps.storage, params.id, body.credits));
      },
      {
        params: Id,
        body: t.Object({ credits: Credits }, { additionalProperties: true }),
        detail: admin(
          "Add purchased credits",
          ok("The new balance", object({ id: { type: "integer" }, credits: { type: "integer" } })),
          400,
          404,
          413,
        ),
      },
    )
    .get("/keys/:id/ledger", async ({ params }) => keyLedgerBody(await keyLedger(deps.storage, params.id)), {
      params: Id,
      detail: admin(
        "A key's ledger",
        ok(
          "Every credit movement of the key",
          object({ entries: { type: "array", items: { type: "object" } } }),
        ),
        400,
        404,
      ),
    });
}
