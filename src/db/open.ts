/**
 * The one storage factory: `DATABASE_URL` (postgres:// or postgresql://) selects PostgreSQL,
 * otherwise the SQLite file at DATABASE_PATH. Nothing outside src/db names an engine.
 */
import type { Config } from "../config.ts";
import type { Storage } from "../domain/storage/index.ts";
import type { OpenOptions } from "./sqlite/client.ts";
import { openSqliteStorage } from "./sqlite/storage.ts";

export interface StorageOptions {
  /** SQLite page cache in MiB (bulk commands want more). */
  cacheMiB?: OpenOptions["cacheMiB"];
  /** A people import: indexes an earlier import deferred stay away until it ends. */
  keepDeferredIndexes?: boolean;
}

export async function openStorage(config: Config, options: StorageOptions = {}): Promise<Storage> {
  if (config.databaseUrl) {
    const { openPostgresStorage } = await import("./postgres/storage.ts");
    return openPostgresStorage(config.databaseUrl, {
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      keepDeferredIndexes: options.keepDeferredIndexes,
    });
  }
  return openSqliteStorage(config.databasePath, options);
}
