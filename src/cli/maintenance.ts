/** `prospector backup FILE` (online, consistent) and `prospector check` (integrity + ledger). */
import { existsSync } from "node:fs";
import type { Config } from "../config.ts";
import { openSqliteStorage } from "../db/storage.ts";
import { UsageError } from "./args.ts";

export async function backupCommand(config: Config, args: string[]): Promise<number> {
  const file = args[0];
  if (!file) throw new UsageError("usage: prospector backup FILE");
  if (existsSync(file)) {
    console.error(`${file} already exists; choose a new file name`);
    return 1;
  }
  const storage = openSqliteStorage(config.databasePath);
  try {
    // VACUUM INTO writes a consistent snapshot while the server keeps reading and writing (WAL).
    const started = performance.now();
    storage.handle.sqlite.run("VACUUM INTO ?", [file]);
    console.log(
      `backed up ${config.databasePath} to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    storage.close();
  }
}

export async function checkCommand(config: Config): Promise<number> {
  const storage = openSqliteStorage(config.databasePath);
  try {
    const integrity = storage.handle.sqlite
      .query<{ integrity_check: string }, []>("PRAGMA integrity_check")
      .all()
      .map((r) => r.integrity_check);
    const unreconciled = await storage.credits.unreconciled();
    const ok = integrity.length === 1 && integrity[0] === "ok" && unreconciled.length === 0;
    console.log(`integrity_check: ${integrity.join("; ")}`);
    console.log(
      unreconciled.length === 0
        ? "ledger: every key's balance equals the sum of its ledger"
        : `ledger: ${unreconciled.length} key(s) do not reconcile: ${JSON.stringify(unreconciled)}`,
    );
    return ok ? 0 : 1;
  } finally {
    storage.close();
  }
}
