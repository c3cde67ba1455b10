/** Credits and the ledger: every change of a balance is a ledger row in the same transaction. */

export interface LedgerEntry {
  keyId: number;
  delta: number;
  balanceAfter: number;
  operation: string;
  requestId: string | null;
  jobId: string | null;
  createdAt: string;
}

export interface ChargeContext {
  operation: string;
  requestId?: string | null;
  jobId?: string | null;
  /** Contact data this charge pays for: access-log rows written in the charge's transaction. */
  access?: readonly AccessGrant[];
  /** Inferred work emails this charge gives out: kept in the charge's transaction. */
  issued?: readonly IssuedEmail[];
}

/** A work email inferred from a company's address pattern and given out for a person. */
export interface IssuedEmail {
  personId: number;
  /** Lower case. */
  email: string;
  domain: string;
  rating: number;
  provider: string;
}

/** One person's contact data given to the charged key: which fields (email, phone, social...). */
export interface AccessGrant {
  personId: number;
  fields: readonly string[];
}

export interface CreditRepository {
  /**
   * Adds credits with a ledger row. `purchased` top-ups set last_topup_at; free grants and refunds
   * do not. Returns the new balance.
   */
  grant(keyId: number, amount: number, options: ChargeContext & { purchased: boolean }): Promise<number>;
  /**
   * Takes `amount` credits if the balance covers it: one guarded UPDATE plus a ledger row, in one
   * transaction that is durable (synced) before the promise resolves. Nothing changes otherwise.
   */
  debit(keyId: number, amount: number, context: ChargeContext): Promise<{ ok: boolean; balance: number }>;
  /** The key's most recent ledger rows (oldest first). */
  ledger(keyId: number, limit?: number): Promise<LedgerEntry[]>;
  /** Keys whose balance differs from the sum of their ledger (empty when all reconcile). */
  unreconciled(): Promise<{ keyId: number; balance: number; ledgerSum: number }[]>;
}
