/** Companies over PostgreSQL (same contract and matching rules as SQLite). */
import { companyNameKey, urlKey } from "../../domain/keys.ts";
import type { Company } from "../../domain/model.ts";
import { wordSet, wordTokens } from "../../domain/search/words.ts";
import type { CompanyRepository, UpsertOutcome } from "../../domain/storage/index.ts";
import * as companyRows from "../rows/companies.ts";
import { one, query, recordsAfter, type Sql } from "./client.ts";
import { COMPANIES_CHANNEL } from "./company-snapshots.ts";
import { pgIdSequence } from "./ids.ts";
import { LOCKS } from "./migrate.ts";

/** `onChanged`: called when a company write has committed (this instance's snapshot cache). */
export function createPgCompanyRepository(sql: Sql, onChanged: () => void = () => {}): CompanyRepository {
  const parse = (record: string) => JSON.parse(record) as Company;
  return {
    async upsert(batch) {
      return sql
        .begin(async (tx): Promise<UpsertOutcome> => {
          await tx.unsafe(`SELECT pg_advisory_xact_lock(${LOCKS.companies})`);
          const outcome: UpsertOutcome = { inserted: 0, updated: 0, rejected: [] };
          const ids = pgIdSequence(tx, "companies");
          const placement = companyRows.companyPlacement(await ids.next(), outcome);
          const nowIso = new Date().toISOString();
          for (const [index, c] of batch.entries()) {
            const pnetKey = c.pnet_url ? urlKey(c.pnet_url) : null;
            // What placing the company may ask, in one round trip.
            const found = await one<{
              url_owner: number | null;
              id_exists: boolean;
              name_owner: number | null;
            }>(
              tx,
              `SELECT (SELECT id FROM companies WHERE pnet_key = $1) AS url_owner,
               EXISTS (SELECT 1 FROM companies WHERE id = $2) AS id_exists,
               (SELECT id FROM companies WHERE name_key = $3 AND pnet_key IS NULL ORDER BY id LIMIT 1) AS name_owner`,
              [pnetKey, Math.max(0, c.id), companyNameKey(c.name)],
            );
            const at = placement.place(index, c, pnetKey, {
              urlOwner: found?.url_owner ?? null,
              idExists: () => found?.id_exists === true,
              nameOwner: () => found?.name_owner ?? null,
            });
            if (!at) continue;
            const { id, exists } = at;
            await query(
              tx,
              `INSERT INTO companies (${companyRows.COMPANY_COLUMNS}, words)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text[])
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
               website_domain = excluded.website_domain, pnet_key = excluded.pnet_key, industry = excluded.industry,
               hq_country_iso2 = excluded.hq_country_iso2, hq_city = excluded.hq_city,
               employees_count = excluded.employees_count, founded_year = excluded.founded_year,
               is_b2b = excluded.is_b2b, record = excluded.record, words = excluded.words,
               updated_at = excluded.updated_at`,
              [
                ...Object.values(companyRows.companyRow(c, id, pnetKey, nowIso)),
                wordSet(companyRows.companySearchText(c)),
              ],
            );
            if (exists) outcome.updated++;
            else outcome.inserted++;
          }
          await ids.advance(placement.last);
          // Every reader of company snapshots (any instance) sees that companies changed: the
          // version, and a notification to the instances that trust a recent one (./company-snapshots.ts).
          await query(
            tx,
            `INSERT INTO meta (key, value) VALUES ($1, md5(random()::text)) ON CONFLICT (key) DO UPDATE SET value = excluded.value
           RETURNING pg_notify('${COMPANIES_CHANNEL}', '')`,
            [companyRows.COMPANIES_VERSION],
          );
          return outcome;
        })
        .finally(onChanged);
    },
    async get(id) {
      const row = await one<{ record: string }>(sql, "SELECT record FROM companies WHERE id = $1", [id]);
      return row ? parse(row.record) : null;
    },
    async getMany(ids) {
      if (ids.length === 0) return [];
      const rows = await query<{ id: number; record: string }>(
        sql,
        "SELECT id, record FROM companies WHERE id = ANY($1::bigint[])",
        [[...ids]],
      );
      const byId = new Map(rows.map((r) => [r.id, r.record]));
      return ids.flatMap((id) => {
        const record = byId.get(id);
        return record === undefined ? [] : [parse(record)];
      });
    },
    async findIdByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      return (
        (await one<{ id: number }>(sql, "SELECT id FROM companies WHERE pnet_key = $1", [key]))?.id ?? null
      );
    },
    async facts(limit) {
      const rows = await query<companyRows.FactsRow>(
        sql,
        `SELECT id, name, industry, hq_country_iso2, hq_city, employees_count, founded_year, is_b2b,
           (record::jsonb)->>'last_funding_round_date' AS funding
         FROM companies ORDER BY id LIMIT $1`,
        [limit],
      );
      return rows.map(companyRows.toCompanyFacts);
    },
    async idsWithWord(word, limit) {
      const tokens = [...new Set(wordTokens(word))];
      if (tokens.length === 0) return [];
      return (
        await query<{ id: number }>(
          sql,
          "SELECT id FROM companies WHERE words @> $1::text[] ORDER BY id LIMIT $2",
          [tokens, limit],
        )
      ).map((r) => r.id);
    },
    async count() {
      return (await one<{ n: number }>(sql, "SELECT count(*) AS n FROM companies"))?.n ?? 0;
    },
    async scan(afterId, limit) {
      return (await recordsAfter(sql, "companies", afterId, limit)).map((r) => parse(r.record));
    },
  };
}
