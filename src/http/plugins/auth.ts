/**
 * The edge of every public route module: bearer API key -> `apiKey` in the context, then the tier
 * rate limit of the module's endpoint group. Runs in derive, i.e. before body and query validation
 * and before any charge: a bad key is a 401 and a throttled call a 429 whatever the rest of the
 * request looks like, and neither costs anything.
 *
 * Scoped and deliberately unnamed: Elysia deduplicates named plugins, and every route module needs
 * its own instance.
 */
import { bearer } from "@elysiajs/bearer";
import { Elysia } from "elysia";
import { authenticate } from "../../domain/billing/auth.ts";
import type { RateGroup } from "../../domain/billing/tiers.ts";
import { ApiError } from "../../errors.ts";
import type { AppDeps } from "../app.ts";
import { clientAddress } from "../client-address.ts";
import { checkRateLimit } from "./rate-limit.ts";
import { requestMeta } from "./request-id.ts";

export function authenticated(deps: AppDeps, group: RateGroup | null) {
  return new Elysia().use(bearer()).derive({ as: "scoped" }, async ({ bearer: token, request, set }) => {
    // An address that keeps failing authentication is refused for a while before any key is
    // checked (docs/decisions.md): guessing keys gets slow, and costs the server nothing.
    const address = clientAddress.get(request) ?? "unknown";
    const failures = `auth-failures:${address}`;
    const gate = deps.limiter.peek(failures, deps.config.authFailuresPerMinute);
    if (!gate.allowed)
      throw new ApiError(
        429,
        `Too many failed authentication attempts from this address; retry in ${gate.retryAfter} s`,
        { headers: { "Retry-After": String(gate.retryAfter) } },
      );
    let apiKey: Awaited<ReturnType<typeof authenticate>>;
    try {
      apiKey = await authenticate(deps.storage, token, deps.clock.now());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        deps.limiter.take(failures, deps.config.authFailuresPerMinute);
      throw error;
    }
    const meta = requestMeta.get(request);
    if (meta) meta.keyId = apiKey.id;
    if (group !== null) Object.assign(set.headers, checkRateLimit(deps, apiKey, group));
    return { apiKey };
  });
}
