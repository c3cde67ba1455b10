/** GET /health: liveness and a few counts, no key needed. */
import { Elysia, t } from "elysia";
import type { RateLimiter } from "../../domain/billing/rate-limiter.ts";
import type { AppDeps } from "../deps.ts";

const Store = t.Union([t.Literal("redis"), t.Literal("postgres"), t.Literal("memory")]);
const Readiness = t.Object({
  status: t.Union([t.Literal("ready"), t.Literal("draining"), t.Literal("unavailable")]),
  database: t.Object({ ok: t.Boolean() }),
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
});
const noKey: [] = [];

export const HealthResponse = t.Object({
  status: t.Union([t.Literal("ok"), t.Literal("degraded")]),
  database: t.Object({ ok: t.Boolean() }),
  people: t.Integer(),
  companies: t.Integer(),
  version: t.String(),
});

/**
 * Counting whole tables is not free at a hundred million rows: a load balancer probing every
 * second would keep the database busy. The ping runs on every probe; the counts are remembered for
 * this long.
 */
const COUNTS_TTL_MS = 10_000;

/**
 * /readyz answers within a second in every state, so a load balancer can act on it: a database that
 * does not answer the ping within this long is not ready. A probe that arrives while a ping is
 * still out waits for that same ping, so a stalled database gets one ping, not one per probe.
 */
const READY_PING_MS = 600;

function boundedPing(ping: () => Promise<boolean>): () => Promise<boolean> {
  let pending: Promise<boolean> | null = null;
  return async () => {
    pending ??= ping()
      .catch(() => false)
      .finally(() => {
        pending = null;
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_PING_MS);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The rate limiter as /readyz reports it (docs/operations.md, "Rate limits when Redis is down"). */
function limiterState(limiter: RateLimiter) {
  const health = limiter.health?.() ?? { store: "memory", serving: "store", fallback: "none", since: null };
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

export function healthRoutes(deps: Pick<AppDeps, "storage" | "limiter" | "lifecycle" | "version">) {
  let counts: { at: number; people: number; companies: number } | null = null;
  const readyPing = boundedPing(() => deps.storage.ping());
  const currentCounts = async () => {
    if (counts === null || Date.now() - counts.at > COUNTS_TTL_MS) {
      const [people, companies] = await Promise.all([
        deps.storage.people.count(),
        deps.storage.companies.count(),
      ]);
      counts = { at: Date.now(), people, companies };
    }
    return counts;
  };
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
        // Ready: the database answers (it was migrated when it was opened) and no SIGTERM yet.
        const draining = deps.lifecycle?.draining ?? false;
        const database = await readyPing();
        const limiter = limiterState(deps.limiter);
        const usable = database && limiter.state !== "unavailable";
        if (draining || !usable) set.status = 503;
        return {
          status: draining ? ("draining" as const) : usable ? ("ready" as const) : ("unavailable" as const),
          database: { ok: database },
          rate_limiter: limiter,
        };
      },
      {
        response: { 200: Readiness, 503: Readiness },
        detail: {
          tags: ["System"],
          summary: "Readiness",
          description:
            "200 when this instance should receive traffic: database reachable and migrated, the rate limiter answering (from its store or its fallback), not shutting down. 503 otherwise (first thing on SIGTERM). No key needed.",
          security: noKey,
        },
      },
    )
    .get(
      "/health",
      async ({ set }) => {
        try {
          const [ok, { people, companies }] = await Promise.all([deps.storage.ping(), currentCounts()]);
          return {
            status: ok ? ("ok" as const) : ("degraded" as const),
            database: { ok },
            people,
            companies,
            version: deps.version,
          };
        } catch {
          set.status = 503;
          return {
            status: "degraded" as const,
            database: { ok: false },
            people: 0,
            companies: 0,
            version: deps.version,
          };
        }
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
