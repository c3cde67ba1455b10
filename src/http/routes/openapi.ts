/**
 * GET /openapi/json: the public OpenAPI 3.1 document of this listener (no key). The docs UI that
 * reads it is served from the binary at /openapi (src/docs-ui, see listen.ts). /swagger and
 * /swagger/json are the paths of earlier versions, kept working.
 */
import { Elysia } from "elysia";
import type { AppDeps } from "../deps.ts";
import { openApiDocument } from "../openapi/document.ts";

const hide = { detail: { hide: true } };

export function openApiRoutes(deps: Pick<AppDeps, "version" | "variant">) {
  const plugin = new Elysia({ name: "routes/openapi" });
  // Built on the first request, once every route of the app is registered; routes never change after.
  let document: ReturnType<typeof openApiDocument> | null = null;
  const serve = () => {
    document ??= openApiDocument(plugin, {
      version: deps.version,
      variant: deps.variant ?? "main",
      audience: "public",
    });
    return document;
  };
  return plugin
    .get("/openapi/json", serve, hide)
    .get("/swagger/json", serve, hide)
    .get("/swagger", ({ redirect }) => redirect("/openapi", 301), hide);
}
