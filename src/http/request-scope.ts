/**
 * The request an async chain belongs to, for what must not outlive its answer: a charge. A client
 * that half-closes its socket (shutdown(SHUT_WR)) is taken by Bun's server for gone; on PostgreSQL,
 * where a request waits for the database before it charges, the charge was still made and no
 * answer was ever written (issue 42; docs/operations.md). The same held for a request the deadline
 * had already answered 503: "nothing charged for a refusal".
 *
 * listen.ts runs every request in a scope that is abandoned when the client goes away or the
 * deadline answers for it; guardCharges makes the storage refuse a request's debit once its scope
 * is abandoned, so the domain, which only knows its storage port, charges nothing for it. A debit
 * already under way when the client leaves completes (the window is the one transaction); what
 * it paid for stays retrievable with the request's Idempotency-Key.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Storage } from "../domain/storage/index.ts";
import { ApiError } from "../errors.ts";

export interface RequestScope {
  /** Why the request's answer can no longer be given (null while it can). */
  abandoned: string | null;
  /** The handler has settled (set by listen.ts): work that outlives it (a job it woke) is not the request's. */
  done: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs one request's handling in its scope; the client leaving (its `signal`) abandons it. */
export async function inRequestScope<T>(
  signal: AbortSignal,
  handle: (scope: RequestScope) => Promise<T>,
): Promise<T> {
  const scope: RequestScope = { abandoned: null, done: false };
  const gone = () => {
    scope.abandoned ??= "the client closed the connection";
  };
  if (signal.aborted) gone();
  else signal.addEventListener("abort", gone, { once: true });
  return scopes.run(scope, async () => {
    try {
      return await handle(scope);
    } finally {
      signal.removeEventListener("abort", gone);
    }
  });
}

/** The storage, its debits for a request refused once the request is abandoned (nothing is charged). */
export function guardCharges(storage: Storage): Storage {
  const { credits } = storage;
  return {
    ...storage,
    credits: {
      ...credits,
      debit: async (keyId, amount, context) => {
        const scope = scopes.getStore();
        // A job's charges (a job id, no request id) and work outliving its request are not guarded.
        if (scope?.abandoned && !scope.done && context.requestId)
          throw new ApiError(
            "UNAVAILABLE",
            `The request was abandoned before it was charged (${scope.abandoned}): nothing was charged`,
            { headers: { "Retry-After": "1" } },
          );
        return credits.debit(keyId, amount, context);
      },
    },
  };
}
