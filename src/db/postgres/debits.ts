/**
 * Debits over PostgreSQL, group-committed as SQLite's billing connection is (../sqlite/group-commit.ts).
 * Every paid request's charge is durable before it answers; one commit per request made the WAL
 * flush the limit (one fsync each, and every request of a key updating the same row in turn).
 *
 * A debit made alone in its event-loop turn goes alone, as one statement (one round trip: the
 * guarded UPDATE and its ledger row). Debits made together, or while the slots are busy, go
 * together in one statement too (debitTogether): each key whose balance covers all of its charges
 * in the batch pays their total, and the ledger rows, access-log and inferred-email rows are
 * written by the same statement: one round trip, one commit, one flush. The charges of a key that
 * cannot pay them all are decided one by one in a transaction (debitMany): it locks the keys in id
 * order (two instances' batches can wait for each other but never deadlock), decides each charge
 * in arrival order against the locked balance (a charge that does not fit is refused and takes
 * nothing; a later smaller one may still fit), then writes one UPDATE per key, one multi-row
 * ledger insert and their access-log and inferred-email rows. The balance never goes below zero
 * and the ledger reconciles, because every change is decided under the row lock.
 */
import type { ChargeContext } from "../../domain/storage/index.ts";
import { ledgerValues } from "../rows/credits.ts";
import { one, query, type Sql, type Tx } from "./client.ts";
import { Coalescer } from "./coalescer.ts";

export interface Debit {
  keyId: number;
  /** > 0. */
  amount: number;
  context: ChargeContext;
  /** ISO time of the charge (the ledger's created_at). */
  at: string;
}

export interface DebitOutcome {
  ok: boolean;
  balance: number;
}

/**
 * Debits of concurrent requests, each answered with its own outcome: a lone debit goes as one
 * statement, those made together or while both slots are busy go together (./coalescer.ts, the
 * queue the person reads and rate-limit takes share).
 */
export class DebitBatcher {
  private readonly batches: Coalescer<Debit, DebitOutcome>;

  constructor(sql: Sql) {
    this.batches = new Coalescer(
      (debit) => debitOne(sql, debit),
      (debits) => debitTogether(sql, debits),
    );
  }

  debit(debit: Debit): Promise<DebitOutcome> {
    return this.batches.run(debit);
  }
}

/**
 * One debit in one statement: the guarded UPDATE and its ledger row (two instances can never both
 * spend the last credits); the access-log rows of the contact data it pays for, and the inferred
 * emails it gives out, ride in the same statement; charges without any keep the plain statement.
 */
