/**
 * The SQLite schema, in drizzle (the live-data tables beside it: ./schema-watchers.ts). Migrations under src/db/sqlite/migrations are generated from both
 * (`npm run db:generate`) except the FTS5 tables, which drizzle-kit cannot express and which live
 * in a hand-written migration.
 *
 * Records are stored whole as JSON (`record`): that is what the API serves. The other columns are
 * a projection of the record that search filters on; they are rewritten from the record on every
 * write by the repositories, never edited on their own.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const people = sqliteTable(
  "people",
  {
    id: integer("id").primaryKey(),
    /** Normalised profile URL (host-less path, lower case): the natural key of a person. */
    pnetKey: text("pnet_key").notNull(),
    name: text("name").notNull(),
    headline: text("headline"),
    currentTitle: text("current_title"),
    department: text("department"),
    managementLevel: text("management_level"),
    currentCompanyId: integer("current_company_id"),
    currentCompanyName: text("current_company_name"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    countryIso2: text("country_iso2"),
    countryIso3: text("country_iso3"),
    /** JSON array of region names. */
    regions: text("regions"),
    totalExperienceMonths: integer("total_experience_months"),
    isDecisionMaker: integer("is_decision_maker"),
    isWorking: integer("is_working"),
    /** JSON array of skills, lower case. */
    skills: text("skills"),
    /** JSON array of school names. */
    schools: text("schools"),
    /** Static quality rank (profile completeness and reach), higher first: a cheap tie-breaker. */
    quality: integer("quality").notNull().default(0),
    /** The person's row id in the facet index (src/domain/search/prior.ts rankKey): its static rank. */
    facetRank: integer("facet_rank"),
    record: text("record").notNull(),
    /** Hash of the record as the last write gave it (before change tracking): a re-import of the same record is skipped. */
    contentHash: text("content_hash"),
    /** Bumped on every rewrite of the record: what the read cache validates against. */
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  // No secondary indexes on the projection columns: search reads the facet index, and every index
  // here is one more B-tree insert per person on import (docs/decisions.md). One exception, keyed by
  // id (so an import appends to it): (id, current_title) covers the current titles search reads for
  // up to 1,000 candidates, from a dense index instead of one table page per person (a row holds the
  // whole record: ~13 KB a person at 1M, bench/README.md, "The 1M search tail").
  (t) => [
    uniqueIndex("people_pnet_key_uq").on(t.pnetKey),
    index("people_id_title_cover").on(t.id, t.currentTitle),
  ],
);

export const experiences = sqliteTable(
  "experiences",
  {
    id: integer("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title"),
    companyId: integer("company_id"),
    companyName: text("company_name"),
    department: text("department"),
    managementLevel: text("management_level"),
    dateFrom: text("date_from"),
    dateTo: text("date_to"),
    isCurrent: integer("is_current").notNull().default(0),
  },
  (t) => [index("experiences_person_idx").on(t.personId)],
);

export const educations = sqliteTable(
  "educations",
  {
    id: integer("id").primaryKey(),
    personId: integer("person_id")
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

export const companies = sqliteTable(
  "companies",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower case, legal suffixes (Inc, LLC, GmbH...) and punctuation removed. */
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
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("companies_name_key_idx").on(t.nameKey),
    index("companies_domain_idx").on(t.websiteDomain),
    uniqueIndex("companies_pnet_key_uq").on(t.pnetKey),
    index("companies_industry_idx").on(t.industry),
  ],
);

export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    /** email | phone | social */
    kind: text("kind").notNull(),
    /** The address, number or link; emails lower case, phones as given. */
    value: text("value").notNull(),
    /** Lookup key: lower-case email, digits-only phone, normalised link. */
    lookupKey: text("lookup_key").notNull(),
    rating: integer("rating").notNull(),
    /** subType of emails and phones, platform code of social links. */
    subType: text("sub_type"),
    provider: text("provider"),
    /** Domain of an email (lower case): finds a company's known addresses to learn its pattern. */
    domain: text("domain"),
    /** The owner's name on email rows: pattern learning reads (domain, address, name) from one index. */
    ownerName: text("owner_name"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contacts_person_value_uq").on(t.personId, t.kind, t.lookupKey),
    index("contacts_lookup_idx").on(t.kind, t.lookupKey),
    index("contacts_domain_owner_idx").on(t.domain, t.lookupKey, t.ownerName),
  ],
);

/**
 * Work emails this server inferred from a company's address pattern and gave out (issue 27): kept
 * so the address finds its person again by email lookup, is never inferred for anyone else, and
 * is erased and suppressed with the person. Apart from `contacts` on purpose: re-importing a person
 * replaces their contacts, and pattern learning reads only addresses the data itself holds.
 */
export const inferredEmails = sqliteTable(
  "inferred_emails",
  {
    /** The address, lower case: one owner per address. */
    lookupKey: text("lookup_key").primaryKey(),
    personId: integer("person_id").notNull(),
    domain: text("domain").notNull(),
    rating: integer("rating").notNull(),
    provider: text("provider").notNull(),
    issuedAt: text("issued_at").notNull(),
  },
  (t) => [index("inferred_emails_person_idx").on(t.personId)],
);

