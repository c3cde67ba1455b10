/**
 * Credits over PostgreSQL: a debit is a guarded UPDATE and its ledger row, group-committed with the
 * debits that arrive together (./debits.ts), so two instances can never both spend the last
 * credits and the balance always equals the sum of the ledger.
 */

import type { CreditRepository, LedgerEntry } from "../../domain/storage/index.ts";
import { type LedgerRow, ledgerValues, toLedgerEntry } from "../rows/credits.ts";
import { one, query, type Sql } from "./client.ts";
import { DebitBatcher } from "./debits.ts";
import { notifyKey, type PgKeyCache } from "./key-cache.ts";

const LEDGER_INSERT = `INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

/** `cache`: this instance's keys (./key-cache.ts): a top-up drops the key everywhere, a debit sets its balance here. */
export function createPgCreditRepository(sql: Sql, cache: PgKeyCache): CreditRepository {
  const debits = new DebitBatcher(sql);
  return {
    async grant(keyId, amount, options) {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new Error("grant amount must be a positive integer");
      return sql
        .begin(async (tx) => {
          const now = new Date().toISOString();
          const row = await one<{ credits: number }>(
            tx,
            `UPDATE api_keys SET credits = credits + $1, last_topup_at = coalesce($2, last_topup_at) WHERE id = $3
           RETURNING credits, ${notifyKey("id")}`,
            [amount, options.purchased ? now : null, keyId],
          );
          if (!row) throw new Error(`no API key with id ${keyId}`);
          await query(tx, LEDGER_INSERT, [...ledgerValues(keyId, amount, row.credits, options, now)]);
          return row.credits;
        })
        .finally(() => cache.drop(keyId));
    },
    async debit(keyId, amount, context) {
      if (!Number.isInteger(amount) || amount < 0) throw new Error("debit amount must be a whole number");
      if (amount === 0) {
        const row = await one<{ credits: number }>(sql, "SELECT credits FROM api_keys WHERE id = $1", [
          keyId,
        ]);
        return { ok: true, balance: row?.credits ?? 0 };
      }
      const outcome = await debits.debit({ keyId, amount, context, at: new Date().toISOString() });
      cache.balance(keyId, outcome.balance);
      return outcome;
    },
    async ledger(keyId, limit = 1000): Promise<LedgerEntry[]> {
      const rows = await query<LedgerRow>(
        sql,
        "SELECT * FROM credit_ledger WHERE key_id = $1 ORDER BY id DESC LIMIT $2",
        [keyId, limit],
      );
      return rows.reverse().map(toLedgerEntry);
    },
    async unreconciled() {
      return query<{ keyId: number; balance: number; ledgerSum: number }>(
        sql,
        `SELECT k.id AS "keyId", k.credits AS balance, coalesce(sum(l.delta), 0)::bigint AS "ledgerSum"
         FROM api_keys k LEFT JOIN credit_ledger l ON l.key_id = k.id
         GROUP BY k.id HAVING k.credits != coalesce(sum(l.delta), 0)`,
      );
    },
  };
}
