/** GET /livez, /readyz and /health: liveness, readiness and a few counts; no key needed. */
import { Elysia, t } from "elysia";
import { createHealthCheck, createReadinessCheck } from "../../domain/health.ts";
import { healthBody, readinessBody } from "../../format/health.ts";
import type { AppDeps } from "../deps.ts";

const Store = t.Union([t.Literal("redis"), t.Literal("postgres"), t.Literal("memory")]);
const Readiness = t.Object({
  status: t.Union([
    t.Literal("ready"),
    t.Literal("starting"),
    t.Literal("draining"),
    t.Literal("unavailable"),
  ]),
  database: t.Object({ ok: t.Boolean() }),
  search: t.Object(
    { warm: t.Boolean() },
    {
      description:
        "warm: what a search needs (company names, associations, the occupation taxonomy, vocabularies, the facet index's pages) is loaded, in every worker; loaded in the background at start (starting, 503, until then)",
    },
  ),
  rate_limiter: t.Object(
    {
      store: Store,
      state: t.Union([t.Literal("ok"), t.Literal("degraded"), t.Literal("unavailable")]),
      serving_from: t.Union([Store, t.Literal("none")]),
      since: t.Union([t.String(), t.Null()]),
    },
    {
      description:
        "degraded: the shared store is down and the fallback answers (still ready); unavailable: no fallback, limited endpoints answer 503 (not ready)",
    },
  ),
  tier_limits: t.Union([t.Record(t.String(), t.Unknown()), t.Null()], {
    description:
      "The operator's TIER_LIMITS as in force over the defaults ({tier: {group: per_minute}}, null = unlimited); null when the defaults apply",
  }),
});
const noKey: [] = [];

export const HealthResponse = t.Object({
  status: t.Union([t.Literal("ok"), t.Literal("degraded")]),
  database: t.Object({ ok: t.Boolean() }),
  people: t.Integer(),
  companies: t.Integer(),
  version: t.String(),
});

export function healthRoutes(
  deps: Pick<AppDeps, "storage" | "limiter" | "lifecycle" | "version" | "config">,
) {
  const health = createHealthCheck(deps.storage);
  const readiness = createReadinessCheck(deps.storage, deps.limiter);
  return new Elysia({ name: "routes/health" })
    .get("/livez", () => ({ status: "ok" as const }), {
      response: { 200: t.Object({ status: t.Literal("ok") }) },
      detail: {
        tags: ["System"],
        summary: "Liveness",
        description: "200 while the process runs (for restarts by an orchestrator). No key needed.",
        security: noKey,
      },
    })
    .get(
      "/readyz",
      async ({ set }) => {
        const ready = await readiness(deps.lifecycle?.draining ?? false, deps.lifecycle?.warm ?? true);
        if (ready.draining || !ready.usable) set.status = 503;
        return readinessBody(ready, deps.config.tierLimits.overrides);
      },
      {
        response: { 200: Readiness, 503: Readiness },
        detail: {
          tags: ["System"],
          summary: "Readiness",
          description:
            "200 when this instance should receive traffic: what a search needs loaded (status starting until then), database reachable and migrated, the rate limiter answering (from its store or its fallback), not shutting down. 503 otherwise (first thing on SIGTERM). No key needed.",
          security: noKey,
        },
      },
    )
    .get(
      "/health",
      async ({ set }) => {
        const checked = await health();
        if (checked === null) set.status = 503;
        return healthBody(checked, deps.version);
      },
      {
        response: { 200: HealthResponse, 503: HealthResponse },
        detail: {
          tags: ["System"],
          summary: "Service health",
          description: "Database status and record counts. No key needed.",
          security: noKey,
        },
      },
    );
}
