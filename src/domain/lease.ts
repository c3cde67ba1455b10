/**
 * Work done once for every process on one database (workers of one server, instances on one
 * PostgreSQL): whoever takes the lease (meta.claim, one atomic statement on either engine) does it
 * and renews the lease as it goes; the others see `null` and read what it writes. A holder that
 * dies (SIGKILL, a lost host) loses the lease when it expires, and the next to ask takes over; a
 * holder that shuts down (SIGTERM) stops its work and gives the lease back first (`stop`), so that
 * the next process does not wait out the expiry.
 */
import { randomUUID } from "node:crypto";
import type { Storage } from "./storage/index.ts";

export class Lease {
  /** This process's name on the lease. */
  private readonly holder: string;
  private renewedAt = 0;
  private stopped = false;
  /** The run under way, settled once its lease is given back. */
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly storage: Pick<Storage, "meta">,
    private readonly name: string,
    private readonly ttlMs: number,
  ) {
    this.holder = `${name}-${randomUUID()}`;
  }

  /**
   * `work` under the lease, then the lease given back; null (and no work) when another process
   * holds it, or once this one is stopping. `work` calls `renew` between steps: false means the
   * lease was lost (taken over after this process stalled past its expiry) or the process is
   * stopping, and the work should stop.
   */
  async run<T>(work: (renew: () => Promise<boolean>) => Promise<T>): Promise<T | null> {
    if (this.stopped) return null;
    if (!(await this.storage.meta.claim(this.name, this.holder, Date.now(), this.ttlMs))) return null;
    this.renewedAt = Date.now();
    const running = (async () => {
      try {
        return await work(() => this.renew());
      } finally {
        await this.storage.meta.release(this.name, this.holder).catch(() => {});
      }
    })();
    this.running = running;
    try {
      return await running;
    } finally {
      if (this.running === running) this.running = null;
    }
  }

  /**
   * Shutting down, before the database closes: no run starts any more, the run under way is told
   * to stop at its next `renew`, and this resolves once it has given the lease back.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => {});
  }

  /** Renews when a third of the lease is gone; false when it was lost or this process is stopping. */
  private async renew(): Promise<boolean> {
    if (this.stopped) return false;
    const now = Date.now();
    if (now - this.renewedAt < this.ttlMs / 3) return true;
    this.renewedAt = now;
    return this.storage.meta.claim(this.name, this.holder, now, this.ttlMs);
  }
}

/**
 * Work done once for everyone, awaited by everyone: `attempt` (a run under a lease, null when
 * another process holds it) is tried until it runs; between tries, after `pollMs`, `doneElsewhere`
 * says whether the holder's result is there to read (non-null ends the wait with it). A holder that
 * died loses its lease at expiry and the next try takes over. Null once `closed()` says this process
 * is shutting down: the caller says what that means for it.
 */
export async function runOrAwait<T>(
  attempt: () => Promise<T | null>,
  wait: { pollMs: number; closed: () => boolean; doneElsewhere: () => Promise<T | null> },
): Promise<T | null> {
  while (!wait.closed()) {
    const ran = await attempt();
    if (ran !== null) return ran;
    if (wait.closed()) break;
    await new Promise((resolve) => setTimeout(resolve, wait.pollMs));
    const done = await wait.doneElsewhere();
    if (done !== null) return done;
  }
  return null;
}
