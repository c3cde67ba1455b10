/**
 * API keys and credits as the admin API and GET /api/credits show them: a key's record (never its
 * secret, which only the answer to its creation holds), the key list, a revocation, a balance and
 * the ledger.
 */
import type { Spending } from "../domain/billing/ledger.ts";
import type { ApiKeyRecord, LedgerEntry } from "../domain/storage/index.ts";

export function keyView(k: ApiKeyRecord) {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    tier: k.tier,
    credits: k.credits,
    last_topup_at: k.lastTopupAt,
    expires_at: k.expiresAt,
    revoked_at: k.revokedAt,
    created_at: k.createdAt,
  };
}

/** POST /admin/keys: the key itself (shown this once) and its record. */
export function createdKeyBody(created: { key: string; record: ApiKeyRecord }) {
  return { key: created.key, ...keyView(created.record) };
}

export function keyListBody(keys: readonly ApiKeyRecord[]) {
  return { keys: keys.map(keyView) };
}

export function revokedKeyBody(outcome: { revoked: boolean }) {
  return { success: true, message: outcome.revoked ? "Key revoked" : "Key was already revoked" };
}

/** POST /admin/keys/{id}/topup: the key and its new balance. */
export function balanceBody(id: number, credits: number) {
  return { id, credits };
}

/** GET /admin/keys/{id}/ledger: every credit movement of the key. */
export function keyLedgerBody(entries: readonly LedgerEntry[]) {
  return {
    entries: entries.map((e) => ({
      delta: e.delta,
      balance_after: e.balanceAfter,
      operation: e.operation,
      request_id: e.requestId,
      job_id: e.jobId,
      created_at: e.createdAt,
    })),
  };
}

/** GET /api/credits: the calling key's balance and last top-up. */
export function creditsBody(key: ApiKeyRecord) {
  return { credits: key.credits, last_topup_at: key.lastTopupAt };
}

/** GET /api/credits/ledger: the balance, the newest ledger rows and what was spent by day and operation. */
export function spendingBody(key: ApiKeyRecord, spending: Spending) {
  return {
    ...creditsBody(key),
    entries: spending.entries.map((e) => ({
      created_at: e.createdAt,
      delta: e.delta,
      balance_after: e.balanceAfter,
      operation: e.operation,
      job_id: e.jobId,
    })),
    spent_by_day: spending.byDay,
    spent_by_operation: spending.byOperation,
  };
}
