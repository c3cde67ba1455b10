/**
 * Drizzle tables from the description of ./tables.ts, for either engine: what building them means
 * (which tables, columns and indexes an engine has, the modifiers, the references between tables)
 * is here once; an engine supplies only its dialect (src/db/sqlite/schema.ts,
 * src/db/postgres/schema.ts): the type of each column kind, its SQL for a default, and drizzle's
 * table and index functions. payload's db-sqlite and db-postgres build their tables from one raw
 * description the same way (`buildDrizzleTable`).
 */
import type { BuildColumns, ColumnBuilderBase, HasDefault, IsPrimaryKey, NotNull } from "drizzle-orm";
import {
  type AnyTableSpec,
  type Column,
  type ColumnData,
  type ColumnFlags,
  type ColumnKind,
  type ColumnsOf,
  type DefaultValue,
  type Engine,
  hasOn,
  type OnDelete,
  type TableSpec,
} from "./table-spec.ts";

/** What the builder asks of a drizzle column builder (sqlite-core's and pg-core's alike). */
interface ColumnBuilder {
  primaryKey(options?: { autoIncrement: true }): ColumnBuilder;
  notNull(): ColumnBuilder;
  default(value: unknown): ColumnBuilder;
  references(target: () => unknown, actions?: { onDelete?: OnDelete }): ColumnBuilder;
}

interface IndexOn {
  on(...columns: unknown[]): unknown;
  using(method: "gin", ...columns: unknown[]): unknown;
}

/** A function of drizzle's, called here with the arguments its engine's core module takes. */
type DrizzleFunction = (...args: never[]) => unknown;

/** What an engine brings: its types and drizzle's functions for it. */
export interface Dialect {
  engine: Engine;
  /** The builder of a column kind before its modifiers (./table-spec.ts says which kind holds what). */
  base(kind: ColumnKind, name: string): unknown;
  /** A default in the engine's own SQL (the current time, an empty array). */
  defaultOf(value: DefaultValue): unknown;
  /** The engine's core module's `*Table`, `index`, `uniqueIndex` and `primaryKey`. */
  drizzle: Record<"table" | "index" | "uniqueIndex" | "primaryKey", DrizzleFunction>;
}

type TableFunction = (
  name: string,
  columns: Record<string, unknown>,
  extras: (t: Record<string, unknown>) => unknown[],
) => unknown;

function buildColumn(dialect: Dialect, d: ColumnData, built: Record<string, Record<string, unknown>>) {
  let b = dialect.base(d.kind, d.name) as ColumnBuilder;
  // A PostgreSQL bigserial never gives an id twice: AUTOINCREMENT is SQLite's word for that.
  if (d.primaryKey)
    b =
      d.autoIncrement && dialect.engine === "sqlite" ? b.primaryKey({ autoIncrement: true }) : b.primaryKey();
  else if (d.notNull) b = b.notNull();
  if (d.default && hasOn(dialect.engine, d.default)) b = b.default(dialect.defaultOf(d.default.value));
  const ref = d.references;
  if (ref)
    b = b.references(
      () => built[ref.table]?.[ref.column],
      ref.onDelete ? { onDelete: ref.onDelete } : undefined,
    );
  return b;
}

/** The drizzle tables of a description that an engine has, by the keys of the description. */
export function buildTables(dialect: Dialect, specs: Record<string, AnyTableSpec>): Record<string, unknown> {
  const built: Record<string, Record<string, unknown>> = {};
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    if (!hasOn(dialect.engine, spec)) continue;
    const columns: Record<string, unknown> = {};
    for (const [name, c] of Object.entries(spec.columns))
      if (hasOn(dialect.engine, c.data)) columns[name] = buildColumn(dialect, c.data, built);
    const extras = spec.extras.filter((e) => hasOn(dialect.engine, e));
    const { drizzle } = dialect;
    const table = (drizzle.table as TableFunction)(spec.name, columns, (t) =>
      extras.map((e) => {
        const cols = e.columns.map((k) => t[k]);
        if (e.kind === "primaryKey") return (drizzle.primaryKey as (c: object) => unknown)({ columns: cols });
        const on = (e.kind === "unique" ? drizzle.uniqueIndex : drizzle.index) as (name: string) => IndexOn;
        return e.using ? on(e.name).using(e.using, ...cols) : on(e.name).on(...cols);
      }),
    );
    built[spec.name] = table as Record<string, unknown>;
    out[key] = table;
  }
  return out;
}

/**
 * An engine's drizzle builder type for each column kind (names left `string`: each column's own is
 * put back below). `keyDefault`: the kinds whose primary key the engine numbers itself (SQLite's
 * integer rowid), so that inserting without it is allowed.
 */
export interface ColumnTypes {
  types: Record<ColumnKind, ColumnBuilderBase>;
  keyDefault: ColumnKind;
}

/** The keys of the tables an engine has. */
type TablesOn<S, E extends Engine> = {
  [K in keyof S]: S[K] extends { only: infer O } ? (O extends E | null ? K : never) : never;
}[keyof S];

/** The keys of the columns of a described table that an engine has. */
type ColumnKeysOn<C, E extends Engine> = keyof ColumnsOf<C, E> & keyof C & string;

/** A base builder type under the column's own name. */
type Named<B, N extends string> = B & { _: { name: N } };

/**
 * The drizzle builder type of a described column: the engine's type for its kind, with what its
 * modifiers add (as drizzle's own modifiers would: not null, a default, a primary key).
 */
type BuilderOf<C, T extends ColumnTypes, E extends Engine> =
  C extends Column<infer K, infer N, infer F extends ColumnFlags>
    ? Modified<Named<T["types"][K], N>, F, E, K extends T["keyDefault"] ? true : false>
    : never;
type Modified<
  B extends ColumnBuilderBase,
  F extends ColumnFlags,
  E extends Engine,
  KeyDefault extends boolean,
> = F["primaryKey"] extends true
  ? IsPrimaryKey<KeyDefault extends true ? HasDefault<NotNull<B>> : NotNull<B>>
  : F["hasDefault"] extends true | E
    ? HasDefault<F["notNull"] extends true ? NotNull<B> : B>
    : F["notNull"] extends true
      ? NotNull<B>
      : B;

/**
 * The configs of drizzle's table types (what `sqliteTable`/`pgTable` would have inferred) of the
 * tables of a description an engine has, by key: the engine wraps each in its table type.
 */
export type TableConfigs<S, T extends ColumnTypes, E extends Engine, D extends "sqlite" | "pg"> = {
  [K in TablesOn<S, E>]: S[K] extends TableSpec<infer N, infer C, infer _>
    ? {
        name: N;
        schema: undefined;
        columns: BuildColumns<N, { [X in ColumnKeysOn<C, E>]: BuilderOf<C[X], T, E> }, D>;
        dialect: D;
      }
    : never;
};
