/** GET /metrics: Prometheus text format; behind METRICS_TOKEN when it is set (docs/operations.md). */
import { timingSafeEqual } from "node:crypto";
import { Elysia } from "elysia";
import { ApiError } from "../../errors.ts";
import { bearerToken } from "../bearer.ts";
import type { AppDeps } from "../deps.ts";
import type { Metrics } from "../metrics.ts";
import { documented } from "../openapi/responses.ts";

const digest = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest();

export function metricsRoutes(deps: Pick<AppDeps, "config">, metrics: Metrics) {
  const token = deps.config.metricsToken;
  return new Elysia().get(
    "/metrics",
    async ({ request, set }) => {
      if (token !== null && !timingSafeEqual(digest(bearerToken(request) ?? ""), digest(token)))
        throw new ApiError("UNAUTHORIZED", "Metrics need Authorization: Bearer <METRICS_TOKEN>", {
          headers: { "WWW-Authenticate": "Bearer" },
        });
      set.headers["content-type"] = metrics.registry.contentType;
      return metrics.gather ? metrics.gather() : metrics.registry.metrics();
    },
    {
      detail: {
        tags: ["System"],
        summary: "Prometheus metrics",
        description:
          "Prometheus text format, only when METRICS=true. Behind `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set; no API key either way.",
        // Either no credentials (METRICS_TOKEN unset) or the metrics token.
        security: [{}, { bearer: [] }],
        responses: documented(
          {
            schema: { type: "string" },
            type: "text/plain",
            description: "The metrics in Prometheus text format 0.0.4",
          },
          401,
        ),
      },
    },
  );
}
