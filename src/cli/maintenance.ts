/** `prospector backup FILE` (online, consistent) and `prospector check` (integrity + ledger). */
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { UsageError } from "./args.ts";
import { refuseMissingDatabase } from "./existing-database.ts";

export async function backupCommand(config: Config, args: string[]): Promise<number> {
  const file = args[0];
  if (!file) throw new UsageError("usage: prospector backup FILE");
  if (existsSync(file)) {
    console.error(`${file} already exists; choose a new file name`);
    return 1;
  }
  // Where the copy cannot be written is the operator's to fix, said in one line (not a stack).
  const refuse = (why: string) => {
    console.error(`prospector: cannot write the backup to ${file}: ${why}`);
    return 1;
  };
  const parent = dirname(resolve(file));
  if (!existsSync(parent) || !statSync(parent).isDirectory()) return refuse(`${parent} is not a directory`);
  if (refuseMissingDatabase(config)) return 1;
  const storage = await openStorage(config);
  try {
    const started = performance.now();
    try {
      await storage.backup(file);
    } catch (e) {
      return refuse((e as Error).message);
    }
    console.log(
      `backed up ${storage.location} to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    await storage.close();
  }
}

export async function checkCommand(config: Config): Promise<number> {
  if (refuseMissingDatabase(config)) return 1;
  const storage = await openStorage(config);
  try {
    const problems = await storage.integrityProblems();
    const unreconciled = await storage.credits.unreconciled();
    const ok = problems.length === 0 && unreconciled.length === 0;
    console.log(`database: ${storage.engine} ${storage.location}`);
    console.log(`integrity_check: ${problems.length === 0 ? "ok" : problems.join("; ")}`);
    console.log(
      unreconciled.length === 0
        ? "ledger: every key's balance equals the sum of its ledger"
        : `ledger: ${unreconciled.length} key(s) do not reconcile: ${JSON.stringify(unreconciled)}`,
    );
    return ok ? 0 : 1;
  } finally {
    await storage.close();
  }
}
