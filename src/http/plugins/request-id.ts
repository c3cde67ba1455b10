/**
 * Request ids and the one-line-per-request log. Every response carries `X-Request-Id`: the client's
 * own when it is well formed, a fresh UUID otherwise. The log line has method, path, status, time
 * and the key id (never the key).
 */
import { Elysia } from "elysia";
import type { Logger } from "../../log.ts";
import type { Metrics } from "../metrics.ts";

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export interface RequestMeta {
  id: string;
  started: number;
  keyId?: number;
}

/** Per-request facts shared by the plugins, keyed by the Request object itself. */
export const requestMeta = new WeakMap<Request, RequestMeta>();

export function requestIdOf(request: Request): string {
  return requestMeta.get(request)?.id ?? "unknown";
}

export function createRequestIdPlugin(log: Logger, metrics?: Metrics) {
  return new Elysia({ name: "request-id" })
    .onRequest(({ request, set }) => {
      const given = request.headers.get("x-request-id");
      const id = given && WELL_FORMED.test(given) ? given : crypto.randomUUID();
      requestMeta.set(request, { id, started: performance.now() });
      set.headers["x-request-id"] = id;
    })
    .onAfterResponse({ as: "global" }, ({ request, set, path, route }) => {
      const meta = requestMeta.get(request);
      if (metrics && meta) {
        const labels = {
          method: request.method,
          // The matched pattern (few values); an unmatched path would let callers mint series.
          route: route || "unmatched",
          status: String(typeof set.status === "number" ? set.status : 200),
        };
        metrics.requests.inc(labels);
        metrics.duration.observe(labels, (performance.now() - meta.started) / 1000);
      }
      log.info("request", {
        request_id: meta?.id,
        method: request.method,
        path,
        status: typeof set.status === "number" ? set.status : 200,
        ms: meta ? Math.round((performance.now() - meta.started) * 100) / 100 : undefined,
        key_id: meta?.keyId,
      });
    });
}
