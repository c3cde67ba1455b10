/**
 * The words both engines' tables are described in (./tables.ts): columns by what they hold, not by
 * an engine's type; the modifiers read as drizzle's do. ./build-tables.ts turns a description into
 * an engine's drizzle tables, given that engine's dialect (src/db/sqlite/schema.ts,
 * src/db/postgres/schema.ts). What only one engine has is marked `only(engine)` where it is
 * declared, so the differences between the engines' schemas are read in one place.
 */

export type Engine = "sqlite" | "postgres";

/**
 * What a column holds. Each engine's builder picks the type:
 * - `id`: an id the writers give out (src/db/rows/ids.ts): SQLite integer, PostgreSQL bigint;
 * - `serial`: an id the engine gives out: SQLite's rowid (AUTOINCREMENT when asked), PostgreSQL bigserial;
 * - `ref`: the id of another row: SQLite integer, PostgreSQL bigint;
 * - `int`: a small whole number (a count, a flag, a rating): integer on both;
 * - `long`: a whole number past 2^31 (Unix times in seconds or ms, credit sums): SQLite integer, PostgreSQL bigint;
 * - `text`;
 * - `texts`, `double`, `boolean`: PostgreSQL only (text[] under GIN, rate buckets).
 */
export type ColumnKind = "id" | "serial" | "ref" | "int" | "long" | "text" | "texts" | "double" | "boolean";

/** A default that each engine writes in its own SQL: the current time as ISO 8601 text. */
export const NOW_ISO = Symbol("now as ISO 8601 text");
export type DefaultValue = number | string | readonly [] | typeof NOW_ISO;

export type OnDelete = "cascade" | "set null";

/** What a column's modifiers set, at the type level (each engine's builder maps it to drizzle's). */
export interface ColumnFlags {
  notNull: boolean;
  /** true, or the one engine that has the default. */
  hasDefault: boolean | Engine;
  primaryKey: boolean;
  only: Engine | null;
}

type With<F extends ColumnFlags, K extends keyof ColumnFlags, V> = Omit<F, K> & Record<K, V>;

export interface ColumnData {
  kind: ColumnKind;
  name: string;
  notNull: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  /** The default, and the engine that has it when only one does. */
  default?: { value: DefaultValue; only: Engine | null };
  references?: { table: string; column: string; onDelete?: OnDelete };
  only: Engine | null;
}

/** One column of a table description; the modifiers read as drizzle's do. */
export class Column<K extends ColumnKind, N extends string, F extends ColumnFlags> {
  declare readonly flags: F;
  constructor(readonly data: ColumnData & { kind: K; name: N }) {}

  private with<G extends ColumnFlags>(patch: Partial<ColumnData>): Column<K, N, G> {
    return new Column<K, N, G>({ ...this.data, ...patch } as ColumnData & { kind: K; name: N });
  }
  notNull(): Column<K, N, With<F, "notNull", true>> {
    return this.with({ notNull: true });
  }
  default(value: DefaultValue): Column<K, N, With<F, "hasDefault", true>> {
    return this.with({ default: { value, only: null } });
  }
  /** A default only one engine has. */
  defaultOn<E extends Engine>(engine: E, value: DefaultValue): Column<K, N, With<F, "hasDefault", E>> {
    return this.with({ default: { value, only: engine } });
  }
  primaryKey(options?: {
    autoIncrement: true;
  }): Column<K, N, With<With<F, "primaryKey", true>, "notNull", true>> {
    return this.with({ primaryKey: true, notNull: true, autoIncrement: options?.autoIncrement ?? false });
  }
  references(table: string, column = "id", onDelete?: OnDelete): Column<K, N, F> {
    return this.with({ references: { table, column, onDelete } });
  }
  /** A column only one engine has. */
  only<E extends Engine>(engine: E): Column<K, N, With<F, "only", E>> {
    return this.with({ only: engine });
  }
}

type Initial = { notNull: false; hasDefault: false; primaryKey: false; only: null };
const column =
  <K extends ColumnKind>(kind: K) =>
  <N extends string>(name: N) =>
    new Column<K, N, Initial>({
      kind,
      name,
      notNull: false,
      primaryKey: false,
      autoIncrement: false,
      only: null,
    });

export const id = () => column("id")("id");
export const serial = () => column("serial")("id");
export const ref = column("ref");
export const int = column("int");
export const long = column("long");
export const text = column("text");
export const texts = column("texts");
export const double = column("double");
export const boolean = column("boolean");
/** When the row was written: ISO 8601 text the engine fills in. */
export const createdAt = () => text("created_at").notNull().default(NOW_ISO);

export type AnyColumn = Column<ColumnKind, string, ColumnFlags>;

/** An index, a unique index or a table's composite primary key, naming columns by their keys. */
export interface ExtraData {
  kind: "index" | "unique" | "primaryKey";
  name: string;
  columns: string[];
  /** PostgreSQL's index method (gin) when not the default. */
  using?: "gin";
  only: Engine | null;
}

class Extra {
  constructor(readonly data: ExtraData) {}
  on(...columns: string[]): Extra {
    return new Extra({ ...this.data, columns });
  }
  using(method: "gin", column: string): Extra {
    return new Extra({ ...this.data, using: method, columns: [column] });
  }
  /** An index only one engine has. */
  only(engine: Engine): Extra {
    return new Extra({ ...this.data, only: engine });
  }
}

export const index = (name: string) => new Extra({ kind: "index", name, columns: [], only: null });
export const uniqueIndex = (name: string) => new Extra({ kind: "unique", name, columns: [], only: null });
export const primaryKey = (...columns: string[]) =>
  new Extra({ kind: "primaryKey", name: "", columns, only: null });

export interface TableSpec<
  N extends string,
  C extends Record<string, AnyColumn>,
  O extends Engine | null = null,
> {
  name: N;
  columns: C;
  extras: ExtraData[];
  only: O;
}

/**
 * A table: its name, its columns (keys are the drizzle property names, values say the SQL name),
 * and its indexes, given the column keys (`t.personId` is "personId") as drizzle's callback is.
 */
export function table<N extends string, C extends Record<string, AnyColumn>>(
  name: N,
  columns: C,
  extras?: (t: { [K in keyof C]: K & string }) => Extra[],
): TableSpec<N, C> {
  const keys = Object.fromEntries(Object.keys(columns).map((k) => [k, k])) as { [K in keyof C]: K & string };
  return { name, columns, extras: (extras?.(keys) ?? []).map((e) => e.data), only: null };
}

/** A table only one engine has. */
export function only<E extends Engine, N extends string, C extends Record<string, AnyColumn>>(
  engine: E,
  spec: TableSpec<N, C>,
): TableSpec<N, C, E> {
  return { ...spec, only: engine };
}

/** The columns of a description an engine has, by key. */
export type ColumnsOf<C, E extends Engine> = {
  [K in keyof C as C[K] extends Column<ColumnKind, string, infer F>
    ? F["only"] extends E | null
      ? K
      : never
    : never]: C[K];
};

export type AnyTableSpec = TableSpec<string, Record<string, AnyColumn>, Engine | null>;

/** Whether an engine has this table, column or index. */
export const hasOn = (engine: Engine, x: { only: Engine | null }) => x.only === null || x.only === engine;
