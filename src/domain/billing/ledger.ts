/** GET /api/credits/ledger: a key's latest ledger rows and what it spent, by day and by operation. */
import { boundedInt } from "../bounds.ts";
import type { ApiKeyRecord, LedgerEntry, Storage } from "../storage/index.ts";

export interface Spending {
  entries: LedgerEntry[];
  /** Credits spent per UTC day, oldest first. */
  byDay: { day: string; spent: number }[];
  /** Credits spent per operation, most first. */
  byOperation: { operation: string; spent: number }[];
}

export async function keySpending(storage: Storage, key: ApiKeyRecord, limit: unknown): Promise<Spending> {
  const entries = await storage.credits.ledger(key.id, boundedInt(limit, "limit", 1, 10_000, 1000));
  const byDay = new Map<string, number>();
  const byOperation = new Map<string, number>();
  for (const e of entries) {
    if (e.delta >= 0) continue;
    const day = e.createdAt.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) - e.delta);
    byOperation.set(e.operation, (byOperation.get(e.operation) ?? 0) - e.delta);
  }
  return {
    entries,
    byDay: [...byDay].sort((a, b) => a[0].localeCompare(b[0])).map(([day, spent]) => ({ day, spent })),
    byOperation: [...byOperation]
      .sort((a, b) => b[1] - a[1])
      .map(([operation, spent]) => ({ operation, spent })),
  };
}
