/**
 * A real server for tests: a fresh SQLite file in a temp dir, the real app listening on an
 * ephemeral loopback port, and a fetch helper that talks HTTP to it.
 *
 * `TEST_TARGET=binary` runs the same tests against the compiled executable (`dist/prospector`, or
 * `TEST_BINARY`): the helper prepares the same temp database, then spawns `prospector serve` on it
 * with free loopback ports instead of building the app in this process. The test keeps its own
 * connection to the file for preparing data and reading it back. What only exists in-process (an
 * injected clock, the job runner's handle, a tiny rate window) is not there: tests that need it
 * are `sourceOnly`.
 */
import { test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { type Config, loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import type { SqliteStorage } from "../../src/db/sqlite/storage.ts";
import type { JobRunner } from "../../src/domain/jobs/runner.ts";
import { createApp } from "../../src/http/app.ts";
import type { Clock } from "../../src/http/deps.ts";
import { listen } from "../../src/http/listen.ts";
import { createLogger } from "../../src/log.ts";
import { createServices } from "../../src/services.ts";
import { freshDatabase } from "./postgres.ts";

export const TEST_TARGET = process.env.TEST_TARGET === "binary" ? "binary" : "source";
/** `TEST_ENGINE=postgres`: every server gets a fresh database on a real PostgreSQL (test/helpers/postgres.ts). */
export const TEST_ENGINE = process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite";
/** For a test that drives what only exists in-process (clock, job runner, rate window, faults). */
export const sourceOnly = test.skipIf(TEST_TARGET === "binary");
/** For a test that reaches into the SQLite file itself (its pragmas, its FTS tables). */
export const sqliteOnly = test.skipIf(TEST_ENGINE !== "sqlite");
export const sourceSqliteOnly = test.skipIf(TEST_TARGET === "binary" || TEST_ENGINE !== "sqlite");
/**
 * For a test that moves the injected clock to refill rate-limit buckets: only the in-memory limiter
 * (SQLite, in-process) follows it; PostgreSQL's buckets and Redis refill by their own clocks.
 */
export const limiterFollowsClock = TEST_TARGET === "source" && TEST_ENGINE === "sqlite";
export const memoryLimiterOnly = test.skipIf(!limiterFollowsClock);

/** The environment that points a server at this run's engine: a fresh PostgreSQL database, or nothing. */
export async function engineEnv(): Promise<Record<string, string>> {
  return TEST_ENGINE === "postgres" ? { DATABASE_URL: await freshDatabase() } : {};
}
const BINARY = process.env.TEST_BINARY ?? join(import.meta.dir, "..", "..", "dist", "prospector");

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
  /** Raw SQL on the server's database, whichever the engine (`?` placeholders). */
  sql<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
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

export async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port ?? 0;
  await server.stop(true);
  return port;
}

/**
 * Two free ports that differ (a server's PORT and ALT_PORT): a port freed by the first probe can be
 * the kernel's next answer too, and `serve` refuses the pair (local CI, stop 64: "ALT_PORT: must
 * differ from PORT (both are 35389)").
 */
export async function freePortPair(): Promise<[number, number]> {
  const port = await freePort();
  for (;;) {
    const alt = await freePort();
    if (alt !== port) return [port, alt];
  }
}

/** Raw SQL on a test database: SQLite through its handle, PostgreSQL through a small pool of its own. */
function rawSql(storage: SqliteStorage, config: Config) {
  if (!config.databaseUrl)
    return {
      run: async <T>(text: string, ...params: unknown[]) =>
        storage.handle.sqlite.query(text).all(...(params as never[])) as T[],
      close: async () => {},
    };
  const pool = postgres(config.databaseUrl, { max: 2, onnotice: () => {} });
  return {
    run: async <T>(text: string, ...params: unknown[]) => {
      let n = 0;
      return (await pool.unsafe(
        text.replace(/\?/g, () => `$${++n}`),
        params as never[],
      )) as unknown as T[];
    },
    close: () => pool.end({ timeout: 1 }),
  };
}

/** `step`, and a line on stderr naming it if it has not finished after 10 s. */
async function named<T>(name: string, step: Promise<T>): Promise<T> {
  const warn = setTimeout(() => console.error(`test server stop: ${name} still running after 10 s`), 10_000);
  try {
    return await step;
  } finally {
    clearTimeout(warn);
  }
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  if (TEST_TARGET === "binary") return startBinaryServer(options);
  const dir = tempDir();
  const config = loadConfig({
    DATA_DIR: dir.path,
    PORT: "0",
    LOG_LEVEL: "silent",
    DEMO_PEOPLE: "0",
    // In this process the test's own requests share the server's one thread: a burst of them (200
    // at once) delays the limiter's answers by the test's own work, which the 250 ms deadline of a
    // shared store would count as the store failing. The limiter is the one `serve` builds; only
    // its deadline is longer here (the binary, in its own process, runs the default).
    RATE_LIMIT_TIMEOUT_MS: "5000",
    ...(await engineEnv()),
    ...options.env,
  });
  // On PostgreSQL the SQLite-only members (handle, billing) are absent: tests that use them are sqliteOnly.
  const storage = (await openStorage(config)) as SqliteStorage;
  await options.prepare?.(storage);
  const log = options.logLines
    ? createLogger("debug", (line) => options.logLines?.push(line))
    : createLogger("silent");
  // The services `serve` builds, from the same factory: on PostgreSQL the limiter is PostgreSQL's
  // buckets (REDIS_URL: Redis), on SQLite memory driven by the injected clock.
  const services = await createServices(config, storage, {
    log,
    clock: options.clock,
    version: "test",
    rateWindowSeconds: options.rateWindowSeconds,
  });
  const { jobs } = services;
  // Webhooks are delivered as `serve` delivers them (the loop serve starts).
  services.webhooks.start();
  const listenOptions = {
    port: 0,
    hostname: "127.0.0.1",
    networkWord: config.networkWord,
    requestTimeoutMs: config.requestTimeoutMs,
    log,
  };
  // Both listeners, as `serve` runs them: the main variant and the alternate one (ALT_PORT).
  const main = listen(createApp(services), listenOptions);
  const alt = listen(createApp({ ...services, variant: "alt" }), listenOptions);
  const url = `http://127.0.0.1:${main.port}`;
  const altUrl = `http://127.0.0.1:${alt.port}`;
  const raw = rawSql(storage, config);
  return {
    sql: raw.run,
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
      // Within bun's 5 s hook limit, with the listeners' own stop before it.
      await jobs.drain(2000);
      // Named, so that a step that hangs says which it is (local CI on a loaded machine once had
      // this hook time out on PostgreSQL without saying where).
      await named("services.close()", services.close());
      await named("raw SQL close", raw.close());
      await named("storage.close()", storage.close());
      dir.cleanup();
    },
  };
}

