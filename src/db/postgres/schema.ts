/**
 * The PostgreSQL schema: the tables of src/db/rows/tables.ts built with drizzle's pg-core, with
 * native types where they help (bigint ids, text[] facet and word arrays under GIN indexes instead
 * of FTS5). Only the PostgreSQL types are chosen here; what the tables hold and why is said there.
 * Migrations under ./migrations are generated from these tables by `npm run db:generate:pg` and
 * embedded in the binary (./migrate.ts).
 */

import type { BuildColumns, ColumnBuilderBase, HasDefault, IsPrimaryKey, NotNull } from "drizzle-orm";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  type IndexBuilder,
  index,
  integer,
  type PgArrayBuilder,
  type PgBigInt53BuilderInitial,
  type PgBigSerial53BuilderInitial,
  type PgBooleanBuilderInitial,
  type PgColumnBuilderBase,
  type PgDoublePrecisionBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgTableWithColumns,
  type PgTextBuilder,
  type PgTextBuilderInitial,
  type PrimaryKeyBuilder,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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

type TextConfig<N extends string> =
  PgTextBuilderInitial<N, [string, ...string[]]> extends PgTextBuilder<infer T> ? T : never;
type Texts<N extends string> = PgArrayBuilder<
  {
    name: N;
    dataType: "array";
    columnType: "PgArray";
    data: string[];
    driverParam: string[] | string;
    enumValues: [string, ...string[]];
    size: undefined;
    baseBuilder: TextConfig<N>;
  },
  TextConfig<N>
>;
type Base<K extends ColumnKind, N extends string> = {
  id: PgBigInt53BuilderInitial<N>;
  serial: PgBigSerial53BuilderInitial<N>;
  ref: PgBigInt53BuilderInitial<N>;
  int: PgIntegerBuilderInitial<N>;
  long: PgBigInt53BuilderInitial<N>;
  text: PgTextBuilderInitial<N, [string, ...string[]]>;
  texts: Texts<N>;
  double: PgDoublePrecisionBuilderInitial<N>;
  boolean: PgBooleanBuilderInitial<N>;
}[K];

/** The drizzle builder type of a described column (what its modifiers make of the base type). */
type Builder<C> =
  C extends Column<infer K, infer N, infer F extends ColumnFlags> ? Flagged<Base<K, N>, F> : never;
type Flagged<B extends ColumnBuilderBase, F extends ColumnFlags> = F["primaryKey"] extends true
  ? IsPrimaryKey<NotNull<B>>
  : WithDefault<F["notNull"] extends true ? NotNull<B> : B, F>;
type WithDefault<B extends ColumnBuilderBase, F extends ColumnFlags> = F["hasDefault"] extends
  | true
  | "postgres"
  ? HasDefault<B>
  : B;

type Builders<C> = { [K in keyof ColumnsOf<C, "postgres"> & string]: Builder<C[K & keyof C]> };
type Table<T> = T extends { name: infer N extends string; columns: infer C }
  ? PgTableWithColumns<{
      name: N;
      schema: undefined;
      columns: BuildColumns<
        N,
        Builders<C> extends Record<string, ColumnBuilderBase> ? Builders<C> : never,
        "pg"
      >;
      dialect: "pg";
    }>
  : never;
type Tables<S> = {
  [K in keyof S as S[K] extends { only: "sqlite" } ? never : K]: Table<S[K]>;
};

const defaultOf = (value: DefaultValue): SQL | number | string => {
  if (value === NOW_ISO) return sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (typeof value === "object") return sql`'{}'`;
  return value;
};

/** The base builder of a column kind (src/db/rows/table-spec.ts says which holds what). */
function baseOf(kind: ColumnKind, name: string) {
  switch (kind) {
    case "id":
    case "ref":
    case "long":
      return bigint(name, { mode: "number" });
    case "serial":
      return bigserial(name, { mode: "number" });
    case "int":
      return integer(name);
    case "text":
      return text(name);
    case "texts":
      return text(name).array();
    case "double":
      return doublePrecision(name);
    case "boolean":
      return boolean(name);
  }
}

function buildColumn(c: AnyColumn, built: Record<string, Record<string, AnyPgColumn>>) {
  const d = c.data;
  // biome-ignore lint/suspicious/noExplicitAny: a builder whose modifiers are chosen at run time
  let b: any = baseOf(d.kind, d.name);
  if (d.primaryKey) b = b.primaryKey();
  else if (d.notNull) b = b.notNull();
  if (d.default && hasOn("postgres", d.default)) b = b.default(defaultOf(d.default.value));
  const ref = d.references;
  if (ref)
    b = b.references(
      () => built[ref.table]?.[ref.column] as AnyPgColumn,
      ref.onDelete ? { onDelete: ref.onDelete } : undefined,
    );
  return b as PgColumnBuilderBase;
}

/** Drizzle pg-core tables of a description (the tables SQLite alone has left out). */
export function buildPgTables<S extends Record<string, AnyTableSpec>>(specs: S): Tables<S> {
  const built: Record<string, Record<string, AnyPgColumn>> = {};
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    if (!hasOn("postgres", spec)) continue;
    const columns: Record<string, PgColumnBuilderBase> = {};
    for (const [name, c] of Object.entries(spec.columns))
      if (hasOn("postgres", c.data)) columns[name] = buildColumn(c, built);
    const extras = spec.extras.filter((e) => hasOn("postgres", e));
    const table = pgTable(spec.name, columns, (t) =>
      extras.map((e): IndexBuilder | PrimaryKeyBuilder => {
        const cols = e.columns.map((k) => t[k] as AnyPgColumn) as [AnyPgColumn, ...AnyPgColumn[]];
        if (e.kind === "primaryKey") return primaryKey({ columns: cols });
        const on = (e.kind === "unique" ? uniqueIndex : index)(e.name);
        return e.using ? on.using(e.using, ...cols) : on.on(...cols);
      }),
    );
    built[spec.name] = table as unknown as Record<string, AnyPgColumn>;
    out[key] = table;
  }
  return out as Tables<S>;
}

export const {
  people,
  peopleFacets,
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
  rateBuckets,
  suppressions,
  erasures,
  accessLog,
  personChanges,
  watchers,
  watcherPeople,
  webhookDeliveries,
  personSources,
  personAliases,
} = buildPgTables(TABLES);