export const posts = sqliteTable(
  "posts",
  {
    id: integer("id").primaryKey(),
    personId: integer("person_id").references(() => people.id, { onDelete: "set null" }),
    urlKey: text("url_key").notNull(),
    postedAt: text("posted_at"),
    record: text("record").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("posts_url_key_uq").on(t.urlKey), index("posts_person_idx").on(t.personId)],
);

export const postReactions = sqliteTable(
  "post_reactions",
  {
    id: integer("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    personId: integer("person_id").references(() => people.id, { onDelete: "set null" }),
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

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: integer("id").primaryKey(),
    name: text("name"),
    /** First characters of the key, for listing; never enough to use it. */
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole key: the only form of the key that is stored. */
    hash: text("hash").notNull(),
    tier: text("tier").notNull(),
    credits: integer("credits").notNull().default(0),
    lastTopupAt: text("last_topup_at"),
    expiresAt: text("expires_at"),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_hash_uq").on(t.hash)],
);

export const creditLedger = sqliteTable(
  "credit_ledger",
  {
    id: integer("id").primaryKey(),
    keyId: integer("key_id")
      .notNull()
      .references(() => apiKeys.id),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    operation: text("operation").notNull(),
    requestId: text("request_id"),
    jobId: text("job_id"),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_key_idx").on(t.keyId, t.id), index("credit_ledger_job_idx").on(t.jobId)],
);

export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    keyId: integer("key_id")
      .notNull()
      .references(() => apiKeys.id),
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
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    completedAt: integer("completed_at"),
    /** The instance running the job (a processing job's owner), until lease_until (Unix seconds). */
    lockedBy: text("locked_by"),
    /** Processing: when the owner's lease ends; pending: not to be run before (retry back-off). */
    leaseUntil: integer("lease_until"),
  },
  (t) => [index("jobs_key_idx").on(t.keyId, t.createdAt), index("jobs_status_idx").on(t.status)],
);

export const jobItems = sqliteTable(
  "job_items",
  {
    id: integer("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Order of delivery within the job. */
    seq: integer("seq").notNull(),
    /** What makes an item unique within its job (person id, input URL): never delivered twice. */
    itemKey: text("item_key").notNull(),
    personId: integer("person_id"),
    status: text("status").notNull(),
    data: text("data"),
    credits: integer("credits").notNull().default(0),
    /** Emails and phones the item delivered (job statistics without reading every item). */
    emails: integer("emails").notNull().default(0),
    phones: integer("phones").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("job_items_key_uq").on(t.jobId, t.itemKey),
    index("job_items_seq_idx").on(t.jobId, t.seq),
  ],
);

export const searchSessions = sqliteTable(
  "search_sessions",
  {
    id: text("id").primaryKey(),
    keyId: integer("key_id").notNull(),
    query: text("query"),
    params: text("params").notNull(),
    criteria: text("criteria"),
    /** JSON array of candidate person ids in ranked order. */
    resultIds: text("result_ids").notNull(),
    /** How many candidates the quality filter examined, and the accepted ids (JSON): pages are slices. */
    examined: integer("examined").notNull().default(0),
    acceptedIds: text("accepted_ids").notNull().default("[]"),
    total: integer("total").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("search_sessions_expiry_idx").on(t.expiresAt)],
);

/**
 * Idempotency-Key records of POSTs that create work: the same key and request within 24 hours
 * answers the stored response instead of creating the work again.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    keyId: integer("key_id").notNull(),
    idemKey: text("idem_key").notNull(),
    /** SHA-256 of method, path and the canonical JSON body. */
    requestHash: text("request_hash").notNull(),
    /** in_progress | done */
    state: text("state").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_uq").on(t.keyId, t.idemKey),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/** Small facts about this database (for example that demo data was seeded). */
export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** The highest id ever given, per table (people, companies, posts): ids are never reused (src/db/rows/ids.ts). */
export const idSequences = sqliteTable("id_sequences", {
  name: text("name").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * Data-subject requests (docs/privacy.md). Hashed identifiers of erased people (SHA-256 of the
 * normalised profile URL, email or phone with its kind): no write path stores a person, post or
 * reaction that matches one.
 */
export const suppressions = sqliteTable("suppressions", {
  hash: text("hash").primaryKey(),
  /** url | email | phone */
  kind: text("kind").notNull(),
  createdAt: createdAt(),
});

/** Append-only (triggers refuse UPDATE and DELETE): who erased which person id, when and why; never the data. */
export const erasures = sqliteTable("erasures", {
  id: integer("id").primaryKey(),
  personId: integer("person_id").notNull(),
  reason: text("reason").notNull(),
  requestedBy: text("requested_by").notNull(),
  /** What was removed, as counts per kind (JSON). */
  removed: text("removed").notNull(),
  erasedAt: text("erased_at").notNull(),
});

/** Who received a person's contact data: written in the same transaction as the charge for it. */
export const accessLog = sqliteTable(
  "access_log",
  {
    id: integer("id").primaryKey(),
    keyId: integer("key_id").notNull(),
    personId: integer("person_id").notNull(),
    /** The fields returned, comma-separated (emails, phones, social...). */
    fields: text("fields").notNull(),
    operation: text("operation").notNull(),
    /** Unix seconds. */
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("access_log_person_idx").on(t.personId, t.createdAt),
    index("access_log_created_idx").on(t.createdAt),
  ],
);
