/**
 * Prometheus metrics (`METRICS=true`, `GET /metrics` on the main listener, behind
 * `METRICS_TOKEN` when it is set), with prom-client: requests and latency per route and status,
 * credits charged per operation, rate-limit refusals per group, jobs by status, database errors,
 * and the process's own metrics. Routes are the matched patterns (`/api/search/deep_research/:job_id`),
 * never raw paths, so the series stay few.
 */
import client from "prom-client";
import type { Storage } from "../domain/storage/index.ts";

export interface Metrics {
  registry: client.Registry;
  requests: client.Counter<"method" | "route" | "status">;
  duration: client.Histogram<"method" | "route" | "status">;
  credits: client.Counter<"operation">;
  rateLimited: client.Counter<"group">;
  storageErrors: client.Counter;
  limiterSwitches: client.Counter<"to">;
  limiterDegraded: client.Gauge;
  /** With WORKERS > 1: every worker's metrics added up (src/cli/serve.ts); else this registry's. */
  gather?: () => Promise<string>;
}

export function createMetrics(storage: Storage): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "prospector_" });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
    new client.Counter<L>({ name, help, labelNames, registers });
  registerJobGauge(storage, registry);
  registerWebhookGauges(storage, registry);
  return {
    registry,
    requests: counter(
      "prospector_http_requests_total",
      "HTTP requests answered, by method, route pattern and status",
      ["method", "route", "status"],
    ),
    duration: new client.Histogram({
      name: "prospector_http_request_duration_seconds",
      help: "HTTP request latency, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    credits: counter(
      "prospector_credits_charged_total",
      "Credits debited, by operation (search, contacts, deep_research...)",
      ["operation"],
    ),
    rateLimited: counter(
      "prospector_rate_limited_total",
      "Requests refused by a tier rate limit (429) or plan (402), by endpoint group",
      ["group"],
    ),
    storageErrors: counter(
      "prospector_storage_errors_total",
      "Requests answered 503 because the database was unavailable",
    ),
    limiterSwitches: counter(
      "prospector_rate_limiter_switches_total",
      "Rate limiter switches: to=fallback|none when its shared store failed, to=store when it came back",
      ["to"],
    ),
    limiterDegraded: new client.Gauge({
      name: "prospector_rate_limiter_degraded",
      help: "1 while the rate limiter's shared store (Redis) is unavailable and the fallback (or nothing) answers",
      registers,
      // With several workers: 1 while any of them is degraded.
      aggregator: "max",
    }),
  };
}

/** Jobs by status, read from the database when scraped (all instances see the same rows). */
function registerJobGauge(storage: Storage, registry: client.Registry): void {
  new client.Gauge({
    name: "prospector_jobs",
    help: "Jobs by kind and status (pending = queue depth, processing = running, error = failed)",
    labelNames: ["kind", "status"],
    registers: [registry],
    // Read from the database: every worker reads the same rows, so workers' values are not added.
    aggregator: "first",
    async collect() {
      this.reset();
      for (const row of await storage.jobs.countByStatus())
        this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });
}

/** Changes logged, webhook deliveries by status, the oldest undelivered one's age: read when scraped. */
function registerWebhookGauges(storage: Storage, registry: client.Registry): void {
  new client.Gauge({
    name: "prospector_changes_logged",
    help: "Changes detected and logged so far (the change log's last id; docs/changes.md)",
    registers: [registry],
    // Read from the database: every worker reads the same rows, so workers' values are not added.
    aggregator: "first",
    async collect() {
      this.set(await storage.changes.lastId());
    },
  });
  new client.Gauge({
    name: "prospector_webhook_deliveries",
    help: "Webhook deliveries by status (pending = outbox depth, delivered, failed; docs/webhooks.md)",
    labelNames: ["status"],
    registers: [registry],
    // Read from the database: every worker reads the same rows, so workers' values are not added.
    aggregator: "first",
    async collect() {
      this.reset();
      const { byStatus } = await storage.watchers.backlog();
      for (const status of ["pending", "delivered", "failed"]) this.set({ status }, byStatus[status] ?? 0);
    },
  });
  new client.Gauge({
    name: "prospector_webhook_oldest_pending_seconds",
    help: "Age of the oldest webhook delivery not yet made (0 when none waits)",
    registers: [registry],
    // Read from the database: every worker reads the same rows, so workers' values are not added.
    aggregator: "first",
    async collect() {
      const { oldest } = await storage.watchers.backlog();
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0);
    },
  });
}

/** The storage with its charges counted (debits of requests and deliveries of jobs). */
export function instrumentStorage(storage: Storage, metrics: Metrics): Storage {
  const { credits, jobs } = storage;
  return {
    ...storage,
    credits: {
      ...credits,
      debit: async (keyId, amount, context) => {
        const result = await credits.debit(keyId, amount, context);
        if (result.ok && amount > 0) metrics.credits.inc({ operation: context.operation }, amount);
        return result;
      },
    },
    jobs: {
      ...jobs,
      deliver: async (job, items, options) => {
        const outcome = await jobs.deliver(job, items, options);
        if (outcome.credits > 0) metrics.credits.inc({ operation: options.operation }, outcome.credits);
        return outcome;
      },
    },
  };
}
