/**
 * Search over SQLite: the facet index (people_facets, FTS5 detail=none) holds each person's facet
 * tokens and words; a query's plan (src/domain/query/plan.ts) arrives as a FacetExpr and is compiled
 * to one MATCH here (AND / OR / NOT), so no user text ever reaches MATCH as syntax: facet tokens
 * are letters and digits by construction, and words are quoted. The facet index's row id is each
 * person's static rank key (src/domain/search/prior.ts), so FTS5's row order reads matches best
 * first.
 */
import type { Database } from "bun:sqlite";
import { facet } from "../../domain/search/facets.ts";
import { ID_SPACE, idOfRank } from "../../domain/search/prior.ts";
import type { FacetExpr, RankingRow, SearchRepository } from "../../domain/storage/index.ts";
import { COMPANIES_VERSION } from "../rows/companies.ts";
import { personSearchProjection, readRecord, relinkedRecord } from "../rows/people.ts";
import { type SessionRow, sessionValues, toSession } from "../rows/sessions.ts";
import type { Db } from "./client.ts";
import type { CompanySnapshots } from "./company-snapshots.ts";

const SAFE_TOKEN = /^[a-z0-9]+$/;

/**
 * Letters and digits of scripts the unicode61 tokenizer has long known (Latin, Greek, Cyrillic,
 * Armenian, Hebrew, Arabic, the Indic scripts, Thai, Georgian, Kana, CJK, Hangul). A letter it does
 * not know (a newer script, most of the supplementary planes) is a separator to it, so a quoted
 * part holding one would be two tokens, a phrase, which a detail=none table refuses: the part is
 * split there instead (found by the HTTP fuzz test: a 503 on explain).
 */
const UNKNOWN_TO_TOKENIZER =
  /[^0-9a-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f\u0531-\u0587\u05d0-\u05ea\u0620-\u064a\u0660-\u0669\u0900-\u0963\u0966-\u096f\u0980-\u0d7f\u0e01-\u0e30\u0e40-\u0e4e\u10a0-\u10ff\u1e00-\u1fff\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fcc\uac00-\ud7a3]+/u;

/** A word part as the tokens unicode61 surely makes of it, one each. */
function singleTokens(part: string): string[] {
  return part.split(UNKNOWN_TO_TOKENIZER).filter(Boolean);
}

/**
 * A facet token as the FTS5 column holds it. The table's porter tokenizer (which the words column
 * needs) would stem tokens too, and different values sharing a stem would match each other
 * ("ttl0productmanager" and "ttl0productmanagement"); no porter rule applies to a word that ends in
 * a digit, and appending one to every token keeps them distinct.
 */
export function ftsToken(token: string): string {
  return `${token}0`;
}

/** The facet tokens column of a person. */
export function ftsTokens(tokens: readonly string[]): string {
  return tokens.map(ftsToken).join(" ");
}

const EVERYONE = `"${ftsToken(facet.everyone())}"`;
/** A token no one holds: what an empty alternative compiles to. */
const NOBODY = '"nil0nil0"';

/**
 * An expression as FTS5 MATCH syntax; null when it matches everyone. Tokens are letters and digits
 * by construction (anything else is dropped); words are split to letters and digits and quoted, so
 * no user text is ever syntax. FTS5's NOT is binary: exclusions are subtracted from the positive
 * part, or from the token everyone holds.
 */
