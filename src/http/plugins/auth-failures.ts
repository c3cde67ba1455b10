/**
 * Failed authentication, counted per client address for API keys and the admin token alike: an
 * address that keeps failing is refused (429 with Retry-After) before any credential is checked,
 * so guessing gets slow and costs the server nothing (docs/decisions.md).
 */
import { ApiError } from "../../errors.ts";
import type { AppDeps } from "../app.ts";
import { clientAddress } from "../client-address.ts";

export interface FailureGate {
  /** Counts one failure of this address. */
  fail(): void;
}

/** Throws 429 when the address is over its failure budget; otherwise a handle to count a failure. */
export function authFailureGate(deps: AppDeps, request: Request): FailureGate {
  const address = clientAddress.get(request) ?? "unknown";
  const bucket = `auth-failures:${address}`;
  const gate = deps.limiter.peek(bucket, deps.config.authFailuresPerMinute);
  if (!gate.allowed)
    throw new ApiError(
      429,
      `Too many failed authentication attempts from this address; retry in ${gate.retryAfter} s`,
      { headers: { "Retry-After": String(gate.retryAfter) } },
    );
  return { fail: () => void deps.limiter.take(bucket, deps.config.authFailuresPerMinute) };
}
