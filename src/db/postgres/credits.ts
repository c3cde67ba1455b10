/**
 * Credits over PostgreSQL: a debit is one guarded UPDATE and its ledger row in one statement, so two
 * instances can never both spend the last credits; the balance always equals the sum of the ledger.
 */

import type { CreditRepository, LedgerEntry } from "../../domain/storage/index.ts";
import { type LedgerRow, ledgerValues, toLedgerEntry } from "../rows/credits.ts";
import { one, query, type Sql } from "./client.ts";

const LEDGER_INSERT = `INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

export function createPgCreditRepository(sql: Sql): CreditRepository {
  return {
    async grant(keyId, amount, options) {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new Error("grant amount must be a positive integer");
      return sql.begin(async (tx) => {
        const now = new Date().toISOString();
        const row = await one<{ credits: number }>(
          tx,
          "UPDATE api_keys SET credits = credits + $1, last_topup_at = coalesce($2, last_topup_at) WHERE id = $3 RETURNING credits",
          [amount, options.purchased ? now : null, keyId],
        );
        if (!row) throw new Error(`no API key with id ${keyId}`);
        await query(tx, LEDGER_INSERT, [...ledgerValues(keyId, amount, row.credits, options, now)]);
        return row.credits;
      });
    },
    async debit(keyId, amount, context) {
      if (!Number.isInteger(amount) || amount < 0) throw new Error("debit amount must be a whole number");
      if (amount === 0) {
        const row = await one<{ credits: number }>(sql, "SELECT credits FROM api_keys WHERE id = $1", [
          keyId,
        ]);
        return { ok: true, balance: row?.credits ?? 0 };
      }
      // One statement, one round trip, one transaction: the guarded UPDATE and its ledger row.
      // Two instances can never both spend the last credits.
      // The access-log rows of the contact data this charge pays for, and the inferred emails it
      // gives out, ride in the same statement; charges without any keep the plain statement.
      const params: unknown[] = [
        amount,
        keyId,
        context.operation,
        context.requestId ?? null,
        context.jobId ?? null,
        new Date().toISOString(),
      ];
      const $ = (value: unknown) => `$${params.push(value)}`;
      const access = context.access ?? [];
      const logged = access.length
        ? `, logged AS (
             INSERT INTO access_log (key_id, person_id, fields, operation, created_at)
             SELECT $2, a.person_id, a.fields, $3, ${$(Math.floor(Date.now() / 1000))}
             FROM paid, unnest(${$(access.map((a) => a.personId))}::bigint[], ${$(access.map((a) => a.fields.join(",")))}::text[]) AS a(person_id, fields)
           )`
        : "";
      const issued = context.issued ?? [];
      const kept = issued.length
        ? `, kept AS (
             INSERT INTO inferred_emails (lookup_key, person_id, domain, rating, provider, issued_at)
             SELECT e.lookup_key, e.person_id, e.domain, e.rating, e.provider, $6
             FROM paid, unnest(${$(issued.map((e) => e.email))}::text[], ${$(issued.map((e) => e.personId))}::bigint[],
               ${$(issued.map((e) => e.domain))}::text[], ${$(issued.map((e) => e.rating))}::int[],
               ${$(issued.map((e) => e.provider))}::text[]) AS e(lookup_key, person_id, domain, rating, provider)
             ON CONFLICT (lookup_key) DO NOTHING
           )`
        : "";
      const row = await one<{ balance: number }>(
        sql,
        `WITH paid AS (
           UPDATE api_keys SET credits = credits - $1 WHERE id = $2 AND credits >= $1 RETURNING credits
         )${logged}${kept}
         INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
         SELECT $2, -$1::bigint, credits, $3, $4, $5, $6 FROM paid
         RETURNING balance_after AS balance`,
        params,
      );
      if (row) return { ok: true, balance: row.balance };
      const now = await one<{ credits: number }>(sql, "SELECT credits FROM api_keys WHERE id = $1", [keyId]);
      return { ok: false, balance: now?.credits ?? 0 };
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
