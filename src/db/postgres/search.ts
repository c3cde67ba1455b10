import type { Person } from "../../domain/model.ts";
import { wordSet, wordTokens } from "../../domain/search/words.ts";
import type { FacetExpr, RankingRow, SearchRepository } from "../../domain/storage/index.ts";
import { personSearchProjection, readStored, relinkedRecord, storedCompanyIds } from "../rows/people.ts";
import type { PersonRowValues } from "../rows/person-prepare.ts";
import { type SessionRow, sessionValues, toSession } from "../rows/sessions.ts";
import { one, query, type Sql, type Tx } from "./client.ts";
import type { PgCompanySnapshots } from "./company-snapshots.ts";
import {
  type FacetRows,
  facetRows,
  pgCondition,
  rankedSql,
  readsLongList,
  walkRows,
  withItems,
} from "./facet-condition.ts";
import { LOCKS } from "./migrate.ts";

export { pgCondition };

const FACETS_META = "facets_version";
const REBUILD_BATCH = 2000;

/**
 * A search session's write commits without waiting for its WAL flush: synchronous_commit off for
 * that one statement's transaction (set_config's `true`), evaluated by the statement itself, so no
 * extra round trip. A session is a cache of a search the caller can run again; SQLite writes it at
 * synchronous=NORMAL (no fsync either), and credits keep their durable commits. A flush cost 0.5-13
 * ms a search here (bench/README.md, "Search on PostgreSQL without a flush per session"); what a
 * crash of PostgreSQL may lose is the sessions of its last few hundred milliseconds, never a
 * charge. The CTE is referenced (FROM no_flush) so that it runs.
 */
const NO_FLUSH = "WITH no_flush AS (SELECT set_config('synchronous_commit', 'off', true))";

/**
 * The one word token an expression asks for when it is a single word (however nested in a one-part
 * AND / OR), else null: the people holding it are counted in `word_holders` (migration 0015, kept
 * by triggers in every writing transaction), one row read instead of a visit to every holder's heap
 * page, which is what counting a GIN match costs (bench/README.md, "Word counts kept at write time").
 */
function singleWordToken(expr: FacetExpr): string | null {
  if ("words" in expr) {
    const tokens = new Set(expr.words.flatMap((w) => wordTokens(w)));
    return tokens.size === 1 ? ([...tokens][0] as string) : null;
  }
  if ("all" in expr && expr.all.length === 1) return singleWordToken(expr.all[0] as FacetExpr);
  if ("any" in expr && expr.any.length === 1) return singleWordToken(expr.any[0] as FacetExpr);
  return null;
}

/**
 * The SQL of how many people match (`where` over `people_facets f`, from pgCondition), at most the
 * parameter `$upTo` (NULL: no bound): a single word's kept count, else a count bounded by LIMIT.
 */
function countSql(expr: FacetExpr, where: string | null, params: unknown[], upTo: number): string {
  const token = singleWordToken(expr);
  if (token !== null) {
    params.push(token);
    return `(SELECT LEAST(coalesce((SELECT n FROM word_holders WHERE word = $${params.length}), 0), $${upTo}))`;
  }
  if (where === null) return `(SELECT count(*) FROM (SELECT 1 FROM people LIMIT $${upTo}) c)`;
  const matches = facetRows(where, readsLongList(expr));
  return `(${withItems(matches.with)}SELECT count(*) FROM (SELECT 1 FROM ${matches.rows} LIMIT $${upTo}) c)`;
}

/**
 * `where` with the people of `leaveOut` left out: an anti-join against the ids (hashed), where
 * `id <> ALL(...)` compares every row with every id under a generic plan.
 */
function leavingOut(where: string | null, leaveOut: readonly number[], params: unknown[]): string | null {
  if (leaveOut.length === 0) return where;
  params.push([...leaveOut]);
  const out = `NOT EXISTS (SELECT 1 FROM unnest($${params.length}::bigint[]) AS l(id) WHERE l.id = f.id)`;
  return where === null ? out : `${where} AND ${out}`;
}

/**
 * The facet index rows of people, from the one search projection (src/db/rows/people.ts), in one
 * statement (a person's row is replaced): written with every people write and by a rebuild.
 */