/** The same server, as the compiled binary in its own process over the same kind of temp database. */
async function startBinaryServer(options: TestServerOptions): Promise<TestServer> {
  const dir = tempDir();
  // No load balancer to warn before closing: stop at once (a test names SHUTDOWN_DELAY_MS when it needs it).
  const env = {
    DATA_DIR: dir.path,
    LOG_LEVEL: "silent",
    DEMO_PEOPLE: "0",
    SHUTDOWN_DELAY_MS: "0",
    // One process, as the in-process server is; workers are tested in test/cli/workers.
    WORKERS: "1",
    ...(await engineEnv()),
    ...options.env,
  };
  const config = loadConfig({ ...env, PORT: "0" });
  const storage = (await openStorage(config)) as SqliteStorage;
  await options.prepare?.(storage);
  // What the test prepared is the whole database: no demo key on the binary's first start.
  await storage.meta.set("first_start_done", new Date().toISOString());
  // Ports are picked free and then released for the binary to bind: another socket (an outgoing
  // connection's ephemeral port) can take one in between, and the binary then refuses to start as
  // it should. Only that refusal is retried, on new ports.
  let started: StartedBinary | null = null;
  for (let attempt = 1; !started; attempt++) {
    const [port, altPort] = await freePortPair();
    started = await spawnBinary(env, options, port, altPort, attempt < 3);
  }
  const { proc, logDone, port, altPort, url, altUrl } = started;
  const raw = rawSql(storage, config);
  const jobs = new Proxy({} as JobRunner, {
    get: (_t, name) => {
      throw new Error(`server.jobs.${String(name)} is in-process only: mark the test sourceOnly`);
    },
  });
  return {
    sql: raw.run,
    url,
    altUrl,
    storage,
    jobs,
    config: { ...config, port, altPort },
    dir: dir.path,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    altFetch: (path, init) => fetch(`${altUrl}${path}`, init),
    async stop() {
      proc.kill("SIGTERM");
      // Within the hook's 5 s: a job step still running at SIGTERM is ended with SIGKILL, which the
      // jobs survive (their leases expire), as in production.
      const exited = await Promise.race([proc.exited, Bun.sleep(3_000).then(() => null)]);
      if (exited === null) proc.kill("SIGKILL");
      await proc.exited;
      await logDone;
      await raw.close();
      await storage.close();
      dir.cleanup();
    },
  };
}

