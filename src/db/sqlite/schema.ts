/**
 * The SQLite schema: the tables of src/db/rows/tables.ts built (src/db/rows/build-tables.ts) with
 * drizzle's sqlite-core. Only the SQLite types are chosen here; what the tables hold and why is
 * said there. Migrations under ./migrations are generated from these tables (`npm run db:generate`)
 * except the FTS5 tables, which drizzle-kit cannot express and which live in a hand-written migration.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  type SQLiteIntegerBuilderInitial,
  type SQLiteTableWithColumns,
  type SQLiteTextBuilderInitial,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { buildTables, type Dialect, type TableConfigs } from "../rows/build-tables.ts";
import { type ColumnKind, NOW_ISO } from "../rows/table-spec.ts";
import { TABLES } from "../rows/tables.ts";

/** SQLite stores every kind but text as an integer (64 bits: ids, Unix times and credit sums fit). */
type SqliteTypes = {
  types: Record<Exclude<ColumnKind, "text">, SQLiteIntegerBuilderInitial<string>> & {
    text: SQLiteTextBuilderInitial<string, [string, ...string[]], number | undefined>;
  };
  keyDefault: Exclude<ColumnKind, "text">;
};
type Configs = TableConfigs<typeof TABLES, SqliteTypes, "sqlite", "sqlite">;
type Tables = { [K in keyof Configs]: SQLiteTableWithColumns<Configs[K]> };

const sqliteDialect: Dialect = {
  engine: "sqlite",
  base(kind: ColumnKind, name: string) {
    if (kind === "texts" || kind === "double" || kind === "boolean")
      throw new Error(`${name}: SQLite has no ${kind} column`);
    return kind === "text" ? text(name) : integer(name);
  },
  defaultOf(value) {
    if (value === NOW_ISO) return sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
    if (typeof value === "object") throw new Error("SQLite has no array columns");
    return value;
  },
  drizzle: { table: sqliteTable, index, uniqueIndex, primaryKey },
};

const tables = buildTables(sqliteDialect, TABLES) as Tables;

// drizzle-kit reads the tables from this module's exports.
export const { people, experiences, educations, companies, contacts, inferredEmails, posts } = tables;
export const { postReactions, meta, idSequences, suppressions, erasures, accessLog } = tables;
export const { apiKeys, creditLedger, jobs, jobItems, searchSessions, idempotencyKeys } = tables;
export const { personChanges, watchers, watcherPeople, webhookDeliveries, personSources, personAliases } =
  tables;
