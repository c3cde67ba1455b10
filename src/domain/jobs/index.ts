/** The job runner with every kind of job registered. */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../../log.ts";
import { runBulkContacts } from "../enrich/bulk.ts";
import { runIdentifyBulk } from "../identify/bulk.ts";
import type { IdentifyService } from "../identify/service.ts";
import type { MxLookup } from "../outbound.ts";
import { runResearch } from "../research/deep-research.ts";
import type { SearchService } from "../search/search.ts";
import type { Storage } from "../storage/index.ts";
import { JobRunner } from "./runner.ts";

export interface JobOptions {
  jobConcurrency: number;
  /** This instance's name in job rows; default: "local" on a one-process database, else host-pid-random. */
  instanceId?: string | null;
  jobLeaseSeconds?: number;
  jobPollMs?: number;
}

export function createJobRunner(
  storage: Storage,
  log: Logger,
  options: JobOptions,
  services: {
    clock?: () => Date;
    /** The search service the listeners use too: one company lexicon serves them all. */
    search: SearchService;
    mx: MxLookup | null;
    /** Identify's index and model: the bulk identify jobs score with the same one. */
    identify?: IdentifyService;
  },
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
    services.clock,
  );
  const { search, mx } = services;
  runner.register("bulk_contacts", (job, ctx) => runBulkContacts(job, ctx, mx));
  runner.register("deep_research", (job, ctx) => runResearch(job, ctx, { search, mx }));
  const { identify } = services;
  if (identify) runner.register("identify_bulk", (job, ctx) => runIdentifyBulk(job, ctx, identify));
  return runner;
}
