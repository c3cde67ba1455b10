/**
 * Token buckets in Redis (`REDIS_URL`): one Lua script reads, refills, takes and writes a bucket
 * atomically with Redis's own clock, so any number of instances share each limit exactly.
 */
import { RedisClient } from "bun";
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

export class RedisRateLimiter implements RateLimiter {
  private readonly client: RedisClient;

  constructor(
    url: string,
    private readonly windowSeconds = 60,
    private readonly prefix = "prospector:rate:",
  ) {
    this.client = new RedisClient(url, { autoReconnect: true, connectionTimeout: 2000 });
  }

  peek(key: string, limit: number): Promise<RateDecision> {
    return this.run(key, limit, 0);
  }

  take(key: string, limit: number): Promise<RateDecision> {
    return this.run(key, limit, 1);
  }

  private async run(key: string, limit: number, consume: 0 | 1): Promise<RateDecision> {
    if (limit <= 0) return closed(this.windowSeconds);
    const [allowed, tokens] = (await this.client.send("EVAL", [
      SCRIPT,
      "1",
      this.prefix + key,
      String(limit),
      String(this.windowSeconds * 1000),
      String(consume),
    ])) as [number, string];
    return decision(limit, this.windowSeconds, Number(tokens), allowed === 1);
  }

  async close(): Promise<void> {
    this.client.close();
  }
}
