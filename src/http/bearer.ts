/**
 * The bearer token of a request, from the `Authorization` header only (RFC 6750 §2.1; the scheme
 * name is case-insensitive, RFC 7235 §2.1). Read from the request itself rather than through a
 * plugin that Elysia composes from the handler's source text: that inference broke in the
 * minified binary (docs/decisions.md). Keys in the query string are refused: they end up in proxy
 * and browser logs.
 */
import { ApiError } from "../errors.ts";

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;
/** Query parameter names that carry a credential in other APIs (and in the old bearer plugin). */
const CREDENTIAL_PARAMS = new Set(["access_token", "api_key", "apikey"]);

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  if (header === null) return undefined;
  return BEARER.exec(header.trim())?.[1] ?? "";
}

/** 401 when the query string carries a credential, whatever the header says. */
export function refuseKeyInQuery(request: Request): void {
  const queryAt = request.url.indexOf("?");
  if (queryAt === -1) return;
  for (const [name, value] of new URLSearchParams(request.url.slice(queryAt + 1))) {
    if (CREDENTIAL_PARAMS.has(name.toLowerCase()) || /^lk_[0-9A-Za-z]{16,}$/.test(value))
      throw new ApiError(
        "UNAUTHORIZED",
        "API keys are not accepted in the URL (they end up in logs); send the header Authorization: Bearer <API_KEY>",
        { headers: { "WWW-Authenticate": "Bearer" } },
      );
  }
}
