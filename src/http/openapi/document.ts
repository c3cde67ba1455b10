/**
 * The OpenAPI 3.1 documents. Paths, parameters and bodies come from the routes' own TypeBox models
 * (@elysiajs/openapi's generator); every route's `detail.responses` adds what it answers besides
 * (the success body where the route has no run-time response model, and every error status, all
 * pointing at the one error schema). Two audiences: the public document (every listener, no key)
 * and the admin document (the /admin routes, behind the admin token).
 */
// The generator alone (its subpath): the package root also loads the Scalar and Swagger UI renderers.
import { toOpenAPISchema } from "@elysiajs/openapi/openapi";
import type { AnyElysia } from "elysia";
import { COMPONENT_SCHEMAS } from "./records.ts";
import { documentSuccessHeaders, RESPONSE_HEADERS } from "./response-headers.ts";
import { ERROR_SCHEMA, errorResponses } from "./responses.ts";

export const OPENAPI_VERSION = "3.1.1";

export interface DocumentOptions {
  version: string;
  variant: "main" | "alt";
  audience: "public" | "admin";
}

type Operation = { responses?: Record<string, unknown>; [key: string]: unknown };
type Paths = Record<string, Record<string, Operation>>;
type Route = {
  method: string;
  path: string;
  hooks?: { detail?: { responses?: Record<string, unknown>; requestBody?: unknown } };
};

const TAGS = [
  { name: "System", description: "Health, readiness and service information (no key)" },
  { name: "Search", description: "Natural-language people search" },
  { name: "Deep research", description: "Asynchronous broad-search jobs" },
  { name: "Companies", description: "Company search (alternate listener)" },
  { name: "Credits", description: "Prepaid credits of the calling key" },
  { name: "Enrichment", description: "Stored profiles, contacts, reactions, bulk contact jobs" },
  { name: "Jobs", description: "The calling key's jobs" },
  { name: "Compatibility", description: "Paths and parameter names of published clients (aliases)" },
  { name: "Changes", description: "The change feed: what loads and scrapes changed" },
  { name: "Occupations", description: "Job titles in 21 languages linked to ESCO occupations" },
  { name: "Watchers", description: "Lists of people or saved searches pushed to signed webhooks" },
  { name: "Identify", description: "The person behind a CRM row, one at a time or a whole file" },
];

const ADMIN_TAGS = [{ name: "Admin", description: "API keys and credits (ADMIN_TOKEN)" }];

import { webhooksObject } from "./webhooks.ts";

/**
 * The generator offers every object body as a form too (urlencoded, multipart). A form's values
 * are text, so a number or a list sent that way is refused: the routes take JSON (docs/api.md), and
 * a route that reads other types (a file) documents its body itself.
 */
function onlyJsonBody(operation: Operation): void {
  const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
  if (!content?.["application/json"]) return;
  for (const type of Object.keys(content)) if (type !== "application/json") delete content[type];
}

/** `/api/x/:id` (Elysia) -> `/api/x/{id}` (OpenAPI). */
const openApiPath = (path: string) => path.replace(/:([^/]+)/g, "{$1}");

function describe(options: DocumentOptions): { title: string; description: string } {
  if (options.audience === "admin")
    return {
      title: "prospector admin API",
      description:
        "Key and credit management under /admin, mounted only when ADMIN_TOKEN is set. Authenticate with `Authorization: Bearer <ADMIN_TOKEN>`.",
    };
  const alt =
    options.variant === "alt"
      ? " This is the alternate listener (ALT_PORT): company search, the alternate profile lookup and the alternate deep-research body; everything else is as on the main listener."
      : " The alternate listener (ALT_PORT) serves its own document at the same path.";
  return {
    title: options.variant === "alt" ? "prospector (alternate listener)" : "prospector",
    description: `Self-hosted people search and profile enrichment API. Authenticate with \`Authorization: Bearer lk_...\`; errors are always \`{"detail", "error", "code", "request_id"}\`.${alt}`,
  };
}

