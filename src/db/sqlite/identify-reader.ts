/**
 * The identify reads on a connection of their own (the bulk scoring thread's: ../identify-scoring.ts):
 * the same repositories a Storage builds, over a second handle to the same file. WAL lets it read
 * while the job's thread writes results.
 */
import type { IdentifyReads } from "../../domain/storage/index.ts";
import { openDatabase } from "./client.ts";
import { CompanySnapshots } from "./company-snapshots.ts";
import { createSqliteIdentifyRepository } from "./identify.ts";
import { createSqlitePeopleRepository } from "./people.ts";
import { createSqlitePostRepository } from "./posts.ts";
import { createSqlitePrivacyRepository } from "./privacy.ts";

export function openSqliteIdentifyReader(path: string): IdentifyReads & { close(): Promise<void> } {
  const { sqlite, db } = openDatabase(path);
  const snapshots = new CompanySnapshots(sqlite);
  const posts = createSqlitePostRepository(sqlite, db);
  const people = createSqlitePeopleRepository(sqlite, db, snapshots, (ids, n) => posts.byAuthors(ids, n));
  return {
    identify: createSqliteIdentifyRepository(sqlite, snapshots),
    people,
    privacy: createSqlitePrivacyRepository(sqlite),
    async close() {
      sqlite.close();
    },
  };
}
