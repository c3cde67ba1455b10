/**
 * Search over PostgreSQL: the facet index is `people_facets(tokens text[], words text[])` under GIN.
 * A filter (an AND of ORs of facet tokens) becomes `tokens && group` per group; words are
 * normalised in code (src/domain/search/words.ts) on both sides, so the same query matches the same
 * people as on SQLite. Matches come in the static rank order (`rank`, as SQLite's row ids);
 * queries rank further in code.
 */
import type { Person } from "../../domain/model.ts";
import { wordSet, wordTokens } from "../../domain/search/words.ts";
import type { FacetFilter, RankingRow, SearchRepository, WordMode } from "../../domain/storage/index.ts";
import { personSearchProjection, readStored, storedCompanyIds } from "../rows/people.ts";
import { type SessionRow, sessionValues, toSession } from "../rows/sessions.ts";
import { one, query, type Sql, type Tx } from "./client.ts";
import type { PgCompanySnapshots } from "./company-snapshots.ts";

const SAFE_TOKEN = /^[a-z0-9]+$/;
const FACETS_META = "facets_version";
const REBUILD_BATCH = 2000;

/** WHERE conditions (and their parameters) for a filter and words; null when nothing filters. */
export function facetConditions(
  filter: FacetFilter,
  words: readonly string[],
  mode: WordMode,
): { where: string; params: unknown[] } | null {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const group of filter) {
    const tokens = group.filter((t) => SAFE_TOKEN.test(t));
    if (tokens.length === 0) continue;
    params.push(tokens);
    conditions.push(`f.tokens && $${params.length}::text[]`);
  }
  // Each query word is its tokens (a phrase like "node.js" is two); a word matches when the person
  // has all of them.
  const phrases = [...new Set(words)].map((w) => [...new Set(wordTokens(w))]).filter((t) => t.length > 0);
  if (phrases.length) {
    if (mode === "all") {
      params.push([...new Set(phrases.flat())]);
      conditions.push(`f.words @> $${params.length}::text[]`);
    } else {
      const any = phrases.map((tokens) => {
        params.push(tokens);
        return `f.words @> $${params.length}::text[]`;
      });
      conditions.push(`(${any.join(" OR ")})`);
    }
  }
  return conditions.length ? { where: conditions.join(" AND "), params } : null;
}

/**
 * The facet index rows of people, from the one search projection (src/db/rows/people.ts), in one
 * statement (a person's row is replaced): written with every people write and by a rebuild.
 */
export async function writeFacetRows(tx: Sql | Tx, people: readonly { id: number; person: Person }[]) {
  const columns: unknown[][] = [[], [], [], []];
  for (const { id, person } of people) {
    const index = personSearchProjection(person);
    columns[0]?.push(id);
    columns[1]?.push(index.tokens.join(" "));
    columns[2]?.push(wordSet(index.text).join(" "));
    columns[3]?.push(index.rankBase + id);
  }
  await query(
    tx,
    `INSERT INTO people_facets (id, tokens, words, rank)
     SELECT id, string_to_array(t, ' '), string_to_array(w, ' '), r
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) AS u(id, t, w, r)
     ON CONFLICT (id) DO UPDATE SET tokens = excluded.tokens, words = excluded.words, rank = excluded.rank`,
    columns,
  );
}

