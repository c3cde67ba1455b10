/** Provenance and identity across sources over SQLite (docs/sources.md). */
import type { Database } from "bun:sqlite";
import type { SourcesRepository } from "../../domain/storage/index.ts";
import { contactsByPerson, PERSON_CONTACT_COLUMNS, type PersonContactRow } from "../rows/contacts.ts";
import * as sourceRows from "../rows/sources.ts";

/** JSON text of a list, for `IN (SELECT value FROM json_each(?))`: one statement for a batch. */
const list = (values: readonly (string | number)[]) => JSON.stringify(values);

export function createSqliteSourcesRepository(sqlite: Database): SourcesRepository {
  return {
    async of(personIds) {
      if (!personIds.length) return new Map();
      const rows = sqlite
        .query<sourceRows.StoredSourceRow, [string]>(
          `SELECT ${sourceRows.SOURCE_COLUMNS} FROM person_sources
             WHERE person_id IN (SELECT value FROM json_each(?)) ORDER BY person_id, source`,
        )
        .all(list(personIds));
      return sourceRows.groupSourceRows(rows);
    },
    async owners(keys) {
      if (!keys.length) return new Map();
      return sourceRows.ownersOf(
        sqlite
          .query<{ key: string; id: number; own: number }, [string]>(
            `SELECT alias_key AS key, person_id AS id, 0 AS own FROM person_aliases
               WHERE alias_key IN (SELECT value FROM json_each(?1))
             UNION ALL SELECT pnet_key, id, 1 FROM people WHERE pnet_key IN (SELECT value FROM json_each(?1))
             ORDER BY own`,
          )
          .all(list(keys)),
      );
    },
    async aliasesOf(personId) {
      return sqlite
        .query<{ key: string }, [number]>("SELECT alias_key AS key FROM person_aliases WHERE person_id = ?")
        .all(personId)
        .map((r) => r.key);
    },
    async emailOwners(emails) {
      const out = new Map<string, number>();
      if (!emails.length) return out;
      for (const r of sqlite
        .query<{ email: string; id: number }, [string]>(
          `SELECT lookup_key AS email, person_id AS id FROM contacts
             WHERE kind = 'email' AND lookup_key IN (SELECT value FROM json_each(?)) ORDER BY rating`,
        )
        .all(list(emails)))
        out.set(r.email, r.id);
      return out;
    },
    async contactsOf(personIds) {
      if (!personIds.length) return new Map();
      return contactsByPerson(
        sqlite
          .query<PersonContactRow, [string]>(
            `SELECT ${PERSON_CONTACT_COLUMNS} FROM contacts
               WHERE person_id IN (SELECT value FROM json_each(?)) ORDER BY person_id, id`,
          )
          .all(list(personIds)),
      );
    },
    async shared(afterId, limit) {
      return sqlite
        .query<{ id: number }, [number, number]>(
          `SELECT DISTINCT person_id AS id FROM person_sources
             WHERE person_id > ? AND view IS NOT NULL ORDER BY person_id LIMIT ?`,
        )
        .all(afterId, limit)
        .map((r) => r.id);
    },
    async report() {
      return sqlite
        .query<sourceRows.StoredReportRow, []>(
          `SELECT source, count(*) AS people, sum(view IS NULL) AS alone,
                  sum(coalesce(json_array_length(fields), 0)) AS fields_supplied,
                  sum(won) AS won, sum(lost) AS lost, min(first_seen) AS first_seen, max(last_seen) AS last_seen
             FROM person_sources GROUP BY source ORDER BY count(*) DESC, source`,
        )
        .all()
        .map(sourceRows.reportLineOf);
    },
    async knownLines(source, hashes, at) {
      if (!hashes.length) return new Map();
      // IN (a list), not a join with json_each: the planner then probes the index per hash.
      const rows = sqlite
        .query<{ h: string; key: string }, [string, string, string]>(
          `SELECT CAST(s.line_hash AS TEXT) AS h, p.pnet_key AS key FROM person_sources AS s
             JOIN people AS p ON p.id = s.person_id
            WHERE s.source = ?2 AND s.line_hash IN (SELECT value FROM json_each(?1)) AND s.last_seen <> ?3
              AND ${ALONE}`,
        )
        .all(sourceRows.hashList(hashes), source, at);
      return sourceRows.heldKeys(hashes, rows);
    },
    async seenLines(source, hashes, at) {
      if (!hashes.length) return new Set();
      const held = sqlite
        .query<{ h: string }, [string, string, string]>(
          `UPDATE person_sources AS s SET last_seen = ?3
            WHERE s.source = ?2 AND s.line_hash IN (SELECT value FROM json_each(?1)) AND ${ALONE}
          RETURNING CAST(line_hash AS TEXT) AS h`,
        )
        .all(sourceRows.hashList(hashes), source, at);
      return sourceRows.indexesOf(
        hashes,
        held.map((r) => r.h),
      );
    },
  };
}

