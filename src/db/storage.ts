/** Builds the Storage (all repositories) over one SQLite database file, migrated. */

import { FACETS_VERSION } from "../domain/search/facets.ts";
import { type OpenOptions, openDatabase, type SqliteHandle } from "./client.ts";
import { migrate } from "./migrate.ts";
import { createSqliteCompanyRepository } from "./repositories/sqlite/companies.ts";
import { CompanySnapshots } from "./repositories/sqlite/company-snapshots.ts";
import { createSqliteIdempotencyRepository } from "./repositories/sqlite/idempotency.ts";
import { createSqliteJobRepository } from "./repositories/sqlite/jobs.ts";
import {
  createSqliteApiKeyRepository,
  createSqliteCreditRepository,
  createSqliteMetaRepository,
} from "./repositories/sqlite/keys.ts";
import { createSqlitePeopleRepository } from "./repositories/sqlite/people.ts";
import { createSqlitePostRepository } from "./repositories/sqlite/posts.ts";
import { createSqliteSearchRepository } from "./repositories/sqlite/search.ts";
import type { Storage } from "./repositories/types.ts";

export interface SqliteStorage extends Storage {
  handle: SqliteHandle;
  /** Second connection to the same file, synchronous=FULL, for credit changes only. */
  billing: SqliteHandle;
}

export function openSqliteStorage(path: string, options: OpenOptions = {}): SqliteStorage {
  const handle = openDatabase(path, options);
  migrate(handle.sqlite);
  const { sqlite, db } = handle;
  const snapshots = new CompanySnapshots(sqlite);
  const billing = openDatabase(path, { synchronous: "FULL", cacheMiB: 8 });
  const search = createSqliteSearchRepository(sqlite, db, snapshots);
  // Facet tokens of people stored before the facet index existed (or under an older version of
  // it) are rebuilt once, here, before anything reads or writes them.
  search.ensureFacetsSync(FACETS_VERSION);
  return {
    handle,
    billing,
    people: createSqlitePeopleRepository(sqlite, db, snapshots),
    companies: createSqliteCompanyRepository(sqlite, db, snapshots),
    posts: createSqlitePostRepository(sqlite, db),
    keys: createSqliteApiKeyRepository(db),
    credits: createSqliteCreditRepository(billing.sqlite),
    meta: createSqliteMetaRepository(db),
    search,
    jobs: createSqliteJobRepository(sqlite, billing.sqlite),
    idempotency: createSqliteIdempotencyRepository(billing.sqlite),
    async ping() {
      return sqlite.query<{ ok: number }, []>("SELECT 1 AS ok").get()?.ok === 1;
    },
    close() {
      billing.sqlite.close();
      sqlite.close();
    },
  };
}
