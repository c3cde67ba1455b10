/**
 * 600 parallel charges on both engines (group-committed on each): mixed amounts on a key that can
 * pay for some of them, several keys at once, contact access rows and inferred emails riding along. The balance never
 * goes below zero, every charge that held is one ledger row, the ledger reconciles, and on
 * PostgreSQL the charges really were written in batches (pg_stat_statements, loaded by the test
 * cluster, sees the batch's row lock): the keys that could pay for all of a batch's charges in the
 * batch's one statement, those running dry one by one in a transaction.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import postgres from "postgres";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { createApiKey } from "../../src/domain/billing/keys.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
let pgUrl: string;
const engines: Record<string, Storage> = {};

beforeAll(async () => {
  pgUrl = await freshDatabase();
  engines.sqlite = await openStorage(loadConfig({ DATABASE_PATH: join(dir.path, "race.db") }));
  engines.postgres = await openStorage(loadConfig({ DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: "20" }));
}, 60_000);
afterAll(async () => {
  for (const storage of Object.values(engines)) await storage.close();
  dir.cleanup();
});

for (const engine of ["sqlite", "postgres"])
  describe(engine, () => {
    test("600 parallel charges of 1-3 credits over three keys: never below zero, each held charge one ledger row, the ledger reconciles", async () => {
      const storage = engines[engine] as Storage;
      const budgets = [250, 500, 4000];
      const keys = await Promise.all(
        budgets.map(async (credits) => (await createApiKey(storage, { tier: "tier2", credits })).record.id),
      );
      let batchesBefore = { together: 0, oneByOne: 0 };
      const admin = engine === "postgres" ? postgres(pgUrl, { max: 1, onnotice: () => {} }) : null;
      if (admin) {
        await admin`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;
        batchesBefore = await lockedBatches(admin);
      }
      const charges = Array.from({ length: 600 }, (_, i) => ({
        keyId: keys[i % 3] as number,
        amount: 1 + (i % 3 === 0 ? i % 2 : i % 3),
        i,
      }));
      const outcomes = await Promise.all(
        charges.map((c) =>
          storage.credits.debit(c.keyId, c.amount, {
            operation: "race",
            requestId: `race-${c.i}`,
            access: c.i % 5 === 0 ? [{ personId: 1_000_000 + c.i, fields: ["email"] }] : [],
            issued:
              c.i % 7 === 0
                ? [
                    {
                      personId: 2_000_000 + c.i,
                      email: `race-${c.i}@race.example`,
                      domain: "race.example",
                      rating: 50,
                      provider: "pattern",
                    },
                  ]
                : [],
          }),
        ),
      );
      for (const [k, keyId] of keys.entries()) {
        const mine = charges.map((c, i) => ({ c, o: outcomes[i] })).filter(({ c }) => c.keyId === keyId);
        const spent = mine.filter(({ o }) => o?.ok).reduce((s, { c }) => s + c.amount, 0);
        const balance = (await storage.keys.get(keyId))?.credits as number;
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance).toBe((budgets[k] as number) - spent);
        expect(mine.every(({ o }) => (o?.balance ?? -1) >= 0)).toBe(true);
        // A refused charge is refused because it did not fit: what was left was less than it.
        for (const { c, o } of mine) if (!o?.ok) expect(o?.balance).toBeLessThan(c.amount);
        const ledger = (await storage.credits.ledger(keyId, 5000)).filter((l) => l.operation === "race");
        expect(ledger.length).toBe(mine.filter(({ o }) => o?.ok).length);
        // Balances after each charge are distinct and step down by the charge: a serial history.
        expect(new Set(ledger.map((l) => l.balanceAfter)).size).toBe(ledger.length);
      }
      // Each charge's contact access is logged exactly when the charge held, for the key it charged.
      for (const [i, c] of charges.entries()) {
        if (c.i % 5 !== 0) continue;
        const logged = await storage.privacy.accessLog(1_000_000 + c.i);
        expect(logged.map((a) => a.keyId)).toEqual(outcomes[i]?.ok ? [c.keyId] : []);
      }
      // And each inferred email it gave out is kept exactly when the charge held.
      for (const [i, c] of charges.entries()) {
        if (c.i % 7 !== 0) continue;
        const kept = await storage.people.inferredEmailsOf(2_000_000 + c.i);
        expect(kept.length).toBe(outcomes[i]?.ok ? 1 : 0);
      }
      // The key with 4,000 credits pays for everything asked of it; the others run dry.
      expect(outcomes.filter((o, i) => charges[i]?.keyId === keys[2] && !o.ok)).toEqual([]);
      expect(outcomes.filter((o, i) => charges[i]?.keyId === keys[0] && o.ok).length).toBeLessThan(200);
      expect(await storage.credits.unreconciled()).toEqual([]);
      if (admin) {
        const batches = await lockedBatches(admin);
        expect(batches.together).toBeGreaterThan(batchesBefore.together);
        expect(batches.oneByOne).toBeGreaterThan(batchesBefore.oneByOne);
        await admin.end();
      }
    });
  });

/**
 * How many batches of debits PostgreSQL has run (each locks its keys once): in one statement
 * (src/db/postgres/debits.ts, debitTogether) and one by one in a transaction (debitMany).
 */
async function lockedBatches(sql: postgres.Sql): Promise<{ together: number; oneByOne: number }> {
  const [row] = await sql`
    SELECT
      coalesce(sum(calls) FILTER (WHERE query LIKE '%FROM api_keys WHERE id IN (SELECT key_id FROM totals) ORDER BY id FOR UPDATE%'), 0)::int AS together,
      coalesce(sum(calls) FILTER (WHERE query LIKE 'SELECT id, credits FROM api_keys WHERE id = ANY%FOR UPDATE'), 0)::int AS one_by_one
    FROM pg_stat_statements`;
  return { together: Number(row?.together ?? 0), oneByOne: Number(row?.one_by_one ?? 0) };
}
