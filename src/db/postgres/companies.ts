/** Companies and posts over PostgreSQL (same contracts and matching rules as SQLite). */
import { companyNameKey, urlKey } from "../../domain/keys.ts";
import type { Company, Post, Reaction, ReactionType } from "../../domain/model.ts";
import { wordSet, wordTokens } from "../../domain/search/words.ts";
import { companySearchText } from "../repositories/sqlite/companies.ts";
import type { CompanyRepository, PostRepository, UpsertOutcome } from "../repositories/types.ts";
import { one, query, type Sql } from "./client.ts";
import { LOCKS } from "./migrate.ts";

export function createPgCompanyRepository(sql: Sql): CompanyRepository {
  const parse = (record: string) => JSON.parse(record) as Company;
  return {
    async upsert(batch) {
      return sql.begin(async (tx): Promise<UpsertOutcome> => {
        await tx.unsafe(`SELECT pg_advisory_xact_lock(${LOCKS.companies})`);
        const outcome: UpsertOutcome = { inserted: 0, updated: 0, rejected: [] };
        let nextId =
          ((await one<{ m: number | null }>(tx, "SELECT max(id) AS m FROM companies"))?.m ?? 0) + 1;
        const nowIso = new Date().toISOString();
        for (const [index, c] of batch.entries()) {
          const pnetKey = c.pnet_url ? urlKey(c.pnet_url) : null;
          const nameKey = companyNameKey(c.name);
          const urlOwner = pnetKey
            ? ((await one<{ id: number }>(tx, "SELECT id FROM companies WHERE pnet_key = $1", [pnetKey]))
                ?.id ?? null)
            : null;
          let id: number;
          let exists: boolean;
          if (c.id > 0) {
            id = c.id;
            exists = (await one(tx, "SELECT 1 FROM companies WHERE id = $1", [id])) !== null;
            if (urlOwner !== null && urlOwner !== id) {
              outcome.rejected.push({
                index,
                reason: `pnet_profile_url already belongs to company ${urlOwner}`,
              });
              continue;
            }
          } else {
            const match =
              urlOwner ??
              (pnetKey
                ? null
                : ((
                    await one<{ id: number }>(
                      tx,
                      "SELECT id FROM companies WHERE name_key = $1 AND pnet_key IS NULL ORDER BY id LIMIT 1",
                      [nameKey],
                    )
                  )?.id ?? null));
            id = match ?? nextId;
            exists = match !== null;
          }
          if (id >= nextId) nextId = id + 1;
          const record = { ...c, id };
          await query(
            tx,
            `INSERT INTO companies (id, name, name_key, website_domain, pnet_key, industry, hq_country_iso2, hq_city,
               employees_count, founded_year, is_b2b, record, words, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text[], $14)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
               website_domain = excluded.website_domain, pnet_key = excluded.pnet_key, industry = excluded.industry,
               hq_country_iso2 = excluded.hq_country_iso2, hq_city = excluded.hq_city,
               employees_count = excluded.employees_count, founded_year = excluded.founded_year,
               is_b2b = excluded.is_b2b, record = excluded.record, words = excluded.words,
               updated_at = excluded.updated_at`,
            [
              id,
              c.name,
              nameKey,
              c.website_domain,
              pnetKey,
              c.industry,
              c.hq.country_iso2,
              c.hq.city,
              c.employees_count,
              c.founded_year,
              c.is_b2b === null ? null : c.is_b2b ? 1 : 0,
              JSON.stringify(record),
              wordSet(companySearchText(record)),
              nowIso,
            ],
          );
          if (exists) outcome.updated++;
          else outcome.inserted++;
        }
        return outcome;
      });
    },
    async get(id) {
      const row = await one<{ record: string }>(sql, "SELECT record FROM companies WHERE id = $1", [id]);
      return row ? parse(row.record) : null;
    },
    async findIdByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      return (
        (await one<{ id: number }>(sql, "SELECT id FROM companies WHERE pnet_key = $1", [key]))?.id ?? null
      );
    },
    async facts(limit) {
      const rows = await query<{
        id: number;
        name: string;
        industry: string | null;
        hq_country_iso2: string | null;
        hq_city: string | null;
        employees_count: number | null;
        founded_year: number | null;
        is_b2b: number | null;
        funding: string | null;
      }>(
        sql,
        `SELECT id, name, industry, hq_country_iso2, hq_city, employees_count, founded_year, is_b2b,
           (record::jsonb)->>'last_funding_round_date' AS funding
         FROM companies ORDER BY id LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        industry: r.industry,
        hqCountryIso2: r.hq_country_iso2,
        hqCity: r.hq_city,
        employeesCount: r.employees_count,
        foundedYear: r.founded_year,
        isB2b: r.is_b2b === null ? null : r.is_b2b === 1,
        lastFundingRoundDate: r.funding,
      }));
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
      return (
        await query<{ record: string }>(
          sql,
          "SELECT record FROM companies WHERE id > $1 ORDER BY id LIMIT $2",
          [afterId, limit],
        )
      ).map((r) => parse(r.record));
    },
  };
}

interface ReactionRow {
  name: string;
  headline: string | null;
  pnet_url: string;
  reaction_type: string;
  reacted_at: string;
}

const toReaction = (r: ReactionRow): Reaction => ({
  profile: { name: r.name, headline: r.headline, pnet_url: r.pnet_url },
  reaction_type: r.reaction_type as ReactionType,
  timestamp: r.reacted_at,
});

export function createPgPostRepository(sql: Sql): PostRepository {
  return {
    async upsert(batch) {
      return sql.begin(async (tx): Promise<UpsertOutcome> => {
        const outcome: UpsertOutcome = { inserted: 0, updated: 0, rejected: [] };
        const personOf = async (key: string | null) =>
          key
            ? ((await one<{ id: number }>(tx, "SELECT id FROM people WHERE pnet_key = $1", [key]))?.id ??
              null)
            : null;
        for (const [index, { post, reactions }] of batch.entries()) {
          const key = urlKey(post.url);
          if (key === null) {
            outcome.rejected.push({ index, reason: "post_url is not a URL" });
            continue;
          }
          const existing =
            (await one<{ id: number }>(tx, "SELECT id FROM posts WHERE url_key = $1", [key]))?.id ?? null;
          const personId = post.person_id ?? (await personOf(urlKey(post.author.url)));
          let id: number;
          if (existing !== null) {
            id = existing;
            await query(
              tx,
              "UPDATE posts SET person_id = $1, url_key = $2, posted_at = $3, record = $4 WHERE id = $5",
              [personId, key, post.posted_at, JSON.stringify({ ...post, id, person_id: personId }), id],
            );
            await query(tx, "DELETE FROM post_reactions WHERE post_id = $1", [id]);
            outcome.updated++;
          } else {
            id = (
              (await one<{ id: number }>(
                tx,
                "INSERT INTO posts (person_id, url_key, posted_at, record) VALUES ($1, $2, $3, '{}') RETURNING id",
                [personId, key, post.posted_at],
              )) as { id: number }
            ).id;
            await query(tx, "UPDATE posts SET record = $1 WHERE id = $2", [
              JSON.stringify({ ...post, id, person_id: personId }),
              id,
            ]);
            outcome.inserted++;
          }
          for (const r of reactions) {
            await query(
              tx,
              `INSERT INTO post_reactions (post_id, person_id, name, headline, pnet_url, reaction_type, reacted_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7)
               ON CONFLICT (post_id, pnet_url) DO UPDATE SET person_id = excluded.person_id, name = excluded.name,
                 headline = excluded.headline, reaction_type = excluded.reaction_type, reacted_at = excluded.reacted_at`,
              [
                id,
                await personOf(urlKey(r.profile.pnet_url)),
                r.profile.name,
                r.profile.headline,
                r.profile.pnet_url,
                r.reaction_type,
                r.timestamp,
              ],
            );
          }
        }
        return outcome;
      });
    },
    async byAuthor(personId, limit) {
      return (
        await query<{ record: string }>(
          sql,
          "SELECT record FROM posts WHERE person_id = $1 ORDER BY posted_at DESC NULLS LAST, id LIMIT $2",
          [personId, limit],
        )
      ).map((r) => JSON.parse(r.record) as Post);
    },
    async findByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      const row = await one<{ record: string }>(sql, "SELECT record FROM posts WHERE url_key = $1", [key]);
      return row ? (JSON.parse(row.record) as Post) : null;
    },
    async reactionCounts(postId) {
      const rows = await query<{ type: string; n: number }>(
        sql,
        "SELECT reaction_type AS type, count(*) AS n FROM post_reactions WHERE post_id = $1 GROUP BY reaction_type",
        [postId],
      );
      return Object.fromEntries(rows.map((r) => [r.type, r.n]));
    },
    async reactions(postId, { type, offset, limit }) {
      const rows = type
        ? await query<ReactionRow>(
            sql,
            "SELECT * FROM post_reactions WHERE post_id = $1 AND reaction_type = $2 ORDER BY reacted_at DESC, id LIMIT $3 OFFSET $4",
            [postId, type, limit, offset],
          )
        : await query<ReactionRow>(
            sql,
            "SELECT * FROM post_reactions WHERE post_id = $1 ORDER BY reacted_at DESC, id LIMIT $2 OFFSET $3",
            [postId, limit, offset],
          );
      return rows.map(toReaction);
    },
    async count() {
      return (await one<{ n: number }>(sql, "SELECT count(*) AS n FROM posts"))?.n ?? 0;
    },
    async scan(afterId, limit) {
      const rows = await query<{ id: number; record: string }>(
        sql,
        "SELECT id, record FROM posts WHERE id > $1 ORDER BY id LIMIT $2",
        [afterId, limit],
      );
      const out = [];
      for (const r of rows) {
        const reactions = (
          await query<ReactionRow>(sql, "SELECT * FROM post_reactions WHERE post_id = $1 ORDER BY id", [r.id])
        ).map(toReaction);
        out.push({ post: JSON.parse(r.record) as Post, reactions });
      }
      return out;
    },
  };
}
