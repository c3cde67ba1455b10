/**
 * The PostgreSQL tables of provenance and identity across sources (issue 33, docs/sources.md).
 * Beside ./schema.ts (drizzle-kit reads both: drizzle.postgres.config.ts).
 */
import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

const ref = (name: string) => bigint(name, { mode: "number" });

/** One row per person and source that supplied it (src/domain/sources/rows.ts). */
export const personSources = pgTable(
  "person_sources",
  {
    personId: ref("person_id").notNull(),
    source: text("source").notNull(),
    firstSeen: text("first_seen").notNull(),
    lastSeen: text("last_seen").notNull(),
    /** The source's view of the person, JSON; null while it is the only source. */
    view: text("view"),
    /** JSON array of the root fields it supplies; null while it is the only source. */
    fields: text("fields"),
    won: integer("won").notNull().default(0),
    lost: integer("lost").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.personId, t.source] })],
);

/** Other profile URL keys of a person (see the SQLite schema-sources.ts). */
export const personAliases = pgTable(
  "person_aliases",
  {
    aliasKey: text("alias_key").primaryKey(),
    personId: ref("person_id").notNull(),
  },
  (t) => [index("person_aliases_person_idx").on(t.personId)],
);
