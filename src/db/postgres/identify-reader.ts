/**
 * The identify reads on connections of their own (the bulk scoring thread's: ../identify-scoring.ts):
 * the same repositories a Storage builds, over a small pool of the thread's.
 */
import type { IdentifyReads } from "../../domain/storage/index.ts";
import { connect } from "./client.ts";
import { PgCompanySnapshots } from "./company-snapshots.ts";
import { createPgIdentifyRepository } from "./identify.ts";
import { createPgPeopleRepository } from "./people.ts";
import { createPgPrivacyRepository } from "./privacy.ts";

/** A chunk's reads run one after another: two connections are enough. */
const POOL = 2;

export function openPgIdentifyReader(url: string): IdentifyReads & { close(): Promise<void> } {
  const sql = connect(url, POOL);
  const snapshots = new PgCompanySnapshots(sql);
  return {
    identify: createPgIdentifyRepository(sql, snapshots),
    people: createPgPeopleRepository(sql, snapshots),
    privacy: createPgPrivacyRepository(sql),
    async close() {
      await sql.end({ timeout: 1 });
    },
  };
}