export async function debitOne(sql: Sql, debit: Debit): Promise<DebitOutcome> {
  const { keyId, amount, context } = debit;
  const params: unknown[] = [
    amount,
    keyId,
    context.operation,
    context.requestId ?? null,
    context.jobId ?? null,
    debit.at,
  ];
  const $ = (value: unknown) => `$${params.push(value)}`;
  const access = context.access ?? [];
  const logged = access.length
    ? `, logged AS (
         INSERT INTO access_log (key_id, person_id, fields, operation, created_at)
         SELECT $2, a.person_id, a.fields, $3, ${$(Math.floor(Date.parse(debit.at) / 1000))}
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
}

/**
 * Debits that arrived together, as one statement: every key whose balance covers the total of its
 * debits in the batch pays it, its ledger rows (and access-log and inferred-email rows) written
 * in the same statement, i.e. one round trip and one commit for the batch (the transaction of
 * debitMany took five: begin, lock, writes, commit). All of a key's debits fitting is the case
 * where deciding them in arrival order grants each, with balances after that fall in that
 * order. Keys are locked in id order first, as debitMany locks them (batches of two instances
 * wait for each other but never deadlock); the guarded UPDATE re-reads a row that another
 * transaction changed meanwhile. The debits of a key that cannot pay them all (or that does not
 * exist) are decided one by one by debitMany.
 */
export async function debitTogether(sql: Sql, debits: readonly Debit[]): Promise<DebitOutcome[]> {
  const ledger: unknown[][] = [[], [], [], [], [], []];
  for (const d of debits)
    for (const [i, v] of [
      d.keyId,
      d.amount,
      d.context.operation,
      d.context.requestId ?? null,
      d.context.jobId ?? null,
      d.at,
    ].entries())
      ledger[i]?.push(v);
  const params: unknown[] = [...ledger];
  const $ = (value: unknown) => `$${params.push(value)}`;
  // `ord` is the debit's place in the batch (from 1), as unnest's WITH ORDINALITY numbers them.
  const access = debits.flatMap((d, i) =>
    (d.context.access ?? []).map((a) => ({ ord: i + 1, a, at: Math.floor(Date.parse(d.at) / 1000) })),
  );
  const logged = access.length
    ? `, logged AS (
         INSERT INTO access_log (key_id, person_id, fields, operation, created_at)
         SELECT c.key_id, x.person_id, x.fields, c.operation, x.at
         FROM unnest(${$(access.map((x) => x.ord))}::int[], ${$(access.map((x) => x.a.personId))}::bigint[],
           ${$(access.map((x) => x.a.fields.join(",")))}::text[], ${$(access.map((x) => x.at))}::bigint[])
           WITH ORDINALITY AS x(ord, person_id, fields, at, n)
         JOIN charged c ON c.ord = x.ord ORDER BY x.n
       )`
    : "";
  const issued = debits.flatMap((d, i) => (d.context.issued ?? []).map((e) => ({ ord: i + 1, e })));
  const kept = issued.length
    ? `, kept AS (
         INSERT INTO inferred_emails (lookup_key, person_id, domain, rating, provider, issued_at)
         SELECT x.lookup_key, x.person_id, x.domain, x.rating, x.provider, c.created_at
         FROM unnest(${$(issued.map((x) => x.ord))}::int[], ${$(issued.map((x) => x.e.email))}::text[],
           ${$(issued.map((x) => x.e.personId))}::bigint[], ${$(issued.map((x) => x.e.domain))}::text[],
           ${$(issued.map((x) => x.e.rating))}::int[], ${$(issued.map((x) => x.e.provider))}::text[])
           WITH ORDINALITY AS x(ord, lookup_key, person_id, domain, rating, provider, n)
         JOIN charged c ON c.ord = x.ord ORDER BY x.n
         ON CONFLICT (lookup_key) DO NOTHING
       )`
    : "";
  const rows = await query<{ ord: number; after: number }>(
    sql,
    `WITH asked AS (
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[])
         WITH ORDINALITY AS a(key_id, amount, operation, request_id, job_id, created_at, ord)
     ), totals AS (
       SELECT key_id, sum(amount)::bigint AS total FROM asked GROUP BY key_id
     ), locked AS MATERIALIZED (
       SELECT id FROM api_keys WHERE id IN (SELECT key_id FROM totals) ORDER BY id FOR UPDATE
     ), paid AS (
       UPDATE api_keys AS k SET credits = k.credits - t.total FROM totals t
       WHERE k.id = t.key_id AND k.id IN (SELECT id FROM locked) AND k.credits >= t.total
       RETURNING k.id, k.credits + t.total AS before
     ), charged AS (
       SELECT a.*, (p.before - sum(a.amount) OVER (PARTITION BY a.key_id ORDER BY a.ord))::bigint AS after
       FROM asked a JOIN paid p ON p.id = a.key_id
     ), ledger AS (
       INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
       SELECT key_id, -amount, after, operation, request_id, job_id, created_at FROM charged ORDER BY ord
     )${logged}${kept}
     SELECT ord, after FROM charged`,
    params,
  );
  const outcomes: (DebitOutcome | undefined)[] = new Array(debits.length);
  for (const r of rows) outcomes[Number(r.ord) - 1] = { ok: true, balance: Number(r.after) };
  const left = debits.flatMap((d, i) => (outcomes[i] ? [] : [{ d, i }]));
  if (left.length > 0) {
    const decided = await debitMany(
      sql,
      left.map((l) => l.d),
    );
    for (const [j, l] of left.entries()) outcomes[l.i] = decided[j];
  }
  return outcomes as DebitOutcome[];
}

/** Several debits in one transaction, decided in arrival order under the keys' row locks. */
export function debitMany(sql: Sql, debits: readonly Debit[]): Promise<DebitOutcome[]> {
  return sql.begin(async (tx) => {
    const keyIds = [...new Set(debits.map((d) => d.keyId))].sort((a, b) => a - b);
    const locked = await query<{ id: number; credits: number }>(
      tx,
      "SELECT id, credits FROM api_keys WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE",
      [keyIds],
    );
    const balance = new Map(locked.map((r) => [r.id, r.credits]));
    const held: { debit: Debit; after: number }[] = [];
    const outcomes = debits.map((debit): DebitOutcome => {
      const before = balance.get(debit.keyId);
      if (before === undefined || before < debit.amount) return { ok: false, balance: before ?? 0 };
      const after = before - debit.amount;
      balance.set(debit.keyId, after);
      held.push({ debit, after });
      return { ok: true, balance: after };
    });
    if (held.length > 0) await writeHeld(tx, held, balance);
    return outcomes;
  });
}

/** The writes of the charges that held, sent together (postgres.js pipelines them). */
async function writeHeld(
  tx: Tx,
  held: readonly { debit: Debit; after: number }[],
  balance: Map<number, number>,
) {
  const keys = [...new Set(held.map((h) => h.debit.keyId))];
  const ledger: unknown[][] = [[], [], [], [], [], [], []];
  for (const { debit, after } of held)
    for (const [i, v] of ledgerValues(debit.keyId, -debit.amount, after, debit.context, debit.at).entries())
      ledger[i]?.push(v);
  const writes: Promise<unknown>[] = [
    query(
      tx,
      `UPDATE api_keys AS k SET credits = b.credits
       FROM unnest($1::bigint[], $2::bigint[]) AS b(id, credits) WHERE k.id = b.id`,
      [keys, keys.map((k) => balance.get(k))],
    ),
    query(
      tx,
      `INSERT INTO credit_ledger (key_id, delta, balance_after, operation, request_id, job_id, created_at)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[])`,
      ledger,
    ),
  ];
  const access = held.flatMap(({ debit }) =>
    (debit.context.access ?? []).map((a) => ({ debit, personId: a.personId, fields: a.fields.join(",") })),
  );
  if (access.length > 0)
    writes.push(
      query(
        tx,
        `INSERT INTO access_log (key_id, person_id, fields, operation, created_at)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::bigint[])`,
        [
          access.map((a) => a.debit.keyId),
          access.map((a) => a.personId),
          access.map((a) => a.fields),
          access.map((a) => a.debit.context.operation),
          access.map((a) => Math.floor(Date.parse(a.debit.at) / 1000)),
        ],
      ),
    );
  const issued = held.flatMap(({ debit }) => (debit.context.issued ?? []).map((e) => ({ debit, e })));
  if (issued.length > 0)
    writes.push(
      query(
        tx,
        `INSERT INTO inferred_emails (lookup_key, person_id, domain, rating, provider, issued_at)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::int[], $5::text[], $6::text[])
         ON CONFLICT (lookup_key) DO NOTHING`,
        [
          issued.map(({ e }) => e.email),
          issued.map(({ e }) => e.personId),
          issued.map(({ e }) => e.domain),
          issued.map(({ e }) => e.rating),
          issued.map(({ e }) => e.provider),
          issued.map(({ debit }) => debit.at),
        ],
      ),
    );
  await Promise.all(writes);
}
