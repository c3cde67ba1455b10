/**
 * The edge of every public route module: bearer API key -> `apiKey` in the context, then the tier
 * rate limit of the module's endpoint group. Runs in derive, i.e. before body and query validation
 * and before any charge: a bad key is a 401 and a throttled call a 429 whatever the rest of the
 * request looks like, and neither costs anything.
 *
 * Scoped and deliberately unnamed: Elysia deduplicates named plugins, and every route module needs
 * its own instance.
 */
import { Elysia } from "elysia";
import { authenticate, cachedValidKey } from "../../domain/billing/auth.ts";
import type { RateGroup } from "../../domain/billing/tiers.ts";
import { ApiError } from "../../errors.ts";
import { bearerToken, refuseKeyInQuery } from "../bearer.ts";
import type { EdgeDeps } from "../deps.ts";
import { authFailureGate, failureBucket } from "./auth-failures.ts";
import { checkRateLimit } from "./rate-limit.ts";
import { requestMeta } from "./request-id.ts";

export function authenticated(deps: EdgeDeps, group: RateGroup | null) {
  return new Elysia().derive({ as: "scoped" }, async ({ request, set }) => {
    // A key this instance has seen valid (its cache, no I/O): the failed-auth gate and the tier
    // bucket in one call to the limiter (one statement on PostgreSQL), same answers as below.
    const known =
      group === null ? undefined : cachedValidKey(deps.storage, bearerToken(request), deps.clock.now());
    if (known && group !== null && !keyInQuery(request)) {
      Object.assign(set.headers, await checkRateLimit(deps, known, group, failureBucket(request)));
      // Admitted (a refused request reads nothing): its key is kept cached while it is in use.
      deps.storage.keys.keepFresh?.(known.id);
      noteKey(request, known.id);
      return { apiKey: known };
    }
    const gate = await authFailureGate(deps, request);
    let apiKey: Awaited<ReturnType<typeof authenticate>>;
    try {
      refuseKeyInQuery(request);
      apiKey = await authenticate(deps.storage, bearerToken(request), deps.clock.now());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await gate.fail();
      throw error;
    }
    noteKey(request, apiKey.id);
    if (group !== null) Object.assign(set.headers, await checkRateLimit(deps, apiKey, group));
    return { apiKey };
  });
}

/** The request log's key id. */
function noteKey(request: Request, keyId: number): void {
  const meta = requestMeta.get(request);
  if (meta) meta.keyId = keyId;
}

/** Whether refuseKeyInQuery would refuse it (then the path below answers, failure counted). */
function keyInQuery(request: Request): boolean {
  try {
    refuseKeyInQuery(request);
    return false;
  } catch {
    return true;
  }
}
