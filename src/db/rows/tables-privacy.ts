/**
 * The tables of data-subject requests (docs/privacy.md), for both engines (./tables.ts lists them
 * all; ./privacy.ts lists the tables that hold a person's data).
 */
import { createdAt, index, long, ref, serial, table, text } from "./table-spec.ts";

/**
 * Data-subject requests (docs/privacy.md). Hashed identifiers of erased people (SHA-256 of the
 * normalised profile URL, email or phone with its kind): no write path stores a person, post or
 * reaction that matches one.
 */
const suppressions = table("suppressions", {
  hash: text("hash").primaryKey(),
  /** url | email | phone */
  kind: text("kind").notNull(),
  createdAt: createdAt(),
});

/** Append-only (triggers refuse UPDATE and DELETE): who erased which person id, when and why; never the data. */
const erasures = table("erasures", {
  id: serial().primaryKey(),
  personId: ref("person_id").notNull(),
  reason: text("reason").notNull(),
  requestedBy: text("requested_by").notNull(),
  /** What was removed, as counts per kind (JSON). */
  removed: text("removed").notNull(),
  erasedAt: text("erased_at").notNull(),
});

/** Who received a person's contact data: written in the same transaction as the charge for it. */
const accessLog = table(
  "access_log",
  {
    id: serial().primaryKey(),
    keyId: ref("key_id").notNull(),
    personId: ref("person_id").notNull(),
    /** The fields returned, comma-separated (emails, phones, social...). */
    fields: text("fields").notNull(),
    operation: text("operation").notNull(),
    /** Unix seconds. */
    createdAt: long("created_at").notNull(),
  },
  (t) => [
    index("access_log_person_idx").on(t.personId, t.createdAt),
    index("access_log_created_idx").on(t.createdAt),
  ],
);

export const PRIVACY_TABLES = { suppressions, erasures, accessLog };
