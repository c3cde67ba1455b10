/**
 * The app's own route table, both listeners: what the auth, plan and rate-limit matrices
 * (test/http/security.test.ts) run over, so that a route added to the app is in them without
 * anyone remembering to list it. Built from the source the binary is compiled from, with the
 * configuration a test gives (ADMIN_TOKEN, METRICS... decide which routes exist).
 */
import { loadConfig } from "../../src/config.ts";
import { openSqliteStorage } from "../../src/db/sqlite/storage.ts";
import { createApp } from "../../src/http/app.ts";
import { createLogger } from "../../src/log.ts";
import { createServices } from "../../src/services.ts";
import { tempDir } from "./server.ts";

export type Listener = "main" | "alt";

export interface Route {
  listener: Listener;
  method: string;
  /** The pattern, e.g. /api/search/deep_research/:job_id/more */
  path: string;
  /** The statuses its OpenAPI entry documents (402: it can charge). */
  documented: number[];
  /** Declares the bearer scheme in its OpenAPI entry. */
  bearer: boolean;
  /** Its body schema is a JSON object (or a map of fields). */
  objectBody: boolean;
  /** It parses its body itself (a file sent as text/csv, JSON lines or text/plain). */
  ownParser: boolean;
}

/** What kind of caller a route is for: the public, an API key, the admin token, a scraper. */
export type Audience = "public" | "key" | "admin" | "metrics";

/** Every route outside /api/ is listed here by prefix: a new one fails the classification test. */
const NOT_KEYED: [RegExp, Audience][] = [
  [/^\/(health|livez|readyz)$/, "public"],
  [/^\/(openapi|swagger)(\/json)?$/, "public"],
  [/^\/metrics$/, "metrics"],
  [/^\/admin\//, "admin"],
];

export function audienceOf(route: Pick<Route, "path">): Audience | null {
  if (route.path.startsWith("/api/")) return "key";
  return NOT_KEYED.find(([pattern]) => pattern.test(route.path))?.[1] ?? null;
}

export async function routeTable(env: Record<string, string> = {}): Promise<Route[]> {
  const dir = tempDir("prospector-routes-");
  const config = loadConfig({ DATA_DIR: dir.path, LOG_LEVEL: "silent", DEMO_PEOPLE: "0", ...env });
  const storage = openSqliteStorage(config.databasePath);
  const services = await createServices(config, storage, { log: createLogger("silent"), version: "routes" });
  try {
    const routes: Route[] = [];
    for (const listener of ["main", "alt"] as const) {
      for (const r of createApp({ ...services, variant: listener }).routes) {
        const hooks = r.hooks as
          | {
              detail?: { security?: object[]; responses?: object };
              body?: { type?: string };
              parse?: unknown;
            }
          | undefined;
        const detail = hooks?.detail;
        routes.push({
          listener,
          method: r.method,
          path: r.path,
          documented: Object.keys(detail?.responses ?? {}).map(Number),
          bearer: (detail?.security ?? []).some((s) => "bearer" in s),
          objectBody: hooks?.body?.type === "object",
          ownParser: hooks?.parse !== undefined,
        });
      }
    }
    return routes;
  } finally {
    await services.close();
    await storage.close();
    dir.cleanup();
  }
}

/** A concrete path for a route pattern: path parameters get a syntactically valid id. */
export function concretePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "00000000-0000-4000-8000-000000000000");
}
