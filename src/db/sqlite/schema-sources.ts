/**
 * The SQLite tables of provenance and identity across sources (issue 33, docs/sources.md).
 * Beside ./schema.ts (drizzle-kit reads both: drizzle.sqlite.config.ts).
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** One row per person and source that supplied it (src/domain/sources/rows.ts). */
export const personSources = sqliteTable(
  "person_sources",
  {
    personId: integer("person_id").notNull(),
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

/**
 * Other profile URL keys of a person: the network's numeric id a vendor gave, a URL it had before
 * (its key moved), a numeric URL a record arrived under. Lookups by URL fall back to it.
 */
export const personAliases = sqliteTable(
  "person_aliases",
  {
    aliasKey: text("alias_key").primaryKey(),
    personId: integer("person_id").notNull(),
  },
  (t) => [index("person_aliases_person_idx").on(t.personId)],
);
