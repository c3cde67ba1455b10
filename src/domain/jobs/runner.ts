/**
 * The worker pool for durable jobs (deep research, bulk contacts). Jobs are rows in the database;
 * instances take them with leases (`JobRepository.claim`: one instance per job, a dead instance's
 * jobs become claimable when its lease expires) and p-queue bounds how many run here at once
 * (JOB_CONCURRENCY). The runner claims when it is woken (a job was created here, a slot freed, a
 * NOTIFY from another instance) and every poll interval otherwise: a lost wake-up only costs
 * latency.
 *
 * A handler works in steps and checkpoints after each one (through the repository, durably). It
 * must return when `ctx.stopping()` says so; each call renews the lease (the heartbeat) and says
 * stop when the lease was lost, on SIGTERM, when the job left processing, or when another key's
 * job is waiting with fewer jobs running (fairness, docs/jobs.md). A job stopped that way goes
 * back to pending from its last checkpoint. A handler that throws is retried after a back-off
 * (stored in the row, so any instance can pick it up) until MAX_ATTEMPTS, then the job ends as
 * `error` with `error` and `message` set.
 */
import PQueue from "p-queue";
import type { Logger } from "../../log.ts";
import type { JobKind, JobRecord, Storage } from "../storage/index.ts";
import { finishJob } from "./webhook.ts";

export const MAX_ATTEMPTS = 3;
const RETRY_DELAY_SECONDS = 1;

export interface JobContext {
  storage: Storage;
  /** True when the job should stop at the next checkpoint: shutting down, lease lost, no longer processing, or yielding. */
  stopping(): Promise<boolean>;
  now(): number;
}

/** Runs one job until it is finished (its own transition) or asked to stop. */
export type JobHandler = (job: JobRecord, ctx: JobContext) => Promise<void>;

export interface RunnerOptions {
  concurrency: number;
  /** This instance's name in job rows (locked_by). */
  instance: string;
  leaseSeconds: number;
  pollMs: number;
}

export class JobRunner {
  private readonly queue: PQueue;
  private readonly handlers = new Map<JobKind, JobHandler>();
  private shuttingDown = false;
  private pumping = false;
  private again = false;
  private poller: ReturnType<typeof setInterval> | null = null;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly log: Logger,
    private readonly options: RunnerOptions,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.queue = new PQueue({ concurrency: options.concurrency });
  }

  get instance(): string {
    return this.options.instance;
  }

  register(kind: JobKind, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  private now(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  /** A job was created or made runnable here: look for work now. */
  enqueue(_jobId?: string, _keyId?: number): void {
    this.wake();
  }

  wake(): void {
    if (this.shuttingDown) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    void this.pump()
      .catch((error) => this.log.error("job claim failed", { error: String(error) }))
      .finally(() => {
        this.pumping = false;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Claims jobs while there are free slots and runnable jobs. */
  private async pump(): Promise<void> {
    while (!this.shuttingDown && this.queue.pending + this.queue.size < this.options.concurrency) {
      const [job] = await this.storage.jobs.claim({
        instance: this.options.instance,
        now: this.now(),
        leaseSeconds: this.options.leaseSeconds,
        limit: 1,
      });
      if (!job) return;
      void this.queue
        .add(() => this.run(job))
        .catch((error) => this.log.error("job runner failure", { job_id: job.id, error: String(error) }))
        .finally(() => this.wake());
    }
  }

  /**
   * After a start: jobs this instance held before a restart go back to pending, then polling and
   * (where the database offers it) notifications begin. Returns how many jobs are unfinished.
   */
  async resume(): Promise<number> {
    await this.storage.jobs.releaseAll(this.options.instance, this.now());
    const unfinished = (await this.storage.jobs.unfinished()).length;
    if (unfinished) this.log.info("jobs resumed", { count: unfinished, instance: this.options.instance });
    this.poller = setInterval(() => this.wake(), this.options.pollMs);
    this.unlisten = await this.storage
      .listenForJobs(() => this.wake())
      .catch((error) => {
        this.log.warn("job notifications unavailable; polling only", { error: String(error) });
        return null;
      });
    this.wake();
    return unfinished;
  }

  private async run(job: JobRecord): Promise<void> {
    if (this.shuttingDown) {
      await this.storage.jobs.release(job.id, this.options.instance, this.now());
      return;
    }
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      await this.storage.jobs.release(job.id, this.options.instance, this.now());
      return;
    }
    let yielded = false;
    let lost = false;
    // A job always gets one step before it can yield: otherwise two keys hand a slot back and
    // forth without either making progress.
    let checks = 0;
    const ctx: JobContext = {
      storage: this.storage,
      now: () => this.now(),
      stopping: async () => {
        if (this.shuttingDown || yielded || lost) return true;
        // The heartbeat: false when the job left processing or another instance took it over.
        if (
          !(await this.storage.jobs.heartbeat(
            job.id,
            this.options.instance,
            this.now(),
            this.options.leaseSeconds,
          ))
        ) {
          lost = true;
          return true;
        }
        if (checks++ > 0 && (await this.storage.jobs.contended(job.keyId, this.now()))) {
          yielded = true;
          return true;
        }
        return false;
      },
    };
    try {
      await handler(job, ctx);
      // Interrupted at a checkpoint: resumed by whichever instance claims it next.
      if ((this.shuttingDown || yielded) && !lost)
        await this.storage.jobs.release(job.id, this.options.instance, this.now());
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
      const retryAt = this.now() + RETRY_DELAY_SECONDS * attempts;
      const common = { now: this.now(), attemptsDelta: 1, lastError: message };
      const moved = finalFailure
        ? await finishJob(this.storage, job, ["processing"], "error", {
            ...common,
            error: message,
            message: `The job failed ${attempts} times and was stopped: ${message}`,
            completedAt: this.now(),
          })
        : await this.storage.jobs.transition(job.id, ["processing"], "pending", {
            ...common,
            notBefore: retryAt,
          });
      if (moved && !finalFailure && !this.shuttingDown) {
        const timer = setTimeout(
          () => {
            this.timers.delete(timer);
            this.wake();
          },
          RETRY_DELAY_SECONDS * attempts * 1000 + 50,
        );
        this.timers.add(timer);
      }
    }
  }

  /** Stops taking jobs and waits (up to timeoutMs) for the running ones to reach a checkpoint. */
  async drain(timeoutMs = 10_000): Promise<void> {
    this.shuttingDown = true;
    if (this.poller) clearInterval(this.poller);
    for (const t of this.timers) clearTimeout(t);
    await this.unlisten?.().catch(() => {});
    this.queue.clear();
    await Promise.race([this.queue.onIdle(), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }

  /** Resolves when nothing is running here (tests, benchmarks). */
  async idle(): Promise<void> {
    for (;;) {
      await this.queue.onIdle();
      await Bun.sleep(20);
      if (this.queue.pending + this.queue.size === 0 && !this.pumping) return;
    }
  }
}
