/**
 * The SQLite schema: the tables of src/db/rows/tables.ts built with drizzle's sqlite-core. Only the
 * SQLite types are chosen here; what the tables hold and why is said there. Migrations under
 * ./migrations are generated from these tables (`npm run db:generate`) except the FTS5 tables,
 * which drizzle-kit cannot express and which live in a hand-written migration.
 */

import type { BuildColumns, ColumnBuilderBase, HasDefault, IsPrimaryKey, NotNull } from "drizzle-orm";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  type IndexBuilder,
  index,
  integer,
  type PrimaryKeyBuilder,
  primaryKey,
  type SQLiteColumnBuilderBase,
  type SQLiteIntegerBuilderInitial,
  type SQLiteTableWithColumns,
  type SQLiteTextBuilderInitial,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import {
  type AnyColumn,
  type AnyTableSpec,
  type Column,
  type ColumnFlags,
  type ColumnKind,
  type ColumnsOf,
  type DefaultValue,
  hasOn,
  NOW_ISO,
} from "../rows/table-spec.ts";
import { TABLES } from "../rows/tables.ts";

type Base<K extends ColumnKind, N extends string> = K extends "text"
  ? SQLiteTextBuilderInitial<N, [string, ...string[]], number | undefined>
  : SQLiteIntegerBuilderInitial<N>;

/** The drizzle builder type of a described column (what its modifiers make of the base type). */
type Builder<C> =
  C extends Column<infer K, infer N, infer F extends ColumnFlags>
    ? Flagged<Base<K, N>, F, K extends "text" ? false : true>
    : never;
type Flagged<
  B extends ColumnBuilderBase,
  F extends ColumnFlags,
  IntegerKey extends boolean,
> = F["primaryKey"] extends true
  ? IntegerKey extends true
    ? IsPrimaryKey<HasDefault<NotNull<B>>>
    : IsPrimaryKey<NotNull<B>>
  : WithDefault<F["notNull"] extends true ? NotNull<B> : B, F>;
type WithDefault<B extends ColumnBuilderBase, F extends ColumnFlags> = F["hasDefault"] extends true | "sqlite"
  ? HasDefault<B>
  : B;

type Builders<C> = { [K in keyof ColumnsOf<C, "sqlite"> & string]: Builder<C[K & keyof C]> };
type Table<T> = T extends { name: infer N extends string; columns: infer C }
  ? SQLiteTableWithColumns<{
      name: N;
      schema: undefined;
      columns: BuildColumns<
        N,
        Builders<C> extends Record<string, ColumnBuilderBase> ? Builders<C> : never,
        "sqlite"
      >;
      dialect: "sqlite";
    }>
  : never;
type Tables<S> = {
  [K in keyof S as S[K] extends { only: "postgres" } ? never : K]: Table<S[K]>;
};

const defaultOf = (value: DefaultValue): SQL | number | string => {
  if (value === NOW_ISO) return sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  if (typeof value === "object") throw new Error("SQLite has no array columns");
  return value;
};

function buildColumn(c: AnyColumn, built: Record<string, Record<string, AnySQLiteColumn>>) {
  const d = c.data;
  if (d.kind === "texts" || d.kind === "double" || d.kind === "boolean")
    throw new Error(`${d.name}: a ${d.kind} column is PostgreSQL's only`);
  // biome-ignore lint/suspicious/noExplicitAny: a builder whose modifiers are chosen at run time
  let b: any = d.kind === "text" ? text(d.name) : integer(d.name);
  if (d.primaryKey) b = d.autoIncrement ? b.primaryKey({ autoIncrement: true }) : b.primaryKey();
  else if (d.notNull) b = b.notNull();
  if (d.default && hasOn("sqlite", d.default)) b = b.default(defaultOf(d.default.value));
  const ref = d.references;
  if (ref)
    b = b.references(
      () => built[ref.table]?.[ref.column] as AnySQLiteColumn,
      ref.onDelete ? { onDelete: ref.onDelete } : undefined,
    );
  return b as SQLiteColumnBuilderBase;
}

/** Drizzle sqlite-core tables of a description (the tables PostgreSQL alone has left out). */
export function buildSqliteTables<S extends Record<string, AnyTableSpec>>(specs: S): Tables<S> {
  const built: Record<string, Record<string, AnySQLiteColumn>> = {};
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    if (!hasOn("sqlite", spec)) continue;
    const columns: Record<string, SQLiteColumnBuilderBase> = {};
    for (const [name, c] of Object.entries(spec.columns))
      if (hasOn("sqlite", c.data)) columns[name] = buildColumn(c, built);
    const extras = spec.extras.filter((e) => hasOn("sqlite", e));
    const table = sqliteTable(spec.name, columns, (t) =>
      extras.map((e): IndexBuilder | PrimaryKeyBuilder => {
        const cols = e.columns.map((k) => t[k] as AnySQLiteColumn);
        if (e.kind === "primaryKey")
          return primaryKey({ columns: cols as [AnySQLiteColumn, ...AnySQLiteColumn[]] });
        return (e.kind === "unique" ? uniqueIndex : index)(e.name).on(
          ...(cols as [AnySQLiteColumn, ...AnySQLiteColumn[]]),
        );
      }),
    );
    built[spec.name] = table as unknown as Record<string, AnySQLiteColumn>;
    out[key] = table;
  }
  return out as Tables<S>;
}

export const {
  people,
  experiences,
  educations,
  companies,
  contacts,
  inferredEmails,
  posts,
  postReactions,
  apiKeys,
  creditLedger,
  jobs,
  jobItems,
  searchSessions,
  idempotencyKeys,
  meta,
  idSequences,
  suppressions,
  erasures,
  accessLog,
  personChanges,
  watchers,
  watcherPeople,
  webhookDeliveries,
  personSources,
  personAliases,
} = buildSqliteTables(TABLES);
