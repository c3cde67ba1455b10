/**
 * The in-process worker pool for durable jobs (deep research, bulk contacts). Jobs are rows in the
 * database; this only decides which run now. p-queue bounds how many run at once (JOB_CONCURRENCY).
 *
 * A handler works in steps and checkpoints after each one (through the repository, durably). It
 * must return when `ctx.stopping()` says so: on SIGTERM the runner stops taking jobs, waits for the
 * running steps to reach a checkpoint and puts those jobs back to pending; a restart resumes them.
 * After a crash, jobs left processing are resumed the same way. A handler that throws is retried
 * (after a pause) until MAX_ATTEMPTS, then the job ends as `error` with `error` and `message` set.
 *
 * Fairness between keys (docs/jobs.md): a free slot goes to the waiting job of the key with the
 * fewest running jobs (ties: the key that started one longest ago), and a running job yields at
 * its next checkpoint when another key waits with fewer jobs running; the yielded job goes back
 * to pending and to the end of its key's line. So a key with 100 queued jobs delays another key's
 * job by at most one step of one job.
 */
import PQueue from "p-queue";
import type { JobKind, JobRecord, JobStatus, Storage } from "../../db/repositories/types.ts";
import type { Logger } from "../../log.ts";

export const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

export interface JobContext {
  storage: Storage;
  /** True when the job should stop at the next checkpoint: shutting down, or no longer processing. */
  stopping(): Promise<boolean>;
  now(): number;
}

/** Runs one job until it is finished (its own transition) or asked to stop. */
export type JobHandler = (job: JobRecord, ctx: JobContext) => Promise<void>;

