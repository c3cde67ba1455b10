/** Provenance and identity across sources over PostgreSQL (docs/sources.md): set-based statements. */
import type { SourcesRepository } from "../../domain/storage/index.ts";
import { contactsByPerson, PERSON_CONTACT_COLUMNS, type PersonContactRow } from "../rows/contacts.ts";
import * as sourceRows from "../rows/sources.ts";
import { one, query, type Sql, type Tx } from "./client.ts";

export function createPgSourcesRepository(sql: Sql): SourcesRepository {
  return {
    async of(personIds) {
      if (!personIds.length) return new Map();
      return sourceRows.groupSourceRows(
        await query<sourceRows.StoredSourceRow>(
          sql,
          `SELECT ${sourceRows.SOURCE_COLUMNS} FROM person_sources WHERE person_id = ANY($1::bigint[]) ORDER BY person_id, source`,
          [personIds],
        ),
      );
    },
    async owners(keys) {
      if (!keys.length) return new Map();
      return sourceRows.ownersOf(
        await query<{ key: string; id: number; own: number }>(
          sql,
          `SELECT alias_key AS key, person_id AS id, 0 AS own FROM person_aliases WHERE alias_key = ANY($1::text[])
           UNION ALL SELECT pnet_key, id, 1 FROM people WHERE pnet_key = ANY($1::text[])
           ORDER BY own`,
          [keys],
        ),
      );
    },
    async aliasesOf(personId) {
      return (
        await query<{ key: string }>(
          sql,
          "SELECT alias_key AS key FROM person_aliases WHERE person_id = $1",
          [personId],
        )
      ).map((r) => r.key);
    },
    async emailOwners(emails) {
      const out = new Map<string, number>();
      if (!emails.length) return out;
      for (const r of await query<{ email: string; id: number }>(
        sql,
        `SELECT lookup_key AS email, person_id AS id FROM contacts
           WHERE kind = 'email' AND lookup_key = ANY($1::text[]) ORDER BY rating`,
        [emails],
      ))
        out.set(r.email, Number(r.id));
      return out;
    },
    async contactsOf(personIds) {
      if (!personIds.length) return new Map();
      return contactsByPerson(
        await query<PersonContactRow>(
          sql,
          `SELECT ${PERSON_CONTACT_COLUMNS} FROM contacts WHERE person_id = ANY($1::bigint[]) ORDER BY person_id, id`,
          [personIds],
        ),
      );
    },
    async shared(afterId, limit) {
      return (
        await query<{ id: number }>(
          sql,
          `SELECT DISTINCT person_id AS id FROM person_sources
             WHERE person_id > $1 AND view IS NOT NULL ORDER BY person_id LIMIT $2`,
          [afterId, limit],
        )
      ).map((r) => Number(r.id));
    },
    async report() {
      return (
        await query<sourceRows.StoredReportRow>(
          sql,
          `SELECT source, count(*) AS people, count(*) FILTER (WHERE view IS NULL) AS alone,
                  sum(coalesce(json_array_length(fields::json), 0)) AS fields_supplied,
                  sum(won) AS won, sum(lost) AS lost, min(first_seen) AS first_seen, max(last_seen) AS last_seen
             FROM person_sources GROUP BY source ORDER BY count(*) DESC, source`,
        )
      ).map(sourceRows.reportLineOf);
    },
    async knownLines(source, hashes, at) {
      if (!hashes.length) return new Map();
      const rows = await query<{ h: string; key: string }>(
        sql,
        `SELECT s.line_hash::text AS h, p.pnet_key AS key FROM person_sources s
           JOIN people p ON p.id = s.person_id
          WHERE s.source = $2 AND s.line_hash = ANY($1::bigint[]) AND s.last_seen <> $3 AND ${ALONE}`,
        [hashes.map(String), source, at],
      );
      return sourceRows.heldKeys(hashes, rows);
    },
    async seenLines(source, hashes, at) {
      if (!hashes.length) return new Set();
      const held = await query<{ h: string }>(
        sql,
        `UPDATE person_sources s SET last_seen = $3
          WHERE s.source = $2 AND s.line_hash = ANY($1::bigint[]) AND ${ALONE}
        RETURNING s.line_hash::text AS h`,
        [hashes.map(String), source, at],
      );
      return sourceRows.indexesOf(
        hashes,
        held.map((r) => r.h),
      );
    },
  };
}

/** No other source supplied the person of row `s` (of source $2): its record is this source's alone. */
const ALONE =
  "NOT EXISTS (SELECT 1 FROM person_sources o WHERE o.person_id = s.person_id AND o.source <> $2)";

/** One placed person's provenance to write: its rows or sighting, its aliases, its own key. */
export interface SourcesToWrite {
  id: number;
  sources: sourceRows.SourceWrite;
  aliases: readonly string[];
  key: string;
}

