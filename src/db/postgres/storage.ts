/** Builds the Storage over PostgreSQL: one pool, migrated under an advisory lock. */

import { facetIndexVersion } from "../../domain/search/index-version.ts";
import type { Storage } from "../../domain/storage/index.ts";
import { identifyScoringThread } from "../identify-scoring.ts";
import { pgBulkWriter } from "./bulk-load.ts";
import { createPgChangeRepository } from "./changes.ts";
import { connect, one, redacted } from "./client.ts";
import { createPgCompanyRepository } from "./companies.ts";
import { PgCompanySnapshots } from "./company-snapshots.ts";
import { createPgCreditRepository } from "./credits.ts";
import { rebuildDeferredIndexes } from "./deferred-indexes.ts";
import { postgresFaultDetail } from "./errors.ts";
import { createPgIdempotencyRepository } from "./idempotency.ts";
import { createPgIdentifyRepository } from "./identify.ts";
import { createPgJobRepository, JOBS_CHANNEL } from "./jobs.ts";
import { PgKeyCache } from "./key-cache.ts";
import { createPgApiKeyRepository } from "./keys.ts";
import { createPgMetaRepository } from "./meta.ts";
import { LOCKS, migratePostgres } from "./migrate.ts";
import { createPgPeopleRepository } from "./people.ts";
import { compareWithStored } from "./person-changes.ts";
import { createPgPostRepository } from "./posts.ts";
import { createPgPrivacyRepository } from "./privacy.ts";
import { PostgresRateLimiter } from "./rate-limit.ts";
import { createPgSearchRepository } from "./search.ts";
import { createPgSourcesRepository, rekeyNumericProfiles } from "./sources.ts";
import { createPgWatcherRepository } from "./watchers.ts";

export async function openPostgresStorage(
  url: string,
  options: { poolSize: number; connectTimeoutMs?: number; keepDeferredIndexes?: boolean },
): Promise<Storage> {
  const sql = connect(url, options.poolSize, options.connectTimeoutMs);
  let migrated: string[];
  try {
    migrated = await migratePostgres(sql);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  try {
    if (!options.keepDeferredIndexes) await rebuildDeferredIndexes(sql);
    await rekeyNumericProfiles(sql);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  const snapshots = new PgCompanySnapshots(sql);
  const keyCache = new PgKeyCache(sql);
  const search = createPgSearchRepository(sql, snapshots);
  await search.ensureFacets(facetIndexVersion());
  return {
    engine: "postgres",
    location: redacted(url),
    migrated,
    people: {
      ...createPgPeopleRepository(sql, snapshots),
      // Workers each open one connection of their own to read companies.
      bulkWriter: ({ source, provenance }) =>
        pgBulkWriter(
          sql,
          url,
          (tx, incoming) => compareWithStored(tx, snapshots, incoming, source ?? "import"),
          provenance,
        ),
    },
    companies: createPgCompanyRepository(sql, () => snapshots.invalidate()),
    posts: createPgPostRepository(sql),
    changes: createPgChangeRepository(sql),
    watchers: createPgWatcherRepository(sql),
    sources: createPgSourcesRepository(sql),
    keys: createPgApiKeyRepository(sql, keyCache),
    credits: createPgCreditRepository(sql, keyCache),
    meta: createPgMetaRepository(sql),
    search,
    jobs: createPgJobRepository(sql, keyCache),
    idempotency: createPgIdempotencyRepository(sql),
    privacy: createPgPrivacyRepository(sql),
    identify: {
      ...createPgIdentifyRepository(sql, snapshots),
      scoringThread: identifyScoringThread({ engine: "postgres", url }),
    },
    async ping() {
      return (await one<{ ok: number }>(sql, "SELECT 1 AS ok"))?.ok === 1;
    },
    // PostgreSQL's shared buffers are the server's: a process that starts finds them as the last
    // one left them, so there is nothing of its own to read in.
    prefetchSearchPages: async () => ({ entries: 0 }),
    sharedRateLimiter: (windowSeconds) => new PostgresRateLimiter(sql, windowSeconds),
    sharedByInstances: true,
    async listenForJobs(onWake) {
      const { unlisten } = await sql.listen(JOBS_CHANNEL, () => onWake());
      return unlisten;
    },
    async exclusive(name, work) {
      // A session lock on one reserved connection, held while the work runs on the pool.
      const conn = await sql.reserve();
      const id = { "first-start": LOCKS.seed }[name];
      try {
        await conn.unsafe(`SELECT pg_advisory_lock(${id})`);
        return await work();
      } finally {
        await conn.unsafe(`SELECT pg_advisory_unlock(${id})`).catch(() => {});
        conn.release();
      }
    },
    async integrityProblems() {
      // PostgreSQL checks its own pages; what we can check is our invariants.
      const orphans = await one<{ n: number }>(
        sql,
        "SELECT count(*) AS n FROM people p LEFT JOIN people_facets f ON f.id = p.id WHERE f.id IS NULL",
      );
      return orphans?.n ? [`${orphans.n} people have no facet index row`] : [];
    },
    async backup() {
      throw new Error(
        "On PostgreSQL use pg_dump (a consistent online copy) or your provider's snapshots: see docs/operations.md",
      );
    },
    faultDetail: postgresFaultDetail,
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
