/**
 * A real server for tests: a fresh SQLite file in a temp dir, the real app listening on an
 * ephemeral loopback port, and a fetch helper that talks HTTP to it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Config, loadConfig } from "../../src/config.ts";
import { openSqliteStorage, type SqliteStorage } from "../../src/db/storage.ts";
import { RateLimiter } from "../../src/domain/billing/rate-limiter.ts";
import { createJobRunner } from "../../src/domain/jobs/index.ts";
import type { JobRunner } from "../../src/domain/jobs/runner.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import { type Clock, createApp } from "../../src/http/app.ts";
import { listen } from "../../src/http/listen.ts";
import { createLogger } from "../../src/log.ts";

export function tempDir(prefix = "prospector-test-"): { path: string; cleanup: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) };
}

export interface TestServer {
  url: string;
  /** The alternate variant's listener (the spec's {alt_base_url}). */
  altUrl: string;
  storage: SqliteStorage;
  jobs: JobRunner;
  config: Config;
  dir: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  altFetch(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Runs against the storage before the server starts (seed data, keys...). */
  prepare?: (storage: SqliteStorage) => Promise<void>;
  /** Inject a clock (rate-limit refill, expiry) instead of the system one. */
  clock?: Clock;
  /** Receives every log line (the server logs at debug level when given). */
  logLines?: string[];
  /** Rate-limit window in seconds (tiny: buckets refill at once, the limiter code still runs). */
  rateWindowSeconds?: number;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = tempDir();
  const config = loadConfig({
    DATA_DIR: dir.path,
    PORT: "0",
    LOG_LEVEL: "silent",
    DEMO_PEOPLE: "0",
    ...options.env,
  });
  const storage = openSqliteStorage(config.databasePath);
  await options.prepare?.(storage);
  const clock = options.clock ?? { now: () => new Date() };
  const limiter = new RateLimiter(() => clock.now().getTime(), options.rateWindowSeconds ?? 60);
  const log = options.logLines
    ? createLogger("debug", (line) => options.logLines?.push(line))
    : createLogger("silent");
  const search = new SearchService(storage, () => clock.now());
  const jobs = createJobRunner(storage, log, config, () => clock.now(), search);
  const deps = { storage, jobs, search, config, limiter, log, clock, version: "test" };
  const listenOptions = { port: 0, hostname: "127.0.0.1", networkWord: config.networkWord };
  // Both listeners, as `serve` runs them: the main variant and the alternate one (ALT_PORT).
  const main = listen(createApp(deps), listenOptions);
  const alt = listen(createApp({ ...deps, variant: "alt" }), listenOptions);
  const url = `http://127.0.0.1:${main.port}`;
  const altUrl = `http://127.0.0.1:${alt.port}`;
  return {
    url,
    altUrl,
    storage,
    jobs,
    config,
    dir: dir.path,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    altFetch: (path, init) => fetch(`${altUrl}${path}`, init),
    async stop() {
      await Promise.all([main.stop(), alt.stop()]);
      await jobs.drain(5000);
      storage.close();
      dir.cleanup();
    },
  };
}

/** Runs the CLI from source (`bun src/main.ts ...`) and collects its output. */
export async function runCli(args: string[], env: Record<string, string>, timeoutMs = 120_000) {
  const proc = Bun.spawn([process.execPath, "src/main.ts", ...args], {
    cwd: join(import.meta.dir, "..", ".."),
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const timer = setTimeout(() => proc.kill(), timeoutMs);
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  clearTimeout(timer);
  return { stdout, stderr, code };
}