/** The batch's provenance and aliases, in its transaction: at most four statements. */
export async function writeSources(tx: Tx, batch: readonly SourcesToWrite[]): Promise<void> {
  const replacing = batch.flatMap((b) => (b.sources && "replace" in b.sources ? [b] : []));
  if (replacing.length) {
    await query(tx, "DELETE FROM person_sources WHERE person_id = ANY($1::bigint[])", [
      replacing.map((b) => b.id),
    ]);
    const rows = replacing.flatMap((b) =>
      sourceRows.sourceValues(b.id, (b.sources as { replace: [] }).replace),
    );
    const column = (i: number) => rows.map((r) => r[i] ?? null);
    await query(
      tx,
      `INSERT INTO person_sources (${sourceRows.SOURCE_COLUMNS})
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[])`,
      [0, 1, 2, 3, 4, 5, 6, 7].map(column),
    );
  }
  const seen = batch.flatMap((b) =>
    b.sources && "seen" in b.sources
      ? [{ id: b.id, ...b.sources.seen, line: b.sources.line?.toString() ?? null }]
      : [],
  );
  // The line hash is the write's own (null unless an import's line): a stale one never stays.
  if (seen.length)
    await query(
      tx,
      `INSERT INTO person_sources (person_id, source, first_seen, last_seen, line_hash)
         SELECT id, source, at, at, line FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) AS u(id, source, at, line)
       ON CONFLICT (person_id, source) DO UPDATE SET last_seen = EXCLUDED.last_seen, line_hash = EXCLUDED.line_hash`,
      [seen.map((s) => s.id), seen.map((s) => s.source), seen.map((s) => s.at), seen.map((s) => s.line)],
    );
  // A write that names no source (a scrape) changes the record under the lines it came from.
  const unsourced = batch.flatMap((b) => (b.sources ? [] : [b.id]));
  if (unsourced.length)
    await query(
      tx,
      "UPDATE person_sources SET line_hash = NULL WHERE person_id = ANY($1::bigint[]) AND line_hash IS NOT NULL",
      [unsourced],
    );
  const aliases = batch.flatMap((b) => b.aliases.filter((a) => a !== b.key).map((a) => [a, b.id] as const));
  // A key another person already claims stays theirs: two people are never merged by it.
  if (aliases.length)
    await query(
      tx,
      `INSERT INTO person_aliases (alias_key, person_id) SELECT * FROM unnest($1::text[], $2::bigint[])
       ON CONFLICT (alias_key) DO NOTHING`,
      [aliases.map((a) => a[0]), aliases.map((a) => a[1])],
    );
}

/**
 * Whether a chunk of the bulk path holds a record the domain must decide (src/domain/sources/write.ts):
 * no URL, a URL or numeric id another person holds as an alias, a person another source supplied.
 */
export async function chunkNeedsDomain(
  tx: Tx,
  keys: readonly (string | null)[],
  aliases: readonly string[][],
  source: string,
): Promise<boolean> {
  if (keys.some((k) => k === null)) return true;
  const owned = await query<{ key: string; other: boolean }>(
    tx,
    // Another source, or none at all (a person stored without one is a source of its own).
    `SELECT p.pnet_key AS key, EXISTS (SELECT 1 FROM person_sources s WHERE s.person_id = p.id AND s.source <> $2)
         OR NOT EXISTS (SELECT 1 FROM person_sources s WHERE s.person_id = p.id) AS other
       FROM people p WHERE p.pnet_key = ANY($1::text[])`,
    [keys, source],
  );
  if (owned.some((r) => r.other)) return true;
  const own = new Set(owned.map((r) => r.key));
  // Records of people not yet held under their URL: known under it or their member id as an alias,
  // or their member id someone's own URL key?
  const probe = keys.flatMap((k, i) => (own.has(k as string) ? [] : [k as string, ...(aliases[i] ?? [])]));
  if (!probe.length) return false;
  const ids = keys.flatMap((k, i) => (own.has(k as string) ? [] : (aliases[i] ?? [])));
  return (
    (await one<{ n: number }>(
      tx,
      `SELECT 1 AS n WHERE EXISTS (SELECT 1 FROM person_aliases WHERE alias_key = ANY($1::text[]))
          OR EXISTS (SELECT 1 FROM people WHERE pnet_key = ANY($2::text[]))`,
      [probe, ids],
    )) !== null
  );
}

/** Keys stored before the numeric form kept its id (see the SQLite sources.ts): fixed at open. */
export async function rekeyNumericProfiles(sql: Sql): Promise<void> {
  const row = await one<{ id: number; url: string | null }>(
    sql,
    "SELECT id, (record::json)->>'pnet_url' AS url FROM people WHERE pnet_key = 'profile/view'",
  );
  const key = sourceRows.numericProfileKey(row);
  if (row && key)
    await query(
      sql,
      "UPDATE people SET pnet_key = $1 WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM people WHERE pnet_key = $1)",
      [key, row.id],
    );
}
