/**
 * `Idempotency-Key` on the POSTs that create work (deep research start and more, bulk contacts):
 * the same key with the same request within 24 hours answers the original response (header
 * `Idempotent-Replayed: true`) and creates and charges nothing new; the same key with another
 * request is a 422; while the first request is still being created, a 409. A request that fails
 * leaves no claim behind, so it can be retried with the same key.
 */
import type { JobStarted } from "../../domain/jobs/paging.ts";
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import { ApiError } from "../../errors.ts";
import { jobStartedBody } from "../../format/jobs.ts";
import type { AppDeps } from "../deps.ts";

export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 3600;
/**
 * A claim still "in progress" after this long was left by an instance that died mid-request (a
 * request creates its job in well under a second): the next request with the key takes it over
 * instead of answering 409 for the rest of the day.
 */
export const IDEMPOTENCY_CLAIM_SECONDS = 60;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** What identifies "the same request" for a key: method, path and the body's canonical JSON. */
export function requestHash(method: string, path: string, body: unknown): string {
  return new Bun.CryptoHasher("sha256").update(`${method} ${path}\n${canonical(body ?? null)}`).digest("hex");
}

export async function idempotent<T>(
  deps: Pick<AppDeps, "storage" | "clock">,
  apiKey: ApiKeyRecord,
  request: Request,
  body: unknown,
  set: { headers: Record<string, string | number> },
  run: () => Promise<T>,
): Promise<T> {
  const idemKey = request.headers.get("idempotency-key")?.trim();
  if (!idemKey) return run();
  if (idemKey.length > 255)
    throw new ApiError("BAD_REQUEST", "Idempotency-Key must be at most 255 characters");
  const url = new URL(request.url);
  const hash = new Bun.CryptoHasher("sha256")
    .update(`${request.method} ${url.pathname}\n${canonical(body ?? null)}`)
    .digest("hex");
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const claim = await deps.storage.idempotency.begin(
    apiKey.id,
    idemKey,
    hash,
    now,
    now - IDEMPOTENCY_WINDOW_SECONDS,
    now - IDEMPOTENCY_CLAIM_SECONDS,
  );
  switch (claim.kind) {
    case "mismatch":
      throw new ApiError("UNPROCESSABLE", "This Idempotency-Key was already used with a different request");
    case "in_progress":
      throw new ApiError(
        "CONFLICT",
        "A request with this Idempotency-Key is still being processed; retry shortly",
        {
          headers: { "Retry-After": "1" },
        },
      );
    case "replay":
      set.headers["Idempotent-Replayed"] = "true";
      return JSON.parse(claim.body) as T;
  }
  try {
    const result = await run();
    await deps.storage.idempotency.complete(apiKey.id, idemKey, 200, JSON.stringify(result));
    return result;
  } catch (error) {
    await deps.storage.idempotency.abandon(apiKey.id, idemKey);
    throw error;
  }
}

/** A POST that queues a job (a start, a continuation): idempotent, answered as every job start is. */
export function idempotentJobStart(
  deps: Pick<AppDeps, "storage" | "clock">,
  call: {
    apiKey: ApiKeyRecord;
    request: Request;
    body: unknown;
    set: { headers: Record<string, string | number> };
  },
  start: () => Promise<JobStarted>,
) {
  return idempotent(deps, call.apiKey, call.request, call.body, call.set, async () =>
    jobStartedBody(await start()),
  );
}
