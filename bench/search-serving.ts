/**
 * What the search serving benches share (./first-search.ts, ./workers.ts, ./first-search-steps.ts):
 * the queries they ask, the database they are pointed at, a key to ask with, and a server started
 * as `prospector serve` is, on free ports.
 */
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey } from "../src/domain/billing/keys.ts";
import type { Storage } from "../src/domain/storage/index.ts";

/** Searches a user types; each bench asks the first few (the same ones, in the same order). */
export const SEARCH_QUERIES: readonly string[] = [
  "engineers",
  "software engineer in Berlin",
  "marketing managers",
  "data scientist python",
  "sales director",
  "nurses",
  "teachers in London",
  "product manager fintech",
  "accountants",
  "head of engineering",
  "designers in Paris",
  "recruiters",
  "backend developers in Amsterdam",
  "chief financial officer",
  "HR business partner",
  "lawyers",
];

/** The database a bench is pointed at: DATABASE_URL when set (PostgreSQL), else the SQLite file given. */
export function databaseEnv(file: string | undefined): Record<string, string> {
  if (process.env.DATABASE_URL) return { DATABASE_URL: process.env.DATABASE_URL };
  if (!file) throw new Error("a database file, or DATABASE_URL");
  return { DATABASE_PATH: file };
}

/** The bench's own connection to the database (for its key, or what it reads before measuring). */
export function openBenchStorage(db: Record<string, string>): Promise<Storage> {
  return openStorage(loadConfig({ ...db, LOG_LEVEL: "silent" }));
}

/** A tier3 key with credits enough for any bench. */
export async function benchKey(storage: Storage, name: string): Promise<string> {
  return (await createApiKey(storage, { tier: "tier3", name, credits: 1e9 })).key;
}

export function freePort(): number {
  const s = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = s.port;
  s.stop(true);
  return port;
}

/**
 * `prospector serve` from a source tree, on free ports, with no demo people and no tier limit (a
 * bench measures serving, not the tier's searches a minute). The caller waits for it as it
 * measures (the "listening" line, /readyz) and stops it.
 */
export function spawnServe<Stderr extends "pipe" | "inherit">(options: {
  tree: string;
  db: Record<string, string>;
  workers: number;
  logLevel: "info" | "silent";
  stderr: Stderr;
  env?: Record<string, string>;
}) {
  const port = freePort();
  const proc = Bun.spawn([process.execPath, "src/main.ts", "serve"], {
    cwd: options.tree,
    env: {
      ...process.env,
      ...options.db,
      HOST: "127.0.0.1",
      PORT: String(port),
      ALT_PORT: String(freePort()),
      WORKERS: String(options.workers),
      DEMO_PEOPLE: "0",
      LOG_LEVEL: options.logLevel,
      TIER_LIMITS: '{"tier3": null}',
      ...options.env,
    },
    stdout: "ignore",
    stderr: options.stderr,
  });
  return { proc, url: `http://127.0.0.1:${port}` };
}
