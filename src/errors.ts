/**
 * The one error type of the API. Domain code throws it with a code from one closed set; the HTTP
 * status comes from the table below, and the error plugin turns it (and every other error) into
 * `{"detail", "error", "code", "request_id"}`. It imports nothing from the web framework.
 */

/** Every error code the API answers with, and its HTTP status. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** The balance does not cover the call. */
  INSUFFICIENT_CREDITS: 402,
  /** The key's tier or purchase history does not include the feature. */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The path is served, with other methods (the answer's `Allow` header lists them). */
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A required parameter is missing, or an idempotency key was reused for another request. */
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** Storage, the rate limiter, or a configured upstream is unavailable: retry later. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    /** Extra fields for the body (e.g. retry_after) and headers to set. */
    readonly extra: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = "ApiError";
    this.status = ERROR_CODES[code];
  }
}
