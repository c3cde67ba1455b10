/**
 * The PostgreSQL schema: the tables of src/db/rows/tables.ts built (src/db/rows/build-tables.ts)
 * with drizzle's pg-core, with native types where they help (bigint ids, text[] facet and word
 * arrays under GIN indexes instead of FTS5). Only the PostgreSQL types are chosen here; what the
 * tables hold and why is said there. Migrations under ./migrations are generated from these tables
 * by `npm run db:generate:pg` and embedded in the binary (./migrate.ts).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  type PgArrayBuilder,
  type PgBigInt53BuilderInitial,
  type PgBigSerial53BuilderInitial,
  type PgBooleanBuilderInitial,
  type PgDoublePrecisionBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgTableWithColumns,
  type PgTextBuilder,
  type PgTextBuilderInitial,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { buildTables, type Dialect, type TableConfigs } from "../rows/build-tables.ts";
import { type ColumnKind, NOW_ISO } from "../rows/table-spec.ts";
import { TABLES } from "../rows/tables.ts";

type TextConfig =
  PgTextBuilderInitial<string, [string, ...string[]]> extends PgTextBuilder<infer T> ? T : never;
type PgTypes = {
  types: {
    id: PgBigInt53BuilderInitial<string>;
    serial: PgBigSerial53BuilderInitial<string>;
    ref: PgBigInt53BuilderInitial<string>;
    int: PgIntegerBuilderInitial<string>;
    long: PgBigInt53BuilderInitial<string>;
    text: PgTextBuilderInitial<string, [string, ...string[]]>;
    texts: PgArrayBuilder<
      {
        name: string;
        dataType: "array";
        columnType: "PgArray";
        data: string[];
        driverParam: string[] | string;
        enumValues: [string, ...string[]];
        size: undefined;
        baseBuilder: TextConfig;
      },
      TextConfig
    >;
    double: PgDoublePrecisionBuilderInitial<string>;
    boolean: PgBooleanBuilderInitial<string>;
  };
  keyDefault: never;
};
type Configs = TableConfigs<typeof TABLES, PgTypes, "postgres", "pg">;
type Tables = { [K in keyof Configs]: PgTableWithColumns<Configs[K]> };

const pgDialect: Dialect = {
  engine: "postgres",
  base(kind: ColumnKind, name: string) {
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
  },
  defaultOf(value) {
    if (value === NOW_ISO) return sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    if (typeof value === "object") return sql`'{}'`;
    return value;
  },
  drizzle: { table: pgTable, index, uniqueIndex, primaryKey },
};

const tables = buildTables(pgDialect, TABLES) as Tables;

// drizzle-kit reads the tables from this module's exports.
export const { people, peopleFacets, experiences, educations, companies, contacts, inferredEmails } = tables;
export const { posts, postReactions, meta, idSequences, suppressions, erasures, accessLog } = tables;
export const { apiKeys, creditLedger, jobs, jobItems, searchSessions, idempotencyKeys, rateBuckets } = tables;
export const { personChanges, watchers, watcherPeople, webhookDeliveries, personSources, personAliases } =
  tables;
