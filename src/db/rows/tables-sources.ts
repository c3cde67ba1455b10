/**
 * The tables of provenance and identity across sources (issue 33, docs/sources.md), for both
 * engines (./tables.ts lists them all).
 */
import { index, int, primaryKey, ref, table, text } from "./table-spec.ts";

/** One row per person and source that supplied it (src/domain/sources/rows.ts). */
const personSources = table(
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
    won: int("won").notNull().default(0),
    lost: int("lost").notNull().default(0),
  },
  (t) => [primaryKey(t.personId, t.source)],
);

/**
 * Other profile URL keys of a person: the network's numeric id a vendor gave, a URL it had before
 * (its key moved), a numeric URL a record arrived under. Lookups by URL fall back to it.
 */
const personAliases = table(
  "person_aliases",
  {
    aliasKey: text("alias_key").primaryKey(),
    personId: ref("person_id").notNull(),
  },
  (t) => [index("person_aliases_person_idx").on(t.personId)],
);

export const SOURCE_TABLES = { personSources, personAliases };
