/**
 * createApp(deps): the one Elysia instance of a listener. It never listens itself (main does),
 * so tests can build as many apps as they like, each over its own temp database.
 */
import { Elysia } from "elysia";
import type { Config } from "../config.ts";
import type { Storage } from "../db/repositories/types.ts";
import type { RateLimiter } from "../domain/billing/rate-limiter.ts";
import type { JobRunner } from "../domain/jobs/runner.ts";
import { SearchService } from "../domain/search/search.ts";
import { ApiError } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { Metrics } from "./metrics.ts";
import { createErrorPlugin } from "./plugins/errors.ts";
import { createRequestIdPlugin } from "./plugins/request-id.ts";
import { adminRoutes } from "./routes/admin.ts";
import { bulkContactsRoutes } from "./routes/bulk-contacts.ts";
import { companySearchRoutes } from "./routes/companies.ts";
import { compatRoutes } from "./routes/compat.ts";
import { creditsRoutes } from "./routes/credits.ts";
import { deepResearchRoutes } from "./routes/deep-research.ts";
import { enrichRoutes } from "./routes/enrich.ts";
import { healthRoutes } from "./routes/health.ts";
import { jobsRoutes } from "./routes/jobs.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { openApiRoutes } from "./routes/openapi.ts";
import { searchRoutes } from "./routes/search.ts";
import { checkQueryNumbers, type NumericQueries, numericQueries } from "./strict-numbers.ts";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  storage: Storage;
  /** The worker pool jobs are queued on (serve creates it to resume and drain it). */
  jobs: JobRunner;
  /** One search service for every listener (and the job runner): one company lexicon in memory. */
  search?: SearchService;
  /** "alt": the alternate variant's listener (ALT_PORT); everything it does not change is the same. */
  variant?: "main" | "alt";
  limiter: RateLimiter;
  /** Prometheus metrics when METRICS is on (serve and the test helper create them). */
  metrics?: Metrics;
  /** `draining` turns /readyz to 503 on SIGTERM (serve sets it); absent = never draining. */
  lifecycle?: { draining: boolean };
  config: Config;
  log: Logger;
  clock: Clock;
  version: string;
}

/** Request bodies above this are refused with 413 (bulk contacts: 5,000 URLs fit easily). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export function createApp(deps: AppDeps) {
  const search = deps.search ?? new SearchService(deps.storage, () => deps.clock.now());
  let numeric: NumericQueries = new Map();
  // Bun's own cap is a backstop for bodies without Content-Length (it answers 413 with no body);
  // declared sizes are refused here with a JSON 413.
  const app = new Elysia({ serve: { maxRequestBodySize: 4 * MAX_BODY_BYTES } })
    .use(createRequestIdPlugin(deps.log, deps.metrics))
    .use(
      createErrorPlugin(deps.log, (error) => {
        const detail = deps.storage.faultDetail(error);
        if (detail) deps.metrics?.storageErrors.inc();
        return detail;
      }),
    )
    // Filled from the route table once every route is registered (below).
    .onTransform({ as: "global" }, ({ request, route, query }) =>
      checkQueryNumbers(numeric, request.method, route, query),
    )
    .onRequest(({ request }) => {
      const declared = Number(request.headers.get("content-length") ?? 0);
      if (declared > MAX_BODY_BYTES) {
        throw new ApiError(
          "PAYLOAD_TOO_LARGE",
          `Request body too large: the limit is ${MAX_BODY_BYTES} bytes`,
        );
      }
    })
    .use(openApiRoutes(deps))
    .use(healthRoutes(deps))
    .use(deps.metrics && deps.variant !== "alt" ? metricsRoutes(deps, deps.metrics) : new Elysia())
    .use(searchRoutes(deps, search))
    .use(compatRoutes(deps, search))
    .use(deepResearchRoutes(deps))
    .use(jobsRoutes(deps))
    .use(deps.variant === "alt" ? companySearchRoutes(deps) : new Elysia())
    .use(creditsRoutes(deps))
    .use(enrichRoutes(deps))
    .use(bulkContactsRoutes(deps));
  const full = deps.config.adminToken ? app.use(adminRoutes(deps, deps.config.adminToken)) : app;
  numeric = numericQueries(full.routes);
  return full;
}

export type App = ReturnType<typeof createApp>;
