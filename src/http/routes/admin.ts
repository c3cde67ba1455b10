/**
 * The admin API under /admin, mounted only when ADMIN_TOKEN is set; the bearer must be that token.
 * Keys and credits (./admin-keys.ts) and data-subject requests (./admin-subjects.ts), with their
 * own OpenAPI document behind the same token; hidden from the public one.
 */
import { timingSafeEqual } from "node:crypto";
import { Elysia } from "elysia";
import { ApiError } from "../../errors.ts";
import { bearerToken } from "../bearer.ts";
import type { AppDeps } from "../deps.ts";
import { openApiDocument } from "../openapi/document.ts";
import { authFailureGate } from "../plugins/auth-failures.ts";
import { adminKeyRoutes } from "./admin-keys.ts";
import { adminSubjectRoutes } from "./admin-subjects.ts";

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = new Bun.CryptoHasher("sha256").update(given).digest();
  const b = new Bun.CryptoHasher("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export function adminRoutes(
  deps: Pick<AppDeps, "storage" | "clock" | "limiter" | "config" | "log" | "variant" | "version">,
  adminToken: string,
) {
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
      .use(adminKeyRoutes(deps))
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
