/**
 * Token buckets in Redis (`REDIS_URL`): one Lua script reads, refills, takes and writes a bucket
 * atomically with Redis's own clock, so any number of instances share each limit exactly.
 *
 * The client is ioredis (docs/decisions.md): Bun's RedisClient gives up for good after its last
 * reconnect attempt and queues commands while disconnected, which turned a Redis outage into hung
 * requests and, after ~30 s, a limiter that never came back. Here (docs/operations.md):
 * - reconnects forever, with backoff doubling from 100 ms and capped at 2 s;
 * - no offline queue: while disconnected a command fails at once (the insured limiter then answers
 *   from its fallback) instead of waiting;
 * - every command has a deadline (`commandTimeoutMs`, RATE_LIMIT_TIMEOUT_MS);
 * - the script is sent once and then called by its SHA (EVALSHA; ioredis reloads it on NOSCRIPT).
 */
import { Redis } from "ioredis";
import { closed, decision, type RateDecision, type RateLimiter } from "../../domain/billing/rate-limiter.ts";

const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local consume = tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(b[1])
local ts = tonumber(b[2])
if tokens == nil then tokens = limit ts = now end
tokens = math.min(limit, tokens + math.max(0, now - ts) * limit / window)
local allowed = 0
if tokens >= 1 then
  allowed = 1
  if consume == 1 then tokens = tokens - 1 end
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', now)
redis.call('PEXPIRE', KEYS[1], window * 2)
return {allowed, tostring(tokens)}
`;

type BucketClient = Redis & {
  prospectorBucket(key: string, limit: string, windowMs: string, consume: string): Promise<[number, string]>;
};

export interface RedisLimiterOptions {
  windowSeconds?: number;
  /** Deadline of one command (ms). */
  commandTimeoutMs?: number;
  /** Deadline of one connection attempt (ms). */
  connectTimeoutMs?: number;
  prefix?: string;
}

/** Reconnect delays: 100, 200, 400 ... ms, never more than 2 s, and never giving up. */
export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.min(Math.max(attempt - 1, 0), 5), 2000);
}

export class RedisRateLimiter implements RateLimiter {
  private readonly client: BucketClient;
  private readonly windowSeconds: number;
  private readonly prefix: string;

  constructor(url: string, options: RedisLimiterOptions = {}) {
    this.windowSeconds = options.windowSeconds ?? 60;
    this.prefix = options.prefix ?? "prospector:rate:";
    const client = new Redis(url, {
      retryStrategy: reconnectDelay,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      connectTimeout: options.connectTimeoutMs ?? 1000,
      // A dead peer is noticed by keepalive probes, not only by the next command's deadline.
      keepAlive: 5000,
    });
    client.defineCommand("prospectorBucket", { numberOfKeys: 1, lua: SCRIPT });
    // Connection errors are expected while Redis is away; the insured limiter reports the switch
    // to its fallback once, instead of a line per reconnect attempt.
    client.on("error", () => {});
    this.client = client as BucketClient;
  }

  /** Connected and ready: a command now gets an answer (or times out), it is not refused. */
  available(): boolean {
    return this.client.status === "ready";
  }

  /** Resolves when connected, or after `ms` (start-up waits this long for Redis, never longer). */
  async ready(ms: number): Promise<boolean> {
    if (this.available()) return true;
    return new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.client.off("ready", onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.client.once("ready", onReady);
    });
  }

  peek(key: string, limit: number): Promise<RateDecision> {
    return this.run(key, limit, 0);
  }

  take(key: string, limit: number): Promise<RateDecision> {
    return this.run(key, limit, 1);
  }

  private async run(key: string, limit: number, consume: 0 | 1): Promise<RateDecision> {
    if (limit <= 0) return closed(this.windowSeconds);
    const [allowed, tokens] = await this.client.prospectorBucket(
      this.prefix + key,
      String(limit),
      String(this.windowSeconds * 1000),
      String(consume),
    );
    return decision(limit, this.windowSeconds, Number(tokens), allowed === 1);
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
