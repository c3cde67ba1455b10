/**
 * The one error type of the API. Domain code throws it; the HTTP error plugin turns it (and every
 * other error) into `{"detail": "...", "error": "..."}`. It imports nothing from the web framework.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** Extra fields for the body (e.g. retry_after) and headers to set. */
    readonly extra: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = "ApiError";
  }
}