export function ftsMatch(expr: FacetExpr): string | null {
  if ("tokens" in expr) {
    const list = [...new Set(expr.tokens.filter((t) => SAFE_TOKEN.test(t)).map(ftsToken))];
    if (list.length === 0) return NOBODY;
    return list.length === 1 ? `"${list[0]}"` : `(${list.map((t) => `"${t}"`).join(" OR ")})`;
  }
  if ("words" in expr) {
    const parts = [
      ...new Set(
        expr.words.flatMap((w) =>
          w
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .flatMap(singleTokens),
        ),
      ),
    ];
    if (parts.length === 0) return null;
    return parts.length === 1 ? `"${parts[0]}"` : `(${parts.map((p) => `"${p}"`).join(" AND ")})`;
  }
  if ("not" in expr) {
    const inner = ftsMatch(expr.not);
    return inner === null ? NOBODY : `(${EVERYONE} NOT ${inner})`;
  }
  if ("any" in expr) {
    const parts = expr.any.map(ftsMatch);
    if (parts.length === 0) return NOBODY;
    if (parts.some((p) => p === null)) return null;
    return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" OR ")})`;
  }
  const positive: string[] = [];
  const negative: string[] = [];
  for (const part of expr.all) {
    if ("not" in part) {
      const inner = ftsMatch(part.not);
      if (inner === null) return NOBODY;
      negative.push(inner);
    } else {
      const compiled = ftsMatch(part);
      if (compiled !== null) positive.push(compiled);
    }
  }
  if (positive.length === 0 && negative.length === 0) return null;
  const head =
    positive.length === 0
      ? EVERYONE
      : positive.length === 1
        ? (positive[0] as string)
        : `(${positive.join(" AND ")})`;
  return negative.length === 0 ? head : `(${head}${negative.map((n) => ` NOT ${n}`).join("")})`;
}

const FACETS_META = "facets_version";
const REBUILD_BATCH = 2000;

/**
 * A condition on the facet index's row id (the rank key, the person's id in its low bits) leaving
 * out these people, and its argument; empty when there are none.
 */
function leavingOut(leaveOut: readonly number[]): { sql: string; args: string[] } {
  if (leaveOut.length === 0) return { sql: "", args: [] };
  return {
    sql: ` AND rowid % ${ID_SPACE} NOT IN (SELECT value FROM json_each(?))`,
    args: [JSON.stringify(leaveOut)],
  };
}

export function createSqliteSearchRepository(
  sqlite: Database,
  _db: Db,
  snapshots: CompanySnapshots,
): SearchRepository & { ensureFacetsSync(version: string): number } {
  const q = <T>(sql: string) => sqlite.query<T, (string | number)[]>(sql);
  /** Columns of the people rows of `ids`, in the order asked (absent ids left out): one statement. */
  const peopleRows = <T>(columns: string, ids: readonly number[]): T[] =>
    ids.length === 0
      ? []
      : q<T>(
          `SELECT ${columns} FROM json_each(?) AS j JOIN people AS p ON p.id = j.value ORDER BY j.key`,
        ).all(JSON.stringify(ids));
  /** How many people match, up to `upTo` (null: all), the people of `leaveOut` not counted. */
  const countMatches = (expr: FacetExpr, upTo: number | null, leaveOut: readonly number[]): number => {
    const match = ftsMatch(expr);
    const { sql: out, args } = leavingOut(leaveOut);
    // LIMIT bounds the work of a count whose exact value is not asked for (-1: all).
    const limit = upTo ?? -1;
    if (match === null && leaveOut.length === 0)
      return q<{ n: number }>("SELECT count(*) AS n FROM (SELECT 1 FROM people LIMIT ?)").get(limit)?.n ?? 0;
    const where = match === null ? `rowid > 0${out}` : `people_facets MATCH ?${out}`;
    return (
      q<{ n: number }>(`SELECT count(*) AS n FROM (SELECT 1 FROM people_facets WHERE ${where} LIMIT ?)`).get(
        ...(match === null ? [] : [match]),
        ...args,
        limit,
      )?.n ?? 0
    );
  };
  return {
    ensureFacetsSync: (version: string) => ensureFacetsSync(version),
    async matchRanked(expr, limit, after = 0, leaveOut = []) {
      const match = ftsMatch(expr);
      const { sql: out, args } = leavingOut(leaveOut);
      // The facet index's row id is the person's rank key: row order is best first.
      const keys = (
        match === null
          ? q<{ k: number }>(
              `SELECT rowid AS k FROM people_facets WHERE rowid > ?${out} ORDER BY rowid LIMIT ?`,
            ).all(after, ...args, limit)
          : q<{ k: number }>(
              `SELECT rowid AS k FROM people_facets WHERE people_facets MATCH ? AND rowid > ?${out} ORDER BY rowid LIMIT ?`,
            ).all(match, after, ...args, limit)
      ).map((r) => r.k);
      return { ids: keys.map(idOfRank), next: keys[keys.length - 1] ?? after };
    },
    async matchRankedCounted(expr, limit, countUpTo, { leaveOut = [], titles = true } = {}) {
      // In process, three statements cost no round trips: the PostgreSQL sibling makes them one.
      const { ids } = await this.matchRanked(expr, limit, 0, leaveOut);
      return {
        ids,
        titles: titles ? await this.currentTitles(ids) : new Map(),
        matched: countMatches(expr, countUpTo, leaveOut),
      };
    },
    async matchCount(expr, upTo = null) {
      return countMatches(expr, upTo, []);
    },
    async currentTitles(ids) {
      // From the covering index (migration 0015), named: the planner would take the table's own
      // B-tree, one page per person, cold at scale (73 ms against 8 ms for 1,000 people at 1M).
      if (ids.length === 0) return new Map();
      const rows = q<{ id: number; title: string | null }>(
        "SELECT p.id AS id, p.current_title AS title FROM json_each(?) AS j JOIN people AS p INDEXED BY people_id_title_cover ON p.id = j.value",
      ).all(JSON.stringify(ids));
      return new Map(rows.map((r) => [r.id, r.title]));
    },
    async rankingRows(ids) {
      return peopleRows<RankingRow>(
        `p.id AS id, p.name AS name, p.headline AS headline, p.current_title AS title,
         p.current_company_name AS company, p.skills AS skills, p.schools AS schools,
         coalesce(p.city, '') || ' ' || coalesce(p.state, '') || ' ' || coalesce(p.country, '') AS location`,
        ids,
      );
    },
    async peopleCount() {
      return q<{ n: number }>("SELECT count(*) AS n FROM people").get()?.n ?? 0;
    },
    compiled(expr) {
      return { facet_match: ftsMatch(expr) };
    },
    async companyNames() {
      return q<{ id: number; name: string; country: string | null }>(
        "SELECT id, name, hq_country_iso2 AS country FROM companies ORDER BY id",
      ).all();
    },
    async companiesStamp() {
      // The companies version every company write sets in its own transaction (./companies.ts), as
      // on PostgreSQL: a rename in the same millisecond as the write before it changes it, where a
      // count with max(updated_at) did not (and read every company).
      const r = q<{ value: string }>("SELECT value FROM meta WHERE key = ?").get(COMPANIES_VERSION);
      return `v:${r?.value ?? ""}`;
    },
    async createSession(s) {
      q(
        `INSERT INTO search_sessions (id, key_id, query, params, criteria, result_ids, examined, accepted_ids, total, created_at, expires_at)
         VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
      ).run(...sessionValues(s));
    },
    async getSession(id) {
      const row = q<SessionRow>("SELECT * FROM search_sessions WHERE id = ?").get(id);
      return row ? toSession(row) : null;
    },
    async advanceSession(id, examined, acceptedIds) {
      // Guarded so that two concurrent pages of one session never move it backwards.
      q("UPDATE search_sessions SET examined = ?, accepted_ids = ? WHERE id = ? AND examined < ?").run(
        examined,
        JSON.stringify(acceptedIds),
        id,
        examined,
      );
    },
    async deleteExpiredSessions(now) {
      return q("DELETE FROM search_sessions WHERE expires_at <= ?").run(now).changes;
    },
    async ensureFacets(version, onProgress) {
      return ensureFacetsSync(version, onProgress);
    },
  };
  function ensureFacetsSync(version: string, onProgress?: (done: number, total: number) => void): number {
    const current = q<{ value: string }>("SELECT value FROM meta WHERE key = ?").get(FACETS_META)?.value;
    if (current === version) return 0;
    const total = q<{ n: number }>("SELECT count(*) AS n FROM people").get()?.n ?? 0;
    const read = sqlite.query<{ id: number; record: string }, [number, number]>(
      "SELECT id, record FROM people WHERE id > ? ORDER BY id LIMIT ?",
    );
    const ins = sqlite.prepare("INSERT INTO people_facets (rowid, tokens, words) VALUES (?, ?, ?)");
    const setRank = sqlite.prepare("UPDATE people SET facet_rank = ? WHERE id = ?");
    // A record whose job links changed is rewritten; its content hash is cleared, so that the next
    // write of the person is compared field by field rather than skipped as unchanged.
    const setRecord = sqlite.prepare(
      "UPDATE people SET record = ?, content_hash = NULL, version = version + 1 WHERE id = ?",
    );
    let done = 0;
    let after = 0;
    sqlite.run("DELETE FROM people_facets");
    for (;;) {
      const rows = read.all(after, REBUILD_BATCH);
      if (rows.length === 0) break;
      // IMMEDIATE: the write lock is taken (waiting out busy_timeout) before the batch reads
      // companies; a deferred transaction that read first fails at once (SQLITE_BUSY_SNAPSHOT) when
      // another process, e.g. a serving worker's background build, committed meanwhile.
      sqlite
        .transaction(() => {
          // Written in rank order: FTS5 flushes whenever a row id is not above the previous one.
          const entries = rows.map((r) => {
            const person = readRecord(r.record, snapshots);
            const relinked = relinkedRecord(person, snapshots);
            if (relinked !== null) setRecord.run(relinked, r.id);
            const index = personSearchProjection(person);
            return [index.rankBase + r.id, r.id, ftsTokens(index.tokens), index.text.join(" ")] as const;
          });
          for (const [rank, id, tokens, words] of entries.sort((a, b) => a[0] - b[0])) {
            ins.run(rank, tokens, words);
            setRank.run(rank, id);
          }
        })
        .immediate();
      done += rows.length;
      after = rows[rows.length - 1]?.id ?? after;
      onProgress?.(done, total);
    }
    q(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ).run(FACETS_META, version);
    return done;
  }
}
