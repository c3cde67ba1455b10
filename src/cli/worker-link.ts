/**
 * A worker's line to its primary (WORKERS > 1, src/cli/workers.ts), over the IPC channel Bun opens
 * between them (`process.send` / "message"). Through it a worker:
 * - takes rate-limit tokens from the one set of buckets the primary keeps, so N workers on SQLite
 *   share each key's limit instead of granting N times it (with REDIS_URL or on PostgreSQL the
 *   buckets are there, as for several instances, and this is not used);
 * - gathers every worker's metrics for the /metrics it answers;
 * - says when it listens, and when it has loaded what searches need: /readyz says ready in any
 *   worker only once every worker has (the kernel may send the next search to any of them).
 * The messages are the protocol below, in one place for both sides.
 */
import type { BucketStore } from "../domain/billing/rate-limiter.ts";

/** Worker to primary. */
export type ToPrimary =
  | { kind: "listening"; worker: number }
  | { kind: "warm"; worker: number }
  | { kind: "apply"; id: number; key: string; limit: number; windowMs: number; consume: 0 | 1 }
  | { kind: "metrics"; id: number }
  | { kind: "collected"; id: number; value: unknown };

/** Primary to worker. */
export type ToWorker =
  | { kind: "reply"; id: number; value?: unknown; error?: string }
  | { kind: "collect"; id: number }
  | { kind: "all-warm" };

/** A question the primary has not answered after this long failed (the primary is gone or stuck). */
const ANSWER_MS = 5000;

export class PrimaryLink {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private collect: (() => Promise<unknown>) | null = null;
  private allWarm: () => void = () => {};

  constructor(
    readonly worker: number,
    private readonly send: (message: ToPrimary) => void,
  ) {}

  /** This process's link, when its primary spawned it with an IPC channel; else null. */
  static ofProcess(worker: number | null): PrimaryLink | null {
    if (worker === null || typeof process.send !== "function") return null;
    const link = new PrimaryLink(worker, (m) => process.send?.(m));
    process.on("message", (m: ToWorker) => link.receive(m));
    return link;
  }

  receive(message: ToWorker): void {
    if (message.kind === "all-warm") {
      this.allWarm();
      return;
    }
    if (message.kind === "collect") {
      const id = message.id;
      void (this.collect?.() ?? Promise.resolve(null))
        .catch(() => null)
        .then((value) => this.send({ kind: "collected", id, value }));
      return;
    }
    const waiter = this.waiting.get(message.id);
    if (!waiter) return;
    this.waiting.delete(message.id);
    if (message.error !== undefined) waiter.reject(new Error(message.error));
    else waiter.resolve(message.value);
  }

  listening(): void {
    this.send({ kind: "listening", worker: this.worker });
  }

  /** This worker is warm; `then` runs once every worker of the server has been (the primary says so). */
  warmed(then: () => void): void {
    this.allWarm = then;
    this.send({ kind: "warm", worker: this.worker });
  }

  private ask<T>(message: ToPrimary & { id: number }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(message.id);
        reject(new Error("the primary process did not answer"));
      }, ANSWER_MS);
      this.waiting.set(message.id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.send(message);
    });
  }

  /** The primary's buckets as a BucketStore: one `apply` is one round trip, atomic in the primary. */
  buckets(): BucketStore {
    return {
      apply: (key, limit, windowMs, consume) =>
        this.ask({ kind: "apply", id: this.next++, key, limit, windowMs, consume }),
    };
  }

  /** What `collect` gives in every worker (this one included), as the primary gathered them. */
  gather<T>(): Promise<T[]> {
    return this.ask<T[]>({ kind: "metrics", id: this.next++ });
  }

  /** What this worker answers when the primary gathers (its metrics as JSON). */
  onCollect(collect: () => Promise<unknown>): void {
    this.collect = collect;
  }
}
