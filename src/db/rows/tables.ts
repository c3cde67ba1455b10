/**
 * The tables of both engines, described once (./table-spec.ts): each engine's drizzle schema is
 * built from this list (src/db/sqlite/schema.ts, src/db/postgres/schema.ts) and its migrations are
 * generated from that schema (`npm run db:generate`, `npm run db:generate:pg`; test/db/schema-drift
 * checks that they agree). Here: people, companies and posts, with their provenance (issue 33)
 * and data-subject requests; the service's own tables (keys, jobs, watchers) are in
 * ./tables-service.ts. SQLite's FTS5 tables, which drizzle-kit cannot express, live in a
 * hand-written migration.
 *
 * Records are stored whole as JSON (`record`): that is what the API serves. The other columns are
 * a projection of the record that search filters on; they are rewritten from the record on every
 * write by the repositories, never edited on their own.
 */

import {
  createdAt,
  id,
  index,
  int,
  long,
  only,
  primaryKey,
  ref,
  serial,
  table,
  text,
  texts,
  uniqueIndex,
} from "./table-spec.ts";
import { SERVICE_TABLES } from "./tables-service.ts";

const people = table(
  "people",
  {
    id: id().primaryKey(),
    /** Normalised profile URL (host-less path, lower case): the natural key of a person. */
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
    /** JSON array of region names. */
    regions: text("regions"),
    totalExperienceMonths: int("total_experience_months"),
    isDecisionMaker: int("is_decision_maker"),
    isWorking: int("is_working"),
    /** JSON array of skills, lower case. */
    skills: text("skills"),
    /** JSON array of school names. */
    schools: text("schools"),
    /** Static quality rank (profile completeness and reach), higher first: a cheap tie-breaker. */
    quality: int("quality").notNull().default(0),
    /**
     * The person's row id in SQLite's facet index (src/domain/search/prior.ts rankKey): its static
     * rank. PostgreSQL keeps the rank in people_facets.
     */
    facetRank: int("facet_rank").only("sqlite"),
    record: text("record").notNull(),
    /** Hash of the record as the last write gave it (before change tracking): a re-import of the same record is skipped. */
    contentHash: text("content_hash"),
    /** Bumped on every rewrite of the record: what the read cache validates against. */
    version: int("version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  // No secondary indexes on the projection columns: search reads the facet index, and every index
  // here is one more B-tree insert per person on import (docs/decisions.md). One exception on
  // SQLite, keyed by id (so an import appends to it): (id, current_title) covers the current titles
  // search reads for up to 1,000 candidates, from a dense index instead of one table page per person
  // (a row holds the whole record: ~13 KB a person at 1M, bench/README.md, "The 1M search tail").
  (t) => [
    uniqueIndex("people_pnet_key_uq").on(t.pnetKey),
    index("people_id_title_cover").on(t.id, t.currentTitle).only("sqlite"),
  ],
);

/**
 * PostgreSQL's facet index: structured tokens and normalised words of each person
 * (src/domain/search). SQLite keeps them in FTS5 tables (a hand-written migration).
 */
const peopleFacets = only(
  "postgres",
  table(
    "people_facets",
    {
      id: id().primaryKey().references("people", "id", "cascade"),
      tokens: texts("tokens").notNull(),
      words: texts("words").notNull(),
      /** Static rank, lower first (src/domain/search/prior.ts rankKey): matches are read in this order. */
      rank: long("rank"),
    },
    (t) => [
      index("people_facets_tokens_gin").using("gin", t.tokens),
      index("people_facets_words_gin").using("gin", t.words),
      index("people_facets_rank_idx").on(t.rank),
    ],
  ),
);

const experiences = table(
  "experiences",
  {
    id: serial().primaryKey(),
    personId: ref("person_id").notNull().references("people", "id", "cascade"),
    position: int("position").notNull(),
    title: text("title"),
    companyId: ref("company_id"),
    companyName: text("company_name"),
    department: text("department"),
    managementLevel: text("management_level"),
    dateFrom: text("date_from"),
    dateTo: text("date_to"),
    isCurrent: int("is_current").notNull().default(0),
  },
  (t) => [index("experiences_person_idx").on(t.personId)],
);

const educations = table(
  "educations",
  {
    id: serial().primaryKey(),
    personId: ref("person_id").notNull().references("people", "id", "cascade"),
    position: int("position").notNull(),
    schoolName: text("school_name"),
    degree: text("degree"),
    fieldOfStudy: text("field_of_study"),
    dateFromYear: int("date_from_year"),
    dateToYear: int("date_to_year"),
  },
  (t) => [index("educations_person_idx").on(t.personId)],
);

const companies = table(
  "companies",
  {
    id: id().primaryKey(),
    name: text("name").notNull(),
    /** Lower case, legal suffixes (Inc, LLC, GmbH...) and punctuation removed. */
    nameKey: text("name_key").notNull(),
    websiteDomain: text("website_domain"),
    pnetKey: text("pnet_key"),
    industry: text("industry"),
    hqCountryIso2: text("hq_country_iso2"),
    hqCity: text("hq_city"),
    employeesCount: int("employees_count"),
    foundedYear: int("founded_year"),
    isB2b: int("is_b2b"),
    record: text("record").notNull(),
    /** Normalised words of the company's text (company search's word lookup; SQLite has companies_fts). */
    words: texts("words").notNull().default([]).only("postgres"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("companies_name_key_idx").on(t.nameKey),
    index("companies_domain_idx").on(t.websiteDomain),
    uniqueIndex("companies_pnet_key_uq").on(t.pnetKey),
    index("companies_industry_idx").on(t.industry).only("sqlite"),
    index("companies_words_gin").using("gin", t.words).only("postgres"),
  ],
);

const contacts = table(
  "contacts",
  {
    id: serial().primaryKey(),
    personId: ref("person_id").notNull().references("people", "id", "cascade"),
    /** email | phone | social */
    kind: text("kind").notNull(),
    /** The address, number or link; emails lower case, phones as given. */
    value: text("value").notNull(),
    /** Lookup key: lower-case email, digits-only phone, normalised link. */
    lookupKey: text("lookup_key").notNull(),
    rating: int("rating").notNull(),
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
const inferredEmails = table(
  "inferred_emails",
  {
    /** The address, lower case: one owner per address. */
    lookupKey: text("lookup_key").primaryKey(),
    personId: ref("person_id").notNull(),
    domain: text("domain").notNull(),
    rating: int("rating").notNull(),
    provider: text("provider").notNull(),
    issuedAt: text("issued_at").notNull(),
  },
  (t) => [index("inferred_emails_person_idx").on(t.personId)],
);

const posts = table(
  "posts",
  {
    id: serial().primaryKey(),
    personId: ref("person_id").references("people", "id", "set null"),
    urlKey: text("url_key").notNull(),
    postedAt: text("posted_at"),
    record: text("record").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("posts_url_key_uq").on(t.urlKey), index("posts_person_idx").on(t.personId)],
);

const postReactions = table(
  "post_reactions",
  {
    id: serial().primaryKey(),
    postId: ref("post_id").notNull().references("posts", "id", "cascade"),
    personId: ref("person_id").references("people", "id", "set null"),
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

/** Small facts about this database (for example that demo data was seeded). */
const meta = table("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** The highest id ever given, per table (people, companies, posts): ids are never reused (./ids.ts). */
const idSequences = table("id_sequences", {
  name: text("name").primaryKey(),
  last: long("last").notNull(),
});

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
    /**
     * The 64-bit hash of the raw line this source's import last wrote the person from, seeded with
     * what turns a line into a record (src/domain/import/line-skip.ts): an import drops a line whose
     * hash is here before parsing it. Null when the last write was not such a line.
     */
    lineHash: long("line_hash"),
  },
  (t) => [primaryKey(t.personId, t.source), index("person_sources_line_idx").on(t.source, t.lineHash)],
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

/** Every table of both engines, by the name the drizzle schemas export it under. */
export const TABLES = {
  people,
  peopleFacets,
  experiences,
  educations,
  companies,
  contacts,
  inferredEmails,
  posts,
  postReactions,
  meta,
  idSequences,
  personSources,
  personAliases,
  suppressions,
  erasures,
  accessLog,
  ...SERVICE_TABLES,
};