export async function writeFacetRows(
  tx: Sql | Tx,
  people: readonly { id: number; index: Pick<PersonRowValues, "tokens" | "text" | "rankBase"> }[],
) {
  const columns: unknown[][] = [[], [], [], []];
  for (const { id, index } of people) {
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

/**
 * The ranked read and its count over one read of the matches. The count reads up to `$upTo`
 * matches (NULL: all) in any order, and each match is a visit to its heap page (a GIN index never
 * answers alone); when fewer than `$upTo` were found they are every match, and the first `$limit`
 * by rank are taken from them, not read again. Only a count that reached its bound reads the
 * matches again, best first by the rank index or a sort, as the ranked read alone would (the one
 * branch whose one-time filter holds runs). Same ids, titles and count as a ranked read with its
 * count beside it, which read every match twice (bench/README.md, "The rest of a soft word's matches").
 * Over a long list's matches (`hits`, facetRows) both read the one CTE: the count its first rows,
 * the second branch all of them. The titles (a primary-key lookup in people each) only when asked for.
 */
function onePassSql(matches: FacetRows, limit: number, upTo: number, titles: boolean): string {
  const items = withItems(
    matches.with,
    `c AS MATERIALIZED (SELECT f.id, f.rank FROM ${matches.rows} LIMIT $${upTo})`,
    `k AS (SELECT count(*) AS n, coalesce(count(*) < $${upTo}, true) AS every FROM c)`,
    `m AS ((SELECT c.id, c.rank FROM c WHERE (SELECT every FROM k) ORDER BY c.rank LIMIT $${limit})
         UNION ALL
         (SELECT f.id, f.rank FROM ${matches.rows} AND NOT (SELECT every FROM k)
          ORDER BY f.rank LIMIT $${limit}))`,
  );
  return `${items}SELECT m.id, ${titles ? "p.current_title" : "NULL"} AS title, (SELECT n FROM k) AS n
     FROM m ${titles ? "LEFT JOIN people p ON p.id = m.id" : ""} ORDER BY m.rank`;
}

export function createPgSearchRepository(sql: Sql, snapshots: PgCompanySnapshots): SearchRepository {
  return {
    async matchRanked(expr, limit, after = 0, leaveOut = []) {
      const params: unknown[] = [];
      const where = leavingOut(pgCondition(expr, params), leaveOut, params) ?? "TRUE";
      const n = params.length;
      const fenced = readsLongList(expr);
      params.push(after, limit, ...(fenced ? [walkRows(limit)] : []));
      // rank: the person's static rank key, ascending = best first (src/domain/search/prior.ts).
      const rows = await query<{ id: number; rank: number }>(
        sql,
        rankedSql(where, fenced, n + 1, n + 2, n + 3),
        params,
      );
      return { ids: rows.map((r) => Number(r.id)), next: Number(rows[rows.length - 1]?.rank ?? after) };
    },
    async matchRankedCounted(expr, limit, countUpTo, { leaveOut = [], titles = true } = {}) {
      const params: unknown[] = [];
      const condition = leavingOut(pgCondition(expr, params), leaveOut, params);
      const where = condition ?? "TRUE";
      const n = params.length;
      params.push(limit, countUpTo);
      // A single word's count is kept (word_holders), everyone is counted in people, and 0 counts
      // nothing: the ranked read with its count as an InitPlan. Otherwise the matches are read once
      // for both (onePassSql).
      const kept = leaveOut.length === 0 && singleWordToken(expr) !== null;
      const matches = facetRows(where, readsLongList(expr));
      const text =
        kept || condition === null || countUpTo === 0
          ? `${withItems(matches.with, `m AS (SELECT f.id, f.rank FROM ${matches.rows} ORDER BY f.rank LIMIT $${n + 1})`)}
             SELECT m.id, ${titles ? "p.current_title" : "NULL"} AS title, ${countSql(expr, condition, params, n + 2)} AS n
             FROM m ${titles ? "LEFT JOIN people p ON p.id = m.id" : ""} ORDER BY m.rank`
          : onePassSql(matches, n + 1, n + 2, titles);
      const rows = await query<{ id: number; title: string | null; n: number }>(sql, text, params);
      return {
        ids: rows.map((r) => Number(r.id)),
        titles: titles ? new Map(rows.map((r) => [Number(r.id), r.title])) : new Map(),
        matched: Number(rows[0]?.n ?? 0),
      };
    },
    async matchCount(expr, upTo = null) {
      const params: unknown[] = [];
      // A single word's condition is not needed (and a parameter the statement leaves unused is one
      // PostgreSQL cannot type).
      const where = singleWordToken(expr) === null ? pgCondition(expr, params) : null;
      // LIMIT bounds the work of a count whose exact value is not asked for (LIMIT NULL: all).
      params.push(upTo);
      const r = await one<{ n: number }>(
        sql,
        `SELECT ${countSql(expr, where, params, params.length)} AS n`,
        params,
      );
      return Number(r?.n ?? 0);
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
    compiled(expr) {
      return { facet_match: pgCondition(expr, []) };
    },
    async companyNames() {
      return query<{ id: number; name: string; country: string | null }>(
        sql,
        "SELECT id, name, hq_country_iso2 AS country FROM companies ORDER BY id",
      );
    },
    async companiesStamp() {
      // The companies version every company write bumps in its own transaction (./companies.ts),
      // as the company snapshots hold it: on the pool it is trusted for a second, NOTIFY saying
      // sooner when it changed, so this is mostly no statement at all. A count and max over every
      // company, what it was, read the whole table every LEXICON_CHECK_MS on a search's path.
      return `v:${(await snapshots.prepare(sql, [])) ?? ""}`;
    },
    async createSession(s) {
      await query(
        sql,
        `${NO_FLUSH}
         INSERT INTO search_sessions (id, key_id, query, params, result_ids, examined, accepted_ids, total, created_at, expires_at)
         SELECT $1::text, $2::bigint, $3::text, $4::text, $5::text, $6::int, $7::text, $8::int, $9::bigint, $10::bigint
         FROM no_flush`,
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
        `${NO_FLUSH}
         UPDATE search_sessions SET examined = $1, accepted_ids = $2 FROM no_flush WHERE id = $3 AND examined < $1`,
        [examined, JSON.stringify(acceptedIds), id],
      );
    },
    async deleteExpiredSessions(now) {
      return (
        await query(
          sql,
          `${NO_FLUSH} DELETE FROM search_sessions USING no_flush WHERE expires_at <= $1 RETURNING id`,
          [now],
        )
      ).length;
    },
    async ensureFacets(version, onProgress) {
      // One instance rebuilds; the others wait on the lock and then find the version current.
      return sql.begin(async (tx) => {
        // The people lock first, as every writer of people takes it before its rows: the rebuild
        // holds the word counts' lock (migration 0015) from its first batch to its commit, so a
        // writer already holding a later batch's facet row and waiting for that lock deadlocked it.
        await tx.unsafe(`SELECT pg_advisory_xact_lock(${LOCKS.people})`);
        await tx.unsafe("SELECT pg_advisory_xact_lock(7262005)");
        const current = (
          await one<{ value: string }>(tx, "SELECT value FROM meta WHERE key = $1", [FACETS_META])
        )?.value;
        if (current === version) return 0;
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
          const people = rows.map((r, i) => ({
            id: r.id,
            person: readStored(stored[i] as Record<string, unknown>, snapshots),
          }));
          await rewriteRelinked(tx, people, snapshots);
          await writeFacetRows(
            tx,
            people.map(({ id, person }) => ({ id, index: personSearchProjection(person) })),
          );
          done += rows.length;
          after = rows[rows.length - 1]?.id ?? after;
          onProgress?.(done, total);
        }
        await query(
          tx,
          "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
          [FACETS_META, version],
        );
        return done;
      });
    },
  };
}

/**
 * Records whose job links changed (the taxonomy or the link rules did: src/domain/search/index-version.ts)
 * written back in one statement, their content hash cleared: the next write of each is compared
 * field by field rather than skipped as unchanged.
 */
async function rewriteRelinked(
  tx: Tx,
  people: { id: number; person: Person }[],
  snapshots: PgCompanySnapshots,
): Promise<void> {
  const ids: number[] = [];
  const records: string[] = [];
  for (const { id, person } of people) {
    const record = relinkedRecord(person, snapshots);
    if (record === null) continue;
    ids.push(id);
    records.push(record);
  }
  if (ids.length === 0) return;
  await query(
    tx,
    `UPDATE people AS p SET record = u.record, content_hash = NULL, version = p.version + 1
       FROM unnest($1::bigint[], $2::text[]) AS u(id, record) WHERE p.id = u.id`,
    [ids, records],
  );
}
