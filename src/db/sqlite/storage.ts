/** Builds the Storage (all repositories) over one SQLite database file, migrated. */

import { facetIndexVersion } from "../../domain/search/index-version.ts";
import type { Storage } from "../../domain/storage/index.ts";
import { identifyScoringThread } from "../identify-scoring.ts";
import { createSqliteChangeRepository } from "./changes.ts";
import { type OpenOptions, openDatabase, type SqliteHandle } from "./client.ts";
import { createSqliteCompanyRepository } from "./companies.ts";
import { CompanySnapshots } from "./company-snapshots.ts";
import { createSqliteCreditRepository } from "./credits.ts";
import { rebuildDeferredIndexes } from "./deferred-indexes.ts";
import { sqliteFaultDetail } from "./errors.ts";
import { createSqliteIdempotencyRepository } from "./idempotency.ts";
import { createSqliteIdentifyRepository } from "./identify.ts";
import { createSqliteJobRepository } from "./jobs.ts";
import { createSqliteApiKeyRepository } from "./keys.ts";
import { createSqliteMetaRepository } from "./meta.ts";
import { migrate } from "./migrate.ts";
import { createSqlitePeopleRepository } from "./people.ts";
import { createSqlitePostRepository } from "./posts.ts";
import { createSqlitePrivacyRepository } from "./privacy.ts";
import { createSqliteSearchRepository } from "./search.ts";
import { readSearchPages } from "./search-pages.ts";
import { createSqliteSourcesRepository, rekeyNumericProfiles } from "./sources.ts";
import { createSqliteWatcherRepository } from "./watchers.ts";

export interface SqliteStorage extends Storage {
  handle: SqliteHandle;
  /** Second connection to the same file, synchronous=FULL, for credit changes only. */
  billing: SqliteHandle;
}

export function openSqliteStorage(
  path: string,
  options: OpenOptions & { keepDeferredIndexes?: boolean } = {},
): SqliteStorage {
  const handle = openDatabase(path, options);
  const migrated = migrate(handle.sqlite);
  const { sqlite, db } = handle;
  // Indexes a bulk import deferred and did not get to build (it was killed): built now, unless
  // this is an import that carries on deferring them.
  if (!options.keepDeferredIndexes) rebuildDeferredIndexes(sqlite);
  rekeyNumericProfiles(sqlite);
  const snapshots = new CompanySnapshots(sqlite);
  const billing = openDatabase(path, { synchronous: "FULL", cacheMiB: 8 });
  const search = createSqliteSearchRepository(sqlite, db, snapshots);
  // Facet tokens of people stored before the facet index existed (or under an older version of
  // it) are rebuilt once, here, before anything reads or writes them.
  search.ensureFacetsSync(facetIndexVersion());
  const posts = createSqlitePostRepository(sqlite, db);
  return {
    handle,
    billing,
    people: createSqlitePeopleRepository(sqlite, db, snapshots, (ids, n) => posts.byAuthors(ids, n)),
    companies: createSqliteCompanyRepository(sqlite, db, snapshots),
    posts,
    changes: createSqliteChangeRepository(sqlite),
    watchers: createSqliteWatcherRepository(sqlite),
    sources: createSqliteSourcesRepository(sqlite),
    keys: createSqliteApiKeyRepository(db),
    credits: createSqliteCreditRepository(billing.sqlite),
    meta: createSqliteMetaRepository(db, sqlite),
    search,
    jobs: createSqliteJobRepository(sqlite, billing.sqlite),
    idempotency: createSqliteIdempotencyRepository(billing.sqlite),
    privacy: createSqlitePrivacyRepository(billing.sqlite),
    identify: {
      ...createSqliteIdentifyRepository(sqlite, snapshots),
      // A thread of its own opens the same file; an in-memory database is this connection's alone.
      ...(path === ":memory:" ? {} : { scoringThread: identifyScoringThread({ engine: "sqlite", path }) }),
    },
    engine: "sqlite",
    location: path,
    migrated,
    async ping() {
      return sqlite.query<{ ok: number }, []>("SELECT 1 AS ok").get()?.ok === 1;
    },
    prefetchSearchPages: () => readSearchPages(sqlite),
    // One process at a time writes a SQLite file anyway; a second server starting on the same file
    // finds the first-start marker set by the first.
    exclusive: (_name, work) => work(),
    sharedRateLimiter: () => null,
    sharedByInstances: false,
    // One process: the runner wakes itself when it creates or releases a job.
    listenForJobs: async () => async () => {},
    async integrityProblems() {
      const rows = sqlite
        .query<{ integrity_check: string }, []>("PRAGMA integrity_check")
        .all()
        .map((r) => r.integrity_check);
      return rows.length === 1 && rows[0] === "ok" ? [] : rows;
    },
    async backup(file: string) {
      // VACUUM INTO writes a consistent snapshot while the server keeps reading and writing (WAL).
      sqlite.run("VACUUM INTO ?", [file]);
    },
    faultDetail: sqliteFaultDetail,
    async close() {
      billing.sqlite.close();
      sqlite.close();
    },
  };
}
