/**
 * Every error becomes `{"detail", "error", "code", "request_id"}`: `detail` and its copy `error`
 * (some clients read `error`) say what went wrong, `code` is one of ERROR_CODES (src/errors.ts,
 * what programs should test), `request_id` finds the log line. ApiError keeps its code; Elysia's
 * validation errors become BAD_REQUEST (UNPROCESSABLE when the required `query` is missing, as the
 * spec says); a path served with other methods is METHOD_NOT_ALLOWED with `Allow`; unknown errors
 * become INTERNAL with the stack only in the log.
 */
import { Elysia, type ValidationError } from "elysia";
import { ApiError, ERROR_CODES, type ErrorCode } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import type { AllowedMethods } from "../allowed-methods.ts";
import { missingBodyDetail, notAnObjectDetail } from "../object-bodies.ts";
import { requestIdOf } from "./request-id.ts";

export function errorBody(
  code: ErrorCode,
  detail: string,
  requestId: string,
  extra: Record<string, unknown> = {},
) {
  return { detail, error: detail, ...extra, code, request_id: requestId };
}

type Schema = {
  type?: string;
  const?: unknown;
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
};
type Issue = { path?: string; message?: string; summary?: string; schema?: Schema; value?: unknown };

/** What a field expects, in words, from its (possibly coercion-wrapped) schema. */
function expectation(schema: Schema | undefined): string | null {
  if (!schema) return null;
  // A closed set (a union of literals, e.g. the tiers): its members, not the type they share.
  const members = schema.anyOf?.map((s) => s.const);
  if (members?.length && members.every((m) => m !== undefined)) return `must be one of ${members.join(", ")}`;
  const plain = schema.anyOf?.find((s) => s.type !== "string") ?? schema.anyOf?.[0] ?? schema;
  const bounds = (unit: string) => {
    const min = plain.minimum ?? schema.minimum;
    const max = plain.maximum ?? schema.maximum;
    if (min !== undefined && max !== undefined) return `${unit} from ${min} to ${max}`;
    if (min !== undefined) return `${unit} of at least ${min}`;
    if (max !== undefined) return `${unit} of at most ${max}`;
    return unit;
  };
  switch (plain.type) {
    case "boolean":
      return "must be true or false";
    case "integer":
      return `must be ${bounds("a whole number")}`;
    case "number":
      return `must be ${bounds("a number")}`;
    case "string":
      if (plain.maxLength !== undefined) return `must be a string of at most ${plain.maxLength} characters`;
      return "must be a string";
    default:
      return null;
  }
}

/** A readable sentence from a TypeBox validation error, naming the field. */
function validationDetail(
  error: ValidationError,
  request: Request,
  /** The request's path parameters as sent (text), when the route has any. */
  params: Record<string, string> | undefined,
): { detail: string; missingQuery: boolean } {
  const issues = error.all as Issue[];
  const first = issues.find((i) => i.path && i.path !== "/") ?? issues[0];
  const value = error.value as Record<string, unknown> | undefined;
  // Elysia reports numeric-coercion failures without a path (a query parameter, or a path
  // parameter as type "property"): find the parameter by its value.
  const sent = (v: string) => v === String(first?.value) || (v.trim() !== "" && Number(v) === first?.value);
  const byValue = first?.path
    ? undefined
    : ([...new URL(request.url).searchParams].find(([, v]) => sent(v)) ??
        Object.entries(params ?? {}).find(([, v]) => sent(v)))?.[0];
  const field = first?.path?.replace(/^\//, "").replace(/\//g, ".") || byValue || error.type;
  // A required parameter that is absent: its issue carries no value (query and body alike). An
  // empty one where a value is required (`?pnet_url=`) is absent too, and said the same way.
  const missing =
    Boolean(first?.path) &&
    (first?.value === undefined ||
      (first.value === "" && (first.schema?.minLength ?? 0) >= 1) ||
      (value !== null && typeof value === "object" && !(field in value)));
  const missingQuery = missing && field === "query";
  if (missing) return { detail: `${field} is required`, missingQuery };
  const expected = expectation(first?.schema);
  return {
    detail: expected
      ? `${field} ${expected}`
      : `Invalid ${field}: ${first?.summary ?? first?.message ?? "invalid value"}`,
    missingQuery,
  };
}

export function createErrorPlugin(
  log: Logger,
  storageFaultDetail: (error: unknown) => string | null,
  /** The methods served on a path with no route for the request's method (405 rather than 404). */
  allowedOn: AllowedMethods = () => [],
) {
  return new Elysia({ name: "errors" })
    .error({ ApiError })
    .onError({ as: "global" }, ({ code, error, request, set, params }) => {
      const requestId = requestIdOf(request);
      const answer = (errorCode: ErrorCode, detail: string, extra?: Record<string, unknown>) => {
        set.status = ERROR_CODES[errorCode];
        return errorBody(errorCode, detail, requestId, extra);
      };
      if (error instanceof ApiError) {
        Object.assign(set.headers, error.extra.headers ?? {});
        return answer(error.code, error.detail, error.extra.body);
      }
      switch (code) {
        case "VALIDATION": {
          const notAnObject = notAnObjectDetail(request);
          if (notAnObject) return answer("BAD_REQUEST", notAnObject);
          const missingBody = (error as ValidationError).type === "body" && missingBodyDetail(request);
          if (missingBody) return answer("BAD_REQUEST", missingBody);
          const { detail, missingQuery } = validationDetail(
            error as ValidationError,
            request,
            params as Record<string, string> | undefined,
          );
          return answer(missingQuery ? "UNPROCESSABLE" : "BAD_REQUEST", detail);
        }
        case "PARSE":
          return answer("BAD_REQUEST", "The request body is not valid JSON");
        case "NOT_FOUND": {
          const path = new URL(request.url).pathname;
          const allow = allowedOn(path);
          if (allow.length === 0) return answer("NOT_FOUND", "Not found");
          set.headers.Allow = allow.join(", ");
          return answer(
            "METHOD_NOT_ALLOWED",
            `${request.method} is not allowed on ${path}; allowed: ${allow.join(", ")}`,
          );
        }
        default: {
          const storageFault = storageFaultDetail(error);
          if (storageFault) {
            log.error("storage error", {
              request_id: requestId,
              error: error instanceof Error ? error.message : String(error),
              code: (error as { code?: string }).code,
            });
            set.headers["Retry-After"] = "5";
            return answer("UNAVAILABLE", `${storageFault} (request id ${requestId}); try again shortly`);
          }
          log.error("unhandled error", {
            request_id: requestId,
            code: String(code),
            error: error instanceof Error ? error.message : String(error),
            stack: error instanceof Error ? error.stack : undefined,
          });
          return answer("INTERNAL", `Internal server error (request id ${requestId})`);
        }
      }
    });
}