export function openApiDocument(app: AnyElysia, options: DocumentOptions) {
  const generated = toOpenAPISchema(app, { staticFile: true }, undefined, undefined, OPENAPI_VERSION) as {
    paths: Paths;
    components: { schemas: Record<string, unknown> };
  };
  const admin = options.audience === "admin";
  const paths: Paths = {};
  for (const [path, methods] of Object.entries(generated.paths)) {
    if (path.startsWith("/admin") === admin) paths[path] = methods;
  }
  for (const methods of Object.values(paths))
    for (const operation of Object.values(methods)) plainResponseNumbers(operation.responses);
  // A route's detail.responses: the generator drops it when the route has a run-time response
  // model; the model's own statuses win, the documented ones fill in the rest.
  // getGlobalRoutes is protected in the types; the generator itself reads routes through it.
  const routes = (app as unknown as { getGlobalRoutes(): Route[] }).getGlobalRoutes();
  for (const route of routes) {
    const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    if (!operation) continue;
    const documented = route.hooks?.detail?.responses;
    if (documented) operation.responses = { ...documented, ...operation.responses };
    // A route whose run-time model is deliberately loose (the domain names a bad field in its 400),
    // or that parses its own body, documents its body exactly in detail.requestBody.
    const requestBody = route.hooks?.detail?.requestBody;
    if (requestBody) operation.requestBody = requestBody;
    else onlyJsonBody(operation);
    documentSuccessHeaders(operation);
  }
  const { title, description } = describe(options);
  const document = {
    openapi: OPENAPI_VERSION,
    info: {
      title,
      version: options.version,
      description,
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: "/", description: "This listener" }],
    tags: admin ? ADMIN_TAGS : TAGS,
    paths,
    ...(admin || options.variant === "alt" ? {} : { webhooks: webhooksObject() }),
    components: {
      schemas: { ...generated.components.schemas, Error: ERROR_SCHEMA, ...COMPONENT_SCHEMAS } as Record<
        string,
        unknown
      >,
      responses: errorResponses(),
      headers: <Record<string, unknown>>{
        "X-Request-Id": { description: "The request's id (also in the log)", schema: { type: "string" } },
        "Retry-After": { description: "Seconds to wait before retrying", schema: { type: "integer" } },
        ...RESPONSE_HEADERS,
      },
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: admin ? "The ADMIN_TOKEN" : "An API key (lk_...)",
        },
      },
    },
  };
  // Each listener's document names only what it uses (company search is on the alternate one only).
  const components = document.components;
  components.responses = referencedOnly("responses", components.responses, paths);
  components.headers = referencedOnly("headers", components.headers, {
    paths,
    responses: components.responses,
  });
  components.schemas = referencedOnly("schemas", components.schemas, {
    paths,
    responses: components.responses,
  });
  return document;
}

/** The entries of one components section that `from` uses, directly or through each other. */
function referencedOnly<T>(section: string, entries: Record<string, T>, from: unknown): Record<string, T> {
  const used = new Set<string>();
  const pending = [JSON.stringify(from)];
  const reference = new RegExp(`"#/components/${section}/([^"]+)"`, "g");
  while (pending.length > 0) {
    for (const [, name] of (pending.pop() ?? "").matchAll(reference)) {
      if (name === undefined || used.has(name) || !(name in entries)) continue;
      used.add(name);
      pending.push(JSON.stringify(entries[name]));
    }
  }
  return Object.fromEntries(Object.entries(entries).filter(([name]) => used.has(name)));
}

/**
 * Elysia's t.Integer / t.Numeric / t.Boolean accept a numeric or boolean string too (query strings
 * are text), and the generator documents that union everywhere. A response body never carries the
 * string form, so in responses the union is documented as the plain type it is.
 */
function plainResponseNumbers(node: unknown): void {
  if (node === null || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    const union = (value as { anyOf?: { type?: string; format?: string }[] } | null)?.anyOf;
    const plain = union?.length === 2 && union.find((member) => member.type !== "string");
    const coerced = union?.some(
      (m) => m.type === "string" && ["integer", "numeric", "boolean"].includes(m.format ?? ""),
    );
    if (plain && coerced) (node as Record<string, unknown>)[key] = plain;
    else plainResponseNumbers(value);
  }
}
