/**
 * The degradation policy of the rate limiter (docs/operations.md, "Rate limits when Redis is
 * down"), after rate-limiter-flexible's insurance limiter: every call to the shared store has a
 * deadline; when the store fails, or is known to be disconnected, the same call is answered by the
 * fallback (the PostgreSQL buckets, or this instance's memory with `limit / instances`), and when
 * the store is back the next call goes to it again. Each switch is reported once (a log line and a
 * metric), not once per request. Without a fallback a failure is thrown and the caller answers 503.
 */
import {
  type GatedTake,
  type LimiterStore,
  type RateDecision,
  type RateLimiter,
  type RateLimiterHealth,
  takeUnlessGated,
} from "./rate-limiter.ts";

export interface SharedStore extends RateLimiter {
  /** False while the store is known to be unreachable (no call is tried then). */
  available?(): boolean;
}

export interface LimiterSwitch {
  to: "store" | "fallback" | "none";
  store: LimiterStore;
  fallback: LimiterStore | "none";
  /** Why the store was left (its error), when it was. */
  reason?: string;
}

/** While the store is failing, how often a request tries it again (ms). */
const RETRY_STORE_MS = 1000;

export class LimiterTimeout extends Error {
  constructor(ms: number) {
    super(`the rate-limit store did not answer within ${ms} ms`);
  }
}

/** `promise`, or a LimiterTimeout after `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LimiterTimeout(ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export class InsuredRateLimiter implements RateLimiter {
  private serving: "store" | "fallback" | "none" = "store";
  private since: string | null = null;
  private lastTry = 0;

  constructor(
    private readonly store: SharedStore,
    private readonly fallback: RateLimiter | null,
    private readonly options: {
      storeName: LimiterStore;
      fallbackName: LimiterStore | "none";
      deadlineMs: number;
      onSwitch?: (change: LimiterSwitch) => void;
    },
  ) {}

  peek(key: string, limit: number): Promise<RateDecision> {
    return this.run((l) => l.peek(key, limit));
  }

  take(key: string, limit: number): Promise<RateDecision> {
    return this.run((l) => l.take(key, limit));
  }

  takeUnlessGated(gate: string, gateLimit: number, key: string, limit: number): Promise<GatedTake> {
    return this.run((l) => takeUnlessGated(l, gate, gateLimit, key, limit));
  }

  health(): RateLimiterHealth {
    // A store known to be disconnected is reported before the next request finds out.
    const away = this.store.available?.() === false;
    if (away) this.since ??= new Date().toISOString();
    else if (this.serving === "store") this.since = null;
    return {
      store: this.options.storeName,
      serving: away && this.serving === "store" ? (this.fallback ? "fallback" : "none") : this.serving,
      fallback: this.options.fallbackName,
      since: this.since,
    };
  }

  async close(): Promise<void> {
    await Promise.all([this.store.close?.(), this.fallback?.close?.()]);
  }

  private async run<T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    let failure: unknown = new Error("the rate-limit store is not connected");
    // After a failure the store is tried again once a second, not by every request: a store that
    // accepts connections but does not answer would otherwise cost each request the whole deadline.
    const resting = this.serving !== "store" && Date.now() - this.lastTry < RETRY_STORE_MS;
    if ((this.store.available?.() ?? true) && !resting) {
      this.lastTry = Date.now();
      try {
        const answer = await withDeadline(call(this.store), this.options.deadlineMs);
        this.switchTo("store");
        return answer;
      } catch (error) {
        failure = error;
      }
    }
    if (!this.fallback) {
      this.switchTo("none", failure);
      throw failure;
    }
    this.switchTo("fallback", failure);
    return withDeadline(call(this.fallback), this.options.deadlineMs);
  }

  private switchTo(to: "store" | "fallback" | "none", failure?: unknown): void {
    if (to === this.serving) return;
    this.serving = to;
    this.since = to === "store" ? null : (this.since ?? new Date().toISOString());
    this.options.onSwitch?.({
      to,
      store: this.options.storeName,
      fallback: this.options.fallbackName,
      ...(failure === undefined
        ? {}
        : { reason: failure instanceof Error ? failure.message : String(failure) }),
    });
  }
}

/**
 * One instance's share of each limit: buckets in this process's memory holding `limit / instances`
 * tokens (at least 1), so N instances together allow about the limit while the store is away.
 */
export class ShareOfLimit implements RateLimiter {
  constructor(
    private readonly inner: RateLimiter,
    private readonly instances: number,
  ) {}

  private share(limit: number): number {
    return limit <= 0 ? limit : Math.max(1, Math.floor(limit / this.instances));
  }

  peek(key: string, limit: number): Promise<RateDecision> {
    return this.inner.peek(key, this.share(limit));
  }

  take(key: string, limit: number): Promise<RateDecision> {
    return this.inner.take(key, this.share(limit));
  }

  takeUnlessGated(gate: string, gateLimit: number, key: string, limit: number): Promise<GatedTake> {
    return takeUnlessGated(this.inner, gate, this.share(gateLimit), key, this.share(limit));
  }
}
