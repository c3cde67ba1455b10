/** Idempotency claims of the POSTs that create work. */

export type IdempotencyBegin =
  | { kind: "new" }
  | { kind: "replay"; status: number; body: string }
  | { kind: "mismatch" }
  | { kind: "in_progress" };

export interface IdempotencyRepository {
  /**
   * Claims (keyId, idemKey) for a request hash: "new" when unused (or older than `expiredBefore`),
   * "replay" with the stored answer for the same request, "mismatch" for another request,
   * "in_progress" while the first is still being created.
   */
  begin(
    keyId: number,
    idemKey: string,
    requestHash: string,
    now: number,
    expiredBefore: number,
    /** A claim still in progress but older than this was left by a process that died: taken over. */
    abandonedBefore: number,
  ): Promise<IdempotencyBegin>;
  complete(keyId: number, idemKey: string, status: number, body: string): Promise<void>;
  /** Forgets a claim whose request failed, so that it can be retried. */
  abandon(keyId: number, idemKey: string): Promise<void>;
}
