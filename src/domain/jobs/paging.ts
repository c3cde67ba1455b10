/**
 * What job status answers share: the answer to a start (or a continuation), and the paging of a
 * job's results (`page`/`page_size`; no page: every result, up to the job kind's bound).
 */
import { boundedInt } from "../bounds.ts";
import type { JobItem, JobStatus, Storage } from "../storage/index.ts";

/** A job that was queued (started, or continued): its id, status and message; the webhook's secret once. */
export interface JobStarted {
  jobId: string;
  status: JobStatus;
  message: string;
  /** The secret that signs the job's webhook (webhook_url given at the start): shown this once. */
  webhookSecret?: string;
}

export interface JobPaging {
  /** 1-based; undefined: every result. */
  page: number | undefined;
  pageSize: number;
}

/** One page of a job's results, and how many pages there are of `pageSize`. */
export interface ResultPage {
  page: number;
  pageSize: number;
  totalPages: number;
}

/** The paging a status request asked for, checked (400 naming the parameter otherwise). */
export function jobPaging(options: { page?: number; pageSize: number }): JobPaging {
  return {
    page: options.page === undefined ? undefined : boundedInt(options.page, "page", 1, 1_000_000, 1),
    pageSize: boundedInt(options.pageSize, "page_size", 1, 100, 25),
  };
}

/** The job's results on the page asked for (every one, up to `all`, without a page). */
export async function jobResults(
  storage: Storage,
  jobId: string,
  paging: JobPaging,
  total: number,
  all: number,
): Promise<{ items: JobItem[]; page: ResultPage | null }> {
  const { page, pageSize } = paging;
  if (page === undefined) return { items: await storage.jobs.items(jobId, 0, all), page: null };
  return {
    items: await storage.jobs.items(jobId, (page - 1) * pageSize, pageSize),
    page: { page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
  };
}
