/** /health and /readyz bodies (docs/operations.md, "Rate limits when Redis is down"). */
import type { Readiness, ServiceHealth } from "../domain/health.ts";

/** The rate limiter as /readyz reports it: degraded = its fallback answers; unavailable = nothing does. */
function limiterBody(health: Readiness["limiter"]) {
  const state =
    health.serving === "store" ? "ok" : health.serving === "fallback" ? "degraded" : "unavailable";
  return {
    store: health.store,
    state,
    serving_from:
      health.serving === "store" ? health.store : health.serving === "fallback" ? health.fallback : "none",
    since: health.since,
  } as const;
}

/** GET /readyz: the state, the database, the rate limiter and the operator's tier limits (null: the defaults). */
export function readinessBody(readiness: Readiness, tierLimits: Record<string, unknown> | null) {
  return {
    // A process that has not finished warming says starting whatever its checks say (their detail
    // is below): a ping slowed by the warm-up's own work is no sign that the database is gone, and
    // a warm-up the database fails ends (warm, logged), after which unavailable is told as it is.
    status: readiness.draining
      ? ("draining" as const)
      : readiness.usable
        ? ("ready" as const)
        : !readiness.warm
          ? ("starting" as const)
          : ("unavailable" as const),
    database: { ok: readiness.database },
    search: { warm: readiness.warm },
    rate_limiter: limiterBody(readiness.limiter),
    tier_limits: tierLimits,
  };
}

/** GET /health: ok or degraded, the counts (0 when the database could not be read), the version. */
export function healthBody(health: ServiceHealth, version: string) {
  return {
    status: health?.database ? ("ok" as const) : ("degraded" as const),
    database: { ok: health?.database ?? false },
    people: health?.people ?? 0,
    companies: health?.companies ?? 0,
    version,
  };
}
