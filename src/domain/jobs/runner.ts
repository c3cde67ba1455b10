/**
 * The in-process worker pool for durable jobs (deep research, bulk contacts). Jobs are rows in the
 * database; this only decides which run now. p-queue bounds how many run at once (JOB_CONCURRENCY).
 *
 * A handler works in steps and checkpoints after each one (through the repository, durably). It
 * must return when `ctx.stopping()` says so: on SIGTERM the runner stops taking jobs, waits for the
 * running steps to reach a checkpoint and puts those jobs back to pending; a restart resumes them.
 * After a crash, jobs left processing are resumed the same way. A handler that throws is retried
 * (after a pause) until MAX_ATTEMPTS, then the job ends as `error` with `error` and `message` set.
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
  enqueue(jobId: string): void {
    if (this.shuttingDown || this.queued.has(jobId)) return;
    this.queued.add(jobId);
    void this.queue
      .add(() => this.run(jobId))
      .finally(() => this.queued.delete(jobId))
      .catch((error) => this.log.error("job runner failure", { job_id: jobId, error: String(error) }));
  }

  /** After a start: every pending or processing job is queued again, oldest first. */
  async resume(): Promise<number> {
    const jobs = await this.storage.jobs.unfinished();
    for (const job of jobs) {
      if (job.status === "processing")
        await this.storage.jobs.transition(job.id, ["processing"], "pending", { now: this.now() });
      this.enqueue(job.id);
    }
    if (jobs.length) this.log.info("jobs resumed", { count: jobs.length });
    return jobs.length;
  }

  private async run(jobId: string): Promise<void> {
    if (this.shuttingDown) return;
    const job = await this.storage.jobs.get(jobId);
    if (job?.status !== "pending") return;
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    if (!(await this.storage.jobs.transition(job.id, ["pending"], "processing", { now: this.now() }))) return;
    const ctx: JobContext = {
      storage: this.storage,
      now: () => this.now(),
      stopping: async () => {
        if (this.shuttingDown) return true;
        const current = await this.storage.jobs.get(job.id);
        return current?.status !== "processing";
      },
    };
    try {
      await handler({ ...job, status: "processing" }, ctx);
      if (this.shuttingDown) {
        // Interrupted at a checkpoint: resumed on the next start.
        await this.storage.jobs.transition(job.id, ["processing"], "pending", { now: this.now() });
      }
    } catch (error) {
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
          this.enqueue(job.id);
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
    await Promise.race([this.queue.onIdle(), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }

  /** Resolves when nothing is queued or running (tests, benchmarks). */
  idle(): Promise<void> {
    return this.queue.onIdle();
  }
}