interface StartedBinary {
  proc: Bun.Subprocess<"ignore", "ignore", "pipe">;
  logDone: Promise<void>;
  port: number;
  altPort: number;
  url: string;
  altUrl: string;
}

/**
 * `serve` of the binary on these ports, once it answers and is past its warm-up; null when it
 * refused a port that was taken meanwhile and `retry` allows another try.
 */
async function spawnBinary(
  env: Record<string, string>,
  options: TestServerOptions,
  port: number,
  altPort: number,
  retry: boolean,
): Promise<StartedBinary | null> {
  const proc = Bun.spawn([BINARY, "serve"], {
    env: {
      PATH: process.env.PATH ?? "",
      ...env,
      ...(options.logLines ? { LOG_LEVEL: "debug" } : {}),
      HOST: "127.0.0.1",
      PORT: String(port),
      ALT_PORT: String(altPort),
    },
    stdout: "ignore",
    stderr: "pipe",
  });
  // The binary's log lines (JSON on stderr) are the test's log lines; the last ones are kept for
  // the error when it does not start.
  const startLog: string[] = [];
  const logDone = (async () => {
    const decoder = new TextDecoder();
    let pending = "";
    const reader = proc.stderr.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.trim()) continue;
        options.logLines?.push(line);
        startLog.push(line);
        if (startLog.length > 20) startLog.shift();
      }
    }
  })();
  const url = `http://127.0.0.1:${port}`;
  const altUrl = `http://127.0.0.1:${altPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      // Started and past its warm-up (/readyz no longer `starting`), as a load balancer waits for:
      // a test's first request must not race the background rehearsal (it answered /readyz 503 to
      // the fuzz test on the binary).
      if (
        (await fetch(`${url}/health`)).ok &&
        (await fetch(`${altUrl}/health`)).ok &&
        ((await (await fetch(`${url}/readyz`)).json()) as { status?: string }).status !== "starting"
      )
        break;
    } catch {}
    if (proc.exitCode !== null) {
      await logDone;
      const log = startLog.join("\n");
      if (retry && log.includes("is already in use")) {
        options.logLines?.splice(0);
        return null;
      }
      throw new Error(`${BINARY} serve exited with ${proc.exitCode}:\n${log}`);
    }
    if (Date.now() > deadline) throw new Error(`${BINARY} serve did not answer /health or stayed starting`);
    await Bun.sleep(25);
  }
  return { proc, logDone, port, altPort, url, altUrl };
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
