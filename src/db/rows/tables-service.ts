/**
 * The tables of the service's own work, for both engines (./tables.ts lists them all): keys,
 * credits and jobs; request state (search sessions, idempotency, rate buckets); the change log,
 * watchers and the webhook outbox (issue 32).
 */
import {
  boolean,
  createdAt,
  double,
  index,
  int,
  long,
  only,
  primaryKey,
  ref,
  serial,
  table,
  text,
  uniqueIndex,
} from "./table-spec.ts";

const apiKeys = table(
  "api_keys",
  {
    id: serial().primaryKey(),
    name: text("name"),
    /** First characters of the key, for listing; never enough to use it. */
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole key: the only form of the key that is stored. */
    hash: text("hash").notNull(),
    tier: text("tier").notNull(),
    credits: long("credits").notNull().default(0),
    lastTopupAt: text("last_topup_at"),
    expiresAt: text("expires_at"),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_hash_uq").on(t.hash)],
);

const creditLedger = table(
  "credit_ledger",
  {
    id: serial().primaryKey(),
    keyId: ref("key_id").notNull().references("api_keys"),
    delta: long("delta").notNull(),
    balanceAfter: long("balance_after").notNull(),
    operation: text("operation").notNull(),
    requestId: text("request_id"),
    jobId: text("job_id"),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_key_idx").on(t.keyId, t.id), index("credit_ledger_job_idx").on(t.jobId)],
);

const jobs = table(
  "jobs",
  {
    id: text("id").primaryKey(),
    keyId: ref("key_id").notNull().references("api_keys"),
    /** deep_research | bulk_contacts */
    kind: text("kind").notNull(),
    /** pending | processing | completed | error | cancelled */
    status: text("status").notNull(),
    /** The request that created the job (JSON). */
    params: text("params").notNull(),
    /** Parsed criteria, cursor of what was examined, and other resumable state (JSON). */
    state: text("state"),
    progress: text("progress"),
    message: text("message"),
    error: text("error"),
    attempts: int("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: long("created_at").notNull(),
    updatedAt: long("updated_at").notNull(),
    completedAt: long("completed_at"),
    /** The instance running the job (a processing job's owner), until lease_until (Unix seconds). */
    lockedBy: text("locked_by"),
    /** Processing: when the owner's lease ends; pending: not to be run before (retry back-off). */
    leaseUntil: long("lease_until"),
  },
  (t) => [index("jobs_key_idx").on(t.keyId, t.createdAt), index("jobs_status_idx").on(t.status)],
);

const jobItems = table(
  "job_items",
  {
    id: serial().primaryKey(),
    jobId: text("job_id").notNull().references("jobs", "id", "cascade"),
    /** Order of delivery within the job. */
    seq: int("seq").notNull(),
    /** What makes an item unique within its job (person id, input URL): never delivered twice. */
    itemKey: text("item_key").notNull(),
    personId: ref("person_id"),
    status: text("status").notNull(),
    data: text("data"),
    credits: int("credits").notNull().default(0),
    /** Emails and phones the item delivered (job statistics without reading every item). */
    emails: int("emails").notNull().default(0),
    phones: int("phones").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("job_items_key_uq").on(t.jobId, t.itemKey),
    index("job_items_seq_idx").on(t.jobId, t.seq),
  ],
);

const searchSessions = table(
  "search_sessions",
  {
    id: text("id").primaryKey(),
    keyId: ref("key_id").notNull(),
    query: text("query"),
    params: text("params").notNull(),
    /** SQLite only, always NULL (the criteria are in `params`): left from the first schema. */
    criteria: text("criteria").only("sqlite"),
    /** JSON array of candidate person ids in ranked order. */
    resultIds: text("result_ids").notNull(),
    /** How many candidates the quality filter examined, and the accepted ids (JSON): pages are slices. */
    examined: int("examined").notNull().default(0),
    acceptedIds: text("accepted_ids").notNull().default("[]"),
    total: int("total").notNull().defaultOn("postgres", 0),
    createdAt: long("created_at").notNull(),
    expiresAt: long("expires_at").notNull(),
  },
  (t) => [index("search_sessions_expiry_idx").on(t.expiresAt)],
);

/**
 * Idempotency-Key records of POSTs that create work: the same key and request within 24 hours
 * answers the stored response instead of creating the work again.
 */
const idempotencyKeys = table(
  "idempotency_keys",
  {
    keyId: ref("key_id").notNull(),
    idemKey: text("idem_key").notNull(),
    /** SHA-256 of method, path and the canonical JSON body. */
    requestHash: text("request_hash").notNull(),
    /** in_progress | done */
    state: text("state").notNull(),
    status: int("status"),
    body: text("body"),
    createdAt: long("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_uq").on(t.keyId, t.idemKey).only("sqlite"),
    index("idempotency_keys_created_idx").on(t.createdAt).only("sqlite"),
    primaryKey(t.keyId, t.idemKey).only("postgres"),
  ],
);

/** Rate-limit token buckets shared by instances (PostgreSQL, when there is no Redis). */
const rateBuckets = only(
  "postgres",
  table("rate_buckets", {
    key: text("key").primaryKey(),
    tokens: double("tokens").notNull(),
    updatedMs: long("updated_ms").notNull(),
    allowed: boolean("allowed").notNull(),
  }),
);

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

export const SERVICE_TABLES = {
  apiKeys,
  creditLedger,
  jobs,
  jobItems,
  searchSessions,
  idempotencyKeys,
  rateBuckets,
  personChanges,
  watchers,
  watcherPeople,
  webhookDeliveries,
};
