/**
 * The PostgreSQL schema, in drizzle pg-core: the same logical tables as the SQLite schema
 * (src/db/sqlite/schema.ts), with native types where they help (bigint ids, text[] facet and word arrays
 * under GIN indexes instead of FTS5). Migrations under ./migrations are generated from this file and ./schema-watchers.ts
 * by `npm run db:generate:pg` and embedded in the binary (src/db/postgres/migrate.ts).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const id = () => bigint("id", { mode: "number" });
const ref = (name: string) => bigint(name, { mode: "number" });
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const people = pgTable(
  "people",
  {
    id: id().primaryKey(),
    pnetKey: text("pnet_key").notNull(),
    name: text("name").notNull(),
    headline: text("headline"),
    currentTitle: text("current_title"),
    department: text("department"),
    managementLevel: text("management_level"),
    currentCompanyId: ref("current_company_id"),
    currentCompanyName: text("current_company_name"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    countryIso2: text("country_iso2"),
    countryIso3: text("country_iso3"),
    regions: text("regions"),
    totalExperienceMonths: integer("total_experience_months"),
    isDecisionMaker: integer("is_decision_maker"),
    isWorking: integer("is_working"),
    skills: text("skills"),
    schools: text("schools"),
    quality: integer("quality").notNull().default(0),
    record: text("record").notNull(),
    /** Hash of the record as the last write gave it (before change tracking): a re-import of the same record is skipped. */
    contentHash: text("content_hash"),
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  // No secondary indexes on the projection columns: search reads people_facets (docs/decisions.md).
  (t) => [uniqueIndex("people_pnet_key_uq").on(t.pnetKey)],
);

/** The facet index: structured tokens and normalised words of each person (src/domain/search). */
export const peopleFacets = pgTable(
  "people_facets",
  {
    id: id()
      .primaryKey()
      .references(() => people.id, { onDelete: "cascade" }),
    tokens: text("tokens").array().notNull(),
    words: text("words").array().notNull(),
    /** Static rank, lower first (src/domain/search/prior.ts rankKey): matches are read in this order. */
    rank: bigint("rank", { mode: "number" }),
  },
  (t) => [
    index("people_facets_tokens_gin").using("gin", t.tokens),
    index("people_facets_words_gin").using("gin", t.words),
    index("people_facets_rank_idx").on(t.rank),
  ],
);

export const experiences = pgTable(
  "experiences",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    personId: ref("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title"),
    companyId: ref("company_id"),
    companyName: text("company_name"),
    department: text("department"),
    managementLevel: text("management_level"),
    dateFrom: text("date_from"),
    dateTo: text("date_to"),
    isCurrent: integer("is_current").notNull().default(0),
  },
  (t) => [index("experiences_person_idx").on(t.personId)],
);

export const educations = pgTable(
  "educations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    personId: ref("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    schoolName: text("school_name"),
    degree: text("degree"),
    fieldOfStudy: text("field_of_study"),
    dateFromYear: integer("date_from_year"),
    dateToYear: integer("date_to_year"),
  },
  (t) => [index("educations_person_idx").on(t.personId)],
);

