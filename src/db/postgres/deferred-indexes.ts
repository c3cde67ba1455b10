/**
 * Secondary indexes a bulk load into an empty people table builds at the end, as on SQLite
 * (../sqlite/deferred-indexes.ts): the facet and word GIN indexes (each row adds dozens of keys
 * anywhere in them) and the indexes keyed by a name, an email address or a domain. Unique indexes
 * and the person_id indexes stay: the load itself looks rows up by them. Built once over the
 * finished tables instead, each is one sort.
 *
 * The raw-line hash index (person_sources_line_idx) is away too, and so are the identify index's
 * due-marking triggers (0013_identify.sql), as on SQLite: into an empty table every person the
 * load writes is due anyway; when they are back every person is marked due in one statement.
 *
 * Their definitions are kept in `meta` in the transaction that drops them, so nothing is lost when
 * the import dies: the next open of the database (any command, the server, any instance) builds
 * them again, unless it is an import that carries on deferring them (docs/import.md).
 */
import { one, query, type Sql, type Tx } from "./client.ts";
import { LOCKS } from "./migrate.ts";

const DEFERRABLE = [
  "people_facets_tokens_gin",
  "people_facets_words_gin",
  "people_name_lower_idx",
  "contacts_lookup_idx",
  "contacts_domain_owner_idx",
  "person_sources_line_idx",
];
/** Triggers by name, with the table each is on. */
const DEFERRABLE_TRIGGERS = [
  ["identify_due_person_insert", "people"],
  ["identify_due_person_update", "people"],
  ["identify_due_contact", "contacts"],
] as const;
const META_KEY = "deferred_indexes";

async function deferredDefinitions(db: Sql | Tx): Promise<string[] | null> {
  const row = await one<{ value: string }>(db, "SELECT value FROM meta WHERE key = $1", [META_KEY]);
  return row ? (JSON.parse(row.value) as string[]) : null;
}

/**
 * Drops the deferrable indexes when the people table is empty (or they are already deferred by an
 * import that stopped); true when they are away.
 */
export async function deferIndexes(sql: Sql): Promise<boolean> {
  return (await sql.begin(async (tx) => {
    await tx.unsafe(`SELECT pg_advisory_xact_lock(${LOCKS.people})`);
    if (await deferredDefinitions(tx)) return true;
    if (await one(tx, "SELECT 1 FROM people LIMIT 1")) return false;
    const definitions = (
      await query<{ indexdef: string }>(
        tx,
        "SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ANY($1::text[]) ORDER BY indexname",
        [DEFERRABLE],
      )
    ).map((r) => r.indexdef);
    const triggers = (
      await query<{ def: string }>(
        tx,
        `SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
            AND t.tgname = ANY($1::text[]) ORDER BY t.tgname`,
        [DEFERRABLE_TRIGGERS.map(([name]) => name)],
      )
    ).map((r) => r.def);
    await query(tx, "INSERT INTO meta (key, value) VALUES ($1, $2)", [
      META_KEY,
      JSON.stringify([...definitions, ...triggers]),
    ]);
    for (const name of DEFERRABLE) await tx.unsafe(`DROP INDEX IF EXISTS "${name}"`);
    for (const [name, table] of DEFERRABLE_TRIGGERS)
      await tx.unsafe(`DROP TRIGGER IF EXISTS "${name}" ON "${table}"`);
    return true;
  })) as boolean;
}

/** Builds the deferred indexes again (one sort each); how many there were. */
export async function rebuildDeferredIndexes(sql: Sql): Promise<number> {
  if (!(await deferredDefinitions(sql))) return 0;
  return (await sql.begin(async (tx) => {
    await tx.unsafe(`SELECT pg_advisory_xact_lock(${LOCKS.people})`);
    const definitions = await deferredDefinitions(tx);
    if (!definitions) return 0;
    // A GIN index over millions of rows is built much faster with room to sort in.
    await tx.unsafe("SET LOCAL maintenance_work_mem = '256MB'");
    for (const def of definitions) {
      const trigger = /^CREATE TRIGGER (\S+) .*? ON (\S+) /i.exec(def);
      // No IF NOT EXISTS for triggers before PostgreSQL 14 (13 is supported): dropped, then made.
      if (trigger) await tx.unsafe(`DROP TRIGGER IF EXISTS ${trigger[1]} ON ${trigger[2]}`);
      await tx.unsafe(trigger ? def : def.replace(/^CREATE INDEX /i, "CREATE INDEX IF NOT EXISTS "));
    }
    // What the due-marking triggers would have left: every person written is due.
    if (definitions.some((def) => /^CREATE TRIGGER/i.test(def)))
      await tx.unsafe(
        `INSERT INTO identify_due (person_id, seq) SELECT id, 1 FROM people
           ON CONFLICT (person_id) DO UPDATE SET seq = identify_due.seq + 1`,
      );
    await query(tx, "DELETE FROM meta WHERE key = $1", [META_KEY]);
    return definitions.length;
  })) as number;
}
