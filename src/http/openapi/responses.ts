/**
 * What a route answers, for the OpenAPI document: `documented(ok, ...statuses)` goes in a route's
 * `detail.responses`. Every error status points at one shared response (and so at the one error
 * schema), so the document says the same thing about a 401 wherever it can happen. Documentation
 * only: nothing here validates a response at run time.
 */
import type { DocumentDecoration, TSchema } from "elysia";
import { ERROR_CODES } from "../../errors.ts";
import { type DocumentedHeader, HEADERS_EXTENSION } from "./response-headers.ts";

/** Statuses an error response can have, each with the sentence the document gives it. */
export const ERROR_STATUSES = {
  400: ["BadRequest", "Invalid parameters or body; the detail names the field"],
  401: ["Unauthorized", "Missing, unknown, revoked or expired API key (or a key sent in the URL)"],
  402: ["InsufficientCredits", "Not enough credits for this call; nothing was charged"],
  403: ["Forbidden", "The resource belongs to another API key, or the feature needs purchased credits"],
  404: ["NotFound", "No such resource"],
  409: ["Conflict", "The resource's state does not allow this (e.g. the job already finished)"],
  413: ["PayloadTooLarge", "The request body is larger than 2 MiB"],
  422: ["Unprocessable", "A required parameter is missing (e.g. query), or an idempotency key was reused"],
  429: ["RateLimited", "Too many requests for the key's tier; Retry-After says when to retry"],
  503: ["Unavailable", "Storage or the shared rate limiter is unavailable; retry later"],
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** Statuses of every route behind an API key: bad input, bad key, rate limit, storage down. */
export const KEYED = [400, 401, 429, 503] as const satisfies readonly ErrorStatus[];
/** ... plus the routes that charge credits. */
export const PAID = [...KEYED, 402] as const satisfies readonly ErrorStatus[];

export interface Ok {
  /** A TypeBox model, a JSON Schema object or a $ref to components.schemas. */
  schema: TSchema | Record<string, unknown>;
  description: string;
  /** A realistic example of the body. */
  example?: unknown;
  /** Media type when not JSON (e.g. text/csv). */
  type?: string;
}

/** What Elysia accepts in `detail.responses` (openapi-types' object, via Elysia's own type). */
export type ResponsesObject = NonNullable<DocumentDecoration["responses"]>;

/** One `responses` object: the success body and references to the shared error responses. */
export function documented(ok: Ok | null, ...statuses: readonly ErrorStatus[]): ResponsesObject {
  const out: Record<string, unknown> = {};
  if (ok) {
    out["200"] = {
      description: ok.description,
      content: {
        [ok.type ?? "application/json"]: {
          schema: ok.schema,
          ...(ok.example === undefined ? {} : { example: ok.example }),
        },
      },
    };
  }
  for (const status of [...new Set(statuses)].sort()) {
    out[String(status)] = { $ref: `#/components/responses/${ERROR_STATUSES[status][0]}` };
  }
  // Plain JSON of the same shape; the schema objects are JSON Schema, not openapi-types' classes.
  return out as ResponsesObject;
}

/** The one error body (docs/api.md): `detail`, its copy `error`, `code`, `request_id`, plus fields some errors add. */
export const ERROR_SCHEMA = {
  type: "object",
  required: ["detail", "error", "code", "request_id"],
  properties: {
    detail: { type: "string", description: "What went wrong, as a sentence" },
    error: { type: "string", description: "The same sentence (some clients read `error`)" },
    code: {
      type: "string",
      enum: Object.keys(ERROR_CODES),
      description:
        "What programs should test (the sentence may change): see src/errors.ts for each code's status",
    },
    request_id: { type: "string", description: "The X-Request-Id of the request (the log line has it too)" },
    retry_after: { type: "integer", description: "429 only: seconds until the next attempt is allowed" },
    credits: { type: "integer", description: "402 only: the balance now" },
  },
  additionalProperties: true,
  example: {
    detail: "limit must be a whole number from 1 to 100",
    error: "limit must be a whole number from 1 to 100",
    code: "BAD_REQUEST",
    request_id: "6f1c2a9e-3b7d-4e21-9a55-0c8d3f2b1e47",
  },
} as const;

/** components.responses: one entry per error status, all with the one error schema. */
export function errorResponses(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, [name, description]] of Object.entries(ERROR_STATUSES)) {
    out[name] = {
      description: `${status}: ${description}`,
      headers: {
        "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
        ...(status === "429" ? { "Retry-After": { $ref: "#/components/headers/Retry-After" } } : {}),
        ...(status === "401" ? { "WWW-Authenticate": { schema: { type: "string" } } } : {}),
      },
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return out;
}

/** A JSON success body for `documented`: what it is and its schema. */
export function ok(description: string, schema: Ok["schema"]): Ok {
  return { schema, description };
}

/**
 * The OpenAPI `detail` of an operation behind a bearer token (an API key; the admin token in the
 * admin document): its tag, summary, responses (`documented`) and, when given, id, description,
 * the headers its answer carries besides the ones every keyed answer has (./response-headers.ts)
 * and its exact request body (where the run-time model is loose so the domain names a bad field).
 */
export function operation(
  tag: string,
  summary: string,
  responses: ResponsesObject,
  more: {
    operationId?: string;
    description?: string;
    headers?: DocumentedHeader[];
    requestBody?: RequestBody;
  } = {},
) {
  return {
    tags: [tag],
    summary,
    ...(more.operationId === undefined ? {} : { operationId: more.operationId }),
    responses,
    ...(more.description === undefined ? {} : { description: more.description }),
    ...(more.headers === undefined ? {} : { [HEADERS_EXTENSION]: more.headers }),
    ...(more.requestBody === undefined ? {} : { requestBody: more.requestBody }),
    security: [{ bearer: [] }],
  };
}

/** The `detail` of a compatibility alias (docs/api.md): documented like the operation it maps onto. */
export function aliasOperation(
  summary: string,
  operationId: string,
  responses: ResponsesObject,
  headers?: DocumentedHeader[],
) {
  return {
    tags: ["Compatibility"],
    security: [{ bearer: [] }],
    summary,
    operationId,
    responses,
    ...(headers === undefined ? {} : { [HEADERS_EXTENSION]: headers }),
  };
}

/** What Elysia accepts as `detail.requestBody`. */
export type RequestBody = NonNullable<DocumentDecoration["requestBody"]>;

/** A JSON request body for `operation()`: required, its schema exact. */
export const jsonBody = (schema: Record<string, unknown>, description: string): RequestBody =>
  // Plain JSON Schema of the same shape as openapi-types' classes (as in `documented`).
  ({ required: true, description, content: { "application/json": { schema } } }) as RequestBody;

/** A reference to one of the record schemas in components.schemas (records.ts). */
export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