export class JobRunner {
  private readonly queue: PQueue;
  private readonly handlers = new Map<JobKind, JobHandler>();
  private readonly queued = new Set<string>();
  /** Jobs waiting for a slot, first in first out per key. */
  private readonly waiting = new Map<number, string[]>();
  private readonly runningByKey = new Map<number, number>();
  private readonly lastStart = new Map<number, number>();
  private starts = 0;
  /** Running jobs that decided to yield and have not yet given their slot back, per key. */
  private readonly yielding = new Map<number, number>();
  private shuttingDown = false;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly storage: Storage,
    private readonly log: Logger,
    concurrency: number,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.queue = new PQueue({ concurrency });
  }

  register(kind: JobKind, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  private now(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  /** Schedules a pending job (no-op when it is already queued or the runner is stopping). */
  enqueue(jobId: string, keyId: number): void {
    if (this.shuttingDown || this.queued.has(jobId)) return;
    this.queued.add(jobId);
    const line = this.waiting.get(keyId) ?? [];
    line.push(jobId);
    this.waiting.set(keyId, line);
    // Each queue task takes whichever job is fairest when a slot frees, not necessarily this one.
    void this.queue
      .add(() => this.runNext())
      .catch((error) => this.log.error("job runner failure", { job_id: jobId, error: String(error) }));
  }

  private count(map: Map<number, number>, keyId: number): number {
    return map.get(keyId) ?? 0;
  }

  private bump(map: Map<number, number>, keyId: number, delta: number): void {
    const next = this.count(map, keyId) + delta;
    if (next <= 0) map.delete(keyId);
    else map.set(keyId, next);
  }

  /** The waiting key with the fewest running jobs; ties go to the one that started longest ago. */
  private fairestKey(except?: number): number | null {
    let best: number | null = null;
    for (const keyId of this.waiting.keys()) {
      if (keyId === except) continue;
      if (
        best === null ||
        this.count(this.runningByKey, keyId) < this.count(this.runningByKey, best) ||
        (this.count(this.runningByKey, keyId) === this.count(this.runningByKey, best) &&
          (this.lastStart.get(keyId) ?? -1) < (this.lastStart.get(best) ?? -1))
      )
        best = keyId;
    }
    return best;
  }

  private async runNext(): Promise<void> {
    const keyId = this.fairestKey();
    if (keyId === null) return;
    const line = this.waiting.get(keyId) as string[];
    const jobId = line.shift() as string;
    if (line.length === 0) this.waiting.delete(keyId);
    this.queued.delete(jobId);
    this.bump(this.runningByKey, keyId, 1);
    this.lastStart.set(keyId, ++this.starts);
    try {
      await this.run(jobId, keyId);
    } finally {
      this.bump(this.runningByKey, keyId, -1);
    }
  }

  /** Another key waits with fewer jobs running than this key would have after yielding one. */
  private shouldYield(keyId: number): boolean {
    const other = this.fairestKey(keyId);
    if (other === null) return false;
    const mine = this.count(this.runningByKey, keyId) - this.count(this.yielding, keyId);
    return this.count(this.runningByKey, other) < mine;
  }

  /** After a start: every pending or processing job is queued again, oldest first. */
  async resume(): Promise<number> {
    const jobs = await this.storage.jobs.unfinished();
    for (const job of jobs) {
      if (job.status === "processing")
        await this.storage.jobs.transition(job.id, ["processing"], "pending", { now: this.now() });
      this.enqueue(job.id, job.keyId);
    }
    if (jobs.length) this.log.info("jobs resumed", { count: jobs.length });
    return jobs.length;
  }

  private async run(jobId: string, keyId: number): Promise<void> {
    if (this.shuttingDown) return;
    const job = await this.storage.jobs.get(jobId);
    if (job?.status !== "pending") return;
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    if (!(await this.storage.jobs.transition(job.id, ["pending"], "processing", { now: this.now() }))) return;
    let yielded = false;
    // A job always gets one step before it can yield: otherwise two keys hand a slot back and
    // forth without either making progress.
    let checks = 0;
    const ctx: JobContext = {
      storage: this.storage,
      now: () => this.now(),
      stopping: async () => {
        if (this.shuttingDown || yielded) return true;
        const current = await this.storage.jobs.get(job.id);
        if (current?.status !== "processing") return true;
        if (checks++ > 0 && this.shouldYield(keyId)) {
          yielded = true;
          this.bump(this.yielding, keyId, 1);
          return true;
        }
        return false;
      },
    };
    try {
      await handler({ ...job, status: "processing" }, ctx);
      if (this.shuttingDown || yielded) {
        // Interrupted at a checkpoint: resumed on the next start, or after the other keys' turn.
        const back = await this.storage.jobs.transition(job.id, ["processing"], "pending", {
          now: this.now(),
        });
        if (yielded) this.bump(this.yielding, keyId, -1);
        if (back && yielded && !this.shuttingDown) this.enqueue(job.id, keyId);
      }
    } catch (error) {
      if (yielded) this.bump(this.yielding, keyId, -1);
      yielded = false;
      const message = error instanceof Error ? error.message : String(error);
      this.log.error("job step failed", {
        job_id: job.id,
        kind: job.kind,
        attempt: job.attempts + 1,
        error: message,
      });
      const attempts = job.attempts + 1;
      const finalFailure = attempts >= MAX_ATTEMPTS;
      const to: JobStatus = finalFailure ? "error" : "pending";
      const moved = await this.storage.jobs.transition(job.id, ["processing"], to, {
        now: this.now(),
        attemptsDelta: 1,
        lastError: message,
        ...(finalFailure
          ? {
              error: message,
              message: `The job failed ${attempts} times and was stopped: ${message}`,
              completedAt: this.now(),
            }
          : {}),
      });
      if (moved && !finalFailure && !this.shuttingDown) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.enqueue(job.id, keyId);
        }, RETRY_DELAY_MS * attempts);
        this.timers.add(timer);
      }
    }
  }

  /** Stops taking jobs and waits (up to timeoutMs) for the running ones to reach a checkpoint. */
  async drain(timeoutMs = 10_000): Promise<void> {
    this.shuttingDown = true;
    for (const t of this.timers) clearTimeout(t);
    this.queue.clear();
    this.waiting.clear();
    this.queued.clear();
    await Promise.race([this.queue.onIdle(), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }

  /** Resolves when nothing is queued or running (tests, benchmarks). */
  idle(): Promise<void> {
    return this.queue.onIdle();
  }
}