export function createPgSearchRepository(sql: Sql, snapshots: PgCompanySnapshots): SearchRepository {
  return {
    async matchRanked(filter, words, mode, limit, after = 0, exclude = []) {
      const c = facetConditions(filter, words, mode) ?? { where: "TRUE", params: [] };
      const excluded = exclude.filter((t) => SAFE_TOKEN.test(t));
      if (excluded.length) {
        c.params.push(excluded);
        c.where += ` AND NOT (f.tokens && $${c.params.length}::text[])`;
      }
      const n = c.params.length;
      // rank: the person's static rank key, ascending = best first (src/domain/search/prior.ts).
      const rows = await query<{ id: number; rank: number }>(
        sql,
        `SELECT f.id, f.rank FROM people_facets f WHERE ${c.where} AND f.rank > $${n + 1} ORDER BY f.rank LIMIT $${n + 2}`,
        [...c.params, after, limit],
      );
      return { ids: rows.map((r) => Number(r.id)), next: Number(rows[rows.length - 1]?.rank ?? after) };
    },
    async matchCount(filter, words, mode) {
      const c = facetConditions(filter, words, mode);
      if (c === null) return (await one<{ n: number }>(sql, "SELECT count(*) AS n FROM people"))?.n ?? 0;
      return (
        (
          await one<{ n: number }>(
            sql,
            `SELECT count(*) AS n FROM people_facets f WHERE ${c.where}`,
            c.params,
          )
        )?.n ?? 0
      );
    },
    async currentTitles(ids) {
      if (ids.length === 0) return new Map();
      const rows = await query<{ id: number; title: string | null }>(
        sql,
        "SELECT id, current_title AS title FROM people WHERE id = ANY($1::bigint[])",
        [[...ids]],
      );
      return new Map(rows.map((r) => [Number(r.id), r.title]));
    },
    async rankingRows(ids) {
      if (ids.length === 0) return [];
      // One round trip for all candidates, in the order asked.
      const rows = await query<RankingRow>(
        sql,
        `SELECT id, name, headline, current_title AS title, current_company_name AS company, skills, schools,
           coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(country, '') AS location
         FROM people WHERE id = ANY($1::bigint[])`,
        [[...ids]],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    async peopleCount() {
      return (await one<{ n: number }>(sql, "SELECT count(*) AS n FROM people"))?.n ?? 0;
    },
    compiled(filter, words) {
      const c = facetConditions(filter, words, "all");
      return { facet_match: c?.where ?? null, text_match: null };
    },
    async companyNames() {
      return query<{ id: number; name: string }>(sql, "SELECT id, name FROM companies ORDER BY id");
    },
    async companiesStamp() {
      const r = await one<{ n: number; m: number | null; u: string | null }>(
        sql,
        "SELECT count(*) AS n, max(id) AS m, max(updated_at) AS u FROM companies",
      );
      return `${r?.n ?? 0}:${r?.m ?? 0}:${r?.u ?? ""}`;
    },
    async createSession(s) {
      await query(
        sql,
        `INSERT INTO search_sessions (id, key_id, query, params, result_ids, examined, accepted_ids, total, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        sessionValues(s),
      );
    },
    async getSession(id) {
      const row = await one<SessionRow>(sql, "SELECT * FROM search_sessions WHERE id = $1", [id]);
      return row ? toSession(row) : null;
    },
    async advanceSession(id, examined, acceptedIds) {
      await query(
        sql,
        "UPDATE search_sessions SET examined = $1, accepted_ids = $2 WHERE id = $3 AND examined < $1",
        [examined, JSON.stringify(acceptedIds), id],
      );
    },
    async deleteExpiredSessions(now) {
      return (await query(sql, "DELETE FROM search_sessions WHERE expires_at <= $1 RETURNING id", [now]))
        .length;
    },
    async ensureFacets(version, onProgress) {
      // One instance rebuilds; the others wait on the lock and then find the version current.
      return sql.begin(async (tx) => {
        await tx.unsafe("SELECT pg_advisory_xact_lock(7262005)");
        const current = (
          await one<{ value: string }>(tx, "SELECT value FROM meta WHERE key = $1", [FACETS_META])
        )?.value;
        if (current === String(version)) return 0;
        const total = (await one<{ n: number }>(tx, "SELECT count(*) AS n FROM people"))?.n ?? 0;
        let done = 0;
        let after = 0;
        for (;;) {
          const rows = await query<{ id: number; record: string }>(
            tx,
            "SELECT id, record FROM people WHERE id > $1 ORDER BY id LIMIT $2",
            [after, REBUILD_BATCH],
          );
          if (rows.length === 0) break;
          const stored = rows.map((r) => JSON.parse(r.record) as Record<string, unknown>);
          await snapshots.prepare(tx, stored.flatMap(storedCompanyIds));
          await writeFacetRows(
            tx,
            rows.map((r, i) => ({
              id: r.id,
              person: readStored(stored[i] as Record<string, unknown>, snapshots),
            })),
          );
          done += rows.length;
          after = rows[rows.length - 1]?.id ?? after;
          onProgress?.(done, total);
        }
        await query(
          tx,
          "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
          [FACETS_META, String(version)],
        );
        return done;
      });
    },
  };
}
