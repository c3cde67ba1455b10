/**
 * Tier rate limits for one endpoint group, checked right after auth and before validation or any
 * charge: a throttled call costs nothing. Every limited response carries the IETF draft headers
 * (draft-ietf-httpapi-ratelimit-headers-10/11: `RateLimit-Policy: "<group>";q=<limit>;w=60` and
 * `RateLimit: "<group>";r=<remaining>;t=<seconds to full>`); a 429 adds `Retry-After`. The limits
 * are the configuration's (TIER_LIMITS over the defaults); a group the operator made unlimited is
 * not counted and carries no RateLimit headers.
 */

import { type RateDecision, takeUnlessGated } from "../../domain/billing/rate-limiter.ts";
import type { RateGroup } from "../../domain/billing/tiers.ts";
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import { ApiError } from "../../errors.ts";
import type { AppDeps } from "../deps.ts";
import { gateRefusal } from "./auth-failures.ts";

export function limitHeaders(group: RateGroup, limit: number, remaining: number, resetSeconds: number) {
  return {
    "RateLimit-Policy": `"${group}";q=${limit};w=60`,
    RateLimit: `"${group}";r=${remaining};t=${resetSeconds}`,
  };
}

/**
 * `gate`: the client address's failed-auth bucket, peeked in the same call as the take (one
 * statement on PostgreSQL); over its budget it is the gate's 429 and nothing is taken.
 */
export async function checkRateLimit(
  deps: Pick<AppDeps, "limiter" | "log" | "metrics" | "config">,
  key: ApiKeyRecord,
  group: RateGroup,
  gate?: string,
): Promise<Record<string, string>> {
  const limit = deps.config.tierLimits.limits[key.tier][group];
  // Unlimited by the operator's TIER_LIMITS: no bucket to take from, no limit to announce.
  if (limit === null) {
    if (gate) await peekGate(deps, gate);
    return {};
  }
  let decision: RateDecision;
  try {
    const bucket = `${key.id}:${group}`;
    if (gate) {
      const both = await takeUnlessGated(
        deps.limiter,
        gate,
        deps.config.authFailuresPerMinute,
        bucket,
        limit,
      );
      if (!both.take) throw gateRefusal(both.gate.retryAfter);
      decision = both.take;
    } else decision = await deps.limiter.take(bucket, limit);
  } catch (error) {
    if (error instanceof ApiError) throw error;
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

/** The failed-auth gate alone (no bucket to take from); fails open as authFailureGate does. */
async function peekGate(deps: Pick<AppDeps, "limiter" | "log" | "config">, gate: string): Promise<void> {
  const opened = await deps.limiter.peek(gate, deps.config.authFailuresPerMinute).catch((error) => {
    deps.log.warn("auth failure gate unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
    return { allowed: true, retryAfter: 0 };
  });
  if (!opened.allowed) throw gateRefusal(opened.retryAfter);
}
