/**
 * Tier rate limits for one endpoint group, checked right after auth and before validation or any
 * charge: a throttled call costs nothing. Every limited response carries the IETF draft headers
 * (draft-ietf-httpapi-ratelimit-headers-10/11: `RateLimit-Policy: "<group>";q=<limit>;w=60` and
 * `RateLimit: "<group>";r=<remaining>;t=<seconds to full>`); a 429 adds `Retry-After`. The limits
 * are the configuration's (TIER_LIMITS over the defaults); a group the operator made unlimited is
 * not counted and carries no RateLimit headers.
 */

import type { RateGroup } from "../../domain/billing/tiers.ts";
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import { ApiError } from "../../errors.ts";
import type { AppDeps } from "../deps.ts";

export function limitHeaders(group: RateGroup, limit: number, remaining: number, resetSeconds: number) {
  return {
    "RateLimit-Policy": `"${group}";q=${limit};w=60`,
    RateLimit: `"${group}";r=${remaining};t=${resetSeconds}`,
  };
}

export async function checkRateLimit(
  deps: Pick<AppDeps, "limiter" | "log" | "metrics" | "config">,
  key: ApiKeyRecord,
  group: RateGroup,
): Promise<Record<string, string>> {
  const limit = deps.config.tierLimits.limits[key.tier][group];
  // Unlimited by the operator's TIER_LIMITS: no bucket to take from, no limit to announce.
  if (limit === null) return {};
  let decision: Awaited<ReturnType<AppDeps["limiter"]["take"]>>;
  try {
    decision = await deps.limiter.take(`${key.id}:${group}`, limit);
  } catch (error) {
    // Fail closed: a paid operation is not served without its limit being checked (docs/decisions.md).
    deps.log.error("rate limiter unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new ApiError("UNAVAILABLE", "The rate limiter is unavailable; try again shortly", {
      headers: { "Retry-After": "5" },
    });
  }
  // Refused: `t` is when the next request can pass, the same number as Retry-After.
  const headers = limitHeaders(
    group,
    limit,
    decision.remaining,
    decision.allowed ? decision.resetSeconds : decision.retryAfter,
  );
  if (!decision.allowed) {
    deps.metrics?.rateLimited.inc({ group });
    const detail =
      limit === 0
        ? `This endpoint requires a paid plan (this key is on the ${key.tier} tier)`
        : "Rate limit exceeded";
    throw new ApiError(limit === 0 ? "PAYMENT_REQUIRED" : "RATE_LIMITED", detail, {
      body: limit === 0 ? {} : { retry_after: decision.retryAfter },
      headers: limit === 0 ? headers : { ...headers, "Retry-After": String(decision.retryAfter) },
    });
  }
  return headers;
}
