/**
 * Every error becomes `{"detail": "...", "error": "..."}` (some clients read `error`). ApiError
 * keeps its status; Elysia's validation errors become 400 (422 when the required `query` is
 * missing, as the spec says); unknown errors become 500 with the request id, the stack only in the
 * log.
 */
import { Elysia, type ValidationError } from "elysia";
import { ApiError } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import { requestIdOf } from "./request-id.ts";

export function errorBody(detail: string, extra: Record<string, unknown> = {}) {
  return { detail, error: detail, ...extra };
}

/** A readable sentence from a TypeBox validation error. */
function validationDetail(error: ValidationError): { detail: string; missingQuery: boolean } {
  const first = error.all[0] as { path?: string; message?: string; summary?: string } | undefined;
  const field = first?.path?.replace(/^\//, "").replace(/\//g, ".") || error.type;
  const value = error.value as Record<string, unknown> | undefined;
  const missing = first?.path && value && typeof value === "object" && !(field in value);
  const missingQuery = Boolean(missing && field === "query");
  if (missing) return { detail: `${field} is required`, missingQuery };
  return { detail: `Invalid ${field}: ${first?.summary ?? first?.message ?? "invalid value"}`, missingQuery };
}

export function createErrorPlugin(log: Logger) {
  return new Elysia({ name: "errors" })
    .error({ ApiError })
    .onError({ as: "global" }, ({ code, error, request, set }) => {
      if (error instanceof ApiError) {
        set.status = error.status;
        Object.assign(set.headers, error.extra.headers ?? {});
        return errorBody(error.detail, error.extra.body);
      }
      switch (code) {
        case "VALIDATION": {
          const { detail, missingQuery } = validationDetail(error as ValidationError);
          set.status = missingQuery ? 422 : 400;
          return errorBody(detail);
        }
        case "PARSE":
          set.status = 400;
          return errorBody("The request body is not valid JSON");
        case "NOT_FOUND":
          set.status = 404;
          return errorBody("Not found");
        default: {
          const requestId = requestIdOf(request);
          log.error("unhandled error", {
            request_id: requestId,
            code: String(code),
            error: error instanceof Error ? error.message : String(error),
            stack: error instanceof Error ? error.stack : undefined,
          });
          set.status = 500;
          return errorBody(`Internal server error (request id ${requestId})`);
        }
      }
    });
}
