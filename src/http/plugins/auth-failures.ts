/**
 * Failed authentication, counted per client address for API keys and the admin token alike: an
 * address that keeps failing is refused (429 with Retry-After) before any credential is checked,
 * so guessing gets slow and costs the server nothing (docs/decisions.md).
 */
import { ApiError } from "../../errors.ts";
import { clientAddress } from "../client-address.ts";
import type { AppDeps } from "../deps.ts";

export interface FailureGate {
  /** Counts one failure of this address. */
  fail(): Promise<void>;
}

/**
 * Throws 429 when the address is over its failure budget; otherwise a handle to count a failure.
 * When the shared limiter cannot be reached the gate fails open (a key is still checked; only
 * the slowing-down of guessing is lost for that moment), and says so in the log.
 */
/** The failure bucket of the request's client address. */
export function failureBucket(request: Request): string {
  return `auth-failures:${clientAddress.get(request) ?? "unknown"}`;
}

/** The 429 of an address over its failure budget. */
export function gateRefusal(retryAfter: number): ApiError {
  return new ApiError(
    "RATE_LIMITED",
    `Too many failed authentication attempts from this address; retry in ${retryAfter} s`,
    { headers: { "Retry-After": String(retryAfter) } },
  );
}

export async function authFailureGate(
  deps: Pick<AppDeps, "limiter" | "config" | "log">,
  request: Request,
): Promise<FailureGate> {
  const bucket = failureBucket(request);
  const unavailable = (error: unknown) =>
    deps.log.warn("auth failure gate unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
  const gate = await deps.limiter.peek(bucket, deps.config.authFailuresPerMinute).catch((error) => {
    unavailable(error);
    return { allowed: true, retryAfter: 0 };
  });
  if (!gate.allowed) throw gateRefusal(gate.retryAfter);
  return {
    fail: async () => {
      await deps.limiter.take(bucket, deps.config.authFailuresPerMinute).catch(unavailable);
    },
  };
}
