/**
 * createApp(deps): the one Elysia instance of a listener. It never listens itself (main does),
 * so tests can build as many apps as they like, each over its own temp database.
 */
import { Elysia } from "elysia";
import { ApiError } from "../errors.ts";
import { type AllowedMethods, allowedMethods } from "./allowed-methods.ts";
import { type AppDeps, MAX_BODY_BYTES } from "./deps.ts";
import {
  noteBodyRefusal,
  noteObjectBody,
  type ObjectBodies,
  objectBodies,
  refuseNonObjectBody,
} from "./object-bodies.ts";
import { createErrorPlugin } from "./plugins/errors.ts";
import { createRequestIdPlugin } from "./plugins/request-id.ts";
import { adminRoutes } from "./routes/admin.ts";
import { bulkContactsRoutes } from "./routes/bulk-contacts.ts";
import { changesRoutes } from "./routes/changes.ts";
import { companySearchRoutes } from "./routes/companies.ts";
import { contactAliasRoutes, contactsRoutes } from "./routes/contacts.ts";
import { creditsRoutes } from "./routes/credits.ts";
import { deepResearchRoutes } from "./routes/deep-research.ts";
import { deepResearchStatusRoutes } from "./routes/deep-research-status.ts";
import { explainRoutes } from "./routes/explain.ts";
import { healthRoutes } from "./routes/health.ts";
import { identifyRoutes } from "./routes/identify.ts";
import { identifyBulkRoutes } from "./routes/identify-bulk.ts";
import { jobsRoutes } from "./routes/jobs.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { occupationRoutes } from "./routes/occupations.ts";
import { openApiRoutes } from "./routes/openapi.ts";
import { profileRoutes } from "./routes/profile.ts";
import { reactionsAliasRoutes, reactionsRoutes } from "./routes/reactions.ts";
import { scrapeRoutes } from "./routes/scrape.ts";
import { searchRoutes, usersSearchAliasRoutes } from "./routes/search.ts";
import { watcherDeliveryRoutes } from "./routes/watcher-deliveries.ts";
import { watcherRoutes } from "./routes/watchers.ts";
import {
  checkQueryNumbers,
  type NumericQueries,
  numericBodies,
  numericQueries,
  stringNumberInBody,
} from "./strict-numbers.ts";

export function createApp(deps: AppDeps) {
  let numeric: NumericQueries = new Map();
  let numericInBody: NumericQueries = new Map();
  let allowed: AllowedMethods = () => [];
  let objectBodied: ObjectBodies = new Map();
  // Bun's own cap is a backstop for bodies without Content-Length (it answers 413 with no body);
  // declared sizes are refused here with a JSON 413.
  const app = new Elysia({ serve: { maxRequestBodySize: 4 * MAX_BODY_BYTES } })
    .use(createRequestIdPlugin(deps.log, deps.metrics))
    .use(
      createErrorPlugin(
        deps.log,
        (error) => {
          const detail = deps.storage.faultDetail(error);
          if (detail) deps.metrics?.storageErrors.inc();
          return detail;
        },
        // Filled from the route table once every route is registered (below).
        (path) => allowed(path),
      ),
    )
    // Filled from the route table once every route is registered (below).
    .onTransform({ as: "global" }, ({ request, route, query, body }) => {
      checkQueryNumbers(numeric, request.method, route, query);
      noteObjectBody(objectBodied, request, route, body);
      const stringNumber = stringNumberInBody(numericInBody, request.method, route, body);
      if (stringNumber) noteBodyRefusal(request, stringNumber);
    })
    .onBeforeHandle({ as: "global" }, ({ request }) => refuseNonObjectBody(request))
    .onRequest(({ request }) => {
      const declared = Number(request.headers.get("content-length") ?? 0);
      // A watcher's list of 50,000 profile URLs, or a file of 10,000 CRM rows, is larger than any other body.
      const limit =
        request.method === "POST" && /\/api\/(watchers|identify\/bulk)(\?|$)/.test(request.url)
          ? 4 * MAX_BODY_BYTES
          : MAX_BODY_BYTES;
      if (declared > limit) {
        throw new ApiError("PAYLOAD_TOO_LARGE", `Request body too large: the limit is ${limit} bytes`);
      }
    })
    // The order of the public document's paths (and of the console's generated types).
    .use(openApiRoutes(deps))
    .use(healthRoutes(deps))
    .use(deps.metrics && deps.variant !== "alt" ? metricsRoutes(deps, deps.metrics) : new Elysia())
    .use(searchRoutes(deps))
    .use(explainRoutes(deps))
    // Compatibility aliases: the paths and parameter names of published clients (docs/api.md).
    .use(contactAliasRoutes(deps))
    .use(reactionsAliasRoutes(deps))
    .use(usersSearchAliasRoutes(deps))
    .use(deepResearchRoutes(deps))
    .use(deepResearchStatusRoutes(deps))
    .use(jobsRoutes(deps))
    .use(deps.variant === "alt" ? companySearchRoutes(deps) : new Elysia())
    .use(creditsRoutes(deps))
    .use(deps.variant === "alt" ? new Elysia() : changesRoutes(deps))
    .use(deps.variant === "alt" ? new Elysia() : watcherRoutes(deps))
    .use(deps.variant === "alt" ? new Elysia() : watcherDeliveryRoutes(deps))
    .use(contactsRoutes(deps))
    .use(profileRoutes(deps))
    .use(scrapeRoutes(deps))
    .use(reactionsRoutes(deps))
    .use(bulkContactsRoutes(deps))
    .use(deps.variant === "alt" ? new Elysia() : identifyRoutes(deps))
    .use(deps.variant === "alt" ? new Elysia() : occupationRoutes(deps))
    .use(deps.variant === "alt" ? new Elysia() : identifyBulkRoutes(deps));
  const full = deps.config.adminToken ? app.use(adminRoutes(deps, deps.config.adminToken)) : app;
  numeric = numericQueries(full.routes);
  numericInBody = numericBodies(full.routes);
  allowed = allowedMethods(full.routes);
  objectBodied = objectBodies(full.routes);
  return full;
}

export type App = ReturnType<typeof createApp>;
