/** The job repository's records and contract (see ./index.ts for the storage ports as a whole). */
import type { IssuedEmail } from "./credits.ts";
import type { NewDelivery } from "./watchers.ts";
export const JOB_STATUSES = ["pending", "processing", "completed", "error", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobKind = "deep_research" | "bulk_contacts" | "identify_bulk";

export interface JobRecord {
  id: string;
  keyId: number;
  kind: JobKind;
  status: JobStatus;
  /** The request that created the job, as the domain wrote it. */
  params: unknown;
  /** Resumable state: criteria, cursor of what was examined... (the domain's). */
  state: unknown;
  progress: unknown;
  message: string | null;
  error: string | null;
  attempts: number;
  lastError: string | null;
  /** Unix seconds. */
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
  /** The instance that holds the job (processing), or null. */
  lockedBy: string | null;
}

export interface JobItemInput {
  /** Unique within the job (person id, input URL): an item is delivered and charged at most once. */
  itemKey: string;
  personId: number | null;
  status: string;
  data: unknown;
  credits: number;
  emails?: number;
  phones?: number;
  /** The contact fields this item gives its job's key: logged in the delivery's transaction. */
  access?: readonly string[];
  /** Inferred work emails this item gives out: kept in the delivery's transaction. */
  issued?: readonly IssuedEmail[];
  /**
   * Identifier hashes of the person this item names (profile URL, contacts it gives out): when
   * one is on the suppression list at delivery time (erased meanwhile), the item is delivered as
   * the removal marker instead, uncharged.
   */
  subjects?: readonly string[];
}

export interface JobItem extends Required<Omit<JobItemInput, "access" | "issued" | "subjects">> {
  seq: number;
}

export interface JobTotals {
  items: number;
  credits: number;
  withEmail: number;
  withPhone: number;
  withContacts: number;
  byStatus: Record<string, number>;
}

export interface DeliverOutcome {
  delivered: number;
  credits: number;
  /** An item could not be paid for: it and the rest of the batch were not delivered. */
  outOfCredits: boolean;
  /** The job was no longer processing (cancelled): nothing was delivered. */
  notProcessing: boolean;
}

export interface JobRepository {
  create(job: {
    id: string;
    keyId: number;
    kind: JobKind;
    params: unknown;
    state: unknown;
    message: string;
    now: number;
  }): Promise<JobRecord>;
  get(id: string): Promise<JobRecord | null>;
  listByKey(keyId: number, kind: JobKind, limit: number): Promise<JobRecord[]>;
  /** How many jobs there are of each kind and status (metrics). */
  countByStatus(): Promise<{ kind: string; status: string; count: number }[]>;
  /** Jobs left pending or processing, oldest first. */
  unfinished(): Promise<JobRecord[]>;
  /**
   * Takes up to `limit` runnable jobs for `instance`: pending ones due now, and processing ones
   * whose owner's lease has expired (a dead instance's). Fair: jobs of keys with fewer jobs
   * running come first, then the oldest. Each becomes processing, owned by `instance` until
   * now + leaseSeconds. Two instances never take the same job.
   */
  claim(input: { instance: string; now: number; leaseSeconds: number; limit: number }): Promise<JobRecord[]>;
  /** Extends the lease of a job this instance holds; false when it no longer holds it. */
  heartbeat(id: string, instance: string, now: number, leaseSeconds: number): Promise<boolean>;
  /** Gives a job this instance holds back (to pending, runnable at once); false when not held. */
  release(id: string, instance: string, now: number): Promise<boolean>;
  /** Gives back every job this instance holds (a restart of the same instance id). */
  releaseAll(instance: string, now: number): Promise<number>;
  /** Whether another key has a runnable job and fewer jobs running than this key (fair yielding). */
  contended(keyId: number, now: number): Promise<boolean>;
  /**
   * Moves a job to `to` only from one of `from`, setting the given fields; false (and nothing
   * changed) when the job was in another status.
   */
  transition(
    id: string,
    from: readonly JobStatus[],
    to: JobStatus,
    fields: Partial<
      Pick<JobRecord, "message" | "error" | "progress" | "state" | "completedAt" | "lastError" | "params">
    > & {
      attemptsDelta?: number;
      now: number;
      /** For pending: not to be claimed before this (Unix seconds); the owner is cleared. */
      notBefore?: number | null;
      /** A webhook delivery written in the same transaction when (and only when) the move is made. */
      outbox?: NewDelivery | null;
    },
  ): Promise<boolean>;
  /** Checkpoint of a processing job (state, progress, message); false when it is not processing. */
  checkpoint(
    id: string,
    state: unknown,
    progress: unknown,
    message: string | null,
    now: number,
  ): Promise<boolean>;
  /**
   * Appends items and charges for them in one durable transaction (with the state checkpoint when
   * given): an item already delivered is skipped and never charged twice; the batch stops at the
   * first item the balance cannot pay for; nothing is delivered unless the job is processing.
   */
  deliver(
    job: { id: string; keyId: number; lockedBy?: string | null },
    items: readonly JobItemInput[],
    options: { operation: string; state?: unknown; progress?: unknown; now: number },
  ): Promise<DeliverOutcome>;
  items(jobId: string, offset: number, limit: number): Promise<JobItem[]>;
  itemKeys(jobId: string): Promise<Set<string>>;
  totals(jobId: string): Promise<JobTotals>;
  /** totals for several jobs in one read, by job id. */
  totalsMany(jobIds: readonly string[]): Promise<Map<string, JobTotals>>;
  /** Deletes jobs of a kind created before `before` (Unix seconds), with their items. */
  deleteOlderThan(kind: JobKind, before: number): Promise<number>;
}