export const companies = pgTable(
  "companies",
  {
    id: id().primaryKey(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    websiteDomain: text("website_domain"),
    pnetKey: text("pnet_key"),
    industry: text("industry"),
    hqCountryIso2: text("hq_country_iso2"),
    hqCity: text("hq_city"),
    employeesCount: integer("employees_count"),
    foundedYear: integer("founded_year"),
    isB2b: integer("is_b2b"),
    record: text("record").notNull(),
    /** Normalised words of the company's text (company search's word lookup). */
    words: text("words").array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("companies_name_key_idx").on(t.nameKey),
    index("companies_domain_idx").on(t.websiteDomain),
    uniqueIndex("companies_pnet_key_uq").on(t.pnetKey),
    index("companies_words_gin").using("gin", t.words),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    personId: ref("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    lookupKey: text("lookup_key").notNull(),
    rating: integer("rating").notNull(),
    subType: text("sub_type"),
    provider: text("provider"),
    domain: text("domain"),
    ownerName: text("owner_name"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contacts_person_value_uq").on(t.personId, t.kind, t.lookupKey),
    index("contacts_lookup_idx").on(t.kind, t.lookupKey),
    index("contacts_domain_owner_idx").on(t.domain, t.lookupKey, t.ownerName),
  ],
);

/** Work emails inferred and given out (the SQLite schema says why). */
export const inferredEmails = pgTable(
  "inferred_emails",
  {
    lookupKey: text("lookup_key").primaryKey(),
    personId: ref("person_id").notNull(),
    domain: text("domain").notNull(),
    rating: integer("rating").notNull(),
    provider: text("provider").notNull(),
    issuedAt: text("issued_at").notNull(),
  },
  (t) => [index("inferred_emails_person_idx").on(t.personId)],
);

export const posts = pgTable(
  "posts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    personId: ref("person_id").references(() => people.id, { onDelete: "set null" }),
    urlKey: text("url_key").notNull(),
    postedAt: text("posted_at"),
    record: text("record").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("posts_url_key_uq").on(t.urlKey), index("posts_person_idx").on(t.personId)],
);

export const postReactions = pgTable(
  "post_reactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    postId: ref("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    personId: ref("person_id").references(() => people.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    headline: text("headline"),
    pnetUrl: text("pnet_url").notNull(),
    reactionType: text("reaction_type").notNull(),
    reactedAt: text("reacted_at").notNull(),
  },
  (t) => [
    uniqueIndex("post_reactions_uq").on(t.postId, t.pnetUrl),
    index("post_reactions_type_idx").on(t.postId, t.reactionType, t.reactedAt),
  ],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name"),
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull(),
    tier: text("tier").notNull(),
    credits: bigint("credits", { mode: "number" }).notNull().default(0),
    lastTopupAt: text("last_topup_at"),
    expiresAt: text("expires_at"),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_hash_uq").on(t.hash)],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    keyId: ref("key_id")
      .notNull()
      .references(() => apiKeys.id),
    delta: bigint("delta", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    operation: text("operation").notNull(),
    requestId: text("request_id"),
    jobId: text("job_id"),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_key_idx").on(t.keyId, t.id), index("credit_ledger_job_idx").on(t.jobId)],
);

export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    keyId: ref("key_id")
      .notNull()
      .references(() => apiKeys.id),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    params: text("params").notNull(),
    state: text("state"),
    progress: text("progress"),
    message: text("message"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
    completedAt: bigint("completed_at", { mode: "number" }),
    /** The instance running the job (a processing job's owner), until lease_until (Unix seconds). */
    lockedBy: text("locked_by"),
    /** Processing: when the owner's lease ends; pending: not to be run before (retry back-off). */
    leaseUntil: bigint("lease_until", { mode: "number" }),
  },
  (t) => [index("jobs_key_idx").on(t.keyId, t.createdAt), index("jobs_status_idx").on(t.status)],
);

export const jobItems = pgTable(
  "job_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    itemKey: text("item_key").notNull(),
    personId: ref("person_id"),
    status: text("status").notNull(),
    data: text("data"),
    credits: integer("credits").notNull().default(0),
    emails: integer("emails").notNull().default(0),
    phones: integer("phones").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("job_items_key_uq").on(t.jobId, t.itemKey),
    index("job_items_seq_idx").on(t.jobId, t.seq),
  ],
);

export const searchSessions = pgTable(
  "search_sessions",
  {
    id: text("id").primaryKey(),
    keyId: ref("key_id").notNull(),
    query: text("query"),
    params: text("params").notNull(),
    resultIds: text("result_ids").notNull(),
    examined: integer("examined").notNull().default(0),
    acceptedIds: text("accepted_ids").notNull().default("[]"),
    total: integer("total").notNull().default(0),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("search_sessions_expiry_idx").on(t.expiresAt)],
);

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    keyId: ref("key_id").notNull(),
    idemKey: text("idem_key").notNull(),
    requestHash: text("request_hash").notNull(),
    state: text("state").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idemKey] })],
);

export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** The highest id ever given, per table (people, companies, posts): ids are never reused (src/db/rows/ids.ts). */
export const idSequences = pgTable("id_sequences", {
  name: text("name").primaryKey(),
  last: bigint("last", { mode: "number" }).notNull(),
});

/** Rate-limit token buckets shared by instances (when there is no Redis). */
export const rateBuckets = pgTable("rate_buckets", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  updatedMs: bigint("updated_ms", { mode: "number" }).notNull(),
  allowed: boolean("allowed").notNull(),
});

/** Data-subject requests (docs/privacy.md); as in the SQLite schema. */
export const suppressions = pgTable("suppressions", {
  hash: text("hash").primaryKey(),
  kind: text("kind").notNull(),
  createdAt: createdAt(),
});

/** Append-only (a trigger refuses UPDATE and DELETE). */
export const erasures = pgTable("erasures", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  personId: ref("person_id").notNull(),
  reason: text("reason").notNull(),
  requestedBy: text("requested_by").notNull(),
  removed: text("removed").notNull(),
  erasedAt: text("erased_at").notNull(),
});

export const accessLog = pgTable(
  "access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    keyId: ref("key_id").notNull(),
    personId: ref("person_id").notNull(),
    fields: text("fields").notNull(),
    operation: text("operation").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("access_log_person_idx").on(t.personId, t.createdAt),
    index("access_log_created_idx").on(t.createdAt),
  ],
);
