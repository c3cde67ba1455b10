/** GET /api/credits: the key's balance and last top-up. Free, any tier. */
import { Elysia, t } from "elysia";
import { withCurrentBalance } from "../../domain/billing/keys.ts";
import { keySpending } from "../../domain/billing/ledger.ts";
import { creditsBody, spendingBody } from "../../format/keys.ts";
import type { EdgeDeps } from "../deps.ts";
import { documented, KEYED, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";

export const CreditsResponse = t.Object({
  credits: t.Integer(),
  last_topup_at: t.Union([t.String({ format: "date-time" }), t.Null()]),
});

export function creditsRoutes(deps: EdgeDeps) {
  return new Elysia({ prefix: "/api" })
    .use(authenticated(deps, "credits"))
    .get(
      "/credits/ledger",
      async ({ apiKey, query }) =>
        spendingBody(
          await withCurrentBalance(deps.storage, apiKey),
          await keySpending(deps.storage, apiKey, query.limit),
        ),
      {
        query: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 10_000, default: 1000 })) }),
        detail: {
          tags: ["Credits"],
          summary: "The key's own ledger",
          operationId: "getCreditLedger",
          responses: documented(
            {
              schema: schemaRef("Ledger"),
              description: "Balance, newest ledger entries, spending by day and operation",
            },
            ...KEYED,
          ),
          description:
            "The key's most recent ledger rows (oldest first) and credits spent per day and per operation. Free.",
          security: [{ bearer: [] }],
        },
      },
    )
    .get(
      "/credits",
      // On SQLite auth read the key for this very request: no second lookup; a cached key's balance is read again.
      async ({ apiKey }) => creditsBody(await withCurrentBalance(deps.storage, apiKey)),
      {
        response: { 200: CreditsResponse },
        detail: {
          tags: ["Credits"],
          summary: "Credit balance",
          operationId: "getCredits",
          responses: documented(null, ...KEYED),
          description: "The key's credit balance and when credits were last purchased (null if never). Free.",
          security: [{ bearer: [] }],
        },
      },
    );
}
