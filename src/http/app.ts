/**
 * createApp(deps): the one Elysia instance of a listener. It never listens itself (main does),
 * so tests can build as many apps as they like, each over its own temp database.
 */
import { swagger } from "@elysiajs/swagger";
import { Elysia } from "elysia";
import type { Config } from "../config.ts";
import type { Storage } from "../db/repositories/types.ts";
import type { Logger } from "../log.ts";
import { createErrorPlugin } from "./plugins/errors.ts";
import { createRequestIdPlugin } from "./plugins/request-id.ts";
import { healthRoutes } from "./routes/health.ts";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  storage: Storage;
  config: Config;
  log: Logger;
  clock: Clock;
  version: string;
}

export function createApp(deps: AppDeps) {
  return new Elysia()
    .use(createRequestIdPlugin(deps.log))
    .use(createErrorPlugin(deps.log))
    .use(
      swagger({
        path: "/swagger",
        exclude: ["/swagger", "/swagger/json"],
        documentation: {
          info: {
            title: "prospector",
            version: deps.version,
            description:
              "Self-hosted people search and profile enrichment API. Authenticate with `Authorization: Bearer lk_...`.",
          },
          tags: [{ name: "System", description: "Health and service information" }],
          components: {
            securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "API key (lk_...)" } },
          },
        },
      }),
    )
    .use(healthRoutes(deps));
}

export type App = ReturnType<typeof createApp>;
