/**
 * Listening: one Bun server per listener (PORT for the main variant, ALT_PORT for the alternate),
 * with the NETWORK_WORD adapter in front of the app when the word is not `pnet`.
 */
import consolePage from "../console/index.html";
import docsPage from "../docs-ui/index.html";
import type { Logger } from "../log.ts";
import type { App } from "./app.ts";
import { clientAddress } from "./client-address.ts";
import { MAX_BODY_BYTES } from "./deps.ts";
import { adaptRequest, adaptResponse, DEFAULT_NETWORK_WORD } from "./network-word.ts";
import { errorBody } from "./plugins/errors.ts";
import { requestIdOf } from "./plugins/request-id.ts";
import { inRequestScope, type RequestScope } from "./request-scope.ts";

export interface Listener {
  port: number;
  stop(): Promise<void>;
}

/**
 * Elysia finds the path by searching for "/" from index 11 of the URL, which assumes a host of at
 * least four characters ("http://api/x" would route as "/x"... or not at all). Routing must not
 * depend on the Host header, so a request whose host is shorter is re-addressed to a neutral one.
 */
function routable(request: Request): Request {
  const url = request.url;
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  if (pathStart >= 11 || pathStart === -1) return request;
  return new Request(`http://localhost${url.slice(pathStart)}`, request);
}

export interface ListenOptions {
  port: number;
  hostname: string;
  networkWord: string;
  /** REQUEST_TIMEOUT_MS: a request still running after this long is answered 503 (below). */
  requestTimeoutMs?: number;
  /** Share the port with other processes on purpose (PORT_SHARING); else a port in use throws EADDRINUSE. */
  reusePort?: boolean;
  /** A worker of `serve` with WORKERS > 1: its index, sent as X-Prospector-Worker on every answer. */
  workerIndex?: number;
  log?: Logger;
}

/**
 * Every request gets an HTTP answer: one still running after `ms` (a database that stopped
 * answering, a shared service stuck) is answered 503 with Retry-After instead of waiting for the
 * server's idle timeout, which closes the connection with no answer at all. The work itself is not
 * cancelled (a database call cannot be taken back mid-flight); its outcome is logged, and a charge
 * it had not made yet is refused (request-scope.ts), as for a client that went away.
 */
function withDeadline(handle: (request: Request) => Promise<Response>, ms: number, log?: Logger) {
  /** `signal`: the client's connection (the request itself may be a re-addressed copy). */
  return (request: Request, signal: AbortSignal): Promise<Response> =>
    inRequestScope(signal, (scope) => answerInTime(() => handle(request), request, ms, scope, log));
}

/** The handler's answer, or a 503 once `ms` passed (the request is then abandoned: request-scope.ts). */
async function answerInTime(
  handle: () => Promise<Response>,
  request: Request,
  ms: number,
  scope: RequestScope,
  log?: Logger,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      scope.abandoned ??= "the deadline answered 503";
      const requestId = requestIdOf(request);
      log?.error("request deadline passed", {
        request_id: requestId,
        ms,
        path: new URL(request.url).pathname,
      });
      const detail = `The request did not finish within ${ms / 1000} s: a shared service (the database) is slow or unavailable (request id ${requestId}); try again shortly`;
      resolve(
        Response.json(errorBody("UNAVAILABLE", detail, requestId), {
          status: 503,
          headers: { "Retry-After": "5", "x-request-id": requestId },
        }),
      );
    }, ms);
  });
  // The request is its handler's until that settles, past the deadline's answer too.
  const work = handle().finally(() => {
    scope.done = true;
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function listen(app: App, options: ListenOptions): Listener {
  const word = options.networkWord;
  const deadlineMs = options.requestTimeoutMs ?? 15_000;
  const worker = options.workerIndex === undefined ? null : String(options.workerIndex);
  // Which worker answered: the operator's (and the tests') way to see connections spread over them.
  const answer =
    worker === null
      ? (request: Request) => app.handle(request)
      : async (request: Request) => {
          const response = await app.handle(request);
          response.headers.set("x-prospector-worker", worker);
          return response;
        };
  const handle = withDeadline(answer, deadlineMs, options.log);
  const server = Bun.serve({
    port: options.port,
    hostname: options.hostname,
    // Seconds a connection may stay silent: longer than any request may run (REQUEST_TIMEOUT_MS),
    // so a slow request is answered by the deadline above, never cut off by this timeout.
    idleTimeout: Math.min(255, Math.ceil(deadlineMs / 1000) + 10),
    // Bun's own cap is a backstop for bodies without Content-Length; the app answers 413 itself.
    maxRequestBodySize: 4 * MAX_BODY_BYTES,
    // The web console (src/console) and the API reference (src/docs-ui), bundled by Bun from their
    // HTML entries with every asset and embedded in the compiled binary; everything else is the API.
    development: false,
    // Said outright: with `routes`, Bun sets SO_REUSEPORT unless told not to, and a second server
    // started on a busy port would silently split its traffic with the first.
    reusePort: options.reusePort ?? false,
    routes: { "/": consolePage, "/console": consolePage, "/openapi": docsPage },
    fetch:
      word === DEFAULT_NETWORK_WORD
        ? (incoming, server) => {
            const request = routable(incoming);
            clientAddress.set(request, server.requestIP(incoming)?.address ?? "unknown");
            return handle(request, incoming.signal);
          }
        : async (request, server) => {
            const adapted = await adaptRequest(routable(request), word);
            clientAddress.set(adapted, server.requestIP(request)?.address ?? "unknown");
            return adaptResponse(await handle(adapted, request.signal), word);
          },
  });
  return {
    port: server.port as number,
    async stop() {
      // In-flight requests finish (bounded), then idle keep-alive connections are closed.
      await Promise.race([server.stop(false), Bun.sleep(5000)]);
      await server.stop(true);
    },
  };
}
