/** The job runner with every kind of job registered. */
import type { Storage } from "../../db/repositories/types.ts";
import type { Logger } from "../../log.ts";
import { runBulkContacts } from "../enrich/bulk.ts";
import { JobRunner } from "./runner.ts";

export function createJobRunner(
  storage: Storage,
  log: Logger,
  concurrency: number,
  clock?: () => Date,
): JobRunner {
  const runner = new JobRunner(storage, log, concurrency, clock);
  runner.register("bulk_contacts", runBulkContacts);
  return runner;
}
