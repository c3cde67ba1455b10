/**
 * Applies the migrations under ./migrations in order, each in its own transaction, and records
 * them in `__migrations`. drizzle's own migrator reads the folder from disk at run time, which a
 * compiled binary does not have; importing the SQL as text embeds it instead. The list below names
 * every entry of migrations/meta/_journal.json in order (checked when this module loads).
 */
import type { Database } from "bun:sqlite";
import { journalled, MIGRATIONS_TABLE, migrationRecord, migrationStatements } from "../rows/migrations.ts";
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
import journal from "./migrations/meta/_journal.json" with { type: "json" };

export const MIGRATIONS = journalled(journal, {
  "0000_init": init,
  "0001_fts": fts,
  "0002_people_version": peopleVersion,
  "0003_contacts_domain": contactsDomain,
  "0004_facets": facets,
  "0005_search_sessions_paging": sessionPaging,
  "0006_facet_words": facetWords,
  "0007_job_item_counts": jobItemCounts,
  "0008_idempotency_keys": idempotencyKeys,
  "0009_contacts_owner_name": contactsOwnerName,
  "0010_job_leases": jobLeases,
  "0011_privacy": privacy,
  "0012_facet_rank": facetRank,
  "0013_unused_indexes": unusedIndexes,
  "0014_inferred_emails": inferredEmails,
  "0015_people_title_cover": peopleTitleCover,
  "0016_person_changes": personChanges,
  "0017_watchers": watchers,
  "0018_person_sources": personSources,
  "0019_id_sequences": idSequences,
  "0020_identify": identify,
  "0021_source_line_hash": sourceLineHash,
});

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
