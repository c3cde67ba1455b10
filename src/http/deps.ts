/**
 * What the app is built from (`createApp(deps)`): the storage, the job runner, the limiter, the
 * configuration... created once by `createServices` (src/services.ts) for serve, the tests and the
 * benches. Route and plugin modules import their dependencies' types from here, not from app.ts
 * (which imports them).
 */
import type { Config } from "../config.ts";
import type { RateLimiter } from "../domain/billing/rate-limiter.ts";
import type { IdentifyService } from "../domain/identify/service.ts";
import type { JobRunner } from "../domain/jobs/runner.ts";
import type { Outbound } from "../domain/outbound.ts";
import type { SearchService } from "../domain/search/search.ts";
import type { Storage } from "../domain/storage/index.ts";
import type { Logger } from "../log.ts";
import type { Metrics } from "./metrics.ts";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  storage: Storage;
  /** The worker pool jobs are queued on (serve creates it to resume and drain it). */
  jobs: JobRunner;
  /** One search service for every listener (and the job runner): one company lexicon in memory. */
  search: SearchService;
  /** Outbound HTTP and DNS (scrape, webhooks, the MX check, the LLM): src/net, built once. */
  outbound: Outbound;
  /** The identify index and model (docs/identify.md), shared by the listeners and the job runner. */
  identify: IdentifyService;
  /** "alt": the alternate variant's listener (ALT_PORT); everything it does not change is the same. */
  variant?: "main" | "alt";
  limiter: RateLimiter;
  /** Prometheus metrics when METRICS is on (serve and the test helper create them). */
  metrics?: Metrics;
  /** `draining` turns /readyz to 503 on SIGTERM (serve sets it); absent = never draining. */
  lifecycle?: {
    draining: boolean;
    /** false while `serve` loads what searches need (/readyz 503, "starting"); absent = warm. */
    warm?: boolean;
  };
  config: Config;
  log: Logger;
  clock: Clock;
  version: string;
}

/** What the edge of a keyed route uses: the key lookup, its tier rate limit, the failure gate, the log. */
export type EdgeDeps = Pick<AppDeps, "storage" | "clock" | "limiter" | "config" | "log" | "metrics">;

/** Request bodies above this are refused with 413 (bulk contacts: 5,000 URLs fit easily). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
