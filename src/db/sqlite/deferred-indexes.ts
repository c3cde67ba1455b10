/**
 * Secondary indexes a bulk load into an empty people table builds at the end. Their keys are
 * random in import order (a name, an email address, an email domain, a raw line's hash), so each
 * insert dirties a page anywhere in the index; at a million people that is most of what an import
 * writes to disk (bench/README.md). Built once over the finished table instead, each is one sort.
 *
 * The identify index's due-marking triggers (0020_identify.sql) are away with them: into an empty
 * table every person the load writes is due anyway, and the triggers upserted that mark once per
 * person and once more per contact (issue 43: about 1 s of CPU in 20,000 people). When they are
 * back, every person is marked due in one statement, which is what the triggers would have left
 * (a write by another process while they were away included: its person is in the table too).
 *
 * The indexes' own definitions are kept in `meta` while they are away, so nothing is lost when the
 * import dies: the next open of the database (any command, the server) builds them again, unless it
 * is an import that carries on deferring them (docs/import.md).
 */
import type { Database } from "bun:sqlite";

const DEFERRABLE = [
  "people_name_nocase_idx",
  "contacts_lookup_idx",
  "contacts_domain_owner_idx",
  "person_sources_line_idx",
  "identify_due_person_insert",
  "identify_due_person_update",
  "identify_due_contact_insert",
  "identify_due_contact_delete",
];
const META_KEY = "deferred_indexes";

function deferredDefinitions(sqlite: Database): string[] | null {
  const row = sqlite.query<{ value: string }, [string]>("SELECT value FROM meta WHERE key = ?").get(META_KEY);
  return row ? (JSON.parse(row.value) as string[]) : null;
}

/**
 * Drops the deferrable indexes when the people table is empty (or they are already deferred by an
 * import that stopped); true when they are away.
 */
export function deferIndexes(sqlite: Database): boolean {
  return sqlite
    .transaction(() => {
      if (deferredDefinitions(sqlite)) return true;
      if (sqlite.query("SELECT 1 FROM people LIMIT 1").get()) return false;
      const definitions = DEFERRABLE.map(
        (name) =>
          sqlite
            .query<{ sql: string }, [string]>(
              "SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND name = ?",
            )
            .get(name)?.sql,
      ).filter((sql): sql is string => typeof sql === "string");
      sqlite.run("INSERT INTO meta (key, value) VALUES (?, ?)", [META_KEY, JSON.stringify(definitions)]);
      for (const name of DEFERRABLE) {
        sqlite.run(`DROP INDEX IF EXISTS "${name}"`);
        sqlite.run(`DROP TRIGGER IF EXISTS "${name}"`);
      }
      return true;
    })
    .immediate();
}

/** Builds the deferred indexes again (one sort each) and restores the triggers; how many there were. */
export function rebuildDeferredIndexes(sqlite: Database): number {
  return sqlite
    .transaction(() => {
      const definitions = deferredDefinitions(sqlite);
      if (!definitions) return 0;
      for (const sql of definitions)
        sqlite.run(
          sql
            .replace(/^CREATE INDEX /i, "CREATE INDEX IF NOT EXISTS ")
            .replace(/^CREATE TRIGGER /i, "CREATE TRIGGER IF NOT EXISTS "),
        );
      // What the due-marking triggers would have left: every person written is due (sequential keys).
      if (definitions.some((sql) => /^CREATE TRIGGER/i.test(sql)))
        sqlite.run(
          `INSERT INTO identify_due (person_id, seq) SELECT id, 1 FROM people WHERE true
             ON CONFLICT (person_id) DO UPDATE SET seq = seq + 1`,
        );
      sqlite.run("DELETE FROM meta WHERE key = ?", [META_KEY]);
      return definitions.length;
    })
    .immediate();
}
