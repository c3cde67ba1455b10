/**
 * Applies the migrations under ./migrations in order, each in its own transaction, and records
 * them in `__migrations`. drizzle's own migrator reads the folder from disk at run time, which a
 * compiled binary does not have; importing the SQL as text embeds it instead. The list below must
 * name every entry of migrations/meta/_journal.json (a test checks it).
 */
import type { Database } from "bun:sqlite";
import { MIGRATIONS_TABLE, migrationRecord, migrationStatements } from "../rows/migrations.ts";
import init from "./migrations/0000_init.sql" with { type: "text" };
import fts from "./migrations/0001_fts.sql" with { type: "text" };
import peopleVersion from "./migrations/0002_people_version.sql" with { type: "text" };
import contactsDomain from "./migrations/0003_contacts_domain.sql" with { type: "text" };
import facets from "./migrations/0004_facets.sql" with { type: "text" };
import sessionPaging from "./migrations/0005_search_sessions_paging.sql" with { type: "text" };
import facetWords from "./migrations/0006_facet_words.sql" with { type: "text" };
import jobItemCounts from "./migrations/0007_job_item_counts.sql" with { type: "text" };
import idempotencyKeys from "./migrations/0008_idempotency_keys.sql" with { type: "text" };
import contactsOwnerName from "./migrations/0009_contacts_owner_name.sql" with { type: "text" };
import jobLeases from "./migrations/0010_job_leases.sql" with { type: "text" };
import privacy from "./migrations/0011_privacy.sql" with { type: "text" };
import facetRank from "./migrations/0012_facet_rank.sql" with { type: "text" };
import unusedIndexes from "./migrations/0013_unused_indexes.sql" with { type: "text" };
import inferredEmails from "./migrations/0014_inferred_emails.sql" with { type: "text" };
import peopleTitleCover from "./migrations/0015_people_title_cover.sql" with { type: "text" };
import personChanges from "./migrations/0016_person_changes.sql" with { type: "text" };
import watchers from "./migrations/0017_watchers.sql" with { type: "text" };
import personSources from "./migrations/0018_person_sources.sql" with { type: "text" };
import idSequences from "./migrations/0019_id_sequences.sql" with { type: "text" };
import identify from "./migrations/0020_identify.sql" with { type: "text" };
import sourceLineHash from "./migrations/0021_source_line_hash.sql" with { type: "text" };

export const MIGRATIONS: readonly { tag: string; sql: string }[] = [
  { tag: "0000_init", sql: init },
  { tag: "0001_fts", sql: fts },
  { tag: "0002_people_version", sql: peopleVersion },
  { tag: "0003_contacts_domain", sql: contactsDomain },
  { tag: "0004_facets", sql: facets },
  { tag: "0005_search_sessions_paging", sql: sessionPaging },
  { tag: "0006_facet_words", sql: facetWords },
  { tag: "0007_job_item_counts", sql: jobItemCounts },
  { tag: "0008_idempotency_keys", sql: idempotencyKeys },
  { tag: "0009_contacts_owner_name", sql: contactsOwnerName },
  { tag: "0010_job_leases", sql: jobLeases },
  { tag: "0011_privacy", sql: privacy },
  { tag: "0012_facet_rank", sql: facetRank },
  { tag: "0013_unused_indexes", sql: unusedIndexes },
  { tag: "0014_inferred_emails", sql: inferredEmails },
  { tag: "0015_people_title_cover", sql: peopleTitleCover },
  { tag: "0016_person_changes", sql: personChanges },
  { tag: "0017_watchers", sql: watchers },
  { tag: "0018_person_sources", sql: personSources },
  { tag: "0019_id_sequences", sql: idSequences },
  { tag: "0020_identify", sql: identify },
  { tag: "0021_source_line_hash", sql: sourceLineHash },
];

export function migrate(sqlite: Database): string[] {
  sqlite.run(MIGRATIONS_TABLE);
  const applied = new Set(
    sqlite
      .query<{ tag: string }, []>("SELECT tag FROM __migrations")
      .all()
      .map((r) => r.tag),
  );
  const ran: string[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.tag)) continue;
    const statements = migrationStatements(migration.sql);
    sqlite.transaction(() => {
      for (const statement of statements) sqlite.run(statement);
      sqlite.run(
        "INSERT INTO __migrations (tag, hash, applied_at) VALUES (?, ?, ?)",
        migrationRecord(migration),
      );
    })();
    ran.push(migration.tag);
  }
  return ran;
}
