/**
 * The tables of live data (issue 32): the change log, watchers and the webhook outbox, for both
 * engines (./tables.ts lists them all).
 */
import { index, int, primaryKey, ref, serial, table, text, uniqueIndex } from "./table-spec.ts";

/**
 * One detected change of a person per row (issue 32, docs/changes.md): appended by every write path
 * when a stored person's record changes; the change feed reads it in id order.
 */
const personChanges = table(
  "person_changes",
  {
    id: serial().primaryKey({ autoIncrement: true }),
    personId: ref("person_id").notNull(),
    pnetUrl: text("pnet_url").notNull(),
    /** job_started, job_ended, title_changed, company_changed, location_changed, profile_updated. */
    type: text("type").notNull(),
    /** The root field or collection the change is about. */
    field: text("field").notNull(),
    /** added, removed or changed. */
    change: text("change").notNull(),
    /** The compact before/after, JSON. */
    detail: text("detail").notNull(),
    occurredAt: text("occurred_at").notNull(),
    /** What wrote it: "import <file>", "scrape", ... */
    source: text("source").notNull(),
  },
  (t) => [
    index("person_changes_type_idx").on(t.type, t.id),
    index("person_changes_person_idx").on(t.personId),
  ],
);

/** Watchers (issue 32, docs/webhooks.md): a key's list of people or saved search, pushed to a webhook. */
const watchers = table(
  "watchers",
  {
    id: serial().primaryKey({ autoIncrement: true }),
    /** What clients see: `wat_<random>`. */
    publicId: text("public_id").notNull(),
    keyId: ref("key_id").notNull(),
    /** people | search */
    kind: text("kind").notNull(),
    /** The saved search ({query, companies, schools}), JSON; null for a list of people. */
    search: text("search"),
    /** Event types delivered, JSON array. */
    events: text("events").notNull(),
    webhookUrl: text("webhook_url").notNull(),
    /** The signing secret (whsec_...), shown once at creation and rotation. */
    secret: text("secret").notNull(),
    /** active | paused | failing */
    status: text("status").notNull(),
    /** The last change-log id dispatched to this watcher. */
    cursor: ref("cursor").notNull().default(0),
    /** What the data looked like when the saved search last ran (new_match). */
    matchedStamp: text("matched_stamp"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("watchers_public_id_uq").on(t.publicId), index("watchers_key_idx").on(t.keyId)],
);

/** The people a watcher of kind `people` follows, by profile URL key; or a saved search's matches (by id). */
const watcherPeople = table(
  "watcher_people",
  {
    watcherId: ref("watcher_id").notNull(),
    /** The profile URL's key (kind people) or the person id as text (a saved search's matches). */
    personKey: text("person_key").notNull(),
  },
  (t) => [primaryKey(t.watcherId, t.personKey)],
);

/** The webhook outbox: one row per event per watcher (or per finished job), delivered at least once. */
const webhookDeliveries = table(
  "webhook_deliveries",
  {
    id: serial().primaryKey({ autoIncrement: true }),
    watcherId: ref("watcher_id"),
    jobId: text("job_id"),
    keyId: ref("key_id").notNull(),
    /** The webhook-id header: the same for every attempt of this delivery. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    webhookUrl: text("webhook_url").notNull(),
    payload: text("payload").notNull(),
    /** pending | delivered | failed */
    status: text("status").notNull(),
    attempts: int("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    lastStatus: int("last_status"),
    lastError: text("last_error"),
    leaseOwner: text("lease_owner"),
    leaseUntil: text("lease_until"),
    createdAt: text("created_at").notNull(),
    deliveredAt: text("delivered_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_message_uq").on(t.watcherId, t.messageId),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const WATCHER_TABLES = { personChanges, watchers, watcherPeople, webhookDeliveries };
