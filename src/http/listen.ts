/**
 * Listening: one Bun server per listener (PORT for the main variant, ALT_PORT for the alternate),
 * with the NETWORK_WORD adapter in front of the app when the word is not `pnet`.
 */
import consolePage from "../console/index.html";
import docsPage from "../docs-ui/index.html";
import type { App } from "./app.ts";
import { MAX_BODY_BYTES } from "./app.ts";
import { clientAddress } from "./client-address.ts";
import { adaptRequest, adaptResponse, DEFAULT_NETWORK_WORD } from "./network-word.ts";

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

export function listen(app: App, options: { port: number; hostname: string; networkWord: string }): Listener {
  const word = options.networkWord;
  const server = Bun.serve({
    port: options.port,
    hostname: options.hostname,
    // Bun's own cap is a backstop for bodies without Content-Length; the app answers 413 itself.
    maxRequestBodySize: 4 * MAX_BODY_BYTES,
    // The web console (src/console) and the API reference (src/docs-ui), bundled by Bun from their
    // HTML entries with every asset and embedded in the compiled binary; everything else is the API.
    development: false,
    routes: { "/": consolePage, "/console": consolePage, "/openapi": docsPage },
    fetch:
      word === DEFAULT_NETWORK_WORD
        ? (incoming, server) => {
            const request = routable(incoming);
            clientAddress.set(request, server.requestIP(incoming)?.address ?? "unknown");
            return app.handle(request);
          }
        : async (request, server) => {
            const adapted = await adaptRequest(routable(request), word);
            clientAddress.set(adapted, server.requestIP(request)?.address ?? "unknown");
            return adaptResponse(await app.handle(adapted), word);
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
