/**
 * Configuration from the environment, validated once. A bad value stops start-up with one line
 * that names the variable; nothing else in the code reads process.env.
 */

import { availableParallelism } from "node:os";
import { join } from "node:path";
import { parseTierLimits, type TierLimits, TierLimitsError } from "./domain/billing/tier-limits.ts";
import type { ScrapeConfig } from "./domain/enrich/scrape.ts";
import type { LlmConfig } from "./domain/query/llm-planner.ts";
import { parseSourceRules, type SourceRules, SourceRulesError } from "./domain/sources/rules.ts";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  altPort: number;
  host: string;
  dataDir: string;
  databasePath: string;
  /** postgres:// URL: PostgreSQL instead of the SQLite file. */
  databaseUrl: string | null;
  /** Connections per process in the PostgreSQL pool. */
  databasePoolSize: number;
  /**
   * A PostgreSQL connection attempt (and so a query waiting for a connection) that has not finished
   * after this long fails: the request answers 503 with Retry-After instead of waiting.
   */
  databaseConnectTimeoutMs: number;
  /** redis:// URL: rate-limit buckets shared by instances live there. */
  redisUrl: string | null;
  /** The rate limiter's store calls and degradation policy (docs/operations.md). */
  rateLimit: {
    /** Deadline of one call to the shared store (ms); null = the store's default (250 Redis, 2000 PostgreSQL). */
    timeoutMs: number | null;
    /** What answers while the shared store is down; null = the default for the stores there are. */
    fallback: "postgres" | "memory" | "none" | null;
    /** Instances sharing the limits: a memory fallback gives each `limit / instances`. */
    instances: number;
  };
  /**
   * A request that has not finished after this long is answered 503 with Retry-After (a stuck
   * database), before the HTTP server's idle timeout would close the connection with no answer.
   */
  requestTimeoutMs: number;
  /** TIER_LIMITS merged over the defaults (null = unlimited), and what the operator set (null: none). */
  tierLimits: { limits: TierLimits; overrides: Record<string, unknown> | null };
  /** PORT_SHARING: listen beside other processes on the same ports (SO_REUSEPORT); else a port in use is refused. */
  portSharing: boolean;
  /**
   * WORKERS: server processes sharing the ports (default: the machine's cores); 1 is one process,
   * as before. More than one: a primary process spawns them (src/cli/workers.ts).
   */
  workers: number;
  /** Set in a worker process by its primary (PROSPECTOR_WORKER): its index from 1, else null. */
  workerIndex: number | null;
  /** In a worker: its primary's process id (PROSPECTOR_PRIMARY), to stop when the primary is gone. */
  primaryPid: number | null;
  adminToken: string | null;
  logLevel: LogLevel;
  demoPeople: number;
  demoSeed: number;
  /** Failed authentications one address may make per minute before it is refused (429). */
  authFailuresPerMinute: number;
  /** How many jobs (deep research, bulk contacts) run at once. */
  jobConcurrency: number;
  /** This instance's name in job rows (unset: "local" on SQLite, host-pid-random on PostgreSQL). */
  instanceId: string | null;
  /** How long a job stays with an instance that stopped renewing it (seconds). */
  jobLeaseSeconds: number;
  /** How long access-log rows (who received whose contact data) are kept (docs/privacy.md). */
  accessLogDays: number;
  /** How often an idle instance looks for runnable jobs (ms). */
  jobPollMs: number;
  /** On SIGTERM: how long /readyz says 503 before the listeners close (load balancers notice). */
  shutdownDelayMs: number;
  /** Prometheus metrics at /metrics on the main listener. */
  metrics: boolean;
  /** Soft words ranked by what they go with in the data (ASSOCIATIONS, on by default: docs/search.md). */
  associations: boolean;
  /** Search totals are counted up to this many matches unless exact_total=true (SEARCH_TOTAL_CAP). */
  searchTotalCap: number;
  /** The operator's own LLM as query planner (LLM_URL; off when null: docs/search.md). */
  llm: LlmConfig;
  /** When set, /metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  scrape: ScrapeConfig;
  /** Webhook delivery (docs/webhooks.md). */
  webhooks: { allowLoopback: boolean; timeoutMs: number; pollMs: number; leaseMs: number };
  /** The word used where the spec writes `pnet` (paths, parameters, response keys). */
  networkWord: string;
  /** Check inferred work emails' domains for MX records (a DNS query per domain). */
  contactsMxCheck: boolean;
  /** Resolvers for the MX check (host or host:port); empty = the system's. */
  contactsDnsServers: string[];
  /** The conflict rule between sources (SOURCE_RULES: JSON or a file of it; docs/sources.md). */
  sourceRules: SourceRules;
  /** `prospector import`: the bound on one record in bytes (a larger one is skipped; docs/import.md). */
  importMaxRecordBytes: number;
}

/** The range of IMPORT_MAX_RECORD_BYTES and --max-record-bytes: 64 bytes to 1 GiB. */
export const MAX_RECORD_BYTES_RANGE = [64, 1 << 30] as const;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

