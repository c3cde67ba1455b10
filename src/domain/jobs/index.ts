/** The job runner with every kind of job registered. */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../../log.ts";
import { runBulkContacts } from "../enrich/bulk.ts";
import { MxChecker } from "../enrich/mx.ts";
import { runResearch } from "../research/deep-research.ts";
import { SearchService } from "../search/search.ts";
import type { Storage } from "../storage/index.ts";
import { JobRunner } from "./runner.ts";

export interface JobOptions {
  jobConcurrency: number;
  /** This instance's name in job rows; default: "local" on a one-process database, else host-pid-random. */
  instanceId?: string | null;
  jobLeaseSeconds?: number;
  jobPollMs?: number;
  contactsMxCheck: boolean;
  contactsDnsServers: string[];
}

export function createJobRunner(
  storage: Storage,
  log: Logger,
  options: JobOptions,
  clock?: () => Date,
  /** Shared with the listeners when given, so that one company lexicon serves them all. */
  search: SearchService = new SearchService(storage, clock),
): JobRunner {
  const instance =
    options.instanceId ??
    (storage.sharedByInstances ? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}` : "local");
  const runner = new JobRunner(
    storage,
    log,
    {
      concurrency: options.jobConcurrency,
      instance,
      leaseSeconds: options.jobLeaseSeconds ?? 30,
      pollMs: options.jobPollMs ?? 1000,
    },
    clock,
  );
  const mx = options.contactsMxCheck ? new MxChecker(options.contactsDnsServers) : null;
  runner.register("bulk_contacts", (job, ctx) => runBulkContacts(job, ctx, mx));
  runner.register("deep_research", (job, ctx) => runResearch(job, ctx, { search, mx }));
  return runner;
}
