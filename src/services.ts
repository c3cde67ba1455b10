/**
 * The one place that wires the app's services from a configuration and an opened storage: metrics
 * (METRICS: the storage's charges counted), the rate limiter users run (Redis, PostgreSQL's
 * buckets or memory, insured: src/db/rate-limit/open.ts), outbound HTTP and DNS with their policies
 * (src/net: the SSRF guard, the MX check, the LLM endpoint), the one search service
 * (one company lexicon in memory) and the job runner. `serve`, the test server and the benches
 * build their apps from it, so a test runs what users run, on either engine.
 */
import type { Config } from "./config.ts";
import { openRateLimiter } from "./db/rate-limit/open.ts";
import type { BucketStore } from "./domain/billing/rate-limiter.ts";
import { IdentifyService } from "./domain/identify/service.ts";
import { createJobRunner } from "./domain/jobs/index.ts";
import { SearchService } from "./domain/search/search.ts";
import type { Storage } from "./domain/storage/index.ts";
import { WebhookService } from "./domain/watchers/service.ts";
import { renderWebhookEvent } from "./format/webhooks.ts";
import { type AppDeps, type Clock, systemClock } from "./http/deps.ts";
import { guardCharges } from "./http/request-scope.ts";
import type { Logger } from "./log.ts";
import { createOutbound } from "./net/outbound.ts";
import { VERSION } from "./version.ts";

export interface ServiceOptions {
  log: Logger;
  /** The clock of requests, jobs and the in-memory rate limiter (tests inject one). */
  clock?: Clock;
  version?: string;
  /** Rate-limit window in seconds (default 60): tests and benches shrink it to refill buckets at once. */
  rateWindowSeconds?: number;
  /**
   * Set in a worker of `serve` with WORKERS > 1 (src/cli/workers.ts): its index, and the primary's
   * rate-limit buckets, which replace this process's memory where there is no shared store.
   */
  worker?: { index: number; buckets: BucketStore };
}

export interface Services extends AppDeps {
  search: NonNullable<AppDeps["search"]>;
  lifecycle: { draining: boolean; warm?: boolean };
  /** Watchers' dispatch and webhook delivery (docs/webhooks.md): `serve` starts it. */
  webhooks: WebhookService;
  /** Resolves once the rate limiter's store is connected, or after `ms` (start-up waits this long at most). */
  limiterReady(ms: number): Promise<boolean>;
  /** Closes what the services opened (the limiter's connections and timers), not the storage. */
  close(): Promise<void>;
}

export async function createServices(
  config: Config,
  opened: Storage,
  options: ServiceOptions,
): Promise<Services> {
  const { log } = options;
  const clock = options.clock ?? systemClock;
  // prom-client is loaded only when metrics are on (it is a noticeable part of start-up time).
  const metricsModule = config.metrics ? await import("./http/metrics.ts") : null;
  const metrics = metricsModule?.createMetrics(opened);
  // A request's charge is refused once its client is gone or its deadline answered (request-scope.ts).
  const storage = guardCharges(
    metricsModule && metrics ? metricsModule.instrumentStorage(opened, metrics) : opened,
  );
  const { limiter, ready } = openRateLimiter(config, storage, {
    nowMs: () => clock.now().getTime(),
    windowSeconds: options.rateWindowSeconds,
    buckets: options.worker?.buckets,
    onSwitch: (change) => {
      metrics?.limiterSwitches.inc({ to: change.to });
      metrics?.limiterDegraded.set(change.to === "store" ? 0 : 1);
      if (change.to === "store") log.info("rate limiter restored", { store: change.store });
      else
        log.error("rate limiter store unavailable", {
          store: change.store,
          serving: change.to === "fallback" ? change.fallback : "none (503 on limited endpoints)",
          error: change.reason,
        });
    },
  });
  const now = () => clock.now();
  const outbound = createOutbound(config);
  const search = new SearchService(storage, now, {
    associations: config.associations,
    totalCap: config.searchTotalCap,
    llm: config.llm,
    llmFetch: outbound.llm,
  });
  const identify = new IdentifyService(storage, log, now);
  // The identify index catches up with what was imported while the server was down.
  identify.warmUp();
  const instance = instanceName(config, storage, options.worker?.index);
  const jobs = createJobRunner(
    storage,
    log,
    { ...config, instanceId: instance },
    { clock: now, search, mx: outbound.mx, identify },
  );
  const webhooks = new WebhookService(
    storage,
    search,
    renderWebhookEvent,
    outbound.webhooks,
    log,
    now,
    config.webhooks.pollMs,
    config.webhooks.leaseMs,
    options.worker ? instance : null,
  );
  return {
    webhooks,
    storage,
    jobs,
    search,
    outbound,
    identify,
    limiter,
    metrics,
    lifecycle: { draining: false },
    config,
    log,
    clock,
    version: options.version ?? VERSION,
    limiterReady: ready,
    close: async () => {
      await webhooks.stop();
      await limiter.close?.();
      // Before the database closes: background builds stop and give their leases back (src/domain/lease.ts).
      await Promise.all([identify.close(), search.associations.close()]);
    },
  };
}

/**
 * This process's name in job and webhook leases: INSTANCE_ID when set; unset, the runner and the
 * webhook service choose (SQLite "local", PostgreSQL host-pid-random). A worker adds its index:
 * workers of one server hold leases apart, and on SQLite a worker restarted under the same name
 * takes its predecessor's jobs back at once. On PostgreSQL without INSTANCE_ID the name stays
 * random (two hosts' workers must never share one).
 */
function instanceName(config: Config, storage: Storage, worker: number | undefined): string | null {
  if (worker === undefined) return config.instanceId;
  if (config.instanceId) return `${config.instanceId}-w${worker}`;
  return storage.sharedByInstances ? null : `local-w${worker}`;
}