function networkWord(env: Env): string {
  const raw = env.NETWORK_WORD?.trim().toLowerCase();
  if (!raw) return "pnet";
  if (!/^[a-z][a-z0-9]{1,31}$/.test(raw))
    throw new ConfigError(
      "NETWORK_WORD",
      `must be 2 to 32 lower-case letters or digits, starting with a letter, got "${env.NETWORK_WORD}"`,
    );
  if (raw !== "pnet" && (raw.includes("pnet") || "pnet".includes(raw)))
    throw new ConfigError("NETWORK_WORD", `must not contain or be part of "pnet", got "${raw}"`);
  return raw;
}

function scrapeUpstream(env: Env): string | null {
  const raw = env.SCRAPE_UPSTREAM_URL?.trim();
  if (!raw) return null;
  if (!raw.includes("{url}"))
    throw new ConfigError("SCRAPE_UPSTREAM_URL", "must contain {url} where the profile URL goes");
  try {
    const u = new URL(raw.replace("{url}", "x"));
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error();
  } catch {
    throw new ConfigError("SCRAPE_UPSTREAM_URL", `must be an http(s) URL template, got "${raw}"`);
  }
  return raw;
}

function llmUrl(env: Env): string | null {
  const raw = env.LLM_URL?.trim();
  if (!raw) return null;
  try {
    const u = new URL(raw);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error();
  } catch {
    throw new ConfigError(
      "LLM_URL",
      `must be an http(s) URL (an OpenAI-compatible /v1/chat/completions), got "${raw}"`,
    );
  }
  return raw;
}

function hostList(env: Env, name: string, fallback: string): string[] {
  const hosts = (env[name] ?? fallback)
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (hosts.includes("*"))
    throw new ConfigError(
      name,
      "must list host names (exact, or *.domain for subdomains); a bare * would let a caller's URL name any host",
    );
  return hosts;
}

function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("DATABASE_URL", "must be a postgres://user:password@host:port/database URL");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:")
    throw new ConfigError(
      "DATABASE_URL",
      `must start with postgres:// or postgresql://, got "${url.protocol}//"`,
    );
  return raw;
}

function redisUrl(env: Env): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(raw))
    throw new ConfigError("REDIS_URL", `must be a redis:// or rediss:// URL, got "${raw}"`);
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[]): T | null {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return null;
  if (!(values as readonly string[]).includes(raw))
    throw new ConfigError(name, `must be one of ${values.join(", ")}, got "${env[name]}"`);
  return raw as T;
}

function port(env: Env, name: string, fallback: number): number {
  // 0 asks the OS for a free port (tests use it).
  return integer(env, name, fallback, 0, 65535);
}

/**
 * A setting written in a small language of its own (SOURCE_RULES, TIER_LIMITS): its parser's error,
 * of class `refusal`, becomes a ConfigError naming the variable; any other error is a bug and passes.
 */
function parsed<T>(
  env: Env,
  name: string,
  parse: (text: string) => T,
  refusal: new (...args: never[]) => Error,
): T {
  try {
    return parse(env[name] ?? "");
  } catch (e) {
    if (e instanceof refusal) throw new ConfigError(name, e.message);
    throw e;
  }
}

function rateLimitConfig(env: Env): Config["rateLimit"] {
  return {
    // Unset: a default per store (src/db/rate-limit/open.ts).
    timeoutMs: env.RATE_LIMIT_TIMEOUT_MS?.trim()
      ? integer(env, "RATE_LIMIT_TIMEOUT_MS", 250, 10, 10_000)
      : null,
    fallback: oneOf(env, "RATE_LIMIT_FALLBACK", ["postgres", "memory", "none"] as const),
    instances: integer(env, "RATE_LIMIT_INSTANCES", 1, 1, 10_000),
  };
}

const llmTimeout = (env: Env) => integer(env, "LLM_TIMEOUT_MS", 3000, 50, 120_000);

/** Scrape settings from the environment; the network's hosts and the deadline come after (below). */
function scrapeConfig(env: Env): ScrapeConfig {
  return {
    upstreamUrl: scrapeUpstream(env),
    allowedHosts: hostList(env, "SCRAPE_ALLOWED_HOSTS", ""),
    networkHosts: [],
    allowLoopback: boolean(env, "SCRAPE_ALLOW_LOOPBACK", false),
    timeoutMs: integer(env, "SCRAPE_TIMEOUT_MS", 10_000, 100, 120_000),
    maxBytes: integer(env, "SCRAPE_MAX_BYTES", 2 * 1024 * 1024, 1024, 50 * 1024 * 1024),
  };
}

