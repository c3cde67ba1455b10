/** Companies over SQLite, with companies_fts kept in step in the same transaction. */
import type { Database } from "bun:sqlite";
import { count, eq } from "drizzle-orm";
import { companyNameKey, urlKey } from "../../domain/keys.ts";
import type { Company } from "../../domain/model.ts";
import type { CompanyRepository, UpsertOutcome } from "../../domain/storage/index.ts";
import * as companyRows from "../rows/companies.ts";
import { type Db, recordsAfter } from "./client.ts";
import type { CompanySnapshots } from "./company-snapshots.ts";
import { sqliteIdSequence } from "./ids.ts";
import { companies } from "./schema.ts";

export function createSqliteCompanyRepository(
  sqlite: Database,
  db: Db,
  snapshots: CompanySnapshots,
): CompanyRepository {
  const upsertSync = sqlite.transaction((batch: Company[]): UpsertOutcome => {
    const outcome: UpsertOutcome = { inserted: 0, updated: 0, rejected: [] };
    const byId = sqlite.prepare<{ id: number }, [number]>("SELECT id FROM companies WHERE id = ?");
    const byUrl = sqlite.prepare<{ id: number }, [string]>("SELECT id FROM companies WHERE pnet_key = ?");
    const byName = sqlite.prepare<{ id: number }, [string]>(
      "SELECT id FROM companies WHERE name_key = ? AND pnet_key IS NULL ORDER BY id LIMIT 1",
    );
    const ids = sqliteIdSequence(sqlite, "companies");
    const placement = companyRows.companyPlacement(ids.next(), outcome);
    const nowIso = new Date().toISOString();
    batch.forEach((c, index) => {
      const pnetKey = c.pnet_url ? urlKey(c.pnet_url) : null;
      const at = placement.place(index, c, pnetKey, {
        urlOwner: pnetKey ? (byUrl.get(pnetKey)?.id ?? null) : null,
        idExists: (id) => byId.get(id) !== null,
        nameOwner: () => byName.get(companyNameKey(c.name))?.id ?? null,
      });
      if (!at) return;
      const { id, exists } = at;
      snapshots.invalidate(id);
      const row = companyRows.companyRow(c, id, pnetKey, nowIso);
      if (exists) {
        db.update(companies).set(row).where(eq(companies.id, id)).run();
        sqlite.run("DELETE FROM companies_fts WHERE rowid = ?", [id]);
        outcome.updated++;
      } else {
        db.insert(companies).values(row).run();
        outcome.inserted++;
      }
      sqlite.run(
        "INSERT INTO companies_fts (rowid, name, description, industry, keywords, location) VALUES (?, ?, ?, ?, ?, ?)",
        [id, ...companyRows.companySearchText(c)],
      );
    });
    ids.advance(placement.last);
    // Every reader of company snapshots (any process) sees that companies changed.
    sqlite.run(
      "INSERT INTO meta (key, value) VALUES (?, lower(hex(randomblob(8)))) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      [companyRows.COMPANIES_VERSION],
    );
    return outcome;
  });

  const parse = (record: string) => JSON.parse(record) as Company;
  return {
    async upsert(batch) {
      return upsertSync.immediate(batch);
    },
    async get(id) {
      const row = db.select({ record: companies.record }).from(companies).where(eq(companies.id, id)).get();
      return row ? parse(row.record) : null;
    },
    async getMany(ids) {
      if (ids.length === 0) return [];
      const rows = sqlite
        .query<{ id: number; record: string }, [string]>(
          "SELECT c.id AS id, c.record AS record FROM json_each(?) AS j JOIN companies AS c ON c.id = j.value ORDER BY j.key",
        )
        .all(JSON.stringify(ids));
      return rows.map((r) => parse(r.record));
    },
    async facts(limit) {
      return sqlite
        .query<companyRows.FactsRow, [number]>(
          `SELECT id, name, industry, hq_country_iso2, hq_city, employees_count, founded_year, is_b2b,
             json_extract(record, '$.last_funding_round_date') AS funding
           FROM companies ORDER BY id LIMIT ?`,
        )
        .all(limit)
        .map(companyRows.toCompanyFacts);
    },
    async idsWithWord(word, limit) {
      const clean = word.replace(/"/g, "").trim();
      if (clean === "") return [];
      return sqlite
        .query<{ id: number }, [string, number]>(
          "SELECT rowid AS id FROM companies_fts WHERE companies_fts MATCH ? LIMIT ?",
        )
        .all(`"${clean}"`, limit)
        .map((r) => r.id);
    },
    async findIdByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      return (
        db.select({ id: companies.id }).from(companies).where(eq(companies.pnetKey, key)).get()?.id ?? null
      );
    },
    async count() {
      return db.select({ n: count() }).from(companies).get()?.n ?? 0;
    },
    async scan(afterId, limit) {
      return recordsAfter(db, companies, afterId, limit).map((r) => parse(r.record));
    },
  };
}