/** No other source supplied the person of row `s` (of source ?2): its record is this source's alone. */
const ALONE =
  "NOT EXISTS (SELECT 1 FROM person_sources AS o WHERE o.person_id = s.person_id AND o.source <> ?2)";

/** What a write records of its sources and aliases, in the write's transaction (people.ts). */
export function sqliteSourceWriter(sqlite: Database) {
  let s:
    | {
        seen: ReturnType<Database["prepare"]>;
        forgetLines: ReturnType<Database["prepare"]>;
        clear: ReturnType<Database["prepare"]>;
        insert: ReturnType<Database["prepare"]>;
        alias: ReturnType<Database["prepare"]>;
        aliasOwner: ReturnType<Database["prepare"]>;
        otherSource: ReturnType<Database["prepare"]>;
      }
    | undefined;
  const prepared = () => {
    s ??= {
      // The line hash is the write's own (null unless an import's line): a stale one never stays.
      seen: sqlite.prepare(
        `INSERT INTO person_sources (person_id, source, first_seen, last_seen, line_hash) VALUES (?1, ?2, ?3, ?3, ?4)
           ON CONFLICT (person_id, source) DO UPDATE SET last_seen = excluded.last_seen, line_hash = excluded.line_hash`,
      ),
      // A write that names no source (a scrape) changes the record under the lines it came from.
      forgetLines: sqlite.prepare(
        "UPDATE person_sources SET line_hash = NULL WHERE person_id = ? AND line_hash IS NOT NULL",
      ),
      clear: sqlite.prepare("DELETE FROM person_sources WHERE person_id = ?"),
      insert: sqlite.prepare(
        `INSERT INTO person_sources (${sourceRows.SOURCE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      // A key another person already claims stays theirs: two people are never merged by it.
      alias: sqlite.prepare("INSERT OR IGNORE INTO person_aliases (alias_key, person_id) VALUES (?, ?)"),
      aliasOwner: sqlite.prepare("SELECT person_id FROM person_aliases WHERE alias_key = ?"),
      // Another source, or none at all (a person stored without one is a source of its own).
      otherSource: sqlite.prepare(
        `SELECT 1 WHERE EXISTS (SELECT 1 FROM person_sources WHERE person_id = ?1 AND source <> ?2)
           OR NOT EXISTS (SELECT 1 FROM person_sources WHERE person_id = ?1)`,
      ),
    };
    return s;
  };
  return {
    /** The person's source rows replaced, or the sighting recorded; its aliases kept. */
    write(id: number, sources: sourceRows.SourceWrite, aliases: readonly string[], ownKey: string) {
      const st = prepared();
      if (sources && "replace" in sources) {
        st.clear.run(id);
        for (const row of sourceRows.sourceValues(id, sources.replace)) st.insert.run(...row);
      } else if (sources) st.seen.run(id, sources.seen.source, sources.seen.at, sources.line ?? null);
      else st.forgetLines.run(id);
      for (const alias of aliases) if (alias !== ownKey) st.alias.run(alias, id);
    },
    /** Whether another person holds this key as an alias. */
    aliasOwner(key: string): number | null {
      return (prepared().aliasOwner.get(key) as { person_id: number } | null)?.person_id ?? null;
    },
    /** Whether a source other than this one supplied the person, or none did. */
    hasOtherSource(id: number, source: string): boolean {
      return prepared().otherSource.get(id, source) !== null;
    },
  };
}

/**
 * Keys stored before the numeric form kept its id (`profile/view?id=N` was keyed `profile/view`):
 * the one person holding that key gets its own. An index probe at every open.
 */
export function rekeyNumericProfiles(sqlite: Database): void {
  const row = sqlite
    .query<{ id: number; url: string | null }, []>(
      "SELECT id, json_extract(record, '$.pnet_url') AS url FROM people WHERE pnet_key = 'profile/view'",
    )
    .get();
  const key = sourceRows.numericProfileKey(row);
  if (row && key)
    sqlite
      .query(
        "UPDATE people SET pnet_key = ?1 WHERE id = ?2 AND NOT EXISTS (SELECT 1 FROM people WHERE pnet_key = ?1)",
      )
      .run(key, row.id);
}
