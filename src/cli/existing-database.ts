/**
 * Commands that read what is there (check, backup, export) open the database only when it exists.
 * Opening a SQLite path creates it: a mistyped DATABASE_PATH became a fresh empty database that
 * check called "ok", backup copied and export wrote as nothing, each with exit 0. PostgreSQL
 * (DATABASE_URL) says itself when the database is not there.
 */
import { existsSync } from "node:fs";
import type { Config } from "../config.ts";

/** True (after one line on stderr) when the SQLite file the command would read is not there. */
export function refuseMissingDatabase(config: Config): boolean {
  if (config.databaseUrl || existsSync(config.databasePath)) return false;
  console.error(
    `prospector: no database at ${config.databasePath}: set DATABASE_PATH (or DATA_DIR) to where it is`,
  );
  return true;
}
