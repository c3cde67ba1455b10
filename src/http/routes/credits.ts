/** GET /api/credits: the key's balance and last top-up. Free, any tier. */
import { Elysia, t } from "elysia";
import type { AppDeps } from "../app.ts";
import { authenticated } from "../plugins/auth.ts";

export const CreditsResponse = t.Object({
  credits: t.Integer(),
  last_topup_at: t.Union([t.String({ format: "date-time" }), t.Null()]),
});

export function creditsRoutes(deps: AppDeps) {
  return new Elysia({ prefix: "/api" }).use(authenticated(deps, "credits")).get(
    "/credits",
    // apiKey was read from the database by auth for this very request: no second lookup.
    ({ apiKey }) => ({ credits: apiKey.credits, last_topup_at: apiKey.lastTopupAt }),
    {
      response: { 200: CreditsResponse },
      detail: {
        tags: ["Credits"],
        summary: "Credit balance",
        operationId: "getCredits",
        description: "The key's credit balance and when credits were last purchased (null if never). Free.",
        security: [{ bearer: [] }],
      },
    },
  );
}
