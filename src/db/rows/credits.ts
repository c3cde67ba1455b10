/** Ledger rows as both engines return them, and their records. */
import type { ChargeContext, LedgerEntry } from "../../domain/storage/index.ts";

export interface LedgerRow {
  key_id: number;
  delta: number;
  balance_after: number;
  operation: string;
  request_id: string | null;
  job_id: string | null;
  created_at: string;
}

export function toLedgerEntry(r: LedgerRow): LedgerEntry {
  return {
    keyId: r.key_id,
    delta: r.delta,
    balanceAfter: r.balance_after,
    operation: r.operation,
    requestId: r.request_id,
    jobId: r.job_id,
    createdAt: r.created_at,
  };
}

/** The values of a ledger row, in the column order of both engines' INSERT into credit_ledger. */
export function ledgerValues(
  keyId: number,
  delta: number,
  balanceAfter: number,
  context: ChargeContext,
  createdAt: string,
) {
  return [
    keyId,
    delta,
    balanceAfter,
    context.operation,
    context.requestId ?? null,
    context.jobId ?? null,
    createdAt,
  ] as const;
}