/** What scrape settings depend on: the network word (its hosts) and the request deadline. */
function finishScrapeConfig(config: Config, env: Env): void {
  // The network's own hosts follow the word (www.<word>.com) and include the demo data's host.
  config.scrape.networkHosts = hostList(
    env,
    "NETWORK_HOSTS",
    `${config.networkWord}.com,*.${config.networkWord}.com,pnet.example,*.pnet.example`,
  );
  // Unset, the scrape timeout stays under a shortened request deadline by itself.
  if (!env.SCRAPE_TIMEOUT_MS?.trim())
    config.scrape.timeoutMs = Math.min(config.scrape.timeoutMs, config.requestTimeoutMs - 1000);
  if (config.scrape.timeoutMs >= config.requestTimeoutMs)
    throw new ConfigError(
      "SCRAPE_TIMEOUT_MS",
      `must be below REQUEST_TIMEOUT_MS (${config.requestTimeoutMs}), got ${config.scrape.timeoutMs}: a scrape would outlive its request`,
    );
}

function webhooksConfig(env: Env): Config["webhooks"] {
  return {
    allowLoopback: boolean(env, "WEBHOOKS_ALLOW_LOOPBACK", false),
    timeoutMs: integer(env, "WEBHOOK_TIMEOUT_MS", 10_000, 100, 60_000),
    pollMs: integer(env, "WEBHOOK_POLL_MS", 1000, 10, 60_000),
    leaseMs: integer(env, "WEBHOOK_LEASE_SECONDS", 60, 1, 3600) * 1000,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = env.DATA_DIR?.trim() || "./data";
  const databasePath = env.DATABASE_PATH?.trim() || join(dataDir, "prospector.db");
  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || "info") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`);
  }
  const adminToken = env.ADMIN_TOKEN?.trim() || null;
  if (adminToken !== null && adminToken.length < 16) {
    throw new ConfigError("ADMIN_TOKEN", "must be at least 16 characters long when set");
  }
  const config: Config = {
    port: port(env, "PORT", 3000),
    altPort: port(env, "ALT_PORT", 3001),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir,
    databasePath,
    databaseUrl: databaseUrl(env),
    databasePoolSize: integer(env, "DATABASE_POOL_SIZE", 10, 1, 1000),
    databaseConnectTimeoutMs: integer(env, "DATABASE_CONNECT_TIMEOUT_MS", 2000, 100, 60_000),
    redisUrl: redisUrl(env),
    rateLimit: rateLimitConfig(env),
    tierLimits: parsed(env, "TIER_LIMITS", parseTierLimits, TierLimitsError),
    requestTimeoutMs: integer(env, "REQUEST_TIMEOUT_MS", 15_000, 1000, 200_000),
    portSharing: boolean(env, "PORT_SHARING", false),
    workers: integer(env, "WORKERS", availableParallelism(), 1, 256),
    workerIndex: env.PROSPECTOR_WORKER?.trim() ? integer(env, "PROSPECTOR_WORKER", 1, 1, 256) : null,
    primaryPid: env.PROSPECTOR_PRIMARY?.trim() ? integer(env, "PROSPECTOR_PRIMARY", 1, 1, 2 ** 31 - 1) : null,
    adminToken,
    logLevel,
    demoPeople: integer(env, "DEMO_PEOPLE", 5000, 0, 10_000_000),
    demoSeed: integer(env, "DEMO_SEED", 42, 0, 2 ** 31 - 1),
    jobConcurrency: integer(env, "JOB_CONCURRENCY", 2, 1, 64),
    instanceId: env.INSTANCE_ID?.trim() || null,
    jobLeaseSeconds: integer(env, "JOB_LEASE_SECONDS", 30, 1, 3600),
    accessLogDays: integer(env, "ACCESS_LOG_DAYS", 365, 1, 36_500),
    jobPollMs: integer(env, "JOB_POLL_MS", 1000, 10, 60_000),
    shutdownDelayMs: integer(env, "SHUTDOWN_DELAY_MS", 1000, 0, 60_000),
    metrics: boolean(env, "METRICS", false),
    associations: boolean(env, "ASSOCIATIONS", true),
    searchTotalCap: integer(env, "SEARCH_TOTAL_CAP", 10_000, 1, 100_000_000),
    llm: { url: llmUrl(env), model: env.LLM_MODEL?.trim() || "default", timeoutMs: llmTimeout(env) },
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    authFailuresPerMinute: integer(env, "AUTH_FAILURES_PER_MINUTE", 20, 1, 1_000_000),
    scrape: scrapeConfig(env),
    webhooks: webhooksConfig(env),
    networkWord: networkWord(env),
    contactsMxCheck: boolean(env, "CONTACTS_MX_CHECK", false),
    contactsDnsServers: (env.CONTACTS_DNS_SERVERS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    sourceRules: parsed(env, "SOURCE_RULES", parseSourceRules, SourceRulesError),
    importMaxRecordBytes: integer(env, "IMPORT_MAX_RECORD_BYTES", 1 << 20, ...MAX_RECORD_BYTES_RANGE),
  };
  finishScrapeConfig(config, env);
  if (config.port !== 0 && config.port === config.altPort) {
    throw new ConfigError("ALT_PORT", `must differ from PORT (both are ${config.port})`);
  }
  return config;
}
