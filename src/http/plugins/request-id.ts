/**
 * Request ids and the one-line-per-request log. Every response carries `X-Request-Id`: the client's
 * own when it is well formed, a fresh UUID otherwise. The log line has method, path, status, time
 * and the key id (never the key).
 */
import { Elysia } from "elysia";
import type { Logger } from "../../log.ts";

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

export function createRequestIdPlugin(log: Logger) {
  return new Elysia({ name: "request-id" })
    .onRequest(({ request, set }) => {
      const given = request.headers.get("x-request-id");
      const id = given && WELL_FORMED.test(given) ? given : crypto.randomUUID();
      requestMeta.set(request, { id, started: performance.now() });
      set.headers["x-request-id"] = id;
    })
    .onAfterResponse({ as: "global" }, ({ request, set, path }) => {
      const meta = requestMeta.get(request);
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
